/**
 * The blog: one schema per input, shared by the editor and both doors of the server. Limits, shapes and
 * helpers live in ./blog-core.ts (no zod: the public pages' first load imports it) and are re-exported
 * here, so the editor and the server keep one import.
 */
import {
  type AdminPost,
  type AdminPostPage,
  CATEGORY_NAME_MAX,
  type CategoryWithCount,
  CONTENT_MAX,
  EXCERPT_MAX,
  IMAGE_ALT_MAX,
  KEYWORDS_MAX,
  type PostDetail,
  type PostPage,
  SEO_DESCRIPTION_STORED_MAX,
  SEO_TITLE_STORED_MAX,
  TITLE_MAX,
  type UploadedImage,
} from './blog-core';
import { IdSchema } from './ids';
import { pageField, pageOf, pageSizeField, searchField } from './paging';
import { isSlug, SLUG_MAX } from './slug';
import { z } from './zod';

export * from './blog-core';

// ─── inputs ─────────────────────────────────────────────────────────────────────────────────────

export const SlugSchema = z
  .string({ error: 'כתובת לא תקינה' })
  .trim()
  .toLowerCase()
  .min(1, 'יש להזין כתובת')
  .max(SLUG_MAX, `הכתובת ארוכה מ-${SLUG_MAX} תווים`)
  .refine(isSlug, 'הכתובת יכולה להכיל אותיות, ספרות ומקפים בלבד');

/** /blog?q=&page= and /blog/category/{slug}?page= */
export const PostListSchema = z.object({
  page: pageField,
  /** a search in the titles */
  q: searchField,
  /** a category's slug */
  category: z.string({ error: 'קטגוריה לא תקינה' }).trim().max(SLUG_MAX, 'קטגוריה לא תקינה').optional(),
});

export const PostSlugSchema = z.object({ slug: z.string({ error: 'כתובת לא תקינה' }).max(SLUG_MAX * 4) });

export const AdminPostListSchema = z.object({
  page: pageField,
  pageSize: pageSizeField,
  status: z.enum(['published', 'draft'], { error: 'סטטוס לא תקין' }).optional(),
  categoryId: IdSchema.optional(),
  q: searchField,
});

export const PostIdSchema = z.object({ id: IdSchema });

const optionalText = (max: number, message: string) =>
  z
    .string({ error: 'ערך לא תקין' })
    .trim()
    .max(max, message)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null));

/**
 * POST /api/admin/blog, PUT /api/admin/blog/{id} and the editor's form. `content` is HTML
 * from the editor; the server sanitizes it before saving. An absent slug is made from the title.
 * `image` must be a URL the server handed out (our storage or the site's own /images/).
 */
export const PostInputSchema = z
  .object({
    title: z
      .string({ error: 'יש להזין כותרת' })
      .trim()
      .min(2, 'הכותרת חייבת להכיל לפחות 2 תווים')
      .max(TITLE_MAX, `הכותרת ארוכה מ-${TITLE_MAX} תווים`),
    slug: z
      .union([SlugSchema, z.literal('')])
      .optional()
      .transform((v) => v || undefined),
    excerpt: z
      .string({ error: 'יש להזין תקציר' })
      .trim()
      .max(EXCERPT_MAX, `התקציר ארוך מ-${EXCERPT_MAX} תווים`)
      .default(''),
    content: z.string({ error: 'תוכן לא תקין' }).max(CONTENT_MAX, 'התוכן ארוך מדי').default(''),
    image: z
      .string({ error: 'תמונה לא תקינה' })
      .max(500, 'תמונה לא תקינה')
      .regex(/^\/(media|images)\/[A-Za-z0-9/_.-]+$/, 'יש להעלות את התמונה דרך העורך')
      .optional()
      .nullable()
      .transform((v) => v || null),
    imageAlt: z
      .string({ error: 'טקסט חלופי לא תקין' })
      .trim()
      .max(IMAGE_ALT_MAX, 'הטקסט החלופי ארוך מדי')
      .default(''),
    categoryId: z
      .number({ error: 'יש לבחור קטגוריה' })
      .int('יש לבחור קטגוריה')
      .positive('יש לבחור קטגוריה')
      .max(2_147_483_647, 'יש לבחור קטגוריה'),
    published: z.boolean({ error: 'ערך לא תקין' }).default(false),
    seoTitle: optionalText(SEO_TITLE_STORED_MAX, `כותרת ה-SEO ארוכה מ-${SEO_TITLE_STORED_MAX} תווים`),
    seoDescription: optionalText(
      SEO_DESCRIPTION_STORED_MAX,
      `תיאור ה-SEO ארוך מ-${SEO_DESCRIPTION_STORED_MAX} תווים`,
    ),
    keywords: optionalText(KEYWORDS_MAX, `מילות המפתח ארוכות מ-${KEYWORDS_MAX} תווים`),
  })
  .superRefine((post, ctx) => {
    if (post.image && !post.imageAlt)
      ctx.addIssue({ code: 'custom', path: ['imageAlt'], message: 'יש להזין טקסט חלופי לתמונה' });
  });
export type PostInput = z.input<typeof PostInputSchema>;
export type PostValues = z.output<typeof PostInputSchema>;

export const PostUpdateSchema = z.object({ id: IdSchema }).and(PostInputSchema);

export const CategoryInputSchema = z.object({
  name: z
    .string({ error: 'יש להזין שם קטגוריה' })
    .trim()
    .min(2, 'שם הקטגוריה חייב להכיל לפחות 2 תווים')
    .max(CATEGORY_NAME_MAX, `שם הקטגוריה ארוך מ-${CATEGORY_NAME_MAX} תווים`),
  slug: z
    .union([SlugSchema, z.literal('')])
    .optional()
    .transform((v) => v || undefined),
  description: optionalText(300, 'התיאור ארוך מדי'),
});

export const CategoryUpdateSchema = z.object({ id: IdSchema }).and(CategoryInputSchema);

/** DELETE /api/admin/categories/{id} `{moveTo?}`: a category with posts goes only with `moveTo`, the category that takes them. */
export const CategoryDeleteSchema = z
  .object({ id: IdSchema, moveTo: IdSchema.optional() })
  .refine((input) => input.moveTo !== input.id, {
    path: ['moveTo'],
    message: 'יש לבחור קטגוריה אחרת',
  });

/**
 * POST /api/admin/blog/images (multipart `file`): the server judges the type by the bytes (415) and the
 * size (413); the browser sends FormData to that path (tRPC takes JSON only).
 */
export const ImageUploadSchema = z.object({
  file: z.custom<File>((v) => typeof File !== 'undefined' && v instanceof File, 'יש לבחור קובץ תמונה'),
});

// ─── outputs (the procedures' answers; a date is a Date over tRPC and an ISO string on /api) ───────

export const CategoryRefSchema = z.object({ id: z.number(), name: z.string(), slug: z.string() });

export const CategorySchema = CategoryRefSchema.extend({ description: z.string().nullable() });

export const CategoryWithCountSchema = CategorySchema.extend({
  posts: z.number(),
}) satisfies z.ZodType<CategoryWithCount>;

export const PostSummarySchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  image: z.string().nullable(),
  imageAlt: z.string(),
  createdAt: z.date(),
  category: CategoryRefSchema,
});

export const PostDetailSchema = PostSummarySchema.extend({
  content: z.string(),
  heroImage: z.string().nullable(),
  shareImage: z.string().nullable(),
  updatedAt: z.date(),
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
  keywords: z.string().nullable(),
  readingMinutes: z.number(),
  related: z.array(PostSummarySchema),
}) satisfies z.ZodType<PostDetail>;

export const PostPageSchema = pageOf(PostSummarySchema) satisfies z.ZodType<PostPage>;

export const AdminPostPageSchema = pageOf(
  z.object({
    id: z.number(),
    slug: z.string(),
    title: z.string(),
    published: z.boolean(),
    createdAt: z.date(),
    updatedAt: z.date(),
    category: CategoryRefSchema,
  }),
) satisfies z.ZodType<AdminPostPage>;

export const AdminPostSchema = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  content: z.string(),
  image: z.string().nullable(),
  imageAlt: z.string(),
  categoryId: z.number(),
  category: CategoryRefSchema,
  published: z.boolean(),
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
  keywords: z.string().nullable(),
  createdAt: z.date(),
  updatedAt: z.date(),
}) satisfies z.ZodType<AdminPost>;

export const UploadedImageSchema = z.object({
  url: z.string(),
  cardUrl: z.string(),
  width: z.number(),
  height: z.number(),
}) satisfies z.ZodType<UploadedImage>;
