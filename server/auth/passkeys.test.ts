import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerMessages } from '../../src/shared/account';
import { passkeyMessages } from '../../src/shared/passkeys';
import { type Agent, createTestApp, type TestApp } from '../../tests/app';
import { testContext } from '../../tests/context';
import { mailsTo } from '../../tests/outbox';
import { SoftAuthenticator } from '../../tests/soft-authenticator';
import { signedIn } from '../../tests/users';
import { NEW_DEVICE_MAIL_KIND } from '../account/devices';
import { passkeys, sessions, users, webauthnChallenges } from '../db/schema';
import { createCaller } from '../trpc/router';
import { pruneWebauthnChallenges, relyingParty } from './passkeys';

let t: TestApp;
let origin: string;
const db = () => t.deps.database.db;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT: 'off' } });
  origin = relyingParty(t.deps.config.publicUrl).origin;
});
afterAll(() => t.close());

const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** Adds a passkey made by `key` to the account `agent` is signed in to, through the REST door. */
async function addPasskey(agent: Agent, key: SoftAuthenticator, name?: string) {
  const options = await agent.request('/api/user/passkeys/options', { method: 'POST' });
  expect(options.status).toBe(200);
  const response = key.register(options.body);
  return agent.request('/api/user/passkeys', {
    json: { response, ...(name === undefined ? {} : { name }) },
    headers: { 'user-agent': CHROME_MAC },
  });
}

/** A passkey sign-in from `agent`'s browser: the options, then `key`'s answer. */
async function passkeySignIn(agent: Agent, key: SoftAuthenticator, keyId?: string) {
  const options = await agent.request('/api/auth/passkey/options', { method: 'POST' });
  expect(options.status).toBe(200);
  return agent.request('/api/auth/passkey/login', { json: { response: key.assert(options.body, keyId) } });
}

/** A user signed in with a password who has added one passkey. */
async function userWithPasskey(role: 'user' | 'admin' = 'user', key = new SoftAuthenticator(origin)) {
  const { agent, user } = await signedIn(t, role);
  const added = await addPasskey(agent, key);
  expect(added.status, added.text).toBe(201);
  return { agent, user, key, passkeyId: added.body.id as string };
}

describe('adding a passkey', () => {
  it('keeps a verified key, named after the browser and system, and lists it', async () => {
    const { agent, passkeyId } = await userWithPasskey();
    const list = await agent.request('/api/user/passkeys');
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      { id: passkeyId, name: 'Chrome ב־macOS', createdAt: expect.any(String), lastUsedAt: null },
    ]);
    const [row] = await db().select().from(passkeys).where(eq(passkeys.id, passkeyId));
    expect(row?.counter).toBe(0);
    expect(row?.transports).toEqual(['internal']);
  });

  it('uses one user handle for all the account’s keys, and offers the held keys as excluded', async () => {
    const { agent, user, passkeyId } = await userWithPasskey();
    const options = await agent.request('/api/user/passkeys/options', { method: 'POST' });
    expect(options.body.excludeCredentials).toEqual([
      { id: passkeyId, type: 'public-key', transports: ['internal'] },
    ]);
    expect(options.body.authenticatorSelection).toMatchObject({
      residentKey: 'required',
      userVerification: 'required',
    });
    expect(options.body.rp.id).toBe('localhost');
    const [row] = await db()
      .select({ handle: users.webauthnUserId })
      .from(users)
      .where(eq(users.id, user.id));
    expect(options.body.user.id).toBe(row?.handle);
  });

  it('refuses a key that did not verify its user, one from another origin, and a challenge used twice', async () => {
    const { agent } = await signedIn(t);
    const lazy = await addPasskey(agent, new SoftAuthenticator(origin, { verifiesUser: false }));
    expect(lazy.status).toBe(400);
    expect(lazy.body.error).toBe(passkeyMessages.registerFailed);
    const phishing = await addPasskey(agent, new SoftAuthenticator('https://agency.example.net'));
    expect(phishing.status).toBe(400);

    const key = new SoftAuthenticator(origin);
    const options = await agent.request('/api/user/passkeys/options', { method: 'POST' });
    const response = key.register(options.body);
    expect((await agent.request('/api/user/passkeys', { json: { response } })).status).toBe(201);
    const again = await agent.request('/api/user/passkeys', { json: { response } });
    expect(again.status).toBe(400);
    expect(again.body.error).toBe(passkeyMessages.expired);
  });

  it('takes a name of its owner’s, and refuses one too long', async () => {
    const { agent } = await signedIn(t);
    const named = await addPasskey(agent, new SoftAuthenticator(origin), '  הטלפון   שלי ');
    expect(named.body.name).toBe('הטלפון שלי');
    const long = await addPasskey(agent, new SoftAuthenticator(origin), 'א'.repeat(61));
    expect(long.status).toBe(400);
  });

  it('answers 401 signed out', async () => {
    expect((await t.agent().request('/api/user/passkeys/options', { method: 'POST' })).status).toBe(401);
  });
});

describe('signing in with a passkey', () => {
  it('signs in with no password, as both factors, records the sign-in and mails about the new device', async () => {
    const { user, key } = await userWithPasskey();
    const mailsBefore = (await mailsTo(db(), user.email, NEW_DEVICE_MAIL_KIND)).length;
    const browser = t.agent();
    const res = await passkeySignIn(browser, key);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ username: user.username, role: 'user' });
    expect((await browser.request('/api/auth/me')).status).toBe(200);

    const [passkeySession] = await db()
      .select()
      .from(sessions)
      .where(eq(sessions.userId, user.id))
      .orderBy(desc(sessions.createdAt))
      .limit(1);
    // a passkey is both factors: its session has proved the second
    expect(passkeySession?.secondFactorAt).not.toBeNull();
    const [account] = await db().select().from(users).where(eq(users.id, user.id));
    expect(account?.lastLogin).not.toBeNull();
    const [stored] = await db().select().from(passkeys).where(eq(passkeys.userId, user.id));
    expect(stored?.lastUsedAt).not.toBeNull();
    expect(await mailsTo(db(), user.email, NEW_DEVICE_MAIL_KIND)).toHaveLength(mailsBefore + 1);
  });

  it('answers every failure with the same 401: unknown key, replay, another browser’s or a stale challenge', async () => {
    const { key } = await userWithPasskey();
    const failed = { error: passkeyMessages.signInFailed };

    const stranger = new SoftAuthenticator(origin);
    stranger.register({
      ...(await t.agent().request('/api/auth/passkey/options', { method: 'POST' })).body,
      rp: { id: 'localhost', name: 'x' },
      user: { id: 'AAAA', name: 'nobody', displayName: 'nobody' },
      pubKeyCredParams: [],
    });
    const unknown = await passkeySignIn(t.agent(), stranger);
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(failed);

    const browser = t.agent();
    const options = await browser.request('/api/auth/passkey/options', { method: 'POST' });
    const response = key.assert(options.body);
    expect((await browser.request('/api/auth/passkey/login', { json: { response } })).status).toBe(200);
    const replay = await t.agent().request('/api/auth/passkey/login', { json: { response } });
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual(failed);
    const replayHere = await browser.request('/api/auth/passkey/login', { json: { response } });
    expect(replayHere.body).toEqual(failed);

    // the options of one browser, answered from another
    const asked = t.agent();
    const theirs = await asked.request('/api/auth/passkey/options', { method: 'POST' });
    const elsewhere = await t.agent().request('/api/auth/passkey/login', {
      json: { response: key.assert(theirs.body) },
    });
    expect(elsewhere.status).toBe(401);
    expect(elsewhere.body).toEqual(failed);

    const late = t.agent();
    const stale = await late.request('/api/auth/passkey/options', { method: 'POST' });
    await db()
      .update(webauthnChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(webauthnChallenges.challenge, stale.body.challenge));
    const tooLate = await late.request('/api/auth/passkey/login', {
      json: { response: key.assert(stale.body) },
    });
    expect(tooLate.status).toBe(401);
    expect(tooLate.body).toEqual(failed);
  });

  it('moves the signature counter on and refuses a key whose counter went back (a clone)', async () => {
    const { key, passkeyId } = await userWithPasskey('user', new SoftAuthenticator(origin, { counts: true }));
    expect((await passkeySignIn(t.agent(), key)).status).toBe(200);
    const [row] = await db().select().from(passkeys).where(eq(passkeys.id, passkeyId));
    expect(row?.counter).toBe(2);
    const held = key.keys.get(passkeyId);
    if (!held) throw new Error('no key');
    held.counter = 0; // the next answer says 1, below the stored 2
    const clone = await passkeySignIn(t.agent(), key);
    expect(clone.status).toBe(401);
  });

  it('tells a blocked account so once its key checked out (403)', async () => {
    const { user, key } = await userWithPasskey();
    await db().update(users).set({ blockedAt: new Date() }).where(eq(users.id, user.id));
    const res = await passkeySignIn(t.agent(), key);
    expect(res.status).toBe(403);
    expect(res.body.error).toBe(customerMessages.blocked);
  });

  it('asks for a discoverable key the user verifies, without naming any', async () => {
    const res = await t.agent().request('/api/auth/passkey/options', { method: 'POST' });
    expect(res.body).toMatchObject({ rpId: 'localhost', userVerification: 'required' });
    expect(res.body.allowCredentials ?? []).toEqual([]);
  });
});

describe('renaming and removing', () => {
  it('renames and removes the owner’s keys; another account’s key is a 404 both ways', async () => {
    const mine = await userWithPasskey();
    const theirs = await userWithPasskey();
    const rename = (agent: Agent, id: string, name: string) =>
      agent.request(`/api/user/passkeys/${id}`, { method: 'PUT', json: { name } });
    const remove = (agent: Agent, id: string) =>
      agent.request(`/api/user/passkeys/${id}`, { method: 'DELETE' });

    expect((await rename(mine.agent, theirs.passkeyId, 'שלי')).status).toBe(404);
    expect((await remove(mine.agent, theirs.passkeyId)).status).toBe(404);
    const renamed = await rename(mine.agent, mine.passkeyId, 'המחשב בעבודה');
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe('המחשב בעבודה');
    expect((await remove(mine.agent, mine.passkeyId)).status).toBe(200);
    expect((await mine.agent.request('/api/user/passkeys')).body).toEqual([]);
    expect((await remove(mine.agent, mine.passkeyId)).body.error).toBe(passkeyMessages.notFound);
    // a removed key signs no one in
    expect((await passkeySignIn(t.agent(), mine.key)).status).toBe(401);
    expect((await theirs.agent.request('/api/user/passkeys')).body).toHaveLength(1);
  });

  it('asks a session whose factor is stale for a step-up before removing a key, the only one too', async () => {
    const { agent, user, key, passkeyId } = await userWithPasskey();
    const remove = () => agent.request(`/api/user/passkeys/${passkeyId}`, { method: 'DELETE' });
    await db()
      .update(sessions)
      .set({ secondFactorAt: new Date(Date.now() - 11 * 60 * 1000) })
      .where(eq(sessions.userId, user.id));
    const refused = await remove();
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('STEP_UP_REQUIRED');
    expect((await agent.request('/api/user/passkeys')).body).toHaveLength(1);

    // the key itself is a step-up: proved, the removal goes through
    const options = await agent.request('/api/auth/passkey/verify/options', { method: 'POST' });
    const proved = await agent.request('/api/auth/passkey/verify', {
      json: { response: key.assert(options.body) },
    });
    expect(proved.status, proved.text).toBe(200);
    expect((await remove()).status).toBe(200);
    expect((await agent.request('/api/user/passkeys')).body).toEqual([]);
  });

  it('refuses to take an admin’s only second factor (403), and allows it with another one', async () => {
    const admin = await userWithPasskey('admin');
    // the passkey alone: no authenticator app
    await db().update(users).set({ totpSecret: null }).where(eq(users.id, admin.user.id));
    const remove = (id: string) => admin.agent.request(`/api/user/passkeys/${id}`, { method: 'DELETE' });
    const only = await remove(admin.passkeyId);
    expect(only.status).toBe(403);
    expect(only.body.error).toBe(passkeyMessages.lastSecondFactor);

    const second = await addPasskey(admin.agent, new SoftAuthenticator(origin));
    expect((await remove(admin.passkeyId)).status).toBe(200);
    expect((await remove(second.body.id)).status).toBe(403);
    // an authenticator app is a second factor too
    await db().update(users).set({ totpSecret: 'sealed-secret' }).where(eq(users.id, admin.user.id));
    expect((await remove(second.body.id)).status).toBe(200);
  });
});

describe('a passkey as the second factor', () => {
  it('renews a signed-in session’s step-up with one of its own keys, never another account’s', async () => {
    const { agent, user, key } = await userWithPasskey();
    const other = await userWithPasskey();
    await db().update(sessions).set({ secondFactorAt: null }).where(eq(sessions.userId, user.id));

    const foreign = await agent.request('/api/auth/passkey/verify/options', { method: 'POST' });
    expect(foreign.body.allowCredentials.map((c: { id: string }) => c.id)).not.toContain(other.passkeyId);
    const wrong = await agent.request('/api/auth/passkey/verify', {
      json: { response: other.key.assert(foreign.body, other.passkeyId) },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toBe(passkeyMessages.verifyFailed);

    const options = await agent.request('/api/auth/passkey/verify/options', { method: 'POST' });
    const res = await agent.request('/api/auth/passkey/verify', {
      json: { response: key.assert(options.body) },
    });
    expect(res.status, res.text).toBe(200);
    const [row] = await db().select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row?.secondFactorAt).not.toBeNull();
  });

  it('completes a sign-in waiting for its second factor, and refuses anyone with none waiting', async () => {
    const { user, key } = await userWithPasskey();
    const ctx = testContext(t.deps, null);
    const caller = createCaller(ctx);
    await expect(caller.passkey.verifyOptions()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });

    await ctx.session.beginPending(user.id);
    const options = await caller.passkey.verifyOptions();
    expect(await caller.passkey.verify({ response: key.assert(options) })).toEqual({
      username: user.username,
      role: 'user',
    });
    expect(ctx.session.user?.id).toBe(user.id);
    expect(ctx.session.secondFactorAt).not.toBeNull();
  });

  it('says so when the account has no passkey', async () => {
    const { agent } = await signedIn(t);
    const res = await agent.request('/api/auth/passkey/verify/options', { method: 'POST' });
    expect(res.status).toBe(400);
  });
});

describe('housekeeping', () => {
  it('forgets the challenges past their time and keeps the fresh ones', async () => {
    const row = (challenge: string, inMs: number) => ({
      challenge,
      deviceHash: 'device',
      purpose: 'login' as const,
      expiresAt: new Date(Date.now() + inMs),
    });
    await db()
      .insert(webauthnChallenges)
      .values([row('stale-challenge', -1000), row('fresh-challenge', 60_000)]);
    await pruneWebauthnChallenges(db());
    const left = await db().select({ c: webauthnChallenges.challenge }).from(webauthnChallenges);
    expect(left.map((r) => r.c)).toContain('fresh-challenge');
    expect(left.map((r) => r.c)).not.toContain('stale-challenge');
  });
});
