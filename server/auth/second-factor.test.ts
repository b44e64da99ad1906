import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Agent, createTestApp, type TestApp } from '../../tests/app';
import {
  type Authenticator,
  codeOfStep,
  setUpAuthenticator,
  signInWithFactor,
  stepAt,
} from '../../tests/second-factor';
import { createUser, sendOf, signedIn } from '../../tests/users';
import { auditLog, passkeys, recoveryCodes, users } from '../db/schema';
import { createLogger } from '../log';
import { resetSecondFactor, verifySecondFactor } from './totp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT: 'off' } });
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const db = () => t.deps.database.db;
/** Moves the server's clock (Date only: the database keeps its own). */
const later = (ms: number) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + ms);
};
const STEP_MS = 30_000;

/** A customer (or admin) with the authenticator on, and a browser that is signed out. */
async function withAuthenticator(role: 'user' | 'admin' = 'user') {
  const user = await createUser(db(), { role });
  const setup = t.agent();
  await setup.request('/api/auth/login', { json: { username: user.username, password: user.password } });
  const factor = await setUpAuthenticator(sendOf(setup));
  return { user, factor };
}
const login = (agent: Agent, user: { username: string; password: string }) =>
  agent.request('/api/auth/login', { json: { username: user.username, password: user.password } });
const answer = (agent: Agent, code: string) => agent.request('/api/auth/second-factor', { json: { code } });
const codeNow = (factor: Authenticator, offset = 0) => codeOfStep(factor.secret, stepAt(Date.now()) + offset);

describe('authenticator setup', () => {
  it('answers a base32 secret and its otpauth URI; a new setup replaces the unconfirmed one', async () => {
    const { agent } = await signedIn(t, 'user');
    const first = await agent.request('/api/auth/totp/setup', { method: 'POST', json: {} });
    expect(first.status).toBe(200);
    expect(first.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(first.body.uri).toMatch(/^otpauth:\/\/totp\/.+secret=[A-Z2-7]{32}/);
    // the key URI format's defaults, left out: SHA-1, 6 digits, 30 s
    const params = new URL(first.body.uri).searchParams;
    expect(params.get('secret')).toBe(first.body.secret);
    expect([
      params.get('algorithm') ?? 'SHA1',
      params.get('digits') ?? '6',
      params.get('period') ?? '30',
    ]).toEqual(['SHA1', '6', '30']);
    const second = await agent.request('/api/auth/totp/setup', { method: 'POST', json: {} });
    const stale = await codeOfStep(first.body.secret, stepAt(Date.now()));
    const refused = await agent.request('/api/auth/totp/confirm', { json: { code: stale } });
    expect(refused.status).toBe(400);
    const code = await codeOfStep(second.body.secret, stepAt(Date.now()));
    const confirmed = await agent.request('/api/auth/totp/confirm', { json: { code } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.recoveryCodes).toHaveLength(10);
  });

  it('keeps the secret encrypted and only hashes of the recovery codes', async () => {
    const { user, factor } = await withAuthenticator();
    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect(row?.totpSecret).toMatch(/^v1\./);
    expect(row?.totpSecret).not.toContain(factor.secret);
    expect(row?.totpPendingSecret).toBeNull();
    const stored = await db().select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    expect(stored).toHaveLength(10);
    const plain = factor.recoveryCodes.map((c) => c.replace('-', ''));
    for (const r of stored) expect(plain).not.toContain(r.codeHash);
  });

  it('refuses a confirm without a code of the pending secret (400) and a confirm without a setup', async () => {
    const { agent } = await signedIn(t, 'user');
    expect((await agent.request('/api/auth/totp/confirm', { json: { code: '123456' } })).status).toBe(400);
    await agent.request('/api/auth/totp/setup', { method: 'POST', json: {} });
    expect((await agent.request('/api/auth/totp/confirm', { json: { code: 'abc' } })).status).toBe(400);
  });
});

describe('sign-in with a second factor', () => {
  it('answers secondFactorRequired to the right password; nothing opens until the code', async () => {
    const { user, factor } = await withAuthenticator('admin');
    const agent = t.agent();
    const res = await login(agent, user);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ secondFactorRequired: true });
    expect((await agent.request('/api/auth/me')).status).toBe(401);
    expect((await agent.request('/api/user/profile')).status).toBe(401);
    expect((await agent.request('/api/admin/stats')).status).toBe(401);
    const done = await answer(agent, await codeNow(factor));
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ username: user.username, role: 'admin' });
    expect((await agent.request('/api/auth/me')).status).toBe(200);
    expect((await agent.request('/api/admin/stats')).status).toBe(200);
  });

  it('refuses a replayed code, accepts the previous window, refuses two windows back', async () => {
    const { user, factor } = await withAuthenticator();
    const first = t.agent();
    await login(first, user);
    const code = await codeNow(factor);
    expect((await answer(first, code)).status).toBe(200);
    const second = t.agent();
    await login(second, user);
    expect((await answer(second, code)).status).toBe(401);
    later(STEP_MS);
    // now `code` is the previous window's: still refused, its step is spent
    expect((await answer(second, code)).status).toBe(401);
    later(STEP_MS);
    expect((await answer(second, await codeNow(factor, -2))).status).toBe(401);
    expect((await answer(second, await codeNow(factor, -1))).status).toBe(200);
  });

  it('takes each recovery code once, in any case and with or without its dash', async () => {
    const { user, factor } = await withAuthenticator();
    const [recovery = ''] = factor.recoveryCodes;
    const first = t.agent();
    await login(first, user);
    expect((await answer(first, recovery.toUpperCase())).status).toBe(200);
    const second = t.agent();
    await login(second, user);
    expect((await answer(second, recovery.replace('-', ''))).status).toBe(401);
    expect((await answer(second, factor.recoveryCodes[1] ?? '')).status).toBe(200);
  });

  it('counts wrong codes with wrong passwords: five in a row lock the account (429)', async () => {
    const { user, factor } = await withAuthenticator();
    for (let i = 0; i < 3; i++)
      expect((await login(t.agent(), { ...user, password: `wrong-guess-${i}-pass` })).status).toBe(401);
    const agent = t.agent();
    // the right password neither resets the count nor adds to it
    expect((await login(agent, user)).body).toEqual({ secondFactorRequired: true });
    expect((await answer(agent, '000000')).status).toBe(401);
    expect((await answer(agent, '111111')).status).toBe(401);
    const locked = await answer(agent, await codeNow(factor));
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(800);
    expect((await login(t.agent(), user)).status).toBe(429);
  });

  it('starts the count over only when a sign-in completes', async () => {
    const { user, factor } = await withAuthenticator();
    const agent = t.agent();
    for (let i = 0; i < 4; i++) {
      await login(agent, user);
      expect((await answer(agent, '000000')).status).toBe(401);
    }
    await login(agent, user);
    expect((await answer(agent, await codeNow(factor))).status).toBe(200);
    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect(row?.failedLoginAttempts).toBe(0);
  });

  it('gives the code five minutes; a logout ends the wait; with nothing pending → 401', async () => {
    const { user, factor } = await withAuthenticator();
    expect((await answer(t.agent(), await codeNow(factor))).status).toBe(401);
    const agent = t.agent();
    await login(agent, user);
    await agent.request('/api/auth/logout', { method: 'POST', json: {} });
    expect((await answer(agent, await codeNow(factor))).status).toBe(401);
    await login(agent, user);
    later(5 * 60_000 + 1000);
    expect((await answer(agent, await codeNow(factor))).status).toBe(401);
  });
});

describe('verifying codes', () => {
  it('accepts the code of now and of the step before, never one ahead, and spends the step', async () => {
    const { user, factor } = await withAuthenticator();
    const keys = t.deps.config.dataKeys;
    const log = createLogger('silent');
    const base = (stepAt(Date.now()) + 10) * STEP_MS;
    const at = (ms: number) => new Date(base + ms);
    const attempt = async (step: number, now: Date) =>
      verifySecondFactor(
        db(),
        log,
        keys,
        { userId: user.id, code: await codeOfStep(factor.secret, step), ip: 'x', completesSignIn: false },
        now,
      ).then(
        () => 'ok',
        (e: { kind: string }) => e.kind,
      );
    const step = stepAt(base);
    expect(await attempt(step + 1, at(5000))).toBe('unauthorized');
    expect(await attempt(step - 1, at(5000))).toBe('ok');
    expect(await attempt(step - 1, at(6000))).toBe('unauthorized');
    expect(await attempt(step, at(29_000))).toBe('ok');
    expect(await attempt(step, at(STEP_MS + 1000))).toBe('unauthorized');
  });
});

describe('step-up', () => {
  it('asks an admin whose factor is over 10 minutes old for a code before a request is opened', async () => {
    const { agent, user, factor } = await signedIn(t, 'admin');
    if (!factor) throw new Error('no factor');
    expect((await agent.request('/api/admin/travel-insurance/999999')).status).toBe(404);
    later(11 * 60_000);
    for (const path of [
      '/api/admin/travel-insurance/999999',
      '/api/admin/members.csv',
      '/api/admin/newsletter.csv',
      '/api/admin/travel-insurance.csv',
      '/api/admin/contact-messages.csv',
      '/api/admin/users.csv',
      '/api/admin/audit-log.csv',
      '/api/admin/users/1/documents/1/preview',
      '/api/admin/users/1/documents/1/download',
    ]) {
      const refused = await agent.request(path);
      expect(refused.status, path).toBe(403);
      expect(refused.body.code).toBe('STEP_UP_REQUIRED');
    }
    expect((await agent.request('/api/admin/stats')).status).toBe(200);
    const stepped = await answer(agent, await codeNow(factor));
    expect(stepped.status).toBe(200);
    expect((await agent.request('/api/admin/travel-insurance/999999')).status).toBe(404);
    const entries = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, user.id), eq(auditLog.action, 'auth.stepUp')));
    expect(entries).toHaveLength(1);
  });
});

describe('turning the authenticator off', () => {
  it("refuses an admin's only factor (403); with a passkey too it goes", async () => {
    const { agent, user, factor } = await signedIn(t, 'admin');
    if (!factor) throw new Error('no factor');
    const code = await codeNow(factor);
    expect((await agent.request('/api/auth/totp', { method: 'DELETE', json: { code } })).status).toBe(403);
    await db()
      .insert(passkeys)
      .values({ id: `key-${user.id}`, userId: user.id, name: 'laptop', publicKey: new Uint8Array([1]) });
    const off = await agent.request('/api/auth/totp', { method: 'DELETE', json: { code } });
    expect(off.status).toBe(200);
    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect(row?.totpSecret).toBeNull();
  });

  it("turns a customer's off with a right code only; the password alone signs in again", async () => {
    const { user, factor } = await withAuthenticator();
    const agent = t.agent();
    await signInWithFactor(sendOf(agent), user, factor);
    // the session's factor is stale by now: the code asked is the step-up, no other is asked first
    later(11 * 60_000);
    const wrong = await agent.request('/api/auth/totp', { method: 'DELETE', json: { code: '000000' } });
    expect(wrong.status).toBe(400);
    const off = await agent.request('/api/auth/totp', {
      method: 'DELETE',
      json: { code: await codeNow(factor) },
    });
    expect(off.status).toBe(200);
    expect((await login(t.agent(), user)).body).toEqual({ username: user.username, role: 'user' });
  });
});

describe('admins without a second factor', () => {
  it('get 403 SECOND_FACTOR_SETUP_REQUIRED from admin paths until they set one up', async () => {
    const admin = await createUser(db(), { role: 'admin' });
    const agent = t.agent();
    expect((await login(agent, admin)).body).toEqual({ username: admin.username, role: 'admin' });
    const refused = await agent.request('/api/admin/stats');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'SECOND_FACTOR_SETUP_REQUIRED' });
    expect(refused.body.error).toMatch(/[\u0590-\u05FF]/);
    await setUpAuthenticator(sendOf(agent));
    expect((await agent.request('/api/admin/stats')).status).toBe(200);
  });

  it('lose every factor only through the command line reset', async () => {
    const { user } = await withAuthenticator('admin');
    await db()
      .insert(passkeys)
      .values({ id: `reset-${user.id}`, userId: user.id, name: 'phone', publicKey: new Uint8Array([1]) });
    expect(await resetSecondFactor(db(), user.username.toUpperCase())).toMatchObject({ id: user.id });
    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect(row?.totpSecret).toBeNull();
    expect(await db().select().from(passkeys).where(eq(passkeys.userId, user.id))).toEqual([]);
    expect(await db().select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id))).toEqual([]);
    expect((await login(t.agent(), user)).body).toEqual({ username: user.username, role: 'admin' });
    expect(await resetSecondFactor(db(), 'no-such-user')).toBeUndefined();
  });
});
