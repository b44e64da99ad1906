import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionMessages } from '../../src/shared/account';
import { createTestApp, type TestApp } from '../../tests/app';
import { createUser } from '../../tests/users';
import { sessions } from '../db/schema';
import { describeDevice } from './sessions';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT: 'off' } });
});
afterAll(() => t.close());

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

/** The same user signed in from two browsers, each with its own user agent. */
async function twoDevices() {
  const user = await createUser(t.deps.database.db);
  const signIn = async (userAgent: string) => {
    const agent = t.agent();
    const res = await agent.request('/api/auth/login', {
      json: { username: user.username, password: user.password },
      headers: { 'user-agent': userAgent },
    });
    expect(res.status).toBe(200);
    return agent;
  };
  return { user, laptop: await signIn(CHROME_WINDOWS), phone: await signIn(SAFARI_IPHONE) };
}

describe('GET /api/user/sessions', () => {
  it('lists the account’s devices, this one marked, with browser, system and the minute last seen', async () => {
    const { laptop } = await twoDevices();
    const res = await laptop.request('/api/user/sessions');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(2);
    const current = res.body.find((s: { current: boolean }) => s.current);
    const other = res.body.find((s: { current: boolean }) => !s.current);
    expect(current).toMatchObject({ userAgent: CHROME_WINDOWS, browser: 'Chrome', os: 'Windows' });
    expect(other).toMatchObject({ userAgent: SAFARI_IPHONE, browser: 'Safari', os: 'iOS' });
    expect(typeof current.id).toBe('string');
    expect(new Date(current.lastSeenAt).getSeconds()).toBe(0);
    expect(new Date(current.lastSeenAt).getMilliseconds()).toBe(0);
  });

  it('never shows the stored session id (the cookie’s hash)', async () => {
    const { user, laptop } = await twoDevices();
    const rows = await t.deps.database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    const ids = (await laptop.request('/api/user/sessions')).body.map((s: { id: string }) => s.id);
    for (const row of rows) expect(ids).not.toContain(row.id);
  });

  it('answers 401 when signed out', async () => {
    expect((await t.agent().request('/api/user/sessions')).status).toBe(401);
    expect((await t.agent().request('/api/user/sessions', { method: 'DELETE' })).status).toBe(401);
  });
});

describe('DELETE /api/user/sessions/{id} and DELETE /api/user/sessions', () => {
  it('ends the other device: its next request is signed out', async () => {
    const { laptop, phone } = await twoDevices();
    const listed = (await laptop.request('/api/user/sessions')).body;
    const other = listed.find((s: { current: boolean }) => !s.current);
    const res = await laptop.request(`/api/user/sessions/${other.id}`, { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect((await phone.request('/api/auth/me')).status).toBe(401);
    expect((await laptop.request('/api/auth/me')).status).toBe(200);
    expect((await laptop.request('/api/user/sessions')).body).toHaveLength(1);
  });

  it('answers 404 for another account’s session and for an unknown id, ending nothing', async () => {
    const mine = await twoDevices();
    const theirs = await twoDevices();
    const theirId = (await theirs.laptop.request('/api/user/sessions')).body[0].id;
    for (const id of [theirId, 'no-such-session']) {
      const res = await mine.laptop.request(`/api/user/sessions/${id}`, { method: 'DELETE' });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: sessionMessages.notFound });
    }
    expect((await theirs.laptop.request('/api/auth/me')).status).toBe(200);
    expect((await theirs.phone.request('/api/auth/me')).status).toBe(200);
  });

  it('ends every session but the current one', async () => {
    const { user, laptop, phone } = await twoDevices();
    const third = t.agent();
    await third.request('/api/auth/login', { json: { username: user.username, password: user.password } });
    const res = await laptop.request('/api/user/sessions', { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect((await phone.request('/api/auth/me')).status).toBe(401);
    expect((await third.request('/api/auth/me')).status).toBe(401);
    const left = (await laptop.request('/api/user/sessions')).body;
    expect(left).toHaveLength(1);
    expect(left[0].current).toBe(true);
  });
});

describe('describeDevice', () => {
  it('names browser and system, or nothing for an unknown agent', () => {
    expect(describeDevice(SAFARI_IPHONE)).toEqual({ browser: 'Safari', os: 'iOS' });
    expect(describeDevice(null)).toEqual({ browser: null, os: null });
    expect(describeDevice('curl/8.5.0')).toMatchObject({ os: null });
  });
});
