import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/app';
import { validContact } from '../../tests/payloads';
import { createUser, uniqueName } from '../../tests/users';
import { emailOutbox } from '../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT: 'off', AGENCY_EMAIL: 'office@agency.example' } });
});
afterAll(() => t.close());

const statusesFor = async (to: string) =>
  (await t.deps.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, to))).map((m) => m.status);

describe('mail put in the outbox is sent after the answer', () => {
  it.each([
    ['a contact message', '/api/contact', async () => ({ to: 'office@agency.example', json: validContact })],
    [
      'a newsletter subscription',
      '/api/newsletter/subscribe',
      async () => {
        const email = `${uniqueName('out')}@example.com`;
        return { to: email, json: { email } };
      },
    ],
    [
      'a password reset request',
      '/api/auth/forgot-password',
      async () => {
        const user = await createUser(t.deps.database.db);
        return { to: user.email, json: { email: user.email } };
      },
    ],
  ])('%s: the 2xx first, then the outbox is flushed (stored, without SMTP)', async (_, path, make) => {
    const { to, json } = await make();
    const res = await t.agent().request(path, { json });
    expect(res.status).toBeLessThan(300);
    // without SMTP a flushed message is marked stored; one nobody flushed would stay pending
    await vi.waitFor(
      async () => {
        const statuses = await statusesFor(to);
        expect(statuses.length).toBeGreaterThan(0);
        expect(statuses.every((s) => s === 'stored')).toBe(true);
      },
      { timeout: 10_000, interval: 100 },
    );
  });
});
