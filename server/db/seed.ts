import { count, sql } from 'drizzle-orm';
import { seedCategories, seedPosts } from '../../src/content/blog-seed';
import type { Logger } from '../log';
import { type Db, START_LOCK } from './client';
import { createCategory, createPost } from './factories';
import { blogPosts, categories } from './schema';

/**
 * Fills an empty database with the demo categories and blog posts; does nothing otherwise. Of several
 * instances starting together on an empty database one seeds: the others wait for its transaction on
 * START_LOCK, then find the categories there.
 */
export async function seedIfEmpty(db: Db, log?: Logger) {
  const empty = async (tx: Pick<Db, 'select'>) => {
    const [row] = await tx.select({ n: count() }).from(categories);
    return (row?.n ?? 0) === 0;
  };
  if (!(await empty(db))) return false;
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${START_LOCK})`);
    if (!(await empty(tx))) return false;
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
    return true;
  });
  if (!seeded) return false;
  const [posts] = await db.select({ n: count() }).from(blogPosts);
  log?.info({ categories: seedCategories.length, posts: posts?.n }, 'seeded demo content');
  return true;
}
