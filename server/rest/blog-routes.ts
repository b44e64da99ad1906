import { appRouter } from '../trpc/router';
import { type RestRequest, route } from './adapter';

const { blog } = appRouter;
const { blog: adminBlog, categories } = appRouter.admin;

/** The body's fields with the path's id (`/…/{id}`); the procedure's schema judges both. */
const withIdParam = ({ json, params }: RestRequest) => ({
  ...(json !== null && typeof json === 'object' ? json : {}),
  id: Number(params.id),
});
const idParam = ({ params }: RestRequest) => ({ id: Number(params.id) });

/** A page as a JSON array, with the total in X-Total-Count (CONTRACT §4: lists are arrays). */
const arrayWithTotal = ({ items, total }: { items: unknown[]; total: number }) =>
  Response.json(items, { headers: { 'x-total-count': String(total) } });

/** CONTRACT §4 blog rows: the public list and post, the admin's posts, categories and image uploads. */
export const blogRoutes = [
  // ?page=&q=&category= (a category's slug)
  route('GET', '/blog', blog.list, {
    input: ({ query }) => ({
      page: query.page || undefined,
      q: query.q || undefined,
      category: query.category || undefined,
    }),
    respond: arrayWithTotal,
  }),
  route('GET', '/blog/:slug', blog.post, { input: ({ params }) => ({ slug: params.slug }) }),

  route('GET', '/admin/categories', categories.list),
  route('POST', '/admin/categories', categories.create, { status: 201 }),
  route('PUT', '/admin/categories/:id', categories.update, { input: withIdParam }),
  route('DELETE', '/admin/categories/:id', categories.delete, { input: idParam }),

  // ?page=&pageSize= (REST default 50)&status=published|draft&categoryId=&q=
  route('GET', '/admin/blog', adminBlog.list, {
    input: ({ query }) => ({
      page: query.page || undefined,
      pageSize: query.pageSize || 50,
      status: query.status || undefined,
      categoryId: query.categoryId ? Number(query.categoryId) : undefined,
      q: query.q || undefined,
    }),
    respond: arrayWithTotal,
  }),
  route('GET', '/admin/blog/:id', adminBlog.get, { input: idParam }),
  route('POST', '/admin/blog', adminBlog.create, { status: 201 }),
  route('PUT', '/admin/blog/:id', adminBlog.update, { input: withIdParam }),
  route('DELETE', '/admin/blog/:id', adminBlog.delete, { input: idParam }),
  route('POST', '/admin/blog/images', adminBlog.uploadImage, {
    accepts: 'multipart',
    input: ({ form }) => ({ file: form?.get('file') ?? undefined }),
    status: 201,
  }),
];
