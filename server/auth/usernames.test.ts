import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/app';
import { TEST_PASSWORD } from '../../tests/users';
import { authMessages } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT: 'off' } });
});
afterAll(() => t.close());

const SCRIPT_RULE =
  'שם המשתמש צריך להיות כולו בעברית, כולו בערבית או כולו באנגלית (ספרות, נקודה, קו תחתון ומקף מותרים בכולם)';
const suffix = () => randomBytes(3).toString('hex');
const digits = () => String(randomBytes(3).readUIntBE(0, 3));
/** Latin a–z to full-width ａ–ｚ (and digits): what NFKC folds back. */
const fullWidth = (s: string) =>
  s.replace(/[a-z0-9]/gi, (c) => String.fromCodePoint((c.codePointAt(0) ?? 0) + 0xfee0));
const register = (username: string, door: 'rest' | 'trpc' = 'rest') => {
  const input = { username, password: TEST_PASSWORD, email: `${suffix()}-${suffix()}@example.com` };
  return door === 'rest'
    ? t.agent().request('/api/auth/register', { json: input })
    : t.agent().request('/trpc/auth.register', { json: { json: input } });
};
const login = (username: string) =>
  t.agent().request('/api/auth/login', { json: { username, password: TEST_PASSWORD } });

describe('user names are normalized (NFKC) and single-script', () => {
  it('stores a full-width name as plain letters; it then signs in typed either way', async () => {
    const name = `shira${suffix()}`;
    const res = await register(fullWidth(name));
    expect(res.status).toBe(201);
    expect(res.body.username).toBe(name);
    expect((await login(name)).status).toBe(200);
    expect((await login(fullWidth(name.toUpperCase()))).status).toBe(200);
  });

  it.each([
    ['a Cyrillic а in a Latin name', (n: string) => `\u0430dmin${n}`],
    ['Hebrew and Latin together', (n: string) => `דנה_dana${n}`],
  ])('refuses %s with 400 and the script rule, over both doors', async (_, name) => {
    const rest = await register(name(suffix()));
    expect(rest.status).toBe(400);
    expect(rest.body.issues).toEqual([{ path: 'username', message: SCRIPT_RULE }]);
    const trpc = await register(name(suffix()), 'trpc');
    expect(trpc.status).toBe(400);
    expect(trpc.body.error.json.data.issues).toEqual([{ path: 'username', message: SCRIPT_RULE }]);
  });

  it('treats look-alikes that normalize to a taken name as taken (409)', async () => {
    const name = `admin_${suffix()}`;
    expect((await register(name)).status).toBe(201);
    for (const lookAlike of [fullWidth(name), name.replace('m', 'm\u200b'), `\u202d${name}\u202c`]) {
      const res = await register(lookAlike);
      expect(res.status).toBe(409);
      expect(res.body.issues).toEqual([{ path: 'username', message: authMessages.usernameTaken }]);
    }
  });

  it('accepts all-Hebrew and all-Latin names with digits and ._-', async () => {
    for (const name of [`משה_כהן.${digits()}`, `moshe-cohen.${suffix()}`]) {
      const res = await register(name);
      expect(res.status).toBe(201);
      expect(res.body.username).toBe(name);
    }
  });
});
