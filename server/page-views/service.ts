import { eq, gte, sql, sum } from 'drizzle-orm';
import { israelToday } from '../../src/shared/israel-time';
import type { Db } from '../db/client';
import { pageViews } from '../db/schema';
import type { Logger } from '../log';

/** How often the views counted in memory are written (one statement for all of them). */
export const FLUSH_INTERVAL_MS = 5000;
/** Distinct (day, path) pairs kept between flushes at most: only known pages are counted, so this is never near. */
const MAX_PENDING_KEYS = 5000;

const keyOf = (day: string, path: string) => `${day} ${path}`;

/**
 * Page views are added up in memory and written every few seconds in one upsert (a row per page and
 * Israel day), so a view costs a map update, not a query. `stop()` writes what is left (on shutdown).
 */
export class PageViewCounter {
  private pending = new Map<string, { day: string; path: string; count: number }>();
  /** paths this process has answered with a page (200): the pages a navigation may report */
  private served = new Set<string>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly log?: Logger,
    private readonly intervalMs = FLUSH_INTERVAL_MS,
  ) {}

  /** Adds one view of `path` on the Israel day of `now`. */
  count(path: string, now = new Date()) {
    this.add(israelToday(now), path, 1);
    if (!this.timer && !this.stopped) {
      this.timer = setTimeout(() => {
        this.timer = undefined;
        this.flush().catch((err) => this.log?.warn({ err }, 'page views not written; kept for the next try'));
      }, this.intervalMs);
      this.timer.unref();
    }
  }

  /** Notes that `path` is a page that exists (it was just answered 200). */
  markServed(path: string) {
    if (this.served.size < MAX_PENDING_KEYS) this.served.add(path);
  }

  /** Whether `path` has been answered as a page since this process started. */
  wasServed(path: string) {
    return this.served.has(path);
  }

  /** Views counted on `day` and not written yet (the dashboard adds them to what the table says). */
  pendingOn(day: string) {
    let total = 0;
    for (const entry of this.pending.values()) if (entry.day === day) total += entry.count;
    return total;
  }

  /** Writes every pending count in one statement; on failure they stay pending (nothing counted is lost). */
  flush(): Promise<void> {
    // one write at a time, each after the last one ended (whether or not it failed)
    const run = this.flushing.catch(() => {}).then(() => this.write());
    this.flushing = run;
    return run;
  }

  /** The last flush, at shutdown: no timer is left behind. */
  async stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.flush();
  }

  private add(day: string, path: string, count: number) {
    const key = keyOf(day, path);
    const entry = this.pending.get(key);
    if (entry) entry.count += count;
    else if (this.pending.size < MAX_PENDING_KEYS) this.pending.set(key, { day, path, count });
  }

  private async write() {
    if (this.pending.size === 0) return;
    const rows = [...this.pending.values()];
    this.pending = new Map();
    try {
      await this.db
        .insert(pageViews)
        .values(rows)
        .onConflictDoUpdate({
          target: [pageViews.day, pageViews.path],
          set: { count: sql`${pageViews.count} + excluded.count` },
        });
    } catch (error) {
      for (const row of rows) this.add(row.day, row.path, row.count);
      throw error;
    }
  }
}

// one counter per database handle: the HTTP middleware counts into it, start.ts stops it before closing
const counters = new WeakMap<Db, PageViewCounter>();

/** The page-view counter writing into `db` (created on first use). */
export function pageViewCounterOf(db: Db, log?: Logger): PageViewCounter {
  let counter = counters.get(db);
  if (!counter) {
    counter = new PageViewCounter(db, log);
    counters.set(db, counter);
  }
  return counter;
}

/** Views since midnight Israel time: the table's row for today plus what is still in memory. */
export async function viewsToday(db: Db, now = new Date()): Promise<number> {
  const day = israelToday(now);
  const [row] = await db
    .select({ total: sum(pageViews.count).mapWith(Number) })
    .from(pageViews)
    .where(eq(pageViews.day, day));
  return (row?.total ?? 0) + (counters.get(db)?.pendingOn(day) ?? 0);
}

/** Views per Israel day from `since` (`YYYY-MM-DD`) on; days without views are absent. */
export async function viewsPerDay(db: Db, since: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ day: pageViews.day, total: sum(pageViews.count).mapWith(Number) })
    .from(pageViews)
    .where(gte(pageViews.day, since))
    .groupBy(pageViews.day);
  const perDay = new Map(rows.map((row) => [row.day, row.total]));
  const counter = counters.get(db);
  if (counter) {
    const today = israelToday();
    perDay.set(today, (perDay.get(today) ?? 0) + counter.pendingOn(today));
  }
  return perDay;
}
