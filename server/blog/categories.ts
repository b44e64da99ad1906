/** The admin's categories: list with post counts (drafts too), create, rename, delete (moving its posts). */
import { and, count, eq, ne, sql } from 'drizzle-orm';
import type {
  CategoryDeleteSchema,
  CategoryInputSchema,
  CategoryUpdateSchema,
  CategoryWithCount,
} from '../../src/shared/blog';
import type { z } from '../../src/shared/zod';
import { recordAudit } from '../audit/service';
import { announce } from '../content-changes';
import { type Db, isUniqueViolation, pgErrorCode } from '../db/client';
import { blogPosts, categories } from '../db/schema';
import { conflict, invalid, notFound } from '../errors';
import type { Actor, Change } from './admin';
import { CATEGORY_NOT_FOUND } from './public';
import { freeSlug, SLUG_TAKEN } from './slugs';

export const CATEGORY_IN_USE = 'לא ניתן למחוק קטגוריה שיש בה מאמרים';
export const CATEGORY_NAME_TAKEN = 'כבר קיימת קטגוריה בשם הזה';
export const MOVE_TARGET_NOT_FOUND = 'הקטגוריה שאליה מעבירים את המאמרים לא נמצאה';

const columns = {
  id: categories.id,
  name: categories.name,
  slug: categories.slug,
  description: categories.description,
  // drizzle writes columns unqualified, so the correlated count names its tables itself
  posts: sql<number>`(select count(*)::int from "blog_posts" p where p."category_id" = "categories"."id")`,
};

const withNumber = (row: CategoryWithCount) => ({ ...row, posts: Number(row.posts) });

export async function listAdminCategories(db: Db): Promise<CategoryWithCount[]> {
  const rows = await db.select(columns).from(categories).orderBy(categories.name, categories.id);
  return rows.map(withNumber);
}

async function getCategory(db: Db, id: number): Promise<CategoryWithCount> {
  const [row] = await db.select(columns).from(categories).where(eq(categories.id, id));
  if (!row) throw notFound(CATEGORY_NOT_FOUND);
  return withNumber(row);
}

async function assertFree(tx: Db, field: 'name' | 'slug', value: string, exceptId?: number) {
  const same =
    field === 'name' ? sql`lower(${categories.name}) = ${value.toLowerCase()}` : eq(categories.slug, value);
  const [row] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(and(same, exceptId ? ne(categories.id, exceptId) : undefined));
  if (row) throw conflict(field === 'name' ? CATEGORY_NAME_TAKEN : SLUG_TAKEN, field);
}

async function onRace<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(SLUG_TAKEN, 'slug');
    // a post took the category between the count and the delete
    if (pgErrorCode(error) === '23503') throw conflict(CATEGORY_IN_USE);
    throw error;
  }
}

/** Category pages and every post page (its breadcrumb and badge name the category). */
const CATEGORY_PATHS = ['/blog'];

export async function createCategory(
  db: Db,
  actor: Actor,
  input: z.output<typeof CategoryInputSchema>,
): Promise<Change<CategoryWithCount>> {
  return onRace(() =>
    db.transaction(async (tx) => {
      await assertFree(tx, 'name', input.name);
      if (input.slug) await assertFree(tx, 'slug', input.slug);
      const slug = input.slug ?? (await freeSlug(tx, categories, categories.slug, input.name, 'category'));
      const [row] = await tx
        .insert(categories)
        .values({ name: input.name, slug, description: input.description })
        .returning({ id: categories.id });
      if (!row) throw new Error('insert returned no row');
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'category.create',
        targetType: 'category',
        targetId: row.id,
        ip: actor.ip,
        details: { name: input.name, slug },
      });
      return {
        result: await getCategory(tx, row.id),
        paths: await announce(tx, CATEGORY_PATHS),
        droppedImages: [],
      };
    }),
  );
}

export async function updateCategory(
  db: Db,
  actor: Actor,
  input: z.output<typeof CategoryUpdateSchema>,
): Promise<Change<CategoryWithCount>> {
  return onRace(() =>
    db.transaction(async (tx) => {
      const before = await getCategory(tx, input.id);
      await assertFree(tx, 'name', input.name, input.id);
      const slug = input.slug ?? before.slug;
      if (slug !== before.slug) await assertFree(tx, 'slug', slug, input.id);
      await tx
        .update(categories)
        .set({ name: input.name, slug, description: input.description })
        .where(eq(categories.id, input.id));
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'category.update',
        targetType: 'category',
        targetId: input.id,
        ip: actor.ip,
        details: { name: { from: before.name, to: input.name }, slug: { from: before.slug, to: slug } },
      });
      return {
        result: await getCategory(tx, input.id),
        paths: await announce(tx, CATEGORY_PATHS),
        droppedImages: [],
      };
    }),
  );
}

/**
 * Deletes a category. Its posts, if any, first move to `moveTo` in the same transaction, so the category
 * never goes while a post still names it; without `moveTo` a category with posts is a 409.
 */
export async function deleteCategory(
  db: Db,
  actor: Actor,
  input: z.output<typeof CategoryDeleteSchema>,
): Promise<Change<{ id: number; moved: number }>> {
  const { id, moveTo } = input;
  return onRace(() =>
    db.transaction(async (tx) => {
      const before = await getCategory(tx, id);
      let moved = 0;
      let target: { id: number; name: string } | undefined;
      if (moveTo !== undefined && before.posts > 0) {
        [target] = await tx
          .select({ id: categories.id, name: categories.name })
          .from(categories)
          .where(eq(categories.id, moveTo));
        if (!target)
          throw invalid(MOVE_TARGET_NOT_FOUND, [{ path: 'moveTo', message: MOVE_TARGET_NOT_FOUND }]);
        const rows = await tx
          .update(blogPosts)
          .set({ categoryId: moveTo, updatedAt: new Date() })
          .where(eq(blogPosts.categoryId, id))
          .returning({ id: blogPosts.id });
        moved = rows.length;
      }
      const [used] = await tx.select({ n: count() }).from(blogPosts).where(eq(blogPosts.categoryId, id));
      if ((used?.n ?? 0) > 0) throw conflict(CATEGORY_IN_USE);
      await tx.delete(categories).where(eq(categories.id, id));
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'category.delete',
        targetType: 'category',
        targetId: id,
        ip: actor.ip,
        details: {
          name: before.name,
          slug: before.slug,
          ...(target ? { movedPosts: moved, movedTo: { id: target.id, name: target.name } } : {}),
        },
      });
      return { result: { id, moved }, paths: await announce(tx, CATEGORY_PATHS), droppedImages: [] };
    }),
  );
}
