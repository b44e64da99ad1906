import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPosts } from '../../src/content/blog-seed';
import { createTestApp, type TestApp } from '../../tests/app';
import { sanitizePostHtml } from '../blog/sanitize';
import { blogPosts } from './schema';
import { seedIfEmpty } from './seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('seedIfEmpty', () => {
  it('fills an empty database once, with covers that have a text alternative', async () => {
    expect(await seedIfEmpty(t.deps.database.db)).toBe(true);
    expect(await seedIfEmpty(t.deps.database.db)).toBe(false);
    const rows = await t.deps.database.db.select().from(blogPosts);
    expect(rows).toHaveLength(seedPosts.length);
    for (const row of rows) expect(row.imageAlt, row.slug).toMatch(/[\u0590-\u05FF]{3}/);
  });

  it('seeds HTML the sanitizer keeps as it is, and the public blog shows it', async () => {
    for (const post of seedPosts) expect(sanitizePostHtml(post.content), post.slug).toBe(post.content.trim());
    const list = await t.request('/api/blog');
    expect(Number(list.headers.get('x-total-count'))).toBe(seedPosts.filter((p) => p.published).length);
    const first = seedPosts[0];
    if (!first) throw new Error('no seed posts');
    const post = await t.request(`/api/blog/${first.slug}`);
    expect(post.status).toBe(200);
    expect(post.body.image).toBe(first.image);
    expect(post.body.heroImage).toBe(first.image);
  });
});
