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
// their server sends before the browser checks the session), a page of the blog past the last one and
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
}, 120_000);
afterAll(() => t.close());

describe('every public page is valid HTML', () => {
  it('renders the 38 pages of the sitemap and 9 others', () => {
    expect(pages.size).toBeGreaterThanOrEqual(47);
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
  });
});
