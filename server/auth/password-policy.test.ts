import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordMessages } from '../../src/shared/auth';
import { createTestApp, type TestApp } from '../../tests/app';
import { resetToken } from '../../tests/outbox';
import { createUser, uniqueName } from '../../tests/users';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './password-policy';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT: 'off' } });
});
afterAll(() => t.close());

describe('isCommonPassword', () => {
  it.each([
    '12345678',
    'password',
    'Password1', // any case: 'password1' is on the list
    'PASSWORD',
    'iloveyou',
    'P@ssw0rd!', // leet and a symbol around a listed word
    '2024monkey!',
    "פשדד'םרג", // 'password' typed with the keyboard left on Hebrew
    'aaaaaaaa',
    'abababab',
    'ｐａｓｓｗｏｒｄ', // full-width letters
  ])('refuses %j', async (password) => {
    expect(await isCommonPassword(password)).toBe(true);
  });

  it.each(['correct-horse-battery', 'סוס סוללה מהדק נכון', 'Tel-Aviv sunrise at 5:40', 'mountain-kettle-42'])(
    'accepts %j',
    async (password) => {
      expect(await isCommonPassword(password)).toBe(false);
    },
  );
});

const account = (fields: { username?: string; email?: string; password: string }) => {
  const username = fields.username ?? uniqueName('pw');
  return { username, email: fields.email ?? `${username}@example.com`, password: fields.password };
};

const withName = (username: string) => account({ username, password: `my-${username.toUpperCase()}-pass` });
const withLocalPart = (local: string) =>
  account({ email: `${local}@example.com`, password: `${local.replace('moshe', 'Moshe')}-2024!` });
const refusals = [
  ['12345678', () => account({ password: '12345678' }), COMMON_PASSWORD_MESSAGE],
  ['password', () => account({ password: 'password' }), COMMON_PASSWORD_MESSAGE],
  ['Password1', () => account({ password: 'Password1' }), COMMON_PASSWORD_MESSAGE],
  ['eight spaces', () => account({ password: '        ' }), passwordMessages.whitespace],
  ['the user name', () => withName(uniqueName('dana')), passwordMessages.containsUsername],
  ['the e-mail local part', () => withLocalPart(uniqueName('moshe.cohen')), passwordMessages.containsEmail],
] as const;

describe('the password policy on registration', () => {
  it.each(refusals)('REST: %s → 400 with the reason on `password`', async (_, input, message) => {
    const res = await t.agent().request('/api/auth/register', { json: input() });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: expect.stringMatching(/[\u0590-\u05FF]/),
      issues: [{ path: 'password', message }],
    });
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it.each(refusals)('tRPC: %s → BAD_REQUEST with the reason on `password`', async (_, input, message) => {
    const res = await t.agent().request('/trpc/auth.register', { json: { json: input() } });
    expect(res.status).toBe(400);
    expect(res.body.error.json.data).toMatchObject({
      code: 'BAD_REQUEST',
      issues: [{ path: 'password', message }],
    });
  });

  it('accepts a passphrase (201), also one holding a short e-mail local part, which is not checked', async () => {
    const good = await t.agent().request('/api/auth/register', {
      json: account({ password: 'סוס סוללה מהדק נכון' }),
    });
    expect(good.body).toEqual({ username: expect.any(String), role: 'user' });
    const shortLocal = await t.agent().request('/api/auth/register', {
      json: account({
        email: `dk@${uniqueName('d').replace('_', '-')}.example.com`,
        password: 'dk-and-a-long-phrase',
      }),
    });
    expect(shortLocal.body).toEqual({ username: expect.any(String), role: 'user' });
    expect([good.status, shortLocal.status]).toEqual([201, 201]);
  });
});

describe('the password policy on reset-password', () => {
  async function resetLinkToken(email: string) {
    expect((await t.agent().request('/api/auth/forgot-password', { json: { email } })).status).toBe(202);
    return resetToken(t, email);
  }

  it.each([
    ['password1', COMMON_PASSWORD_MESSAGE],
    ['        ', passwordMessages.whitespace],
  ])('refuses %j with 400 and keeps the link usable', async (password, message) => {
    const user = await createUser(t.deps.database.db);
    const token = await resetLinkToken(user.email);
    const res = await t.agent().request('/api/auth/reset-password', { json: { token, password } });
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([{ path: 'password', message }]);
    const retry = await t.agent().request('/api/auth/reset-password', {
      json: { token, password: 'a-fresh-long-phrase' },
    });
    expect(retry.status).toBe(200);
  });

  it('refuses a new password that contains the user name, over both doors', async () => {
    const user = await createUser(t.deps.database.db);
    const token = await resetLinkToken(user.email);
    const password = `${user.username.toUpperCase()}-again`;
    const rest = await t.agent().request('/api/auth/reset-password', { json: { token, password } });
    expect(rest.status).toBe(400);
    expect(rest.body.issues).toEqual([{ path: 'password', message: passwordMessages.containsUsername }]);
    const trpc = await t.agent().request('/trpc/auth.resetPassword', { json: { json: { token, password } } });
    expect(trpc.status).toBe(400);
    expect(trpc.body.error.json.data.issues).toEqual([
      { path: 'password', message: passwordMessages.containsUsername },
    ]);
  });
});
