/**
 * The blog's plain half (posts and categories): limits, the shapes
 * the procedures return and the helpers both sides use, without zod, so the public blog pages can import
 * them in their first load. The input schemas are in ./blog.ts, which re-exports all of this.
 */
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
/** characters of HTML; the JSON body limit (100 KiB) is the harder bound for Hebrew */
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
  /** the 1200×630 raster (JPEG or PNG) its page names as og:image; null: the site's image */
  shareImage: string | null;
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

// made on first use: the first Intl object a page creates loads the locale data (a long task on a
// phone), and a hydrating page keeps the server's dates (PostDate)
let hebrewDate: Intl.DateTimeFormat | undefined;

/** '23 בנובמבר 2026': a post's date as the blog shows it (Hebrew, Israel time). */
export const formatPostDate = (date: Date | string) => {
  hebrewDate ??= new Intl.DateTimeFormat('he-IL', {
    timeZone: 'Asia/Jerusalem',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  return hebrewDate.format(new Date(date));
};

/** The card-sized variant of a cover URL from our storage (`…/hero.webp` → `…/card.webp`). */
export const cardImageUrl = (image: string | null) =>
  image?.startsWith('/media/') ? image.replace(/\/hero\.webp$/, '/card.webp') : image;

/** A post's address; a Hebrew slug percent-encoded, as canonical links, feeds and redirects carry it. */
export const postPath = (slug: string) => `/blog/${encodeURIComponent(slug)}`;

/** A category's address, encoded like `postPath`. */
export const categoryPath = (slug: string) => `/blog/category/${encodeURIComponent(slug)}`;
