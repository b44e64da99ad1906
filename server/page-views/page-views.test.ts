import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { israelToday } from '../../src/shared/israel-time';
import { createTestApp, type TestApp } from '../../tests/app';
import { createApp } from '../app';
import { pageViews } from '../db/schema';
import type { AppEnv } from '../http/env';
import { isHumanPageRequest } from '../http/page-views';
import { PageViewCounter, pageViewCounterOf, viewsToday } from './service';

const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const browser = { 'user-agent': CHROME, 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' };

let t: TestApp;
let site: Hono<AppEnv>;
beforeAll(async () => {
  t = await createTestApp();
  // the app with two pages and the not-found answer, as the page handler mounts them
  site = createApp(t.deps, {
    mountPages: (app) => {
      app.get('/about', (c) => c.html('<h1>אודות</h1>'));
      // a kept page answers a browser that holds it with 304 (server/pages/page-handler.ts)
      app.get('/contact', (c) =>
        c.req.header('if-none-match') === '"v1"'
          ? c.body(null, 304)
          : c.html('<h1>צור קשר</h1>', 200, { ETag: '"v1"' }),
      );
      app.get('/admin', (c) => c.html('<h1>ניהול</h1>'));
      app.get('*', (c) => c.html('<h1>404</h1>', 404));
    },
  });
});
afterAll(() => t.close());

const db = () => t.deps.database.db;
const counter = () => pageViewCounterOf(db());
const open = (path: string, headers: Record<string, string> = browser) => site.request(path, { headers });
async function countOf(path: string) {
  await counter().flush();
  const [row] = await db().select({ count: pageViews.count }).from(pageViews).where(eq(pageViews.path, path));
  return row?.count ?? 0;
}

beforeEach(async () => {
  await counter().flush();
  await db().delete(pageViews);
});

describe('page views', () => {
  it("counts on Israel's calendar: 22:30 UTC in summer is already the next day there", async () => {
    counter().count('/about', new Date('2026-07-01T20:59:00Z'));
    counter().count('/about', new Date('2026-07-01T22:30:00Z'));
    await counter().flush();
    const rows = await db().select().from(pageViews).orderBy(pageViews.day);
    expect(rows).toEqual([
      { day: '2026-07-01', path: '/about', count: 1 },
      { day: '2026-07-02', path: '/about', count: 1 },
    ]);
  });

  it('counts a page a person opens, and again when they reload it', async () => {
    expect((await open('/about')).status).toBe(200);
    expect((await open('/about')).status).toBe(200);
    expect(await countOf('/about')).toBe(2);
  });

  it('counts a reload answered 304 (the browser held the page) as a view', async () => {
    expect((await open('/contact')).status).toBe(200);
    expect((await open('/contact', { ...browser, 'if-none-match': '"v1"' })).status).toBe(304);
    expect(await countOf('/contact')).toBe(2);
  });

  it('sets no cookie and keeps only the day, the path and the count (no address, no agent)', async () => {
    const res = await open('/about?utm_source=x');
    expect(res.headers.get('set-cookie')).toBeNull();
    await counter().flush();
    const rows = await db().select().from(pageViews);
    expect(rows).toEqual([{ day: israelToday(), path: '/about', count: 1 }]);
  });

  it.each([
    ['Googlebot', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'],
    ['bingbot', 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)'],
    ['Facebook link preview', 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)'],
    ['headless Chrome', CHROME.replace('Chrome/', 'HeadlessChrome/')],
    ['Lighthouse', `${CHROME} Chrome-Lighthouse`],
    ['curl', 'curl/8.5.0'],
    ['no user agent', ''],
  ])('does not count a bot: %s', async (_name, agent) => {
    expect((await open('/about', { ...browser, 'user-agent': agent })).status).toBe(200);
    expect(await countOf('/about')).toBe(0);
  });

  it.each([
    ['Purpose: prefetch', { purpose: 'prefetch' }],
    ['Sec-Purpose: prefetch', { 'sec-purpose': 'prefetch' }],
    ['Sec-Purpose: prefetch;prerender', { 'sec-purpose': 'prefetch;prerender' }],
    ['a fetch, not a document', { 'sec-fetch-dest': 'empty' }],
    ['a frame', { 'sec-fetch-dest': 'iframe' }],
  ])('does not count a prefetch or a non-page load: %s', async (_name, headers) => {
    expect((await open('/about', { ...browser, ...headers })).status).toBe(200);
    expect(await countOf('/about')).toBe(0);
  });

  it('does not count unknown paths (404), the admin area, the API or HEAD requests', async () => {
    expect((await open('/no-such-page-123')).status).toBe(404);
    expect((await open('/admin')).status).toBe(200);
    await site.request('/about', { method: 'HEAD', headers: browser });
    await site.request('/api/blog', { headers: browser });
    await counter().flush();
    expect(await db().select().from(pageViews)).toEqual([]);
  });

  it('writes views in batches: nothing per request, one upsert adding to the row', async () => {
    await open('/about');
    await open('/about');
    expect(await db().select().from(pageViews)).toEqual([]);
    expect(await viewsToday(db())).toBe(2); // the dashboard sees what is still in memory
    await counter().flush();
    await open('/about');
    expect(await countOf('/about')).toBe(3);
    expect(await viewsToday(db())).toBe(3);
  });

  it('keeps counts whose write failed, and writes them on the next flush', async () => {
    const own = new PageViewCounter(db());
    own.count('/contact');
    own.count('/contact');
    await db().execute('ALTER TABLE page_views RENAME TO page_views_away');
    await expect(own.flush()).rejects.toThrow();
    await db().execute('ALTER TABLE page_views_away RENAME TO page_views');
    own.count('/contact');
    await own.stop();
    expect(await countOf('/contact')).toBe(3);
  });

  it('writes on its own a few seconds after a view', async () => {
    const own = new PageViewCounter(db(), undefined, 50);
    own.count('/blog');
    await expect.poll(() => countOf('/blog'), { timeout: 3000 }).toBe(1);
  });
});

describe('isHumanPageRequest', () => {
  const headers = (h: Record<string, string>) => new Headers(h);
  it('accepts a browser opening a page (old browsers send no Sec-Fetch-Dest)', () => {
    expect(isHumanPageRequest(headers(browser))).toBe(true);
    expect(isHumanPageRequest(headers({ 'user-agent': CHROME }))).toBe(true);
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
    expect(isHumanPageRequest(headers({ 'user-agent': iphone }))).toBe(true);
  });
});

describe('pages opened inside the app (POST /page-view, a beacon with the path)', () => {
  const beacon = (path: string, headers: Record<string, string> = { 'user-agent': CHROME }) =>
    site.request('/page-view', {
      method: 'POST',
      body: path,
      headers: {
        'content-type': 'text/plain;charset=UTF-8',
        'content-length': String(Buffer.byteLength(path)),
        ...headers,
      },
    });

  it('counts a page of the route table, answering 204', async () => {
    expect((await beacon('/contact')).status).toBe(204);
    expect((await beacon('/contact')).status).toBe(204);
    expect(await countOf('/contact')).toBe(2);
  });

  it('refuses made-up paths, the admin area, bots, and a post that no page has answered yet', async () => {
    for (const path of [
      '/no-such-page',
      '/admin',
      '/admin/members',
      '//evil.example',
      'about',
      '/blog/made-up-slug',
    ]) {
      expect((await beacon(path)).status).toBe(204);
    }
    await beacon('/contact', { 'user-agent': 'Googlebot/2.1' });
    await counter().flush();
    expect(await db().select().from(pageViews)).toEqual([]);
  });

  it('counts a post once the server has answered it with a page', async () => {
    const posts = createApp(t.deps, {
      mountPages: (app) => {
        app.get('/blog/:slug', (c) => c.html('<h1>מאמר</h1>'));
      },
    });
    await posts.request('/blog/real-post', { headers: { 'user-agent': 'Googlebot/2.1' } });
    await beacon('/blog/real-post');
    expect(await countOf('/blog/real-post')).toBe(1);
  });

  it('refuses a beacon from another site (the Origin check)', async () => {
    const res = await beacon('/contact', { 'user-agent': CHROME, origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(await countOf('/contact')).toBe(0);
  });
});
