import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render } from '../../src/render/entry-server';
import { appRoutes } from '../../src/routes';
import { type Agent, createAgent } from '../../tests/agent';
import { createTestApp, type TestApp } from '../../tests/app';
import { createApp } from '../app';
import { createCategory, createPost } from '../db/factories';
import { createPageCache } from './page-cache';
import { renderPage } from './page-handler';

// Hostile values of the query parameters a page reads, sent to the real server render (its prefetch
// reaches the database): NUL, a lone surrogate's UTF-8 bytes, a broken escape, a long value, a value
// given twice. No page may answer them with a 5xx.
const HOSTILE = [
  '%00',
  'a%00b',
  '%ED%A0%80',
  '%ZZ',
  '%01%1F%7F',
  '%5C%25_',
  '1e400',
  'x'.repeat(5000),
  '%D7%90'.repeat(2000),
];

let t: TestApp;
let visitor: Agent;
let categorySlug: string;
let postTitle: string;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT: 'off' } });
  const db = t.deps.database.db;
  const category = await createCategory(db);
  categorySlug = category.slug;
  postTitle = (await createPost(db, { categoryId: category.id, published: true })).title;
  const app = createApp(t.deps, {
    mountPages: (app) => {
      const cache = createPageCache(t.deps.contentChanges);
      app.get('*', (c) =>
        renderPage(c, t.deps, render, () => ({ entry: '/assets/entry.js', preload: [] }), cache),
      );
    },
  });
  visitor = createAgent(app);
}, 120_000);
afterAll(() => t.close());

/** each page that declares query parameters, with its path parameters filled in */
const pagesWithQuery = () =>
  appRoutes
    .filter((route) => route.query)
    .map((route) => ({
      path: route.path.replace(':slug', categorySlug),
      params: route.query?.params ?? [],
    }));

describe('page query values', () => {
  it('knows the pages that read the query', () => {
    expect(pagesWithQuery().map((p) => p.path)).toEqual(
      expect.arrayContaining(['/blog', `/blog/category/${categorySlug}`, '/reset-password']),
    );
  });

  it('answers every hostile value of every declared parameter without a 5xx', async () => {
    const failures: string[] = [];
    for (const { path, params } of pagesWithQuery()) {
      const targets = params.flatMap((name) => [
        ...HOSTILE.map((value) => `${path}?${name}=${value}`),
        // arrays: the parameter twice, and in the bracket forms some clients send
        `${path}?${name}=%00&${name}=a`,
        `${path}?${name}[]=%00&${name}[0]=%ED%A0%80`,
      ]);
      targets.push(`${path}?${params.map((name) => `${name}=%00`).join('&')}`);
      for (const target of targets) {
        const res = await visitor.request(target, { headers: { 'accept-encoding': 'identity' } });
        if (res.status >= 500) failures.push(`${target.slice(0, 80)} → ${res.status}`);
      }
    }
    expect(failures).toEqual([]);
  }, 300_000);

  it('answers hostile path values of the blog pages without a 5xx', async () => {
    const failures: string[] = [];
    for (const value of ['x'.repeat(5000), '%D7%90'.repeat(600), '%E2%80%AE', '%25', '%5C']) {
      for (const target of [`/blog/${value}`, `/blog/category/${value}`]) {
        const res = await visitor.request(target);
        if (res.status >= 500) failures.push(`${target.slice(0, 80)} → ${res.status}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('treats a search holding NUL as the same search without it', async () => {
    const plain = await visitor.request(`/blog?q=${encodeURIComponent(postTitle)}`);
    expect(plain.status).toBe(200);
    expect(plain.text).toContain(postTitle);
    for (const q of [`%00${encodeURIComponent(postTitle)}`, `${encodeURIComponent(postTitle)}%00`]) {
      const res = await visitor.request(`/blog?q=${q}`);
      expect(res.status, q).toBe(200);
      expect(res.text, q).toContain(postTitle);
    }
    for (const path of ['/blog', `/blog/category/${categorySlug}`]) {
      const res = await visitor.request(`${path}?q=%00`);
      expect(res.status, path).toBe(200);
      // no search left: the whole list, with the post
      expect(res.text, path).toContain(postTitle);
    }
  });
});
