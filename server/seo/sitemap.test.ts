import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productSummaries as products } from '../../src/content/products';
import { createTestApp, type TestApp } from '../../tests/app';
import { createCategory, createPost } from '../db/factories';
import { escapeXml, robotsTxt, sitemapXml } from './sitemap';

const PUBLIC_URL = 'https://agency.example';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL } });
});
afterAll(() => t.close());

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe('GET /sitemap.xml', () => {
  it('lists every public page, published posts and their categories, with absolute URLs', async () => {
    const db = t.deps.database.db;
    const used = await createCategory(db, { slug: 'used-category' });
    const empty = await createCategory(db, { slug: 'empty-category' });
    const updatedAt = new Date('2026-03-04T05:06:07.000Z');
    await createPost(db, { categoryId: used.id, slug: 'published-post', updatedAt });
    await createPost(db, { categoryId: used.id, slug: 'draft-post', published: false });
    await createPost(db, { categoryId: empty.id, slug: 'empty-draft', published: false });

    const res = await t.request('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(res.text.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);

    const urls = locs(res.text);
    const staticPaths = ['/', '/about', '/contact', '/blog', '/travel', '/travel/travelinsurance'];
    for (const path of [
      ...staticPaths,
      ...products.map((p) => p.path),
      '/accessibility',
      '/privacy',
      '/terms',
    ]) {
      expect(urls, path).toContain(PUBLIC_URL + path);
    }
    expect(products).toHaveLength(20);
    expect(urls).toContain(`${PUBLIC_URL}/blog/published-post`);
    expect(urls).toContain(`${PUBLIC_URL}/blog/category/used-category`);
    expect(urls).not.toContain(`${PUBLIC_URL}/blog/draft-post`);
    expect(urls).not.toContain(`${PUBLIC_URL}/blog/category/empty-category`);
    expect(res.text).toContain(
      `<loc>${PUBLIC_URL}/blog/published-post</loc><lastmod>2026-03-04T05:06:07.000Z</lastmod>`,
    );
    // nothing private or one-time
    expect(urls.some((u) => /\/(admin|dashboard|reset-password|verify-email|newsletter)/.test(u ?? ''))).toBe(
      false,
    );
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('escapes XML special characters', () => {
    expect(escapeXml(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;');
    const xml = sitemapXml('https://x.example', [{ path: '/q?a=1&b=2' }]);
    expect(xml).toContain('<loc>https://x.example/q?a=1&amp;b=2</loc>');
  });
});

describe('GET /robots.txt', () => {
  it('keeps crawlers out of private areas and points at the sitemap', async () => {
    const res = await t.request('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(res.text).toBe(robotsTxt(PUBLIC_URL));
    for (const line of [
      'User-agent: *',
      'Disallow: /admin',
      'Disallow: /dashboard',
      'Disallow: /api/',
      'Disallow: /trpc/',
      'Disallow: /reset-password',
      'Disallow: /verify-email',
      `Sitemap: ${PUBLIC_URL}/sitemap.xml`,
    ]) {
      expect(res.text.split('\n')).toContain(line);
    }
  });
});
