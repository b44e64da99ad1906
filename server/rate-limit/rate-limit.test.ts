import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, createTestApp, type TestApp, type TestResponse } from '../../tests/app';
import { pdfFile, pngFile } from '../../tests/document-files';
import { validContact as contact } from '../../tests/payloads';
import { signedIn } from '../../tests/users';
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

describe('the uploads budget (60 per IP per window), on every upload path', () => {
  const uploads = rateLimitRules.uploads.limit;
  let t: TestApp;
  let customer: Agent;
  let admin: Agent;
  beforeAll(async () => {
    // one proxy in front: X-Forwarded-For names the client, so the test can speak from several addresses
    t = await createTestApp({ env: { TRUST_PROXY: '1' } });
    customer = (await signedIn(t)).agent;
    admin = (await signedIn(t, 'admin')).agent;
  });
  afterAll(() => t.close());

  const from = (ip: string) => ({ 'x-forwarded-for': ip });
  function documentForm() {
    const body = new FormData();
    body.append('file', new File([new Uint8Array(pdfFile())], 'policy.pdf', { type: 'application/pdf' }));
    body.append('name', 'פוליסה');
    body.append('category', 'general');
    return body;
  }
  const uploadDocument = (ip: string) =>
    customer.request('/api/user/documents', { method: 'POST', body: documentForm(), headers: from(ip) });
  function imageForm() {
    const body = new FormData();
    body.append('file', new File([new Uint8Array(pngFile())], 'a.png', { type: 'image/png' }));
    return body;
  }
  const uploadImage = (ip: string) =>
    admin.request('/api/admin/blog/images', { method: 'POST', body: imageForm(), headers: from(ip) });

  /** `uploads` accepted from `ip`, then the next refused with 429, Retry-After and a Hebrew message */
  async function spendBudget(upload: (ip: string) => Promise<TestResponse>, ip: string) {
    for (let i = 0; i < uploads; i++) {
      const res = await upload(ip);
      expect(res.status, `upload ${i + 1}: ${res.text}`).toBe(201);
    }
    const over = await upload(ip);
    expect(over.status).toBe(429);
    const retryAfter = Number(over.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(rateLimitRules.uploads.windowSeconds);
    expect(over.body.error).toMatch(/[\u0590-\u05FF]/);
  }

  it(`answers a customer's ${uploads + 1}st document from one address with 429 and Retry-After; another address still uploads`, async () => {
    await spendBudget(uploadDocument, '203.0.113.1');

    // the procedure's tRPC door counts against the same budget (it is refused before its input is read)
    const trpc = await customer.request('/trpc/account.documents.upload', {
      json: { json: { name: 'פוליסה', category: 'general' } },
      headers: from('203.0.113.1'),
    });
    expect(trpc.status).toBe(429);
    expect(Number(trpc.headers.get('retry-after'))).toBeGreaterThan(0);

    // one budget for every upload from an address: the blog's images too
    expect((await uploadImage('203.0.113.1')).status).toBe(429);

    expect((await uploadDocument('203.0.113.2')).status).toBe(201);
  }, 120_000);

  it(`answers the ${uploads + 1}st blog image from one address with 429 and Retry-After`, async () => {
    await spendBudget(uploadImage, '198.51.100.1');
    expect((await uploadImage('198.51.100.2')).status).toBe(201);
  }, 120_000);
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
