import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminTestApp } from '../../tests/admin-app';
import { createCategory as makeCategory, createPost as makePost } from '../db/factories';
import { blogPosts } from '../db/schema';
import { isMarkedClean, sanitizeStoredPosts } from './clean-content';

const app = adminTestApp();
const { db } = app;
const DIRTY = '<p onclick="x()">a<img src=x onerror=alert(1)><a href="javascript:alert(1)">b</a></p>';
const CLEAN = '<p>a<a>b</a></p>';
let categoryId: number;
beforeAll(async () => {
  categoryId = (await makeCategory(db())).id;
});

const stored = async (id: number) => {
  const [row] = await db()
    .select({ content: blogPosts.content, clean: isMarkedClean, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(eq(blogPosts.id, id));
  if (!row) throw new Error(`no post ${id}`);
  return row;
};
const read = async (slug: string) => (await app.t.agent().request(`/api/blog/${slug}`)).body.content;

describe('post HTML sanitized on save, served as stored', () => {
  it('stores what the admin saves sanitized and marked clean', async () => {
    const created = await app.rest('/admin/blog', {
      json: { title: 'נשמר דרך העורך', excerpt: '', content: DIRTY, categoryId, published: true },
    });
    expect(created.status).toBe(201);
    expect(await stored(created.body.id)).toMatchObject({ content: CLEAN, clean: true });
    expect(await read(created.body.slug)).toBe(CLEAN);
  });

  it('sanitizes on the way out a row written around the editor, until the start marks it', async () => {
    const post = await makePost(db(), { categoryId, slug: 'written-by-hand', content: DIRTY });
    expect((await stored(post.id)).clean).toBe(false);
    expect(await read('written-by-hand')).toBe(CLEAN);
  });

  it('sanitizes and marks at start every row not marked under the current rules, once', async () => {
    // marked clean once, then its HTML changed by hand: the mark no longer matches
    const changed = await makePost(db(), { categoryId, content: '<p>נקי</p>' });
    await sanitizeStoredPosts(db());
    const hand = await makePost(db(), { categoryId, content: DIRTY });
    expect((await stored(changed.id)).clean).toBe(true);
    await db().update(blogPosts).set({ content: DIRTY }).where(eq(blogPosts.id, changed.id));
    expect((await stored(changed.id)).clean).toBe(false);
    // marked under older rules: another rules name gave the mark
    const older = await makePost(db(), { categoryId, content: '<p>ישן</p>' });
    await db()
      .update(blogPosts)
      .set({ contentSanitized: sql`md5(${'post-html-0'} || ${blogPosts.content})` })
      .where(eq(blogPosts.id, older.id));
    expect((await stored(older.id)).clean).toBe(false);
    const updatedAt = (await stored(hand.id)).updatedAt;

    expect(await sanitizeStoredPosts(db())).toBe(3);
    for (const id of [hand.id, changed.id])
      expect(await stored(id)).toMatchObject({ content: CLEAN, clean: true });
    expect(await stored(older.id)).toMatchObject({ content: '<p>ישן</p>', clean: true });
    // a fix of the stored HTML is not an edit
    expect((await stored(hand.id)).updatedAt).toEqual(updatedAt);
    expect(await sanitizeStoredPosts(db())).toBe(0);
  });

  it('goes through every row in batches', async () => {
    await db()
      .insert(blogPosts)
      .values(
        Array.from({ length: 450 }, (_, i) => ({
          title: `פוסט ${i}`,
          slug: `batch-${i}`,
          content: `<p style="color:red">${i}</p>`,
          categoryId,
        })),
      );
    expect(await sanitizeStoredPosts(db())).toBe(450);
    const [left] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(blogPosts)
      .where(sql`not ${isMarkedClean}`);
    expect(left?.n).toBe(0);
    const [one] = await db().select().from(blogPosts).where(eq(blogPosts.slug, 'batch-7'));
    expect(one?.content).toBe('<p>7</p>');
  });
});
