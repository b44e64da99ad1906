import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

export const categories = pgTable('categories', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull(),
  slug: text().notNull().unique(),
  description: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    title: text().notNull(),
    slug: text().notNull(),
    /** sanitized HTML */
    content: text().notNull().default(''),
    /**
     * md5 of the sanitizer's rules tag and `content` as sanitized under them (server/blog/clean-content.ts):
     * a read serves `content` as it is only while this matches; null or stale → sanitized again
     */
    contentSanitized: text(),
    excerpt: text().notNull().default(''),
    image: text(),
    imageAlt: text().notNull().default(''),
    authorId: integer().references(() => users.id, { onDelete: 'set null' }),
    categoryId: integer()
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    published: boolean().notNull().default(false),
    seoTitle: text(),
    seoDescription: text(),
    keywords: text(),
    structuredData: jsonb(),
    contentType: text().notNull().default('blog'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('blog_posts_slug_key').on(t.slug),
    // newest first: the public list (published), a category's page, the admin's list (drafts too)
    index('blog_posts_published_created_at_id_idx').on(
      t.published,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('blog_posts_category_published_created_at_idx').on(
      t.categoryId,
      t.published,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('blog_posts_created_at_id_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // title search: ILIKE '%q%' (pg_trgm, created by migration 0001)
    index('blog_posts_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    index('blog_posts_author_id_idx').on(t.authorId),
  ],
);

/**
 * Addresses a post had before an admin changed its slug: each answers 301 to the post's address now.
 * A slug that a post takes again is removed from here (a live post always wins).
 */
export const blogSlugRedirects = pgTable(
  'blog_slug_redirects',
  {
    slug: text().primaryKey(),
    postId: integer()
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('blog_slug_redirects_post_id_idx').on(t.postId)],
);

/**
 * Every image the editor uploaded: its files are `<key>/hero` and `<key>/card` in storage. `postId` is
 * set when a saved post's cover or content uses it; an upload never linked is swept after 24 h.
 */
export const blogImages = pgTable(
  'blog_images',
  {
    id: uuid().primaryKey(),
    /** storage key prefix, `blog/<id>` */
    key: text().notNull(),
    postId: integer().references(() => blogPosts.id, { onDelete: 'set null' }),
    width: integer().notNull(),
    height: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('blog_images_post_id_idx').on(t.postId),
    index('blog_images_unlinked_idx').on(t.createdAt).where(sql`${t.postId} is null`),
  ],
);

/** Page views counted per Israel calendar day and path (the admin's "views today"). */
export const pageViews = pgTable(
  'page_views',
  {
    day: date({ mode: 'string' }).notNull(),
    path: text().notNull(),
    count: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.path] })],
);
