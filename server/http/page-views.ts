import { sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { Db } from '../db/client';
import { pageViews } from '../db/schema';
import type { AppDeps } from '../deps';
import type { AppEnv } from './env';

const ASSET = /\.[a-z0-9]{2,5}$/i;

/** Today's date in Israel, the day the admin's "views today" counts. */
export function israelDay(date = new Date()) {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jerusalem' }).format(date);
}

export async function countPageView(db: Db, path: string) {
  await db
    .insert(pageViews)
    .values({ day: israelDay(), path, count: 1 })
    .onConflictDoUpdate({
      target: [pageViews.day, pageViews.path],
      set: { count: sql`${pageViews.count} + 1` },
    });
}

/** Counts each successful page answer (not assets, API or prefetches) once it has been sent. */
export const pageViewCounter =
  (deps: AppDeps): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    await next();
    if (c.req.method !== 'GET' || c.res.status !== 200 || ASSET.test(c.req.path)) return;
    if (!(c.res.headers.get('content-type') ?? '').startsWith('text/html')) return;
    if (c.req.header('purpose') === 'prefetch' || c.req.header('sec-purpose')?.includes('prefetch')) return;
    const path = c.req.path.slice(0, 200);
    countPageView(deps.database.db, path).catch((err) => c.get('log').warn({ err }, 'page view not counted'));
  };
