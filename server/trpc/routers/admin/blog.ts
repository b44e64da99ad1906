import { IdAnswerSchema } from '../../../../src/shared/answers';
import {
  AdminPostListSchema,
  AdminPostPageSchema,
  AdminPostSchema,
  CategoryDeleteSchema,
  CategoryInputSchema,
  CategoryUpdateSchema,
  CategoryWithCountSchema,
  ImageUploadSchema,
  PostIdSchema,
  PostInputSchema,
  PostUpdateSchema,
  UploadedImageSchema,
} from '../../../../src/shared/blog';
import { z } from '../../../../src/shared/zod';
import {
  type Change,
  createPost,
  deletePost,
  getAdminPost,
  listAdminPosts,
  updatePost,
} from '../../../blog/admin';
import {
  createCategory,
  deleteCategory,
  listAdminCategories,
  updateCategory,
} from '../../../blog/categories';
import { removeImagesAfterCommit, uploadImage } from '../../../blog/images';
import { rateLimitRules } from '../../../rate-limit/service';
import type { Context } from '../../init';
import { adminProcedure, createRouter } from '../../init';
import { rateLimited } from '../../rate-limit';

/**
 * After the change has committed: its dropped images' files go, and the public pages it touched are
 * redrawn here at once (other instances hear of them from the notification its transaction sent).
 */
async function settle<T>(ctx: Context, change: Promise<Change<T>>): Promise<T> {
  const { result, paths, droppedImages } = await change;
  ctx.deps.contentChanges.notify(paths);
  await removeImagesAfterCommit(ctx.deps.storage, ctx.log, droppedImages);
  return result;
}

const actorOf = (ctx: Context & { user: { id: number } }) => ({ id: ctx.user.id, ip: ctx.ip });

/** /admin/blog: posts (drafts too) and their categories; every change is audited and clears the page cache. */
export const adminBlogRouter = createRouter({
  list: adminProcedure
    .input(AdminPostListSchema)
    .output(AdminPostPageSchema)
    .query(({ ctx, input }) => listAdminPosts(ctx.db, input)),
  get: adminProcedure
    .input(PostIdSchema)
    .output(AdminPostSchema)
    .query(({ ctx, input }) => getAdminPost(ctx.db, input.id)),
  /** 409 with a field issue on `slug` when the slug is taken */
  create: adminProcedure
    .input(PostInputSchema)
    .output(AdminPostSchema)
    .mutation(({ ctx, input }) => settle(ctx, createPost(ctx.db, actorOf(ctx), input))),
  update: adminProcedure
    .input(PostUpdateSchema)
    .output(AdminPostSchema)
    .mutation(({ ctx, input }) => settle(ctx, updatePost(ctx.db, actorOf(ctx), input))),
  /** removes the post and its images from storage */
  delete: adminProcedure
    .input(PostIdSchema)
    .output(IdAnswerSchema)
    .mutation(({ ctx, input }) => settle(ctx, deletePost(ctx.db, actorOf(ctx), input.id))),
  /**
   * A cover or in-text image (POST /api/admin/blog/images, multipart `file`; not over /trpc, which takes
   * JSON only): 415 unless JPEG, PNG or WebP by its bytes, 413 over 10 MiB.
   */
  uploadImage: adminProcedure
    .meta({ movesFiles: true })
    .use(rateLimited(rateLimitRules.uploads))
    .input(ImageUploadSchema)
    .output(UploadedImageSchema)
    .mutation(({ ctx, input }) => uploadImage(ctx.db, ctx.deps.storage, actorOf(ctx), input.file)),
});

export const adminCategoriesRouter = createRouter({
  /** all categories with their post counts (drafts too) */
  list: adminProcedure
    .output(z.array(CategoryWithCountSchema))
    .query(({ ctx }) => listAdminCategories(ctx.db)),
  /** 409 with a field issue on `slug` (or `name`) when taken */
  create: adminProcedure
    .input(CategoryInputSchema)
    .output(CategoryWithCountSchema)
    .mutation(({ ctx, input }) => settle(ctx, createCategory(ctx.db, actorOf(ctx), input))),
  update: adminProcedure
    .input(CategoryUpdateSchema)
    .output(CategoryWithCountSchema)
    .mutation(({ ctx, input }) => settle(ctx, updateCategory(ctx.db, actorOf(ctx), input))),
  /** with `moveTo`, its posts move there first; without it, 409 'לא ניתן למחוק קטגוריה שיש בה מאמרים' while posts use it */
  delete: adminProcedure
    .input(CategoryDeleteSchema)
    .output(z.object({ id: z.number(), moved: z.number() }))
    .mutation(({ ctx, input }) => settle(ctx, deleteCategory(ctx.db, actorOf(ctx), input))),
});
