import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BLOG_PAGE_SIZE } from '../../src/shared/blog';
import { slugify } from '../../src/shared/slug';
import { adminTestApp, trpcCall as trpc } from '../../tests/admin-app';
import { createCategory as makeCategory, createPost as makePost } from '../db/factories';
import { auditLog, blogPosts, blogSlugRedirects } from '../db/schema';

const app = adminTestApp();
const { db } = app;
const isoTimestamp = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;
let categoryId: number;
beforeAll(async () => {
  const category = await makeCategory(db(), { name: 'ביטוח נסיעות', slug: 'travel' });
  categoryId = category.id;
});

const post = (fields: Record<string, unknown> = {}) => ({
  title: 'מדריך לביטוח נסיעות',
  excerpt: 'תקציר קצר',
  content: '<h2>כותרת</h2><p>שלום <strong>עולם</strong></p>',
  categoryId,
  published: true,
  ...fields,
});

describe('admin posts over REST', () => {
  it('creates (201), reads, updates (200) and deletes (200) a post, each audited', async () => {
    const created = await app.admin.agent.request('/api/admin/blog', {
      json: post({ content: '<p onclick="x()">טקסט<script>alert(1)</script></p>' }),
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      title: 'מדריך לביטוח נסיעות',
      slug: slugify('מדריך לביטוח נסיעות'),
      published: true,
    });
    expect(created.body.content).toBe('<p>טקסט</p>');
    expect(created.body.createdAt).toMatch(isoTimestamp);
    expect(created.body.category).toEqual({ id: categoryId, name: 'ביטוח נסיעות', slug: 'travel' });
    const id = created.body.id;

    const got = await app.admin.agent.request(`/api/admin/blog/${id}`);
    expect(got.status).toBe(200);
    expect(got.body.slug).toBe(created.body.slug);

    const updated = await app.admin.agent.request(`/api/admin/blog/${id}`, {
      method: 'PUT',
      json: post({ title: 'כותרת חדשה', slug: 'new-address', published: false }),
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id, title: 'כותרת חדשה', slug: 'new-address', published: false });

    const list = await app.admin.agent.request('/api/admin/blog?status=draft');
    expect(list.status).toBe(200);
    expect(Array.isArray(list.body)).toBe(true);
    expect(list.body.map((p: { id: number }) => p.id)).toContain(id);
    expect(Number(list.headers.get('x-total-count'))).toBeGreaterThanOrEqual(1);

    const removed = await app.admin.agent.request(`/api/admin/blog/${id}`, { method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect((await app.admin.agent.request(`/api/admin/blog/${id}`)).status).toBe(404);
    expect((await app.admin.agent.request(`/api/admin/blog/${id}`, { method: 'DELETE' })).status).toBe(404);

    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'blog_post'), eq(auditLog.targetId, String(id))));
    expect(audits.map((a) => a.action).sort()).toEqual(['blog.create', 'blog.delete', 'blog.update']);
    expect(audits.every((a) => a.actorId === app.admin.user.id)).toBe(true);
  });

  it('answers 401 signed out and 403 to a member', async () => {
    expect((await app.t.agent().request('/api/admin/blog', { json: post() })).status).toBe(401);
    expect((await app.member.agent.request('/api/admin/blog', { json: post() })).status).toBe(403);
    expect((await app.member.agent.request('/api/admin/blog')).status).toBe(403);
  });

  it('refuses bad input with 400 and Hebrew field issues', async () => {
    const res = await app.admin.agent.request('/api/admin/blog', {
      json: post({ title: 'x', categoryId: 'a' }),
    });
    expect(res.status).toBe(400);
    expect(res.body.issues.map((i: { path: string }) => i.path).sort()).toEqual(['categoryId', 'title']);
    const unknownCategory = await app.admin.agent.request('/api/admin/blog', {
      json: post({ categoryId: 999_999 }),
    });
    expect(unknownCategory.status).toBe(400);
    expect(unknownCategory.body.issues).toEqual([{ path: 'categoryId', message: 'הקטגוריה לא נמצאה' }]);
    const foreignImage = await app.admin.agent.request('/api/admin/blog', {
      json: post({ image: '/media/blog/00000000-0000-4000-8000-000000000000/hero.webp', imageAlt: 'תמונה' }),
    });
    expect(foreignImage.status).toBe(400);
    expect(foreignImage.body.issues[0].path).toBe('image');
  });
});

describe('slugs', () => {
  it('adds -2, -3 to a slug made from a taken title, and answers 409 on `slug` for a taken explicit one', async () => {
    const title = 'ביטוח בריאות פרטי';
    const slugs: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await app.admin.agent.request('/api/admin/blog', { json: post({ title }) });
      expect(res.status).toBe(201);
      slugs.push(res.body.slug);
    }
    const base = slugify(title);
    expect(base).toBe('ביטוח-בריאות-פרטי');
    expect(slugs).toEqual([base, `${base}-2`, `${base}-3`]);
    const taken = await app.admin.agent.request('/api/admin/blog', { json: post({ slug: base }) });
    expect(taken.status).toBe(409);
    expect(taken.body.issues).toEqual([{ path: 'slug', message: taken.body.error }]);
    // over tRPC too, with the issue for the form
    const overTrpc = await trpc(app.admin.agent, 'admin.blog.create', post({ slug: base }), true);
    expect(overTrpc.status).toBe(409);
    expect(overTrpc.error.data.issues[0].path).toBe('slug');
  });

  it('gives a title without letters a post-<n> slug, and keeps the slug when an update sends none', async () => {
    const res = await app.admin.agent.request('/api/admin/blog', { json: post({ title: '!!! ???' }) });
    expect(res.status).toBe(201);
    expect(res.body.slug).toMatch(/^post-\d+(-\d+)?$/);
    const updated = await app.admin.agent.request(`/api/admin/blog/${res.body.id}`, {
      method: 'PUT',
      json: post({ title: 'Something New' }),
    });
    expect(updated.body.slug).toBe(res.body.slug);
  });

  it('turns a duplicate key from the database into a 409, never a 500', async () => {
    // the race: another save took the slug between our check and our write
    const a = await app.admin.agent.request('/api/admin/blog', { json: post({ slug: 'race-slug' }) });
    expect(a.status).toBe(201);
    await db().update(blogPosts).set({ slug: 'race-slug-other' }).where(eq(blogPosts.id, a.body.id));
    const [b, c] = await Promise.all([
      app.admin.agent.request('/api/admin/blog', { json: post({ slug: 'race-slug-2' }) }),
      app.admin.agent.request('/api/admin/blog', { json: post({ slug: 'race-slug-2' }) }),
    ]);
    expect([b.status, c.status].sort()).toEqual([201, 409]);
  });
});

describe('categories', () => {
  it('creates (slug from the name), renames, refuses a taken name or slug, and deletes only while unused', async () => {
    const created = await app.admin.agent.request('/api/admin/categories', { json: { name: 'ביטוח רכב' } });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'ביטוח רכב', slug: slugify('ביטוח רכב'), posts: 0 });
    const id = created.body.id;
    const again = await app.admin.agent.request('/api/admin/categories', { json: { name: 'ביטוח רכב' } });
    expect(again.status).toBe(409);
    expect(again.body.issues[0].path).toBe('name');
    const takenSlug = await app.admin.agent.request('/api/admin/categories', {
      json: { name: 'אחר', slug: 'travel' },
    });
    expect(takenSlug.status).toBe(409);
    expect(takenSlug.body.issues[0].path).toBe('slug');

    const renamed = await app.admin.agent.request(`/api/admin/categories/${id}`, {
      method: 'PUT',
      json: { name: 'ביטוח רכב ודירה', slug: 'car' },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ id, name: 'ביטוח רכב ודירה', slug: 'car' });

    const used = await app.admin.agent.request('/api/admin/blog', {
      json: post({ categoryId: id, title: 'רכב' }),
    });
    const refused = await app.admin.agent.request(`/api/admin/categories/${id}`, { method: 'DELETE' });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('לא ניתן למחוק קטגוריה שיש בה מאמרים');
    await app.admin.agent.request(`/api/admin/blog/${used.body.id}`, { method: 'DELETE' });
    expect((await app.admin.agent.request(`/api/admin/categories/${id}`, { method: 'DELETE' })).status).toBe(
      200,
    );

    const list = await app.admin.agent.request('/api/admin/categories');
    expect(list.status).toBe(200);
    expect(list.body.find((c: { id: number }) => c.id === id)).toBeUndefined();
    expect(list.body.find((c: { id: number }) => c.id === categoryId)).toMatchObject({
      name: 'ביטוח נסיעות',
      slug: 'travel',
    });
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'category'), eq(auditLog.targetId, String(id))));
    expect(audits.map((a) => a.action).sort()).toEqual([
      'category.create',
      'category.delete',
      'category.update',
    ]);
  });
});

describe('a changed slug', () => {
  const put = (id: number, fields: Record<string, unknown>) =>
    app.admin.agent.request(`/api/admin/blog/${id}`, { method: 'PUT', json: post(fields) });

  it('answers 301 from every old address to the post, until a post takes that address again', async () => {
    const created = await app.admin.agent.request('/api/admin/blog', {
      json: post({ title: 'ביטוח רכב בחורף' }),
    });
    expect(created.body.slug).toBe('ביטוח-רכב-בחורף');
    const id = created.body.id;
    expect((await put(id, { title: 'ביטוח רכב בחורף', slug: 'winter-car' })).status).toBe(200);
    expect((await put(id, { title: 'ביטוח רכב בחורף', slug: 'רכב-בחורף' })).status).toBe(200);

    // both earlier addresses lead to the current one, in one hop
    for (const old of ['ביטוח-רכב-בחורף', 'winter-car']) {
      const res = await app.t.agent().request(`/blog/${encodeURIComponent(old)}`);
      expect(res.status, old).toBe(301);
      expect(res.headers.get('location')).toBe(`/blog/${encodeURIComponent('רכב-בחורף')}`);
    }
    // a live post always answers for itself: taking an old slug back ends its redirect
    expect((await put(id, { title: 'ביטוח רכב בחורף', slug: 'winter-car' })).status).toBe(200);
    expect((await app.t.agent().request('/blog/winter-car')).status).toBe(404);
    expect((await app.t.agent().request(`/blog/${encodeURIComponent('רכב-בחורף')}`)).status).toBe(301);

    // a draft's new address is not given away, and a deleted post leaves no redirect
    expect((await put(id, { title: 'ביטוח רכב בחורף', slug: 'winter-car', published: false })).status).toBe(
      200,
    );
    expect((await app.t.agent().request('/blog/ביטוח-רכב-בחורף')).status).toBe(404);
    expect((await app.admin.agent.request(`/api/admin/blog/${id}`, { method: 'DELETE' })).status).toBe(200);
    const rows = await db().select().from(blogSlugRedirects).where(eq(blogSlugRedirects.postId, id));
    expect(rows).toEqual([]);
  });
});

describe('deleting a category with posts', () => {
  it('moves its posts to another category and deletes it in one audited step', async () => {
    const from = await makeCategory(db(), { name: 'נסיעות ישנות', slug: 'old-travel' });
    const to = await makeCategory(db(), { name: 'נסיעות', slug: 'new-travel' });
    const posts = await Promise.all(
      ['first-moved', 'second-moved'].map((slug) => makePost(db(), { categoryId: from.id, slug })),
    );
    const path = `/api/admin/categories/${from.id}`;
    const del = (json?: unknown) => app.admin.agent.request(path, { method: 'DELETE', json });

    expect((await del()).status).toBe(409);
    const toItself = await del({ moveTo: from.id });
    expect(toItself.status).toBe(400);
    expect(toItself.body.issues).toEqual([{ path: 'moveTo', message: 'יש לבחור קטגוריה אחרת' }]);
    const toNowhere = await del({ moveTo: 999_999 });
    expect(toNowhere.status).toBe(400);
    expect(toNowhere.body.issues[0].path).toBe('moveTo');
    // a refused delete leaves every post where it was
    const still = await db().select().from(blogPosts).where(eq(blogPosts.categoryId, from.id));
    expect(still).toHaveLength(2);

    const moved = await trpc(
      app.admin.agent,
      'admin.categories.delete',
      { id: from.id, moveTo: to.id },
      true,
    );
    expect(moved.status).toBe(200);
    expect(moved.data).toEqual({ id: from.id, moved: 2 });
    const rows = await db().select().from(blogPosts).where(eq(blogPosts.categoryId, to.id));
    expect(rows.map((r) => r.id).sort()).toEqual(posts.map((p) => p.id).sort());
    const list = await app.admin.agent.request('/api/admin/categories');
    expect(list.body.find((c: { id: number }) => c.id === from.id)).toBeUndefined();
    expect(list.body.find((c: { id: number }) => c.id === to.id)).toMatchObject({ posts: 2 });
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'category.delete'),
          eq(auditLog.targetType, 'category'),
          eq(auditLog.targetId, String(from.id)),
        ),
      );
    expect(audit?.details).toMatchObject({ movedPosts: 2, movedTo: { id: to.id, name: 'נסיעות' } });
  });
});

describe('the public blog', () => {
  let cat: { id: number; slug: string };
  beforeAll(async () => {
    cat = await makeCategory(db(), { slug: 'public-cat' });
    const base = Date.parse('2026-01-01T00:00:00Z');
    for (let i = 0; i < 12; i++)
      await makePost(db(), {
        categoryId: cat.id,
        title: `פוסט ציבורי ${i}`,
        slug: `public-${i}`,
        published: i !== 5,
        createdAt: new Date(base + i * 60_000),
        content: '<p>מילה '.concat('מילה '.repeat(450), '</p>'),
      });
  });

  it('lists published posts only, newest first, BLOG_PAGE_SIZE a page, without content', async () => {
    const res = await app.t.agent().request(`/api/blog?category=${cat.slug}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-total-count')).toBe('11');
    expect(res.body).toHaveLength(BLOG_PAGE_SIZE);
    expect(res.body.map((p: { slug: string }) => p.slug).slice(0, 3)).toEqual([
      'public-11',
      'public-10',
      'public-9',
    ]);
    expect(res.body.map((p: { slug: string }) => p.slug)).not.toContain('public-5');
    expect(res.body[0].content).toBeUndefined();
    const page2 = await app.t.agent().request(`/api/blog?category=${cat.slug}&page=2`);
    expect(page2.body.map((p: { slug: string }) => p.slug)).toEqual(['public-1', 'public-0']);
    const search = await trpc(app.t.agent(), 'blog.list', { q: 'ציבורי 1', category: cat.slug });
    expect(search.data.items.map((p: { slug: string }) => p.slug)).toEqual([
      'public-11',
      'public-10',
      'public-1',
    ]);
  });

  it('searches Latin titles in any case, and short text at the start of a word', async () => {
    await makePost(db(), { categoryId: cat.id, title: 'Travel Guide לחו״ל', slug: 'latin-guide' });
    const upper = await trpc(app.t.agent(), 'blog.list', { q: 'GUIDE' });
    expect(upper.data.items.map((p: { slug: string }) => p.slug)).toEqual(['latin-guide']);
    const short = await trpc(app.t.agent(), 'blog.list', { q: 'צי', category: cat.slug });
    expect(short.data.total).toBe(11);
    // inside a word, two letters do not match
    expect((await trpc(app.t.agent(), 'blog.list', { q: 'יב', category: cat.slug })).data.total).toBe(0);
    // LIKE's wildcards are text
    expect((await trpc(app.t.agent(), 'blog.list', { q: '%_%' })).data.total).toBe(0);
    await db().delete(blogPosts).where(eq(blogPosts.slug, 'latin-guide'));
  });

  it('gives the admin drafts too, filtered by status, category and title, paged', async () => {
    const drafts = await trpc(app.admin.agent, 'admin.blog.list', { status: 'draft', categoryId: cat.id });
    expect(drafts.data.items.map((p: { slug: string }) => p.slug)).toEqual(['public-5']);
    const page = await trpc(app.admin.agent, 'admin.blog.list', { categoryId: cat.id, pageSize: 5, page: 3 });
    expect(page.data).toMatchObject({ total: 12, page: 3, pageSize: 5 });
    expect(page.data.items.map((p: { slug: string }) => p.slug)).toEqual(['public-1', 'public-0']);
    const search = await trpc(app.admin.agent, 'admin.blog.list', { q: 'ציבורי 5' });
    expect(search.data.items.map((p: { slug: string; published: boolean }) => [p.slug, p.published])).toEqual(
      [['public-5', false]],
    );
  });

  it('answers 404 for an unknown category, a draft and an unknown slug', async () => {
    expect((await app.t.agent().request('/api/blog?category=nothing-here')).status).toBe(404);
    const draft = await app.t.agent().request('/api/blog/public-5');
    expect(draft.status).toBe(404);
    expect(draft.body.error).toBe('המאמר לא נמצא');
    expect((await app.t.agent().request('/api/blog/no-such-post')).status).toBe(404);
    expect((await app.t.agent().request('/api/blog/%E2%80%AE%00')).status).toBeLessThan(500);
  });

  it('gives a post its reading time, card and hero images, and three related posts that are never drafts', async () => {
    await db()
      .update(blogPosts)
      .set({ image: '/images/blog/default.svg' })
      .where(eq(blogPosts.slug, 'public-3'));
    const res = await app.t.agent().request('/api/blog/public-3');
    expect(res.status).toBe(200);
    expect(res.body.readingMinutes).toBe(2);
    expect(res.body.image).toBe('/images/blog/default.svg');
    expect(res.body.heroImage).toBe('/images/blog/default.svg');
    expect(res.body.related.map((p: { slug: string }) => p.slug)).toEqual([
      'public-11',
      'public-10',
      'public-9',
    ]);
    const public11 = await trpc(app.t.agent(), 'blog.post', { slug: 'public-11' });
    expect(public11.data.related.map((p: { slug: string }) => p.slug)).toEqual([
      'public-10',
      'public-9',
      'public-8',
    ]);
  });

  it('sanitizes again on the way out', async () => {
    await db()
      .update(blogPosts)
      .set({ content: '<p>a<img src=x onerror=alert(1)><a href="javascript:alert(1)">b</a></p>' })
      .where(eq(blogPosts.slug, 'public-4'));
    const res = await app.t.agent().request('/api/blog/public-4');
    expect(res.body.content).toBe('<p>a<a>b</a></p>');
  });

  it('lists categories with their published posts, and one category by slug', async () => {
    const cats = await trpc(app.t.agent(), 'blog.categories', undefined);
    expect(cats.data.find((c: { slug: string }) => c.slug === 'public-cat').posts).toBe(11);
    const one = await trpc(app.t.agent(), 'blog.category', { slug: 'public-cat' });
    expect(one.data).toMatchObject({ id: cat.id, slug: 'public-cat' });
    const none = await trpc(app.t.agent(), 'blog.category', { slug: 'nope' });
    expect([none.status, none.data]).toEqual([200, null]);
  });
});
