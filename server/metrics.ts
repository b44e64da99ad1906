/**
 * What operators watch, in Prometheus's text format (prom-client): GET /metrics, behind METRICS_TOKEN.
 * Each instance reports its own; Prometheus adds them up. Labels have few values (the route's pattern,
 * never its path), so a made-up URL cannot grow the series.
 */
import { timingSafeEqual } from 'node:crypto';
import { count, inArray, min } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from './db/client';
import { emailOutbox } from './db/schema';
import type { AppDeps } from './deps';
import type { AppEnv } from './http/env';

const registry = new Registry();
let processMetrics = false;

const requests = new Counter({
  name: 'http_requests_total',
  help: 'Requests answered, by method, route pattern and status.',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [registry],
});
const latency = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from the request to its answer (the body of a page may still be streaming).',
  labelNames: ['method', 'route'] as const,
  buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

/** Public pages served from the page cache (hit) or rendered for the visit (miss). */
export const pageCacheLookups = new Counter({
  name: 'page_cache_lookups_total',
  help: 'Public page lookups in the page cache, by result (hit, miss).',
  labelNames: ['result'] as const,
  registers: [registry],
});

/** Accounts locked after failed sign-ins. */
export const lockouts = new Counter({
  name: 'account_lockouts_total',
  help: 'Accounts locked after repeated failed sign-ins or second-factor codes.',
  registers: [registry],
});

/** A gauge of this registry, set from what the process knows when it is scraped. */
const gauge = (name: string, help: string) => new Gauge({ name, help, registers: [registry] });

const poolBusy = gauge(
  'db_pool_busy',
  'Statements and transactions under way on the PostgreSQL pool (above the size, some wait).',
);
const poolSize = gauge('db_pool_size', 'Connections the PostgreSQL pool may open.');
const outboxDepth = gauge(
  'mail_outbox_waiting',
  'E-mails waiting in the outbox (pending, or taken and not yet sent).',
);
const outboxAge = gauge(
  'mail_outbox_oldest_seconds',
  'Age of the oldest e-mail waiting in the outbox; 0 when none waits.',
);

/** Counts each answer by its route's pattern ('/api/user/documents/:id'); pages are one route, '*'. */
export const requestMetrics = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  const stop = latency.startTimer();
  await next();
  // after next(): the route of the handler that answered
  const route = routePath(c);
  stop({ method: c.req.method, route });
  requests.inc({ method: c.req.method, route, status: String(c.res.status) });
};

async function readOutbox(db: Db) {
  const [row] = await db
    .select({ waiting: count(), oldest: min(emailOutbox.createdAt) })
    .from(emailOutbox)
    .where(inArray(emailOutbox.status, ['pending', 'sending']));
  outboxDepth.set(row?.waiting ?? 0);
  outboxAge.set(row?.oldest ? Math.max(0, (Date.now() - row.oldest.getTime()) / 1000) : 0);
}

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** GET /metrics: 401 without `Authorization: Bearer <METRICS_TOKEN>`; the outbox is read at each scrape. */
export function metricsHandler(deps: AppDeps, token: string) {
  // the process's CPU, memory, event-loop delay and garbage collection, watched only when scraped
  if (!processMetrics) collectDefaultMetrics({ register: registry });
  processMetrics = true;
  return async (c: Context<AppEnv>) => {
    const given = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
    if (!sameToken(given, token)) {
      return c.json({ error: 'נדרשת הרשאה' }, 401, { 'WWW-Authenticate': 'Bearer' });
    }
    const pool = deps.database.poolUse?.();
    if (pool) {
      poolBusy.set(pool.busy);
      poolSize.set(pool.size);
    }
    // a database that does not answer leaves the outbox's last figures; the rest still reports
    await readOutbox(deps.database.db).catch(() => undefined);
    return c.body(await registry.metrics(), 200, {
      'Content-Type': registry.contentType,
      'Cache-Control': 'no-store',
    });
  };
}
