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
    excerpt: text().notNull().default(''),
    image: text(),
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
    index('blog_posts_published_created_at_idx').on(t.published, t.createdAt.desc()),
    index('blog_posts_category_id_idx').on(t.categoryId),
    index('blog_posts_author_id_idx').on(t.authorId),
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
