import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';

export interface RateLimitRule {
  /** bucket name, e.g. 'auth' */
  bucket: string;
  limit: number;
  windowSeconds: number;
}

/** Request budgets per IP. Generous enough for a family behind one address, tight enough to stop scripts. */
export const rateLimitRules = {
  auth: { bucket: 'auth', limit: 100, windowSeconds: 15 * 60 },
  forms: { bucket: 'forms', limit: 60, windowSeconds: 15 * 60 },
  uploads: { bucket: 'uploads', limit: 60, windowSeconds: 15 * 60 },
} satisfies Record<string, RateLimitRule>;

/**
 * Counts one request against `rule` for `subject` in a fixed window kept in the database,
 * so every instance of the app shares the count. Returns the seconds to wait when over the limit.
 */
export async function consumeRateLimit(
  db: Db,
  rule: RateLimitRule,
  subject: string,
): Promise<number | undefined> {
  const key = `${rule.bucket}:${subject}`;
  const expired = sql`${rateLimits.windowStart} <= now() - make_interval(secs => ${rule.windowSeconds})`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: sql`now()`, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${expired} then now() else ${rateLimits.windowStart} end`,
      },
    })
    .returning({
      count: rateLimits.count,
      retryAfter: sql<number>`ceil(extract(epoch from (${rateLimits.windowStart} + make_interval(secs => ${rule.windowSeconds}) - now())))::int`,
    })
    // the same statement for every rule and client: parsed and planned once per connection, and sent
    // without postgres.js's round trip for the parameters' types (drizzle prepares only named queries)
    .prepare('consume_rate_limit')
    .execute();
  if (!row || row.count <= rule.limit) return undefined;
  return Math.max(1, Number(row.retryAfter));
}

export async function pruneRateLimits(db: Db) {
  await db.delete(rateLimits).where(sql`${rateLimits.windowStart} < now() - interval '1 day'`);
}
