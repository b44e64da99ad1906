import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminTestApp, trpcCall as trpc } from '../../tests/admin-app';
import { createCategory as makeCategory, createPost as makePost } from '../db/factories';
import { blogPosts } from '../db/schema';
import { keptReadsOf } from '../kept-reads';

// The public blog's reads are kept in memory (server/kept-reads.ts): these run on real SQL and check that
// what an admin does is seen by the very next read, through both doors.
const app = adminTestApp();
const { db } = app;
let categoryId: number;
beforeAll(async () => {
  categoryId = (await makeCategory(db(), { name: 'חיסכון', slug: 'saving' })).id;
  await makePost(db(), { categoryId, title: 'פוסט קיים', slug: 'existing' });
});

const visitor = () => app.t.agent();
const listSlugs = async (query = '') => {
  const res = await visitor().request(`/api/blog${query}`);
  expect(res.status).toBe(200);
  return res.body.map((p: { slug: string }) => p.slug) as string[];
};
const trpcListSlugs = async () =>
  (await trpc(visitor(), 'blog.list', { page: 1 })).data.items.map((p: { slug: string }) => p.slug);
const values = (fields: Record<string, unknown> = {}) => ({
  title: 'מדריך לחיסכון',
  excerpt: 'תקציר',
  content: '<p>גרסה ראשונה</p>',
  categoryId,
  published: true,
  ...fields,
});

describe('kept public reads of the blog', () => {
  it('answer again from memory, not from the database, until something changes', async () => {
    expect(await listSlugs()).toEqual(['existing']);
    const post = await visitor().request('/api/blog/existing');
    expect(post.status).toBe(200);
    // a change written around the app, that no one announced, is not seen…
    await db().update(blogPosts).set({ title: 'שונה בשקט' }).where(eq(blogPosts.slug, 'existing'));
    expect((await visitor().request('/api/blog/existing')).body.title).toBe('פוסט קיים');
    expect((await trpc(visitor(), 'blog.post', { slug: 'existing' })).data.title).toBe('פוסט קיים');
    // …until a content change covering it is heard (as when another instance announces its edit)
    app.t.deps.contentChanges.notify(['/blog/existing']);
    expect((await visitor().request('/api/blog/existing')).body.title).toBe('שונה בשקט');
    expect(keptReadsOf(app.t.deps.contentChanges).size.entries).toBeGreaterThan(0);
  });

  it('show a published, edited and unpublished post at the next read, on both doors', async () => {
    // read first, so that stale answers would be there to give
    await listSlugs();
    await trpcListSlugs();
    const categories = await trpc(visitor(), 'blog.categories', undefined);
    const before = categories.data.find((c: { slug: string }) => c.slug === 'saving').posts;

    const created = await app.rest('/admin/blog', { json: values() });
    expect(created.status).toBe(201);
    const slug = created.body.slug as string;
    expect(await listSlugs()).toContain(slug);
    expect(await trpcListSlugs()).toContain(slug);
    expect(await listSlugs('?category=saving')).toContain(slug);
    const after = await trpc(visitor(), 'blog.categories', undefined);
    expect(after.data.find((c: { slug: string }) => c.slug === 'saving').posts).toBe(before + 1);
    expect((await visitor().request(`/api/blog/${encodeURIComponent(slug)}`)).body.content).toBe(
      '<p>גרסה ראשונה</p>',
    );

    const edited = await app.rest(`/admin/blog/${created.body.id}`, {
      method: 'PUT',
      json: values({ content: '<p>גרסה שנייה</p>' }),
    });
    expect(edited.status).toBe(200);
    expect((await visitor().request(`/api/blog/${encodeURIComponent(slug)}`)).body.content).toBe(
      '<p>גרסה שנייה</p>',
    );
    expect((await trpc(visitor(), 'blog.post', { slug })).data.content).toBe('<p>גרסה שנייה</p>');

    const unpublished = await app.rest(`/admin/blog/${created.body.id}`, {
      method: 'PUT',
      json: values({ published: false }),
    });
    expect(unpublished.status).toBe(200);
    expect((await visitor().request(`/api/blog/${encodeURIComponent(slug)}`)).status).toBe(404);
    const gone = await trpc(visitor(), 'blog.post', { slug });
    expect([gone.status, gone.data]).toEqual([200, null]);
    expect(await listSlugs()).not.toContain(slug);
    expect(await trpcListSlugs()).not.toContain(slug);
  });

  it('never show a draft, however often it is asked for', async () => {
    const draft = await app.rest('/admin/blog', { json: values({ title: 'טיוטה סודית', published: false }) });
    expect(draft.status).toBe(201);
    const slug = encodeURIComponent(draft.body.slug);
    for (let i = 0; i < 3; i++) {
      expect((await visitor().request(`/api/blog/${slug}`)).status).toBe(404);
      expect(await listSlugs()).not.toContain(draft.body.slug);
      expect(await listSlugs(`?q=${encodeURIComponent('טיוטה')}`)).toEqual([]);
    }
    const rss = await visitor().request('/blog/rss.xml');
    expect(rss.text).not.toContain('טיוטה סודית');
    const sitemap = await visitor().request('/sitemap.xml');
    expect(sitemap.text).not.toContain(slug);
  });

  it('show a renamed category and a deleted post at the next read, the feed and the sitemap too', async () => {
    const created = await app.rest('/admin/blog', { json: values({ title: 'פוסט לפיד' }) });
    const slug = created.body.slug as string;
    expect((await visitor().request('/blog/rss.xml')).text).toContain('פוסט לפיד');
    expect((await visitor().request('/sitemap.xml')).text).toContain(encodeURIComponent(slug));
    expect((await visitor().request(`/api/blog/${encodeURIComponent(slug)}`)).body.category.name).toBe(
      'חיסכון',
    );

    const renamed = await app.rest(`/admin/categories/${categoryId}`, {
      method: 'PUT',
      json: { name: 'חיסכון ופנסיה' },
    });
    expect(renamed.status).toBe(200);
    expect((await visitor().request(`/api/blog/${encodeURIComponent(slug)}`)).body.category.name).toBe(
      'חיסכון ופנסיה',
    );
    expect((await trpc(visitor(), 'blog.category', { slug: 'saving' })).data.name).toBe('חיסכון ופנסיה');
    expect((await visitor().request('/blog/rss.xml')).text).toContain('חיסכון ופנסיה');

    expect((await app.rest(`/admin/blog/${created.body.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await visitor().request(`/api/blog/${encodeURIComponent(slug)}`)).status).toBe(404);
    expect((await visitor().request('/blog/rss.xml')).text).not.toContain('פוסט לפיד');
    expect((await visitor().request('/sitemap.xml')).text).not.toContain(encodeURIComponent(slug));
  });
});
