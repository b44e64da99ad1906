import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/app';
import { signedIn } from '../../tests/users';
import { sessions } from '../db/schema';
import { ADMIN_IDLE_TIMEOUT_MS, IDLE_TIMEOUT_MS, pruneSessions } from './session';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT: 'off' } });
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const minutes = (n: number) => n * 60 * 1000;
/** Moves the server's clock (only Date: the database and its timers keep running). */
const later = (ms: number) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + ms);
};

describe('idle timeouts by role', () => {
  it('ends an admin session after 30 idle minutes: 401 on both doors', async () => {
    const { agent } = await signedIn(t, 'admin');
    later(ADMIN_IDLE_TIMEOUT_MS + minutes(1));
    expect((await agent.request('/api/auth/me')).status).toBe(401);
    expect((await agent.request('/api/admin/stats')).status).toBe(401);
  });

  it('keeps an admin who is active: each request moves the idle limit', async () => {
    const { agent } = await signedIn(t, 'admin');
    later(minutes(20));
    expect((await agent.request('/api/admin/stats')).status).toBe(200);
    later(minutes(20));
    // 40 minutes after sign-in, 20 after the last request
    expect((await agent.request('/api/admin/stats')).status).toBe(200);
  });

  it("keeps a customer's session for 60 idle minutes", async () => {
    const { agent } = await signedIn(t, 'user');
    later(ADMIN_IDLE_TIMEOUT_MS + minutes(1));
    expect((await agent.request('/api/auth/me')).status).toBe(200);
    vi.useRealTimers();
    const { agent: other } = await signedIn(t, 'user');
    later(IDLE_TIMEOUT_MS + minutes(1));
    expect((await other.request('/api/auth/me')).status).toBe(401);
  });

  it("prunes an idle admin's session row after 30 minutes, a customer's after 60", async () => {
    const admin = await signedIn(t, 'admin');
    const user = await signedIn(t, 'user');
    later(ADMIN_IDLE_TIMEOUT_MS + minutes(1));
    await pruneSessions(t.deps.database.db);
    const left = async (userId: number) =>
      (await t.deps.database.db.select().from(sessions).where(eq(sessions.userId, userId))).length;
    expect(await left(admin.user.id)).toBe(0);
    expect(await left(user.user.id)).toBe(1);
  });
});
