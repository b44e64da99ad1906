import { count } from 'drizzle-orm';
import { seedCategories, seedPosts } from '../../src/content/blog-seed';
import type { Logger } from '../log';
import type { Db } from './client';
import { createCategory, createPost } from './factories';
import { blogPosts, categories } from './schema';

/** Fills an empty database with the demo categories and blog posts; does nothing otherwise. */
export async function seedIfEmpty(db: Db, log?: Logger) {
  const [row] = await db.select({ n: count() }).from(categories);
  if ((row?.n ?? 0) > 0) return false;
  await db.transaction(async (tx) => {
    const bySlug = new Map<string, number>();
    for (const category of seedCategories) {
      const created = await createCategory(tx, category);
      bySlug.set(created.slug, created.id);
    }
    for (const post of seedPosts) {
      const categoryId = bySlug.get(post.categorySlug);
      if (!categoryId) throw new Error(`seed post ${post.slug} names unknown category ${post.categorySlug}`);
      const { categorySlug: _, ...fields } = post;
      await createPost(tx, { ...fields, categoryId });
    }
  });
  const [posts] = await db.select({ n: count() }).from(blogPosts);
  log?.info({ categories: seedCategories.length, posts: posts?.n }, 'seeded demo content');
  return true;
}
