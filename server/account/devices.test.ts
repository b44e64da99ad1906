import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, createTestApp, type TestApp } from '../../tests/app';
import { mailsTo } from '../../tests/outbox';
import { uniqueName } from '../../tests/users';
import { knownDevices, users } from '../db/schema';
import { NEW_DEVICE_MAIL_KIND, pruneKnownDevices } from './devices';

let t: TestApp;
const db = () => t.deps.database.db;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT: 'off', PUBLIC_URL: 'http://localhost:3000' } });
});
afterAll(() => t.close());

const PASSWORD = 'correct-horse-battery';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

/** Registers in `agent` (that browser is then a known device) and signs out. */
async function registered(agent: Agent) {
  const username = uniqueName('dev');
  const email = `${username}@example.com`;
  const res = await agent.request('/api/auth/register', { json: { username, password: PASSWORD, email } });
  expect(res.status).toBe(201);
  await agent.request('/api/auth/logout', { method: 'POST' });
  return { username, email };
}

const login = (agent: Agent, username: string, headers: Record<string, string> = {}) =>
  agent.request('/api/auth/login', { json: { username, password: PASSWORD }, headers });
const newDeviceMails = (email: string) => mailsTo(db(), email, NEW_DEVICE_MAIL_KIND);

describe('a sign-in from a new device', () => {
  it('mails the account once per new browser, never for one it signed in from before', async () => {
    const laptop = t.agent();
    const { username, email } = await registered(laptop);
    // the browser it registered in is known already
    expect((await login(laptop, username)).status).toBe(200);
    expect(await newDeviceMails(email)).toEqual([]);

    const phone = t.agent();
    expect((await login(phone, username, { 'user-agent': IPHONE })).status).toBe(200);
    const [mail, ...more] = await newDeviceMails(email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('כניסה לחשבון שלכם ממכשיר חדש');
    expect(mail?.text).toContain('Safari ב־iOS');
    expect(mail?.text).toContain('http://localhost:3000/dashboard');

    // the phone again, and the laptop again: both known now
    await phone.request('/api/auth/logout', { method: 'POST' });
    expect((await login(phone, username, { 'user-agent': IPHONE })).status).toBe(200);
    expect((await login(laptop, username)).status).toBe(200);
    expect(await newDeviceMails(email)).toHaveLength(1);

    // a third browser: a second mail
    expect((await login(t.agent(), username)).status).toBe(200);
    expect(await newDeviceMails(email)).toHaveLength(2);
  });

  it('keeps the device id in a long-lived HttpOnly cookie, and only its hash in the database', async () => {
    const agent = t.agent();
    const { username } = await registered(agent);
    const deviceId = agent.jar.get('device') ?? '';
    expect(deviceId).toMatch(/^[\w-]{43}$/);
    const fresh = t.agent();
    const res = await login(fresh, username);
    const cookie = res.headers.getSetCookie().find((line) => line.startsWith('device=')) ?? '';
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Max-Age=34560000/);
    const [user] = await db().select({ id: users.id }).from(users).where(eq(users.username, username));
    const rows = await db()
      .select()
      .from(knownDevices)
      .where(eq(knownDevices.userId, user?.id ?? 0));
    expect(rows).toHaveLength(2);
    expect(JSON.stringify(rows)).not.toContain(deviceId);
  });

  it('one browser is new to each account separately, and a wrong password records nothing', async () => {
    const shared = t.agent();
    const first = await registered(t.agent());
    const second = await registered(t.agent());
    expect(
      (await shared.request('/api/auth/login', { json: { username: first.username, password: 'wrong-one' } }))
        .status,
    ).toBe(401);
    expect(await newDeviceMails(first.email)).toEqual([]);
    await login(shared, first.username);
    await shared.request('/api/auth/logout', { method: 'POST' });
    await login(shared, second.username);
    expect(await newDeviceMails(first.email)).toHaveLength(1);
    expect(await newDeviceMails(second.email)).toHaveLength(1);
  });

  it('forgets devices unseen for 400 days', async () => {
    const agent = t.agent();
    const { username } = await registered(agent);
    const [user] = await db().select({ id: users.id }).from(users).where(eq(users.username, username));
    const userId = user?.id ?? 0;
    await db()
      .update(knownDevices)
      .set({ lastSeenAt: new Date(Date.now() - 401 * 24 * 3600_000) })
      .where(eq(knownDevices.userId, userId));
    await pruneKnownDevices(db());
    expect(await db().select().from(knownDevices).where(eq(knownDevices.userId, userId))).toEqual([]);
  });
});
