import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages, profileMessages } from '../../src/shared/account';
import { passwordMessages } from '../../src/shared/auth';
import { type Agent, createTestApp, type TestApp } from '../../tests/app';
import { signedIn, TEST_PASSWORD } from '../../tests/users';
import { COMMON_PASSWORD_MESSAGE } from '../auth/password-policy';
import { createPolicy } from '../db/factories';
import { auditLog, emailOutbox, userProfiles, users } from '../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT: 'off' } });
});
afterAll(() => t.close());

const db = () => t.deps.database.db;

/** tRPC over HTTP as the browser sends it: queries as GET with `input`, mutations as POST. */
async function trpc(agent: Agent, path: string, input?: unknown, mutation = false) {
  const res = mutation
    ? await agent.request(`/trpc/${path}`, { json: { json: input } })
    : await agent.request(`/trpc/${path}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`);
  return { status: res.status, data: res.body?.result?.data?.json, error: res.body?.error?.json };
}

const valid = {
  fullName: 'דנה כהן',
  phone: '050-123 4567',
  address: 'הרצל 10, תל אביב',
  birthDate: '1985-04-12',
};
const empty = { fullName: '', phone: '', address: '', birthDate: null };

describe('GET/PUT /api/user/profile and account.profile.get/update', () => {
  it('answers 401 on both doors when signed out', async () => {
    const anonymous = t.agent();
    expect((await anonymous.request('/api/user/profile')).status).toBe(401);
    expect((await anonymous.request('/api/user/profile', { method: 'PUT', json: valid })).status).toBe(401);
    expect((await trpc(anonymous, 'account.profile.get')).status).toBe(401);
  });

  it('gives a new user empty strings and a null birth date, on both doors', async () => {
    const { agent } = await signedIn(t);
    const rest = await agent.request('/api/user/profile');
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual(empty);
    expect(await trpc(agent, 'account.profile.get')).toMatchObject({ status: 200, data: empty });
  });

  it('saves the profile with the phone as typed, stored and answered as digits', async () => {
    const { agent, user } = await signedIn(t);
    const res = await agent.request('/api/user/profile', { method: 'PUT', json: valid });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...valid, phone: '0501234567' });
    expect((await agent.request('/api/user/profile')).body).toEqual({ ...valid, phone: '0501234567' });
    const [row] = await db().select().from(userProfiles).where(eq(userProfiles.userId, user.id));
    expect(row?.phone).toBe('0501234567');
  });

  it('replaces the one profile row on a second save and moves its updatedAt; the tRPC door too', async () => {
    const { agent, user } = await signedIn(t);
    await agent.request('/api/user/profile', { method: 'PUT', json: valid });
    const rowOf = async () => db().select().from(userProfiles).where(eq(userProfiles.userId, user.id));
    const [first] = await rowOf();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const next = { fullName: 'דנה לוי', phone: '+972 3-1234567', address: 'ויצמן 5, חיפה', birthDate: '' };
    const res = await trpc(agent, 'account.profile.update', next, true);
    expect(res).toMatchObject({
      status: 200,
      data: { fullName: 'דנה לוי', phone: '031234567', address: 'ויצמן 5, חיפה', birthDate: null },
    });
    const rows = await rowOf();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.updatedAt.getTime()).toBeGreaterThan(first?.updatedAt.getTime() ?? Infinity);
  });

  it.each([
    ['fullName', 'א', profileMessages.fullName],
    ['fullName', '   ', profileMessages.fullName],
    ['fullName', undefined, profileMessages.fullName],
    ['fullName', 'א'.repeat(101), profileMessages.fullNameLong],
    ['phone', '12345678', profileMessages.phone],
    ['phone', '050-12345', profileMessages.phone],
    ['phone', 'טלפון', profileMessages.phone],
    ['address', 'רחוב', profileMessages.address],
    ['address', 7, profileMessages.address],
    ['birthDate', '1985-02-30', profileMessages.birthDate],
    ['birthDate', '12/04/1985', profileMessages.birthDate],
    ['birthDate', '2999-01-01', profileMessages.birthDate],
    ['birthDate', '2100-01-01', profileMessages.birthDateFuture],
  ])('answers 400 when %s is %j, with the message under that field', async (field, value, message) => {
    const { agent } = await signedIn(t);
    const res = await agent.request('/api/user/profile', {
      method: 'PUT',
      json: { ...valid, [field]: value },
    });
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([{ path: field, message }]);
    // nothing was stored
    expect((await agent.request('/api/user/profile')).body).toEqual(empty);
  });

  it('answers the same field issues on the tRPC door', async () => {
    const { agent } = await signedIn(t);
    const res = await trpc(agent, 'account.profile.update', { ...valid, fullName: 'א', phone: '1' }, true);
    expect(res.status).toBe(400);
    expect(res.error.data.issues).toEqual(
      expect.arrayContaining([
        { path: 'fullName', message: profileMessages.fullName },
        { path: 'phone', message: profileMessages.phone },
      ]),
    );
  });

  it("never shows or changes another user's profile", async () => {
    const a = await signedIn(t);
    const b = await signedIn(t);
    await a.agent.request('/api/user/profile', { method: 'PUT', json: valid });
    expect((await b.agent.request('/api/user/profile')).body).toEqual(empty);
    // a userId in the body is not a field of the schema: B saves B's own profile
    await b.agent.request('/api/user/profile', {
      method: 'PUT',
      json: { ...valid, fullName: 'מישהו אחר', userId: a.user.id },
    });
    expect((await a.agent.request('/api/user/profile')).body.fullName).toBe(valid.fullName);
    expect((await b.agent.request('/api/user/profile')).body.fullName).toBe('מישהו אחר');
  });
});

describe('POST /api/user/password and account.profile.changePassword', () => {
  const NEW_PASSWORD = 'blue-lantern-harbor-92';

  async function secondSession(username: string, password = TEST_PASSWORD) {
    const other = t.agent();
    const res = await other.request('/api/auth/login', { json: { username, password } });
    expect(res.status).toBe(200);
    return other;
  }

  it('changes the password, keeps this session, ends the others, audits it and mails a notice', async () => {
    const { agent, user } = await signedIn(t);
    const other = await secondSession(user.username);

    const res = await agent.request('/api/user/password', {
      json: { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });

    expect((await agent.request('/api/user/profile')).status).toBe(200);
    expect((await other.request('/api/user/profile')).status).toBe(401);
    const login = (password: string) =>
      t.agent().request('/api/auth/login', { json: { username: user.username, password } });
    expect((await login(TEST_PASSWORD)).status).toBe(401);
    expect((await login(NEW_PASSWORD)).status).toBe(200);

    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'account.changePassword'), eq(auditLog.actorId, user.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ targetType: 'user', targetId: String(user.id) });

    const mails = await db().select().from(emailOutbox).where(eq(emailOutbox.to, user.email));
    const notice = mails.find((m) => m.kind === 'password-changed');
    expect(notice?.subject).toBe('הסיסמה שלכם באתר שונתה');
    expect(notice?.text).toContain(user.username);
    expect(notice?.text).not.toContain(NEW_PASSWORD);
  });

  it('works the same on the tRPC door', async () => {
    const { agent, user } = await signedIn(t);
    const other = await secondSession(user.username);
    const res = await trpc(
      agent,
      'account.profile.changePassword',
      { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD },
      true,
    );
    expect(res).toMatchObject({ status: 200, data: { ok: true } });
    expect((await trpc(agent, 'account.profile.get')).status).toBe(200);
    expect((await trpc(other, 'account.profile.get')).status).toBe(401);
  });

  it('refuses a wrong current password with 400 on currentPassword, and changes nothing', async () => {
    const { agent, user } = await signedIn(t);
    const other = await secondSession(user.username);
    const res = await agent.request('/api/user/password', {
      json: { currentPassword: 'not-my-password', newPassword: NEW_PASSWORD },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: accountMessages.wrongCurrentPassword,
      issues: [{ path: 'currentPassword', message: accountMessages.wrongCurrentPassword }],
    });
    expect((await other.request('/api/user/profile')).status).toBe(200);
    const relogin = await t.agent().request('/api/auth/login', {
      json: { username: user.username, password: TEST_PASSWORD },
    });
    expect(relogin.status).toBe(200);
  });

  it('counts wrong current passwords against the login lockout: after five, 429 even for the right one', async () => {
    const { agent, user } = await signedIn(t);
    const attempt = (currentPassword: string) =>
      agent.request('/api/user/password', { json: { currentPassword, newPassword: NEW_PASSWORD } });
    for (let i = 0; i < 5; i++) expect((await attempt(`wrong-guess-${i}`)).status).toBe(400);
    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect(row?.accountLockedUntil).not.toBeNull();

    const locked = await attempt(TEST_PASSWORD);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    const login = await t.agent().request('/api/auth/login', {
      json: { username: user.username, password: TEST_PASSWORD },
    });
    expect(login.status).toBe(429);
  });

  it('clears the failed count when the right current password comes before the fifth', async () => {
    const { agent, user } = await signedIn(t);
    const attempt = (currentPassword: string, newPassword = NEW_PASSWORD) =>
      agent.request('/api/user/password', { json: { currentPassword, newPassword } });
    for (let i = 0; i < 4; i++) await attempt(`wrong-guess-${i}`);
    expect((await attempt(TEST_PASSWORD)).status).toBe(200);
    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ failedLoginAttempts: 0, accountLockedUntil: null });
  });

  it.each([
    ['a common password', 'Password1!', COMMON_PASSWORD_MESSAGE],
    ['one containing the user name', 'USERNAME-and-more', passwordMessages.containsUsername],
    ['a short one', 'short', passwordMessages.tooShort],
    ['whitespace only', '          ', passwordMessages.whitespace],
    ['the current one again', TEST_PASSWORD, accountMessages.samePassword],
  ])('refuses %s with 400 on newPassword', async (_, newPassword, message) => {
    const { agent, user } = await signedIn(t);
    const res = await agent.request('/api/user/password', {
      json: { currentPassword: TEST_PASSWORD, newPassword: newPassword.replace('USERNAME', user.username) },
    });
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([{ path: 'newPassword', message }]);
    const login = await t.agent().request('/api/auth/login', {
      json: { username: user.username, password: TEST_PASSWORD },
    });
    expect(login.status).toBe(200);
  });

  it('asks for the current password when it is missing', async () => {
    const { agent } = await signedIn(t);
    const res = await agent.request('/api/user/password', { json: { newPassword: NEW_PASSWORD } });
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([{ path: 'currentPassword', message: 'יש להזין את הסיסמה הנוכחית' }]);
  });
});

describe('GET /api/user/policies', () => {
  it("lists the caller's own policies (active first, newest start date), never another user's", async () => {
    const { agent, user } = await signedIn(t);
    const stranger = await signedIn(t);
    const ended = await createPolicy(db(), {
      userId: user.id,
      policyType: 'car',
      startDate: '2024-03-01',
      endDate: '2025-02-28',
      status: 'ended',
    });
    const active = await createPolicy(db(), { userId: user.id, policyType: 'home', startDate: '2025-06-01' });
    await createPolicy(db(), { userId: stranger.user.id, policyType: 'life' });

    const res = await agent.request('/api/user/policies');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        id: active.id,
        policyNumber: active.policyNumber,
        policyType: 'home',
        startDate: '2025-06-01',
        endDate: null,
        status: 'active',

        company: '',
        premium: null,
        premiumPeriod: null,
        coverages: [],
        renewalStatus: 'open',
      },
      {
        id: ended.id,
        policyNumber: ended.policyNumber,
        policyType: 'car',
        startDate: '2024-03-01',
        endDate: '2025-02-28',
        status: 'ended',
        company: '',
        premium: null,
        premiumPeriod: null,
        coverages: [],
        renewalStatus: 'open',
      },
    ]);
    expect((await trpc(stranger.agent, 'account.policies.list')).data).toHaveLength(1);
  });
});
