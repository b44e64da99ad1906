import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../tests/db';
import type { Database } from '../db/client';
import { pageViews } from '../db/schema';
import { countPageView, israelDay } from './service';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('page views', () => {
  it("counts on Israel's calendar: 22:30 UTC in summer is already the next day there", () => {
    expect(israelDay(new Date('2026-07-01T20:59:00Z'))).toBe('2026-07-01');
    expect(israelDay(new Date('2026-07-01T22:30:00Z'))).toBe('2026-07-02');
  });

  it("keeps one row per day and path, adding to today's count", async () => {
    await countPageView(database.db, '/about');
    await countPageView(database.db, '/about');
    await countPageView(database.db, '/contact');
    const rows = await database.db
      .select({ path: pageViews.path, count: pageViews.count })
      .from(pageViews)
      .where(eq(pageViews.day, israelDay()));
    expect(rows.sort((a, b) => a.path.localeCompare(b.path))).toEqual([
      { path: '/about', count: 2 },
      { path: '/contact', count: 1 },
    ]);
  });
});
