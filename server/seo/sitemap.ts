/**
 * /sitemap.xml and /robots.txt: what crawlers may read, and every public page they should know about
 * (the static pages, the 20 products, published blog posts and the categories that have any).
 */
import { and, eq, max } from 'drizzle-orm';
import type { Context } from 'hono';
import { legalDocuments } from '../../src/content/legal';
import { productSummaries as products } from '../../src/content/products';
import { categoryPath, postPath } from '../../src/shared/blog-core';
import type { Db } from '../db/client';
import { blogPosts, categories } from '../db/schema';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../http/env';
import { requestLogger } from '../http/request-log';
import { keptReadsOf } from '../kept-reads';

export interface SitemapEntry {
  /** site path, e.g. '/insurance/health' */
  path: string;
  /** ISO date or timestamp of the last change, when known */
  lastmod?: string;
}

/** Every public page that exists without the database, in menu order. */
export function staticEntries(): SitemapEntry[] {
  return [
    { path: '/' },
    { path: '/about' },
    { path: '/contact' },
    { path: '/blog' },
    { path: '/travel' },
    { path: '/travel/travelinsurance' },
    ...products.map((product) => ({ path: product.path })),
    ...Object.entries(legalDocuments).map(([path, document]) => ({ path, lastmod: document.updated })),
  ];
}

/** Published posts (lastmod = updatedAt) and the categories holding at least one of them. */
export async function blogEntries(db: Db): Promise<SitemapEntry[]> {
  const posts = await db
    .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(eq(blogPosts.published, true))
    .orderBy(blogPosts.createdAt, blogPosts.id);
  // an empty category page has nothing to index
  const withPosts = await db
    .select({ slug: categories.slug, updatedAt: max(blogPosts.updatedAt) })
    .from(categories)
    .innerJoin(blogPosts, and(eq(blogPosts.categoryId, categories.id), eq(blogPosts.published, true)))
    .groupBy(categories.id, categories.slug)
    .orderBy(categories.slug);
  return [
    ...withPosts.map((c) => ({
      path: categoryPath(c.slug),
      lastmod: c.updatedAt ? new Date(c.updatedAt).toISOString() : undefined,
    })),
    ...posts.map((p) => ({
      path: postPath(p.slug),
      lastmod: p.updatedAt.toISOString(),
    })),
  ];
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch] ?? ch);

/** The sitemap protocol's XML for `entries`, with absolute URLs under `publicUrl`. */
export function sitemapXml(publicUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastmod ? `<lastmod>${escapeXml(entry.lastmod)}</lastmod>` : '';
    return `  <url><loc>${escapeXml(publicUrl + entry.path)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything public is crawlable; the private areas, the API and one-time links are not. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Disallow: /admin',
    'Disallow: /dashboard',
    'Disallow: /api/',
    'Disallow: /trpc/',
    'Disallow: /reset-password',
    'Disallow: /verify-email',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

const CACHE = 'public, max-age=3600';

/** GET /sitemap.xml, kept in memory until the blog changes */
export const sitemapHandler = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  try {
    const xml = await keptReadsOf(deps.contentChanges).read('GET /sitemap.xml', '/blog', async () =>
      sitemapXml(deps.config.publicUrl, [...staticEntries(), ...(await blogEntries(deps.database.db))]),
    );
    return c.body(xml, 200, {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': CACHE,
    });
  } catch (err) {
    // the database is down: say so, and let the crawler come back later rather than cache a short list
    requestLogger(c).warn({ err }, 'sitemap unavailable');
    return c.body('Service unavailable', 503, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Retry-After': '300',
    });
  }
};

/** GET /robots.txt */
export const robotsHandler = (deps: AppDeps) => (c: Context<AppEnv>) =>
  c.body(robotsTxt(deps.config.publicUrl), 200, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': CACHE,
  });
