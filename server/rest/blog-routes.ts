import type { PostPage } from '../../src/shared/blog';
import { CATEGORY_NOT_FOUND, POST_NOT_FOUND } from '../blog/public';
import { jsonBytes } from '../kept-reads';
import { appRouter } from '../trpc/router';
import { type RestRequest, route } from './adapter';
import { listQueryInput, pagedList, pageSchema, withIdParam } from './admin-routes';

const { blog } = appRouter;
const { blog: adminBlog, categories } = appRouter.admin;

const idParam = ({ params }: RestRequest) => ({ id: Number(params.id) });

/** Blog rows: the public list and post, the admin's posts, categories and image uploads. */
export const blogRoutes = [
  // ?page=&q=&category= (a category's slug)
  route<typeof blog.list, PostPage>('GET', '/blog', blog.list, {
    input: ({ query }) => ({
      page: query.page || undefined,
      q: query.q || undefined,
      category: query.category || undefined,
    }),
    // the array, its total in X-Total-Count; a kept page's bytes are made once
    respond: ({ items, total }) =>
      new Response(jsonBytes(items), {
        headers: { 'content-type': 'application/json', 'x-total-count': String(total) },
      }),
    answers: pageSchema,
    totalCount: true,
    notFoundWhenNull: CATEGORY_NOT_FOUND,
  }),
  route('GET', '/blog/:slug', blog.post, {
    input: ({ params }) => ({ slug: params.slug }),
    notFoundWhenNull: POST_NOT_FOUND,
  }),

  route('GET', '/admin/categories', categories.list),
  route('POST', '/admin/categories', categories.create, { status: 201 }),
  route('PUT', '/admin/categories/:id', categories.update, { input: withIdParam }),
  // `{moveTo}` in the body moves the category's posts there before it goes
  route('DELETE', '/admin/categories/:id', categories.delete, { input: withIdParam }),

  // the list's query and categoryId=
  pagedList('/admin/blog', adminBlog.list, (req) => {
    const { search, ...paging } = listQueryInput(req);
    const { categoryId } = req.query;
    return { ...paging, q: search, categoryId: categoryId ? Number(categoryId) : undefined };
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
