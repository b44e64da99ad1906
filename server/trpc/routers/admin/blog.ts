import {
  type AdminPost,
  type AdminPostPage,
  AdminPostListSchema,
  CategoryInputSchema,
  CategoryUpdateSchema,
  type CategoryWithCount,
  PostIdSchema,
  PostInputSchema,
  PostUpdateSchema,
} from '../../../../src/shared/blog';
import { adminProcedure, createRouter } from '../../init';

// SKELETON (lead, for the parallel UI work): the blog-server helper replaces every body.
const pending = <T>(): Promise<T> => Promise.reject(new Error('blog server not built yet'));

/** /admin/blog: posts (drafts too) and their categories; every change is audited and clears the page cache. */
export const adminBlogRouter = createRouter({
  list: adminProcedure.input(AdminPostListSchema).query((): Promise<AdminPostPage> => pending()),
  get: adminProcedure.input(PostIdSchema).query((): Promise<AdminPost> => pending()),
  /** 409 with a field issue on `slug` when the slug is taken */
  create: adminProcedure.input(PostInputSchema).mutation((): Promise<AdminPost> => pending()),
  update: adminProcedure.input(PostUpdateSchema).mutation((): Promise<AdminPost> => pending()),
  /** removes the post and its images from storage */
  delete: adminProcedure.input(PostIdSchema).mutation((): Promise<{ id: number }> => pending()),
});

export const adminCategoriesRouter = createRouter({
  /** all categories with their post counts (drafts too) */
  list: adminProcedure.query((): Promise<CategoryWithCount[]> => pending()),
  /** 409 with a field issue on `slug` (or `name`) when taken */
  create: adminProcedure.input(CategoryInputSchema).mutation((): Promise<CategoryWithCount> => pending()),
  update: adminProcedure.input(CategoryUpdateSchema).mutation((): Promise<CategoryWithCount> => pending()),
  /** 409 'לא ניתן למחוק קטגוריה שיש בה מאמרים' while posts use it */
  delete: adminProcedure.input(PostIdSchema).mutation((): Promise<{ id: number }> => pending()),
});
