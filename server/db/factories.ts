import { randomBytes } from 'node:crypto';
import type { Db } from './client';
import { blogPosts, categories, insurancePolicies } from './schema';

/** Row factories used by the seed and by the tests. */

/** The row an insert gave back. */
function inserted<T>([row]: T[]): T {
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function createCategory(
  db: Db,
  fields: Partial<typeof categories.$inferInsert> = {},
): Promise<typeof categories.$inferSelect> {
  const suffix = randomBytes(3).toString('hex');
  return inserted(
    await db
      .insert(categories)
      .values({ name: `קטגוריה ${suffix}`, slug: `category-${suffix}`, ...fields })
      .returning(),
  );
}

export async function createPost(
  db: Db,
  fields: Partial<typeof blogPosts.$inferInsert> & { categoryId: number },
): Promise<typeof blogPosts.$inferSelect> {
  const suffix = randomBytes(3).toString('hex');
  return inserted(
    await db
      .insert(blogPosts)
      .values({
        title: `פוסט ${suffix}`,
        slug: `post-${suffix}`,
        excerpt: 'תקציר',
        content: '<p>תוכן</p>',
        published: true,
        ...fields,
      })
      .returning(),
  );
}

/** A policy of `userId` (active, a health policy from 2026-01-01 unless told otherwise). */
export async function createPolicy(
  db: Db,
  fields: Partial<typeof insurancePolicies.$inferInsert> & { userId: number },
): Promise<typeof insurancePolicies.$inferSelect> {
  return inserted(
    await db
      .insert(insurancePolicies)
      .values({
        policyNumber: `POL-${randomBytes(4).toString('hex').toUpperCase()}`,
        policyType: 'health',
        startDate: '2026-01-01',
        ...fields,
      })
      .returning(),
  );
}
