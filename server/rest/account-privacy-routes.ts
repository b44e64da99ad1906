import { appRouter } from '../trpc/router';
import { route } from './adapter';

const { privacy } = appRouter.account;

/** RFC 8187 `filename*`: UTF-8, percent-encoded beyond the attr-chars (encodeURIComponent leaves `'()*`). */
const utf8Filename = (name: string) =>
  encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** The personal area's privacy rights: the data export (a zip) and deleting the account. */
export const accountPrivacyRoutes = [
  route('GET', '/user/export', privacy.export, {
    input: () => undefined,
    sends: 'application/zip',
    respond: ({ filename, open }) =>
      new Response(open(), {
        headers: {
          'content-type': 'application/zip',
          'content-disposition': `attachment; filename="${filename.ascii}"; filename*=UTF-8''${utf8Filename(filename.utf8)}`,
          'cache-control': 'private, no-store',
          'x-content-type-options': 'nosniff',
        },
      }),
  }),
  route('DELETE', '/user/account', privacy.delete),
];
