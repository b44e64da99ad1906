/** /blog/rss.xml: RSS 2.0 of the newest published posts, absolute links under PUBLIC_URL. */
import { desc, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { agency } from '../../src/content/agency';
import type { Db } from '../db/client';
import { blogPosts, categories } from '../db/schema';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../http/env';
import { requestLogger } from '../http/request-log';
import { keptReadsOf } from '../kept-reads';
import { escapeXml } from '../seo/sitemap';

export const RSS_ITEMS = 20;

export interface FeedItem {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  createdAt: Date;
}

export async function feedItems(db: Db): Promise<FeedItem[]> {
  return db
    .select({
      slug: blogPosts.slug,
      title: blogPosts.title,
      excerpt: blogPosts.excerpt,
      category: categories.name,
      createdAt: blogPosts.createdAt,
    })
    .from(blogPosts)
    .innerJoin(categories, eq(categories.id, blogPosts.categoryId))
    .where(eq(blogPosts.published, true))
    .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
    .limit(RSS_ITEMS);
}

// XML 1.0 cannot carry most control characters, even escaped
const xmlChar = (ch: string) => {
  const code = ch.codePointAt(0) ?? 0;
  return code >= 0x20 ? code !== 0xfffe && code !== 0xffff : ch === '\t' || ch === '\n' || ch === '\r';
};
const xmlText = (text: string) => escapeXml([...text].filter(xmlChar).join(''));

export function rssXml(publicUrl: string, items: readonly FeedItem[], now = new Date()): string {
  const blog = `${publicUrl}/blog`;
  const entries = items.map((item) => {
    const link = xmlText(`${blog}/${encodeURIComponent(item.slug)}`);
    return [
      '    <item>',
      `      <title>${xmlText(item.title)}</title>`,
      `      <link>${link}</link>`,
      `      <guid isPermaLink="true">${link}</guid>`,
      `      <pubDate>${item.createdAt.toUTCString()}</pubDate>`,
      `      <category>${xmlText(item.category)}</category>`,
      `      <description>${xmlText(item.excerpt)}</description>`,
      '    </item>',
    ].join('\n');
  });
  const built = items[0]?.createdAt ?? now;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${xmlText(`הבלוג של ${agency.name}`)}</title>`,
    `    <link>${xmlText(blog)}</link>`,
    `    <description>${xmlText('מדריכים, טיפים ועדכונים בביטוח, בפנסיה ובחיסכון')}</description>`,
    '    <language>he</language>',
    `    <lastBuildDate>${built.toUTCString()}</lastBuildDate>`,
    `    <atom:link href="${xmlText(`${blog}/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    ...entries,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** GET /blog/rss.xml, kept in memory until the blog changes */
export const rssHandler = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  try {
    const xml = await keptReadsOf(deps.contentChanges).read('GET /blog/rss.xml', '/blog', async () =>
      rssXml(deps.config.publicUrl, await feedItems(deps.database.db)),
    );
    return c.body(xml, 200, {
      'Content-Type': 'application/rss+xml; charset=utf-8',
      // readers poll; a new post shows within minutes
      'Cache-Control': 'public, max-age=300',
    });
  } catch (err) {
    requestLogger(c).warn({ err }, 'rss unavailable');
    return c.body('Service unavailable', 503, {
      'Content-Type': 'text/plain; charset=utf-8',
      'Retry-After': '300',
    });
  }
};
