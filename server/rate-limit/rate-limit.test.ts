import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/app';
import { validContact as contact } from '../../tests/payloads';
import { rateLimits } from '../db/schema';
import { consumeRateLimit, rateLimitRules } from './service';

const { limit } = rateLimitRules.forms;

describe('request-rate limits (RATE_LIMIT=on)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it(`answers the ${limit + 1}st contact submission in the window with 429 and Retry-After, on both doors`, async () => {
    expect(t.deps.config.rateLimit).toBe(true);
    for (let i = 0; i < limit; i++) {
      const res = await t.request('/api/contact', { json: contact });
      expect(res.status, `submission ${i + 1}`).toBe(201);
    }
    const over = await t.request('/api/contact', { json: contact });
    expect(over.status).toBe(429);
    const retryAfter = Number(over.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(rateLimitRules.forms.windowSeconds);
    expect(over.body.error).toMatch(/[\u0590-\u05FF]/);

    // the same budget counts on the tRPC door, which says Retry-After too
    const trpc = await t.request('/trpc/contact.submit', { json: { json: contact } });
    expect(trpc.status).toBe(429);
    expect(Number(trpc.headers.get('retry-after'))).toBeGreaterThan(0);

    // a new window starts the count again
    await t.deps.database.db.update(rateLimits).set({ windowStart: sql`now() - interval '1 hour'` });
    expect((await t.request('/api/contact', { json: contact })).status).toBe(201);
  }, 120_000);

  it('counts per bucket: a full form budget does not block login', async () => {
    const res = await t.request('/api/auth/login', { json: { username: 'nobody', password: 'whatever-1' } });
    expect(res.status).toBe(401);
  });
});

describe('RATE_LIMIT=off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT: 'off' } });
  });
  afterAll(() => t.close());

  it('never answers 429 to form submissions', async () => {
    for (let i = 0; i < limit + 10; i++) {
      const res = await t.request('/api/contact', { json: contact });
      expect(res.status).toBe(201);
    }
  }, 120_000);
});

describe('consumeRateLimit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('counts per subject and reports the seconds left in the window', async () => {
    const rule = { bucket: 'unit', limit: 2, windowSeconds: 60 };
    const db = t.deps.database.db;
    expect(await consumeRateLimit(db, rule, 'a')).toBeUndefined();
    expect(await consumeRateLimit(db, rule, 'a')).toBeUndefined();
    const wait = await consumeRateLimit(db, rule, 'a');
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await consumeRateLimit(db, rule, 'b')).toBeUndefined();
  });
});
