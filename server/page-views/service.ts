import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { pageViews } from '../db/schema';

/** Today's date in Israel, the day the admin's "views today" counts. */
export function israelDay(date = new Date()) {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jerusalem' }).format(date);
}

/** Adds one view of `path` to today's count. */
export async function countPageView(db: Db, path: string) {
  await db
    .insert(pageViews)
    .values({ day: israelDay(), path, count: 1 })
    .onConflictDoUpdate({
      target: [pageViews.day, pageViews.path],
      set: { count: sql`${pageViews.count} + 1` },
    });
}
