import { Parser } from 'htmlparser2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/app';
import { createCategory, createPost } from '../db/factories';
import { RSS_ITEMS, rssXml } from './feed';

const PUBLIC_URL = 'https://ofek.example';

/** The feed as an XML reader sees it: each item's fields. */
function itemsOf(xml: string) {
  const items: Record<string, string>[] = [];
  let item: Record<string, string> | undefined;
  let field: string | undefined;
  const parser = new Parser(
    {
      onopentag(name) {
        if (name === 'item') item = {};
        else if (item) field = name;
      },
      ontext(text) {
        if (item && field) item[field] = (item[field] ?? '') + text;
      },
      onclosetag(name) {
        if (name === 'item' && item) items.push(item);
        if (name === 'item') item = undefined;
        field = undefined;
      },
    },
    { xmlMode: true, decodeEntities: true },
  );
  parser.write(xml);
  parser.end();
  return items;
}

describe('rssXml', () => {
  it('escapes titles and excerpts, and links each item absolutely', () => {
    const xml = rssXml(PUBLIC_URL, [
      {
        slug: 'a-post',
        title: 'ביטוח & <חיסכון> "במחיר"',
        excerpt: "תקציר ']]> \u0001",
        category: 'פנסיה',
        createdAt: new Date('2026-05-01T10:00:00Z'),
      },
    ]);
    expect(xml).toContain('<title>ביטוח &amp; &lt;חיסכון&gt; &quot;במחיר&quot;</title>');
    expect(xml).not.toContain('\u0001');
    expect(itemsOf(xml)).toEqual([
      {
        title: 'ביטוח & <חיסכון> "במחיר"',
        link: `${PUBLIC_URL}/blog/a-post`,
        guid: `${PUBLIC_URL}/blog/a-post`,
        pubDate: 'Fri, 01 May 2026 10:00:00 GMT',
        category: 'פנסיה',
        description: "תקציר ']]> ",
      },
    ]);
  });
});

describe('GET /blog/rss.xml', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL } });
    const db = t.deps.database.db;
    const { id } = await createCategory(db);
    const base = Date.parse('2026-01-01T00:00:00Z');
    for (let i = 0; i < 25; i++)
      await createPost(db, {
        categoryId: id,
        slug: `p-${i}`,
        title: `פוסט ${i}`,
        createdAt: new Date(base + i * 1000),
      });
    await createPost(db, {
      categoryId: id,
      slug: 'secret-draft',
      published: false,
      createdAt: new Date(base + 99_000),
    });
  });
  afterAll(() => t.close());

  it('lists the newest 20 published posts, never a draft', async () => {
    const res = await t.request('/blog/rss.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/rss+xml; charset=utf-8');
    expect(res.text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    const items = itemsOf(res.text);
    expect(items).toHaveLength(RSS_ITEMS);
    expect(items[0]?.link).toBe(`${PUBLIC_URL}/blog/p-24`);
    expect(items.at(-1)?.link).toBe(`${PUBLIC_URL}/blog/p-5`);
    expect(res.text).not.toContain('secret-draft');
  });

  it('and the sitemap lists published posts with lastmod, never a draft', async () => {
    const res = await t.request('/sitemap.xml');
    expect(res.text).toMatch(new RegExp(`<loc>${PUBLIC_URL}/blog/p-0</loc><lastmod>\\d{4}-`));
    expect(res.text).not.toContain('secret-draft');
  });
});
