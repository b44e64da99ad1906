import { PostListSchema, PostSlugSchema } from '../../../src/shared/blog';
import { z } from '../../../src/shared/zod';
import {
  getCategoryBySlug,
  getPublishedPost,
  listPublicCategories,
  listPublishedPosts,
} from '../../blog/public';
import { createRouter, publicProcedure } from '../init';

/** The public blog (/blog, /blog/{slug}, /blog/category/{slug}; GET /api/blog, /api/blog/{slug}). */
export const blogRouter = createRouter({
  /** published posts, newest first; by title search and/or category slug (unknown category → 404) */
  list: publicProcedure.input(PostListSchema).query(({ ctx, input }) => listPublishedPosts(ctx.db, input)),
  /** one published post with its related posts; unknown or unpublished → 404 'המאמר לא נמצא' */
  post: publicProcedure.input(PostSlugSchema).query(({ ctx, input }) => getPublishedPost(ctx.db, input.slug)),
  /** categories that have published posts, for the filter */
  categories: publicProcedure.query(({ ctx }) => listPublicCategories(ctx.db)),
  /** one category by slug; unknown → 404 */
  category: publicProcedure
    .input(z.object({ slug: z.string().max(400) }))
    .query(({ ctx, input }) => getCategoryBySlug(ctx.db, input.slug)),
});
