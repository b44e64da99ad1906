import {
  type CategoryRef,
  type CategoryWithCount,
  type PostDetail,
  type PostPage,
  PostListSchema,
  PostSlugSchema,
} from '../../../src/shared/blog';
import { z } from '../../../src/shared/zod';
import { createRouter, publicProcedure } from '../init';

// SKELETON (lead, for the parallel UI work): the blog-server helper replaces every body with
// server/blog/ services; the names, inputs and output types are the contract.
const pending = <T>(): Promise<T> => Promise.reject(new Error('blog server not built yet'));

/** The public blog (/blog, /blog/{slug}, /blog/category/{slug}; GET /api/blog, /api/blog/{slug}). */
export const blogRouter = createRouter({
  /** published posts, newest first; by title search and/or category slug (unknown category → 404) */
  list: publicProcedure.input(PostListSchema).query((): Promise<PostPage> => pending()),
  /** one published post with its related posts; unknown or unpublished → 404 'המאמר לא נמצא' */
  post: publicProcedure.input(PostSlugSchema).query((): Promise<PostDetail> => pending()),
  /** categories that have published posts, for the filter */
  categories: publicProcedure.query((): Promise<CategoryWithCount[]> => pending()),
  /** one category by slug; unknown → 404 */
  category: publicProcedure
    .input(z.object({ slug: z.string().max(400) }))
    .query((): Promise<CategoryRef & { description: string | null }> => pending()),
});
