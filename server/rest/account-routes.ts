import { appRouter } from '../trpc/router';
import { type RestRequest, route } from './adapter';
import { documentFileRoutes } from './document-file';

const { documents } = appRouter.account;

const idParam = ({ params }: RestRequest) => ({ id: Number(params.id) });
const field = (form: FormData | undefined, name: string) => form?.get(name) ?? undefined;

/** /api/user/documents: list, upload (multipart), delete, download and preview. */
export const accountDocumentRoutes = [
  route('GET', '/user/documents', documents.list),
  route('POST', '/user/documents', documents.upload, {
    accepts: 'multipart',
    input: ({ form }) => ({
      file: field(form, 'file'),
      name: field(form, 'name'),
      category: field(form, 'category'),
      expirationDate: field(form, 'expirationDate'),
    }),
    status: 201,
  }),
  route('DELETE', '/user/documents', documents.delete),
  ...documentFileRoutes('/user/documents/:id', documents.file, idParam),
];
