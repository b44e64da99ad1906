import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/app';
import { uniqueName } from '../../tests/users';
import { emailOutbox, newsletters } from '../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT: 'off' } });
});
afterAll(() => t.close());

const rowsFor = (email: string) =>
  t.deps.database.db.select().from(newsletters).where(eq(newsletters.email, email));
const subscribe = (email: string) => t.agent().request('/api/newsletter/subscribe', { json: { email } });

describe('POST /api/newsletter/subscribe', () => {
  it('answers 201 for a new address and 200 when already subscribed, with one row', async () => {
    const email = `${uniqueName('news')}@example.com`;
    const first = await subscribe(email);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ email, status: 'active' });
    const second = await subscribe(email.toUpperCase());
    expect(second.status).toBe(200);
    expect(second.body).toEqual({ email, status: 'active' });

    const rows = await rowsFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).toBe('active');
    expect(rows[0]?.consentAt).toBeInstanceOf(Date);
    expect(Math.abs((rows[0]?.consentAt.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);
  });

  it('says over tRPC what the call changed: created, unchanged, resubscribed', async () => {
    const email = `${uniqueName('news')}@example.com`;
    const call = async () => {
      const res = await t.agent().request('/trpc/newsletter.subscribe', { json: { json: { email } } });
      expect(res.status).toBe(200);
      return res.body.result.data.json;
    };
    expect(await call()).toEqual({ email, status: 'active', change: 'created' });
    expect(await call()).toEqual({ email, status: 'active', change: 'unchanged' });
    await t.deps.database.db
      .update(newsletters)
      .set({ status: 'unsubscribed', unsubscribedAt: new Date() })
      .where(eq(newsletters.email, email));
    expect(await call()).toEqual({ email, status: 'active', change: 'resubscribed' });
  });

  it('sends one welcome mail with an unsubscribe link', async () => {
    const email = `${uniqueName('news')}@example.com`;
    await subscribe(email);
    await subscribe(email);
    const mails = await t.deps.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
    expect(mails).toHaveLength(1);
    const [row] = await rowsFor(email);
    expect(mails[0]?.text).toContain(`/newsletter/unsubscribe?token=${row?.unsubscribeToken}`);
  });

  it('answers 400 with the Hebrew issue for a bad address', async () => {
    const res = await subscribe('not-an-address');
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([{ path: 'email', message: 'כתובת דוא״ל לא תקינה' }]);
    const missing = await t.agent().request('/api/newsletter/subscribe', { json: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.issues).toEqual([{ path: 'email', message: 'יש להזין כתובת דוא״ל' }]);
  });
});

describe('POST /api/newsletter/unsubscribe', () => {
  it('unsubscribes by the token of the e-mail link; subscribing again gives consent again', async () => {
    const email = `${uniqueName('news')}@example.com`;
    await subscribe(email);
    const [row] = await rowsFor(email);
    const res = await t
      .agent()
      .request('/api/newsletter/unsubscribe', { json: { token: row?.unsubscribeToken } });
    expect(res.status).toBe(200);
    const [after] = await rowsFor(email);
    expect(after?.status).toBe('unsubscribed');
    expect(after?.unsubscribedAt).toBeInstanceOf(Date);

    const again = await subscribe(email);
    expect(again.status).toBe(201);
    expect(again.body).toEqual({ email, status: 'active' });
    const [back] = await rowsFor(email);
    expect(back?.status).toBe('active');
    expect(back?.unsubscribedAt).toBeNull();
    expect(back?.consentAt.getTime()).toBeGreaterThanOrEqual(after?.unsubscribedAt?.getTime() ?? 0);
  });

  it('answers 404 for an unknown token and 400 for a malformed one', async () => {
    const unknown = await t
      .agent()
      .request('/api/newsletter/unsubscribe', { json: { token: 'x'.repeat(32) } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toMatch(/[\u0590-\u05FF]/);
    const malformed = await t.agent().request('/api/newsletter/unsubscribe', { json: { token: 'short' } });
    expect(malformed.status).toBe(400);
  });
});
