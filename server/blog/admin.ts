/** The admin's posts (/admin/blog): drafts too; every change in one transaction with its audit entry. */
import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import type {
  AdminPost,
  AdminPostListSchema,
  AdminPostPage,
  PostUpdateSchema,
  PostValues,
} from '../../src/shared/blog';
import type { z } from '../../src/shared/zod';
import { recordAudit } from '../audit/service';
import { announce } from '../content-changes';
import { type Db, isUniqueViolation, pgErrorCode } from '../db/client';
import { pageRows } from '../db/paging';
import { blogPosts, categories } from '../db/schema';
import { conflict, invalid, notFound } from '../errors';
import { cleanContent } from './clean-content';
import { imageExists, linkPostImages, referencedImageIds } from './images';
import {
  CATEGORY_NOT_FOUND,
  newestFirst,
  newestFirstOfMatches,
  POST_NOT_FOUND,
  SORT_MATCHES_UP_TO,
  titleContains,
} from './public';
import { recordSlugChange } from './redirects';
import { isOwnImageUrl } from './sanitize';
import { freeSlug, SLUG_TAKEN } from './slugs';

export interface Actor {
  id: number;
  ip: string;
}

/** What a change did: its answer, the public paths it made stale, and image files to remove. */
export interface Change<T> {
  result: T;
  /** public paths whose rendered pages are stale now (announced to the other instances on commit) */
  paths: string[];
  /** uploads whose rows went with this change; their files go once it has committed */
  droppedImages: string[];
}

const category = { id: categories.id, name: categories.name, slug: categories.slug };

const adminColumns = {
  id: blogPosts.id,
  title: blogPosts.title,
  slug: blogPosts.slug,
  excerpt: blogPosts.excerpt,
  content: blogPosts.content,
  image: blogPosts.image,
  imageAlt: blogPosts.imageAlt,
  categoryId: blogPosts.categoryId,
  category,
  published: blogPosts.published,
  seoTitle: blogPosts.seoTitle,
  seoDescription: blogPosts.seoDescription,
  keywords: blogPosts.keywords,
  createdAt: blogPosts.createdAt,
  updatedAt: blogPosts.updatedAt,
};

/** A page of posts, drafts too, newest first; by status, category and title. */
export async function listAdminPosts(
  db: Db,
  input: z.output<typeof AdminPostListSchema>,
): Promise<AdminPostPage> {
  const conditions: SQL[] = [];
  if (input.status) conditions.push(eq(blogPosts.published, input.status === 'published'));
  if (input.categoryId) conditions.push(eq(blogPosts.categoryId, input.categoryId));
  if (input.q) conditions.push(titleContains(input.q));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const offset = (input.page - 1) * input.pageSize;
  const [row] = await db.select({ n: count() }).from(blogPosts).where(where);
  const total = row?.n ?? 0;
  const sortMatches = Boolean(input.q) && total <= SORT_MATCHES_UP_TO;
  const order = sortMatches ? newestFirstOfMatches : newestFirst;
  const items =
    offset >= total
      ? []
      : await pageRows(
          input,
          db
            .select({ id: blogPosts.id })
            .from(blogPosts)
            .where(where)
            .orderBy(...order),
          (ids) =>
            db
              .select({
                id: blogPosts.id,
                slug: blogPosts.slug,
                title: blogPosts.title,
                published: blogPosts.published,
                createdAt: blogPosts.createdAt,
                updatedAt: blogPosts.updatedAt,
                category,
              })
              .from(blogPosts)
              .innerJoin(categories, eq(categories.id, blogPosts.categoryId))
              .where(inArray(blogPosts.id, ids))
              .orderBy(...order),
        );
  return { items, total, page: input.page, pageSize: input.pageSize };
}

export async function getAdminPost(db: Db, id: number): Promise<AdminPost> {
  const [row] = await db
    .select(adminColumns)
    .from(blogPosts)
    .innerJoin(categories, eq(categories.id, blogPosts.categoryId))
    .where(eq(blogPosts.id, id));
  if (!row) throw notFound(POST_NOT_FOUND);
  return row;
}

const IMAGE_MESSAGE = 'יש להעלות את התמונה דרך העורך';
const MEDIA_ID = /^\/media\/blog\/([0-9a-f-]{36})\/(?:hero|card)\.webp$/;

/** The stored fields of a post from the editor's values: HTML sanitized and marked so, the cover checked to be ours. */
async function postFields(tx: Db, values: PostValues) {
  const [cat] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, values.categoryId));
  if (!cat) throw invalid(CATEGORY_NOT_FOUND, [{ path: 'categoryId', message: CATEGORY_NOT_FOUND }]);
  if (values.image) {
    const upload = MEDIA_ID.exec(values.image)?.[1];
    const ours = values.image.startsWith('/images/')
      ? isOwnImageUrl(values.image)
      : upload !== undefined && (await imageExists(tx, upload));
    if (!ours) throw invalid(IMAGE_MESSAGE, [{ path: 'image', message: IMAGE_MESSAGE }]);
  }
  return {
    title: values.title,
    excerpt: values.excerpt,
    ...cleanContent(values.content),
    image: values.image,
    imageAlt: values.image ? values.imageAlt : '',
    categoryId: values.categoryId,
    published: values.published,
    seoTitle: values.seoTitle,
    seoDescription: values.seoDescription,
    keywords: values.keywords,
  };
}

async function slugTaken(tx: Db, slug: string, exceptId?: number) {
  const [row] = await tx.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.slug, slug));
  return row !== undefined && row.id !== exceptId;
}

/** A taken slug, also when two saves race past the check: the unique index answers, as a 409 on `slug`. */
async function onSlugRace<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(SLUG_TAKEN, 'slug');
    // the category went between the check and the write
    if (pgErrorCode(error) === '23503')
      throw invalid(CATEGORY_NOT_FOUND, [{ path: 'categoryId', message: CATEGORY_NOT_FOUND }]);
    throw error;
  }
}

const postPaths = (...slugs: string[]) => [...new Set(slugs.map((s) => `/blog/${s}`)), '/blog'];

export async function createPost(db: Db, actor: Actor, values: PostValues): Promise<Change<AdminPost>> {
  return onSlugRace(() =>
    db.transaction(async (tx) => {
      const fields = await postFields(tx, values);
      let slug = values.slug;
      if (slug && (await slugTaken(tx, slug))) throw conflict(SLUG_TAKEN, 'slug');
      slug ??= await freeSlug(tx, blogPosts, blogPosts.slug, values.title, 'post');
      const [row] = await tx
        .insert(blogPosts)
        .values({ ...fields, slug, authorId: actor.id })
        .returning({ id: blogPosts.id });
      if (!row) throw new Error('insert returned no row');
      await recordSlugChange(tx, row.id, undefined, slug);
      const droppedImages = await linkPostImages(
        tx,
        row.id,
        referencedImageIds(fields.image, fields.content),
      );
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'blog.create',
        targetType: 'blog_post',
        targetId: row.id,
        ip: actor.ip,
        details: { slug, published: fields.published },
      });
      return {
        result: await getAdminPost(tx, row.id),
        paths: await announce(tx, postPaths(slug)),
        droppedImages,
      };
    }),
  );
}

export async function updatePost(
  db: Db,
  actor: Actor,
  input: z.output<typeof PostUpdateSchema>,
): Promise<Change<AdminPost>> {
  const { id, ...values } = input;
  return onSlugRace(() =>
    db.transaction(async (tx) => {
      const [before] = await tx
        .select({ slug: blogPosts.slug, published: blogPosts.published })
        .from(blogPosts)
        .where(eq(blogPosts.id, id))
        .for('update');
      if (!before) throw notFound(POST_NOT_FOUND);
      const fields = await postFields(tx, values);
      // without a slug the post keeps its address (a new title does not break links to it)
      const slug = values.slug ?? before.slug;
      if (slug !== before.slug && (await slugTaken(tx, slug, id))) throw conflict(SLUG_TAKEN, 'slug');
      await tx
        .update(blogPosts)
        .set({ ...fields, slug, updatedAt: new Date() })
        .where(eq(blogPosts.id, id));
      await recordSlugChange(tx, id, before.slug, slug);
      const droppedImages = await linkPostImages(tx, id, referencedImageIds(fields.image, fields.content));
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'blog.update',
        targetType: 'blog_post',
        targetId: id,
        ip: actor.ip,
        details: {
          ...(slug !== before.slug ? { slug: { from: before.slug, to: slug } } : {}),
          ...(fields.published !== before.published
            ? { published: { from: before.published, to: fields.published } }
            : {}),
          ...(droppedImages.length > 0 ? { droppedImages } : {}),
        },
      });
      return {
        result: await getAdminPost(tx, id),
        paths: await announce(tx, postPaths(before.slug, slug)),
        droppedImages,
      };
    }),
  );
}

export async function deletePost(db: Db, actor: Actor, id: number): Promise<Change<{ id: number }>> {
  return db.transaction(async (tx) => {
    // this post's uploads go with it (before the row, whose deletion would only unlink them)
    const droppedImages = await linkPostImages(tx, id, []);
    const [row] = await tx.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ slug: blogPosts.slug });
    if (!row) throw notFound(POST_NOT_FOUND);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'blog.delete',
      targetType: 'blog_post',
      targetId: id,
      ip: actor.ip,
      details: { slug: row.slug, ...(droppedImages.length > 0 ? { droppedImages } : {}) },
    });
    return { result: { id }, paths: await announce(tx, postPaths(row.slug)), droppedImages };
  });
}
