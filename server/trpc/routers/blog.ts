import {
  CategorySchema,
  CategoryWithCountSchema,
  categoryPath,
  PostDetailSchema,
  PostListSchema,
  PostPageSchema,
  PostSlugSchema,
  postPath,
} from '../../../src/shared/blog';
import { z } from '../../../src/shared/zod';
import {
  getCategoryBySlug,
  getPublishedPost,
  listPublicCategories,
  listPublishedPosts,
} from '../../blog/public';
import { createRouter, publicProcedure } from '../init';
import { keptOutput, keptRead } from '../kept-read';

/**
 * The public blog (/blog, /blog/{slug}, /blog/category/{slug}; GET /api/blog, /api/blog/{slug}). Every
 * answer is kept in memory until the blog changes (keptRead).
 */
export const blogRouter = createRouter({
  /** published posts, newest first; by title search and/or category slug (unknown category → null) */
  list: publicProcedure
    .input(PostListSchema)
    .output(keptOutput(PostPageSchema.nullable()))
    .query(
      keptRead(
        () => '/blog',
        ({ ctx, input }) => listPublishedPosts(ctx.db, input),
      ),
    ),
  /** one published post with its related posts; unknown or unpublished → null */
  post: publicProcedure
    .input(PostSlugSchema)
    .output(keptOutput(PostDetailSchema.nullable()))
    .query(
      keptRead(
        ({ slug }) => postPath(slug),
        ({ ctx, input }) => getPublishedPost(ctx.db, input.slug),
      ),
    ),
  /** categories that have published posts, for the filter */
  categories: publicProcedure.output(keptOutput(z.array(CategoryWithCountSchema))).query(
    keptRead(
      () => '/blog',
      ({ ctx }) => listPublicCategories(ctx.db),
    ),
  ),
  /** one category by slug; unknown → null */
  category: publicProcedure
    .input(z.object({ slug: z.string().max(400) }))
    .output(keptOutput(CategorySchema.nullable()))
    .query(
      keptRead(
        ({ slug }) => categoryPath(slug),
        ({ ctx, input }) => getCategoryBySlug(ctx.db, input.slug),
      ),
    ),
});
