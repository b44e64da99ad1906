import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render } from '../../src/render/entry-server';
import { type Agent, createAgent } from '../../tests/agent';
import { createTestApp, type TestApp } from '../../tests/app';
import { htmlValidator } from '../../tests/html-validity';
import { createApp } from '../app';
import { seedIfEmpty } from '../db/seed';
import { blogEntries, staticEntries } from '../seo/sitemap';
import { renderPage } from './page-handler';

// Every public document as the server sends it: the sitemap's pages (the seeded posts and categories
// among them), the sign-in and one-time-link pages, the shells of the personal and admin areas (what
// their server sends before the browser checks the session), pages of the blog past the last one and
// the 404.
const MORE_PUBLIC_PATHS = [
  '/dashboard',
  '/admin',
  '/login',
  '/admin/login',
  '/reset-password',
  '/newsletter/unsubscribe',
  '/verify-email',
  '/blog?page=2',
  '/blog/category/pension-savings?page=2',
  '/no/such/page',
];

let t: TestApp;
let visitor: Agent;
const pages = new Map<string, { status: number; html: string }>();

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT: 'off' } });
  await seedIfEmpty(t.deps.database.db);
  const app = createApp(t.deps, {
    mountPages: (app) => {
      app.get('*', (c) => renderPage(c, t.deps, render, () => ({ entry: '/entry.js', preload: [] })));
    },
  });
  visitor = createAgent(app);
  const paths = [...staticEntries(), ...(await blogEntries(t.deps.database.db))].map((entry) => entry.path);
  for (const path of [...paths, ...MORE_PUBLIC_PATHS]) {
    const res = await visitor.request(path);
    pages.set(path, { status: res.status, html: res.text });
  }
  // 48 renders: seconds on a quiet machine, minutes on a crowded one
}, 300_000);
afterAll(() => t.close());

describe('every public page is valid HTML', () => {
  it('renders the 38 pages of the sitemap and 10 others', () => {
    expect(pages.size).toBe(48);
    expect(pages.get('/')?.status).toBe(200);
    expect(pages.get('/no/such/page')?.status).toBe(404);
  });

  it('has no error of the HTML standard on any of them', async () => {
    const validator = htmlValidator();
    const errors: string[] = [];
    for (const [path, { html }] of pages) {
      const report = await validator.validateString(html, path);
      for (const message of report.results.flatMap((result) => result.messages))
        errors.push(
          `${path} ${message.ruleId}: ${message.message} — ${html.slice(message.offset, message.offset + 80)}`,
        );
    }
    expect(errors).toEqual([]);
  }, 120_000);
});

const first = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];
const meta = (html: string, key: string) =>
  first(html, new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`));

describe('what a crawler and a social network read', () => {
  it('gives every page a title of its own', () => {
    const byTitle = new Map<string, string[]>();
    for (const [path, { status, html }] of pages) {
      if (status !== 200) continue;
      const title = first(html, /<title>([^<]*)<\/title>/) ?? '';
      byTitle.set(title, [...(byTitle.get(title) ?? []), path]);
    }
    expect([...byTitle.values()].filter((paths) => paths.length > 1)).toEqual([]);
  });

  it('keeps every page answered 404 out of the index, pages of the blog past the last one included', () => {
    const missing = [...pages].filter(([, page]) => page.status === 404);
    expect(missing.map(([path]) => path)).toEqual([
      '/blog?page=2',
      '/blog/category/pension-savings?page=2',
      '/no/such/page',
    ]);
    for (const [path, { html }] of missing) expect(meta(html, 'robots'), path).toBe('noindex, nofollow');
  });

  it('names a 1200×630 PNG or JPEG as og:image and twitter:image of every page, a post its own cover', async () => {
    const images = new Set<string>();
    for (const [path, { html }] of pages) {
      const image = meta(html, 'og:image') ?? '';
      expect(image, path).toMatch(/^http:\/\/localhost:3000\/[\w/.-]+\.(png|jpg)$/);
      expect(meta(html, 'twitter:image'), path).toBe(image);
      expect([meta(html, 'og:image:width'), meta(html, 'og:image:height')], path).toEqual(['1200', '630']);
      images.add(new URL(image).pathname);
    }
    const post = pages.get('/blog/travel-insurance-checklist')?.html ?? '';
    expect(meta(post, 'og:image')).toBe('http://localhost:3000/images/blog/travel-insurance-checklist.png');
    for (const image of images) {
      const { width, height, format } = await sharp(join('public', image)).metadata();
      expect({ image, width, height, format: ['png', 'jpeg'].includes(format ?? '') }).toEqual({
        image,
        width: 1200,
        height: 630,
        format: true,
      });
    }
  });
});
