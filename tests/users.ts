import { randomBytes } from 'node:crypto';
import { registerUser } from '../server/auth/service';
import type { AuthUser } from '../server/auth/session';
import { dataKeys } from '../server/data-key/crypto';
import type { Db } from '../server/db/client';
import { createLogger } from '../server/log';
import { createMailer } from '../server/mail/mailer';
import { type Agent, TEST_DATA_KEY, type TestApp } from './app';
import { type Authenticator, type Send, setUpAuthenticator } from './second-factor';

export const TEST_PASSWORD = 'correct-horse-battery';

/** A name no other test uses, within the username rules (3–32 of letters, digits, `._-`). */
export const uniqueName = (prefix = 'user') => `${prefix}_${randomBytes(5).toString('hex')}`;

// the registration's verification mail goes to the outbox of whichever database the user is made in
const registrationMail = {
  mailer: createMailer({
    smtpUrl: undefined,
    from: 'no-reply@localhost',
    log: createLogger('silent'),
    dataKeys: dataKeys(Buffer.from(TEST_DATA_KEY, 'base64')),
  }),
  publicUrl: 'http://localhost',
};

/** A user row made through the real registration service (its address not verified). */
export async function createUser(
  db: Db,
  fields: { role?: 'user' | 'admin'; username?: string; email?: string; password?: string } = {},
): Promise<AuthUser & { password: string }> {
  const username = fields.username ?? uniqueName(fields.role ?? 'user');
  const password = fields.password ?? TEST_PASSWORD;
  const user = await registerUser(
    db,
    registrationMail,
    { username, password, email: fields.email ?? `${username.toLowerCase()}@example.com` },
    fields.role ?? 'user',
  );
  return { ...user, password };
}

/** The REST calls of `agent`, for the second-factor helpers of tests/second-factor.ts. */
export const sendOf =
  (agent: Agent): Send =>
  (method, path, json) =>
    agent.request(path, { method, json });

/**
 * A new browser signed in as a new user of that role, through POST /api/auth/login. An admin then sets
 * up an authenticator as the admin area asks a new admin to (`factor`: its secret, for step-ups and
 * later sign-ins), so its session is stepped up as it starts.
 */
export async function signedIn(
  t: TestApp,
  role: 'user' | 'admin' = 'user',
): Promise<{ agent: Agent; user: AuthUser & { password: string }; factor?: Authenticator }> {
  const user = await createUser(t.deps.database.db, { role });
  const agent = t.agent();
  const res = await agent.request('/api/auth/login', {
    json: { username: user.username, password: user.password },
  });
  if (res.status !== 200) throw new Error(`login as ${role} failed: ${res.status} ${res.text}`);
  if (role !== 'admin') return { agent, user };
  return { agent, user, factor: await setUpAuthenticator(sendOf(agent)) };
}
