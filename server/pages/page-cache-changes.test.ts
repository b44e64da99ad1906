import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Agent, createAgent } from '../../tests/agent';
import { createTestApp, type TestApp } from '../../tests/app';
import { setUpAuthenticator } from '../../tests/second-factor';
import { createUser, sendOf } from '../../tests/users';
import { createApp } from '../app';
import { listPublishedPosts } from '../blog/public';
import { createCategory, createPost } from '../db/factories';
import { createPageCache } from './page-cache';
import { type RenderFn, renderPage } from './page-handler';

// A stand-in for the React render of the blog pages: the published titles, read from the database as the
// real pages' prefetch does, and a count of renders, so an answer from the cache can be told apart.
let renders = 0;
let t: TestApp;
const render =
  (): RenderFn =>
  async ({ url, nonce }) => {
    renders++;
    const items = (await listPublishedPosts(t.deps.database.db, { page: 1 }))?.items ?? [];
    return {
      status: 200,
      html: `<html><script nonce="${nonce}"></script><p>${url}</p>${items.map((p) => `<h2>${p.title}</h2>`).join('')}</html>`,
    };
  };

let visitor: Agent;
let admin: Agent;
let categoryId: number;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT: 'off' } });
  const cache = createPageCache(t.deps.contentChanges);
  const app = createApp(t.deps, {
    mountPages: (app) => {
      app.get('*', (c) =>
        renderPage(c, t.deps, render(), () => ({ entry: '/entry.js', preload: [] }), cache),
      );
    },
  });
  visitor = createAgent(app);
  admin = createAgent(app);
  const user = await createUser(t.deps.database.db, { role: 'admin' });
  const login = await admin.request('/api/auth/login', {
    json: { username: user.username, password: user.password },
  });
  expect(login.status).toBe(200);
  await setUpAuthenticator(sendOf(admin));
  categoryId = (await createCategory(t.deps.database.db)).id;
  await createPost(t.deps.database.db, { categoryId, title: 'פוסט ראשון', slug: 'first' });
});
afterAll(() => t.close());
beforeEach(() => {
  renders = 0;
});

const page = async (path: string) =>
  (await visitor.request(path, { headers: { 'accept-encoding': 'identity' } })).text;

describe('the page cache and the admin', () => {
  it('keeps /blog between visits, and renders it again at once after a post is published, edited or deleted', async () => {
    expect(await page('/blog')).toContain('פוסט ראשון');
    await page('/blog');
    await page('/about');
    expect(renders).toBe(2);

    const created = await admin.request('/api/admin/blog', {
      json: { title: 'פוסט חדש', categoryId, published: true },
    });
    expect(created.status).toBe(201);
    expect(await page('/blog')).toContain('פוסט חדש');
    // a page the change did not touch stays cached
    await page('/about');
    expect(renders).toBe(3);

    await admin.request(`/api/admin/blog/${created.body.id}`, {
      method: 'PUT',
      json: { title: 'כותרת מעודכנת', categoryId, published: true },
    });
    expect(await page('/blog')).toContain('כותרת מעודכנת');

    await admin.request(`/api/admin/blog/${created.body.id}`, { method: 'DELETE' });
    expect(await page('/blog')).not.toContain('כותרת מעודכנת');
    expect(renders).toBe(5);
  });

  it('renders again after a category change, and not after a refused one', async () => {
    await page('/blog');
    const before = renders;
    const refused = await admin.request(`/api/admin/categories/${categoryId}`, { method: 'DELETE' });
    expect(refused.status).toBe(409);
    await page('/blog');
    expect(renders).toBe(before);
    await admin.request(`/api/admin/categories/${categoryId}`, { method: 'PUT', json: { name: 'שם חדש' } });
    await page('/blog');
    expect(renders).toBe(before + 1);
  });
});
