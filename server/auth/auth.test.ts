import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/app';
import { linkToken, mailsTo, resetToken, textOf } from '../../tests/outbox';
import { createUser, TEST_PASSWORD, uniqueName } from '../../tests/users';
import { users } from '../db/schema';
import { authMessages, RESET_REQUEST_ANSWER_MS } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT: 'off' } });
});
afterAll(() => t.close());

const newAccount = () => {
  const username = uniqueName('reg');
  return { username, password: TEST_PASSWORD, email: `${username}@example.com` };
};
const sessionCookie = (res: { headers: Headers }) =>
  res.headers.getSetCookie().find((line) => line.startsWith('session='));

describe('POST /api/auth/register', () => {
  it('answers 201 {username, role}, signs in with an HttpOnly SameSite=Lax cookie', async () => {
    const agent = t.agent();
    const account = newAccount();
    const res = await agent.request('/api/auth/register', { json: account });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ username: account.username, role: 'user' });
    const cookie = sessionCookie(res);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    const me = await agent.request('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body).toEqual({ username: account.username, role: 'user' });
  });

  it('stores an argon2id hash, never the password', async () => {
    const account = newAccount();
    await t.request('/api/auth/register', { json: account, cookies: false });
    const [row] = await t.deps.database.db.select().from(users).where(eq(users.username, account.username));
    expect(row?.password).toMatch(/^\$argon2id\$/);
  });

  it.each([
    ['username', authMessages.usernameTaken],
    ['email', authMessages.emailTaken],
  ] as const)(
    'answers 409 on a taken %s (whatever its case), with the issue on that field',
    async (field, message) => {
      const first = newAccount();
      expect((await t.agent().request('/api/auth/register', { json: first })).status).toBe(201);
      const res = await t.agent().request('/api/auth/register', {
        json: { ...newAccount(), [field]: first[field].toUpperCase() },
      });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ error: message, issues: [{ path: field, message }] });
      expect(res.headers.getSetCookie()).toEqual([]);
    },
  );

  it('answers the same conflict over tRPC: CONFLICT, the Hebrew message and the field issue', async () => {
    const first = newAccount();
    expect((await t.agent().request('/api/auth/register', { json: first })).status).toBe(201);
    const res = await t.agent().request('/trpc/auth.register', {
      json: { json: { ...newAccount(), email: first.email } },
    });
    expect(res.status).toBe(409);
    expect(res.body.error.json.message).toBe(authMessages.emailTaken);
    expect(res.body.error.json.data).toMatchObject({
      code: 'CONFLICT',
      issues: [{ path: 'email', message: authMessages.emailTaken }],
    });
  });

  it.each([
    ['username', '', 'יש להזין שם משתמש'],
    ['username', 'ab', 'שם המשתמש חייב להכיל בין 3 ל־32 תווים: אותיות, ספרות, נקודה, קו תחתון או מקף'],
    [
      'username',
      'a'.repeat(33),
      'שם המשתמש חייב להכיל בין 3 ל־32 תווים: אותיות, ספרות, נקודה, קו תחתון או מקף',
    ],
    ['username', 'bad name!', 'שם המשתמש חייב להכיל בין 3 ל־32 תווים: אותיות, ספרות, נקודה, קו תחתון או מקף'],
    ['password', 'short', 'הסיסמה חייבת להכיל לפחות 8 תווים'],
    ['password', 'x'.repeat(129), 'הסיסמה ארוכה מדי (עד 128 תווים)'],
    ['email', 'not-an-email', 'כתובת דוא״ל לא תקינה'],
  ])('answers 400 with an issue for a bad %s (%s)', async (field, value, message) => {
    const res = await t.agent().request('/api/auth/register', { json: { ...newAccount(), [field]: value } });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/[\u0590-\u05FF]/);
    expect(res.body.issues).toEqual([{ path: field, message }]);
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('lists one issue per failed field', async () => {
    const res = await t
      .agent()
      .request('/api/auth/register', { json: { username: 'x', password: 'y', email: 'z' } });
    expect(res.status).toBe(400);
    expect(res.body.issues.map((i: { path: string }) => i.path).sort()).toEqual([
      'email',
      'password',
      'username',
    ]);
  });
});

describe('POST /api/auth/login', () => {
  it('answers 200 {username, role} and a session cookie', async () => {
    const user = await createUser(t.deps.database.db);
    const agent = t.agent();
    const res = await agent.request('/api/auth/login', {
      json: { username: user.username, password: user.password, email: '' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ username: user.username, role: 'user' });
    expect(sessionCookie(res)).toMatch(/HttpOnly/i);
    expect((await agent.request('/api/auth/me')).status).toBe(200);
  });

  it('gives a wrong password and an unknown user the identical 401 answer', async () => {
    const user = await createUser(t.deps.database.db);
    const wrong = await t
      .agent()
      .request('/api/auth/login', { json: { username: user.username, password: 'nope-nope' } });
    const unknown = await t.agent().request('/api/auth/login', {
      json: { username: uniqueName('ghost'), password: 'nope-nope' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.text).toBe(unknown.text);
    expect(wrong.body).toEqual({ error: authMessages.badCredentials });
    expect(wrong.headers.getSetCookie()).toEqual([]);
  });

  it('also signs in over the tRPC door, with Set-Cookie on that answer', async () => {
    const user = await createUser(t.deps.database.db);
    const agent = t.agent();
    const res = await agent.request('/trpc/auth.login', {
      json: { json: { username: user.username, password: user.password } },
    });
    expect(res.status).toBe(200);
    expect(res.body.result.data.json).toEqual({ username: user.username, role: 'user' });
    expect(sessionCookie(res)).toMatch(/HttpOnly/i);
    const me = await agent.request('/trpc/auth.me');
    expect(me.status).toBe(200);
    expect(me.body.result.data.json.username).toBe(user.username);
  });
});

describe('GET /api/auth/me and POST /api/auth/logout', () => {
  it('answers 401 JSON when signed out, and for a tampered cookie', async () => {
    const anonymous = await t.agent().request('/api/auth/me');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error).toMatch(/[\u0590-\u05FF]/);
    const tampered = await t
      .agent()
      .request('/api/auth/me', { headers: { cookie: 'session=Fe26.2**garbage*%E0' } });
    expect(tampered.status).toBe(401);
  });

  it('ends the session on the server: a cookie captured before logout is refused afterwards', async () => {
    const user = await createUser(t.deps.database.db);
    const agent = t.agent();
    await agent.request('/api/auth/login', { json: { username: user.username, password: user.password } });
    const captured = agent.cookieHeader();
    expect(captured).toMatch(/^session=/);

    const out = await agent.request('/api/auth/logout', { method: 'POST' });
    expect(out.status).toBe(200);
    expect(sessionCookie(out)).toMatch(/Max-Age=0/i);
    // the browser's device cookie stays: it names the browser, not a sign-in
    expect([...agent.jar.keys()]).toEqual(['device']);
    expect((await agent.request('/api/auth/me')).status).toBe(401);

    const replayed = await t.agent().request('/api/auth/me', { headers: { cookie: captured } });
    expect(replayed.status).toBe(401);
  });

  it('answers 200 to a logout without a session', async () => {
    expect((await t.agent().request('/api/auth/logout', { method: 'POST' })).status).toBe(200);
  });
});

describe('password reset', () => {
  const outboxFor = (to: string) => mailsTo(t.deps.database.db, to, 'password-reset');

  async function requestReset(email: string) {
    const res = await t.agent().request('/api/auth/forgot-password', { json: { email } });
    expect(res.status).toBe(202);
    return resetToken(t, email);
  }

  it('answers 202 for a known and an unknown address; only the known one gets a link', async () => {
    const user = await createUser(t.deps.database.db);
    const unknown = `${uniqueName('nobody')}@example.com`;
    const known = await t.agent().request('/api/auth/forgot-password', { json: { email: user.email } });
    const other = await t.agent().request('/api/auth/forgot-password', { json: { email: unknown } });
    expect(known.status).toBe(202);
    expect(other.status).toBe(202);
    expect(known.text).toBe(other.text);
    const [mail] = await outboxFor(user.email);
    expect(mail?.kind).toBe('password-reset');
    expect(textOf(t, mail)).toMatch(
      new RegExp(`${t.deps.config.publicUrl}/reset-password\\?token=[\\w-]{43}\n`),
    );
    expect(await outboxFor(unknown)).toEqual([]);
  });

  it('answers a known and an unknown address after the same time, the link committed first', async () => {
    const user = await createUser(t.deps.database.db);
    const timed = async (email: string) => {
      const started = performance.now();
      const res = await t.agent().request('/api/auth/forgot-password', { json: { email } });
      expect(res.status).toBe(202);
      return performance.now() - started;
    };
    // the answer's own floor: the lookup and the link's writes take far less, so both take it
    expect(await timed(user.email)).toBeGreaterThanOrEqual(RESET_REQUEST_ANSWER_MS - 1);
    expect(await outboxFor(user.email)).toHaveLength(1);
    expect(await timed(`${uniqueName('nobody')}@example.com`)).toBeGreaterThanOrEqual(
      RESET_REQUEST_ANSWER_MS - 1,
    );
  });

  it('keeps no token in clear in the outbox: a registration’s and a reset’s links are sealed', async () => {
    const account = newAccount();
    expect((await t.agent().request('/api/auth/register', { json: account })).status).toBe(201);
    await t.agent().request('/api/auth/forgot-password', { json: { email: account.email } });
    const mails = await mailsTo(t.deps.database.db, account.email);
    expect(mails.map((m) => m.kind).sort()).toEqual(['email-verification', 'password-reset']);
    const [row] = await t.deps.database.db.select().from(users).where(eq(users.email, account.email));
    const sha = (token: string) => createHash('sha256').update(token).digest('hex');
    for (const mail of mails) {
      const page = mail.kind === 'password-reset' ? '/reset-password' : '/verify-email';
      const token = linkToken(textOf(t, mail), page) ?? '';
      // the working link's token: its hash is the account's
      expect(sha(token)).toBe(mail.kind === 'password-reset' ? row?.passwordResetToken : row?.emailTokenHash);
      expect(JSON.stringify(mail)).not.toContain(token);
      expect(mail.text).toContain(`${page}?token={secret}`);
    }
  });

  it('resets once (200), refuses the same token again (400) and ends the old sessions', async () => {
    const user = await createUser(t.deps.database.db);
    const agent = t.agent();
    await agent.request('/api/auth/login', { json: { username: user.username, password: user.password } });
    expect((await agent.request('/api/auth/me')).status).toBe(200);

    const token = await requestReset(user.email);
    const reset = await t
      .agent()
      .request('/api/auth/reset-password', { json: { token, password: 'a-brand-new-secret' } });
    expect(reset.status).toBe(200);
    const again = await t
      .agent()
      .request('/api/auth/reset-password', { json: { token, password: 'another-secret-1' } });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ error: authMessages.resetInvalid });

    expect((await agent.request('/api/auth/me')).status).toBe(401);
    const oldPassword = await t.agent().request('/api/auth/login', {
      json: { username: user.username, password: user.password },
    });
    expect(oldPassword.status).toBe(401);
    const newPassword = await t.agent().request('/api/auth/login', {
      json: { username: user.username, password: 'a-brand-new-secret' },
    });
    expect(newPassword.status).toBe(200);
  });

  it('refuses an expired token with 400', async () => {
    const user = await createUser(t.deps.database.db);
    const token = await requestReset(user.email);
    await t.deps.database.db
      .update(users)
      .set({ passwordResetExpires: new Date(Date.now() - 1000) })
      .where(eq(users.id, user.id));
    const res = await t
      .agent()
      .request('/api/auth/reset-password', { json: { token, password: 'a-brand-new-secret' } });
    expect(res.status).toBe(400);
  });

  it('refuses an unknown token with 400', async () => {
    const res = await t.agent().request('/api/auth/reset-password', {
      json: { token: 'x'.repeat(43), password: 'a-brand-new-secret' },
    });
    expect(res.status).toBe(400);
  });
});

describe('account lockout', () => {
  async function lockOut(username: string) {
    for (let i = 0; i < 5; i++) {
      const res = await t
        .agent()
        .request('/api/auth/login', { json: { username, password: `wrong-${i}-password` } });
      expect(res.status).toBe(401);
    }
  }

  it('locks after 5 failures: the right password then answers 429 with Retry-After, until the lock ends', async () => {
    const user = await createUser(t.deps.database.db);
    await lockOut(user.username);
    const locked = await t.agent().request('/api/auth/login', {
      json: { username: user.username, password: user.password },
    });
    expect(locked.status).toBe(429);
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(locked.body.error).toMatch(/[\u0590-\u05FF]/);
    expect(locked.headers.getSetCookie()).toEqual([]);

    await t.deps.database.db
      .update(users)
      .set({ accountLockedUntil: new Date(Date.now() - 1000) })
      .where(eq(users.id, user.id));
    const after = await t.agent().request('/api/auth/login', {
      json: { username: user.username, password: user.password },
    });
    expect(after.status).toBe(200);
  });

  it('stays on with RATE_LIMIT=off, and the tRPC door also says Retry-After', async () => {
    expect(t.deps.config.rateLimit).toBe(false);
    const user = await createUser(t.deps.database.db);
    await lockOut(user.username);
    const res = await t.agent().request('/trpc/auth.login', {
      json: { json: { username: user.username, password: user.password } },
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(res.body.error.json.message).toMatch(/[\u0590-\u05FF]/);
  });

  it('counts failures in a row only: a success resets the count', async () => {
    const user = await createUser(t.deps.database.db);
    for (let i = 0; i < 4; i++) {
      await t
        .agent()
        .request('/api/auth/login', { json: { username: user.username, password: 'wrong-password' } });
    }
    const ok = await t
      .agent()
      .request('/api/auth/login', { json: { username: user.username, password: user.password } });
    expect(ok.status).toBe(200);
    await t
      .agent()
      .request('/api/auth/login', { json: { username: user.username, password: 'wrong-password' } });
    const again = await t.agent().request('/api/auth/login', {
      json: { username: user.username, password: user.password },
    });
    expect(again.status).toBe(200);
  });
});
