/**
 * The blog (SPEC §2 'Blog list', 'Blog post', 'Admin blog'; §3 blog_posts, categories; CONTRACT §4 blog
 * rows): the shapes both sides see and one schema per input, shared by the editor, the public pages and
 * both doors of the server.
 */
import { IdSchema } from './ids';
import { isSlug, SLUG_MAX } from './slug';
import { z } from './zod';

// ─── limits ─────────────────────────────────────────────────────────────────────────────────────

/** cards per page on /blog and /blog/category/{slug} (three columns) */
export const BLOG_PAGE_SIZE = 9;
/** how many related posts a post shows */
export const RELATED_POSTS = 3;
export const TITLE_MAX = 120;
export const EXCERPT_MAX = 300;
export const CATEGORY_NAME_MAX = 60;
/** what Google shows of a title and a description in its results */
export const SEO_TITLE_MAX = 60;
export const SEO_DESCRIPTION_MAX = 160;
/** what may be stored: longer than Google shows is the author's call (the editor warns), not an error */
export const SEO_TITLE_STORED_MAX = 2 * SEO_TITLE_MAX;
export const SEO_DESCRIPTION_STORED_MAX = 2 * SEO_DESCRIPTION_MAX;
export const KEYWORDS_MAX = 200;
export const IMAGE_ALT_MAX = 200;
/** characters of HTML; the JSON body limit (100 KiB, CONTRACT §3) is the harder bound for Hebrew */
export const CONTENT_MAX = 100_000;
/** words a reader reads per minute, for the reading time */
export const WORDS_PER_MINUTE = 200;
/** cover images the editor uploads: type judged by the bytes on the server */
export const COVER_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const COVER_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

export const postStatusLabels = { published: 'פורסם', draft: 'טיוטה' } as const;
export type PostStatus = keyof typeof postStatusLabels;

// ─── shapes (what the procedures return; dates are Date objects over tRPC, ISO strings over REST) ──

export interface CategoryRef {
  id: number;
  name: string;
  slug: string;
}

export interface CategoryWithCount extends CategoryRef {
  description: string | null;
  /** published posts (public list) or all posts (admin list) */
  posts: number;
}

/** A card on /blog, /blog/category/{slug} and under 'related posts'; no `content`. */
export interface PostSummary {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  /** the cover's card-sized URL (or the seeded static image), null when the post has none */
  image: string | null;
  imageAlt: string;
  createdAt: Date;
  category: CategoryRef;
}

/** /blog/{slug}: the post with its sanitized HTML. */
export interface PostDetail extends PostSummary {
  /** sanitized HTML (on save and again on the way out) */
  content: string;
  /** the cover's hero-sized URL, null when none */
  heroImage: string | null;
  updatedAt: Date;
  seoTitle: string | null;
  seoDescription: string | null;
  keywords: string | null;
  readingMinutes: number;
  related: PostSummary[];
}

export interface PostPage {
  items: PostSummary[];
  total: number;
  page: number;
  pageSize: number;
}

/** A row of the admin table (/admin/blog). */
export interface AdminPostRow {
  id: number;
  slug: string;
  title: string;
  published: boolean;
  createdAt: Date;
  updatedAt: Date;
  category: CategoryRef;
}

export interface AdminPostPage {
  items: AdminPostRow[];
  total: number;
  page: number;
  pageSize: number;
}

/** A post as the editor loads it (/admin/blog/{id}/edit); `image` is the stored cover URL. */
export interface AdminPost {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  image: string | null;
  imageAlt: string;
  categoryId: number;
  category: CategoryRef;
  published: boolean;
  seoTitle: string | null;
  seoDescription: string | null;
  keywords: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** What an uploaded cover or in-text image answers: URLs on our own storage. */
export interface UploadedImage {
  /** the hero-sized variant (1600 px wide at most): the post's `image` */
  url: string;
  /** the card-sized variant (640 px wide at most) */
  cardUrl: string;
  width: number;
  height: number;
}

// ─── inputs ─────────────────────────────────────────────────────────────────────────────────────

const pageField = z.coerce
  .number({ error: 'מספר עמוד לא תקין' })
  .int('מספר עמוד לא תקין')
  .min(1, 'מספר עמוד לא תקין')
  .max(100_000, 'מספר עמוד לא תקין')
  .default(1);

export const SlugSchema = z
  .string({ error: 'כתובת לא תקינה' })
  .trim()
  .toLowerCase()
  .min(1, 'יש להזין כתובת')
  .max(SLUG_MAX, `הכתובת ארוכה מ-${SLUG_MAX} תווים`)
  .refine(isSlug, 'הכתובת יכולה להכיל אותיות באנגלית, ספרות ומקפים בלבד');

/** /blog?q=&page= and /blog/category/{slug}?page= */
export const PostListSchema = z.object({
  page: pageField,
  /** a search in the titles */
  q: z.string({ error: 'חיפוש לא תקין' }).trim().max(100, 'החיפוש ארוך מדי').optional(),
  /** a category's slug */
  category: z.string({ error: 'קטגוריה לא תקינה' }).trim().max(SLUG_MAX, 'קטגוריה לא תקינה').optional(),
});
export type PostListInput = z.input<typeof PostListSchema>;

export const PostSlugSchema = z.object({ slug: z.string({ error: 'כתובת לא תקינה' }).max(SLUG_MAX * 4) });

export const AdminPostListSchema = z.object({
  page: pageField,
  pageSize: z.coerce
    .number({ error: 'גודל עמוד לא תקין' })
    .int('גודל עמוד לא תקין')
    .min(1, 'גודל עמוד לא תקין')
    .max(100, 'גודל עמוד לא תקין')
    .default(20),
  status: z.enum(['published', 'draft'], { error: 'סטטוס לא תקין' }).optional(),
  categoryId: IdSchema.optional(),
  q: z.string({ error: 'חיפוש לא תקין' }).trim().max(100, 'החיפוש ארוך מדי').optional(),
});
export type AdminPostListInput = z.input<typeof AdminPostListSchema>;

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
 * POST /api/admin/blog, PUT /api/admin/blog/{id} and the editor's form (CONTRACT §4). `content` is HTML
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
export type CategoryInput = z.input<typeof CategoryInputSchema>;

export const CategoryUpdateSchema = z.object({ id: IdSchema }).and(CategoryInputSchema);

/**
 * POST /api/admin/blog/images (multipart `file`): the server judges the type by the bytes (415) and the
 * size (413); the browser sends FormData to that path (tRPC takes JSON only).
 */
export const ImageUploadSchema = z.object({
  file: z.custom<File>((v) => typeof File !== 'undefined' && v instanceof File, 'יש לבחור קובץ תמונה'),
});

// ─── helpers both sides use ─────────────────────────────────────────────────────────────────────

/** Minutes to read `html` (at least 1), counting words of its text. */
export function readingMinutes(html: string) {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .trim();
  const words = text ? text.split(/\s+/).length : 0;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

const hebrewDate = new Intl.DateTimeFormat('he-IL', {
  timeZone: 'Asia/Jerusalem',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** '23 בנובמבר 2026': a post's date as the blog shows it (Hebrew, Israel time). */
export const formatPostDate = (date: Date | string) => hebrewDate.format(new Date(date));

/** The card-sized variant of a cover URL from our storage (`…/hero.webp` → `…/card.webp`). */
export const cardImageUrl = (image: string | null) =>
  image?.startsWith('/media/') ? image.replace(/\/hero\.webp$/, '/card.webp') : image;
