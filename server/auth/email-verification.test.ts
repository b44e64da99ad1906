import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailChangeMessages } from '../../src/shared/account';
import { ALREADY_VERIFIED, verifyEmailMessages } from '../../src/shared/auth';
import { type Agent, createTestApp, type TestApp } from '../../tests/app';
import { linkToken, mailsTo, textOf, verificationToken, verifyAddress } from '../../tests/outbox';
import { validTravelRequest } from '../../tests/payloads';
import { unzip } from '../../tests/unzip';
import { uniqueName } from '../../tests/users';
import { users } from '../db/schema';
import {
  EMAIL_CHANGED_MAIL_KIND,
  EMAIL_IN_USE_MAIL_KIND,
  VERIFY_MAIL_KIND,
  verificationMailRule,
} from './email-verification';

let t: TestApp;
const db = () => t.deps.database.db;

beforeAll(async () => {
  // the per-IP limits off: the per-account mail budget is what is tested
  t = await createTestApp({ env: { RATE_LIMIT: 'off', PUBLIC_URL: 'http://localhost:3000' } });
});
afterAll(() => t.close());

const PASSWORD = 'correct-horse-battery';
const newAddress = () => `${uniqueName('addr')}@example.com`;

/** A visitor registers in a browser of their own (signed in afterwards). */
async function register(email = newAddress()) {
  const agent = t.agent();
  const username = uniqueName('u');
  const res = await agent.request('/api/auth/register', { json: { username, password: PASSWORD, email } });
  expect(res.status).toBe(201);
  const [row] = await db().select().from(users).where(eq(users.username, username));
  if (!row) throw new Error('no user row');
  return { agent, username, email, id: row.id };
}

/** A travel request sent from the public form with `email` as the first traveler's address. */
async function sendTravelRequest(email: string) {
  const request = validTravelRequest(1);
  const [first, ...rest] = request.travelers;
  if (!first) throw new Error('no traveler');
  const res = await t.agent().request('/api/travel/submit', {
    json: { ...request, travelers: [{ ...first, email }, ...rest] },
  });
  expect(res.status).toBe(201);
}

async function exportData(agent: Agent) {
  const res = await t.app.request('/api/user/export', { headers: { cookie: agent.cookieHeader() } });
  expect(res.status).toBe(200);
  const entries = await unzip(Buffer.from(await res.arrayBuffer()));
  return JSON.parse(entries.get('data.json')?.toString('utf8') ?? '{}');
}

const status = (agent: Agent) => agent.request('/trpc/account.email.get');
const emailStatus = async (agent: Agent) => (await status(agent)).body.result.data.json;

const changeEmail = (agent: Agent, email: string, password = PASSWORD) =>
  agent.request('/trpc/account.email.change', { json: { json: { email, password } } });

describe('registration', () => {
  it('commits the user and a one-time, 24-hour link to its address together; only the hash is stored', async () => {
    const before = Date.now();
    const { email, id, agent } = await register();
    const [mail, ...others] = await mailsTo(db(), email);
    expect(others).toEqual([]);
    expect(mail).toMatchObject({ kind: VERIFY_MAIL_KIND, subject: 'אימות כתובת הדוא״ל' });
    expect(textOf(t, mail)).toContain('http://localhost:3000/verify-email?token=');
    const token = linkToken(textOf(t, mail), '/verify-email') ?? '';
    const [row] = await db().select().from(users).where(eq(users.id, id));
    expect(row?.emailTokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    const expires = row?.emailTokenExpires?.getTime() ?? 0;
    expect(expires - before).toBeGreaterThan(24 * 3600_000 - 60_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(24 * 3600_000);
    expect(row?.emailVerifiedAt).toBeNull();
    expect(await emailStatus(agent)).toEqual({ email, verified: false, pendingEmail: null });
  });

  it('a taken address is still refused (409) and gets no mail', async () => {
    const { email } = await register();
    const again = await t
      .agent()
      .request('/api/auth/register', { json: { username: uniqueName('u'), password: PASSWORD, email } });
    expect(again.status).toBe(409);
    expect(await mailsTo(db(), email)).toHaveLength(1);
  });
});

describe('the export before and after the address is verified', () => {
  it("someone registering with another person's address sees none of their travel requests", async () => {
    const victim = newAddress();
    await sendTravelRequest(victim);
    await sendTravelRequest(victim);
    await t.request('/api/newsletter/subscribe', { json: { email: victim } });

    // the attacker signs in but cannot open the link, which went to the victim's mailbox
    const attacker = await register(victim);
    const data = await exportData(attacker.agent);
    expect(data.account).toMatchObject({ email: victim, emailVerifiedAt: null });
    expect(data.travelRequests).toEqual([]);
    expect(data.contactMessages).toEqual([]);
    expect(data.newsletter).toBeNull();
  });

  it('the link joins the requests sent earlier from the address to the account', async () => {
    const email = newAddress();
    await sendTravelRequest(email);
    const owner = await register(email);
    expect((await exportData(owner.agent)).travelRequests).toEqual([]);

    await verifyAddress(t, email);
    expect(await emailStatus(owner.agent)).toEqual({ email, verified: true, pendingEmail: null });
    const data = await exportData(owner.agent);
    expect(data.account.emailVerifiedAt).toEqual(expect.any(String));
    expect(data.travelRequests).toEqual([
      expect.objectContaining({
        destinations: ['US', 'ES'],
        status: 'pending',
        reference: expect.any(String),
      }),
    ]);
  });
});

describe('POST /api/auth/verify-email', () => {
  const verify = (token: string) => t.agent().request('/api/auth/verify-email', { json: { token } });

  it('works once: the same link again is a 400 that says the address is already verified', async () => {
    const { email, id, agent } = await register();
    const token = await verificationToken(t, email);
    const first = await verify(token);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ ok: true, changed: false });
    const [verified] = await db().select().from(users).where(eq(users.id, id));
    const again = await verify(token);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ error: verifyEmailMessages.alreadyVerified, code: ALREADY_VERIFIED });
    const [after] = await db().select().from(users).where(eq(users.id, id));
    expect(after?.emailVerifiedAt).toEqual(verified?.emailVerifiedAt);
    expect(await emailStatus(agent)).toEqual({ email, verified: true, pendingEmail: null });
  });

  it('a used link is invalid (400) once another link or request has replaced it', async () => {
    const { email, agent } = await register();
    const token = await verificationToken(t, email);
    expect((await verify(token)).status).toBe(200);
    expect((await changeEmail(agent, newAddress())).status).toBe(200);
    const again = await verify(token);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ error: verifyEmailMessages.invalid });
  });

  it('two requests racing with one link: exactly one verifies, the others find it done', async () => {
    const { email } = await register();
    const token = await verificationToken(t, email);
    const answers = await Promise.all([verify(token), verify(token), verify(token)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400]);
    expect(answers.filter((a) => a.status === 400).map((a) => a.body.code)).toEqual([
      ALREADY_VERIFIED,
      ALREADY_VERIFIED,
    ]);
  });

  it('expires after 24 hours', async () => {
    const { email, id, agent } = await register();
    const token = await verificationToken(t, email);
    await db()
      .update(users)
      .set({ emailTokenExpires: new Date(Date.now() - 1000) })
      .where(eq(users.id, id));
    expect((await verify(token)).status).toBe(400);
    expect((await emailStatus(agent)).verified).toBe(false);
  });

  it('a made-up or malformed token is a 400, never a 5xx', async () => {
    expect((await verify('x'.repeat(43))).status).toBe(400);
    expect((await verify('short')).status).toBe(400);
    const missing = await t.agent().request('/api/auth/verify-email', { json: {} });
    expect(missing.status).toBe(400);
  });
});

describe('POST /api/auth/verify-email/resend', () => {
  it('202 with a new link (the old one stops working); signed out 401', async () => {
    const { email, agent } = await register();
    const old = await verificationToken(t, email);
    const res = await agent.request('/api/auth/verify-email/resend', { method: 'POST' });
    expect(res.status).toBe(202);
    const fresh = await verificationToken(t, email);
    expect(fresh).not.toBe(old);
    expect((await t.agent().request('/api/auth/verify-email', { json: { token: old } })).status).toBe(400);
    expect((await t.agent().request('/api/auth/verify-email', { json: { token: fresh } })).status).toBe(200);
    expect((await t.agent().request('/api/auth/verify-email/resend', { method: 'POST' })).status).toBe(401);
  });

  it(`sends at most ${verificationMailRule.limit} links a quarter of an hour per account, then 429`, async () => {
    const { email, agent } = await register();
    const resend = () => agent.request('/api/auth/verify-email/resend', { method: 'POST' });
    for (let i = 0; i < verificationMailRule.limit; i++) expect((await resend()).status).toBe(202);
    const refused = await resend();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body.error).toContain('נסו שוב בעוד');
    // the registration's link and the three resends
    expect(await mailsTo(db(), email, VERIFY_MAIL_KIND)).toHaveLength(1 + verificationMailRule.limit);
  });

  it('a verified address with no change under way: 202 and no mail', async () => {
    const { email, agent } = await register();
    await verifyAddress(t, email);
    expect((await agent.request('/api/auth/verify-email/resend', { method: 'POST' })).status).toBe(202);
    expect(await mailsTo(db(), email, VERIFY_MAIL_KIND)).toHaveLength(1);
  });
});

describe('changing the e-mail', () => {
  it('asks for the password (400 on the field when wrong) and changes nothing then', async () => {
    const { email, agent } = await register();
    const target = newAddress();
    const res = await changeEmail(agent, target, 'not-my-password');
    expect(res.status).toBe(400);
    expect(res.body.error.json.data.issues).toEqual([
      { path: 'password', message: emailChangeMessages.wrongPassword },
    ]);
    expect(await mailsTo(db(), target)).toEqual([]);
    expect(await emailStatus(agent)).toEqual({ email, verified: false, pendingEmail: null });
  });

  it('takes effect only once the new address opens its link; the old address is told', async () => {
    const { email, agent, id, username } = await register();
    await verifyAddress(t, email);
    // a reset link asked for with the old address
    await t.agent().request('/api/auth/forgot-password', { json: { email } });
    const target = newAddress();

    const res = await changeEmail(agent, target.toUpperCase());
    expect(res.status).toBe(200);
    expect(res.body.result.data.json).toEqual({ outcome: 'sent' });
    // still the old address, verified, until the link is opened
    expect(await emailStatus(agent)).toEqual({ email, verified: true, pendingEmail: target });
    const [pending] = await db().select().from(users).where(eq(users.id, id));
    expect(pending?.email).toBe(email);
    const [mail] = await mailsTo(db(), target, VERIFY_MAIL_KIND);
    expect(mail?.subject).toBe('אישור כתובת הדוא״ל החדשה');

    await verifyAddress(t, target);
    expect(await emailStatus(agent)).toEqual({ email: target, verified: true, pendingEmail: null });
    const [row] = await db().select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ email: target, passwordResetToken: null, emailTokenExpires: null });
    const [notice] = await mailsTo(db(), email, EMAIL_CHANGED_MAIL_KIND);
    expect(notice?.text).toContain(target);
    // signing in is by user name, as before
    const login = await t.agent().request('/api/auth/login', { json: { username, password: PASSWORD } });
    expect(login.status).toBe(200);
  });

  it('an address another account holds: the same answer and state; it gets a note, no link', async () => {
    const other = await register();
    const { agent, id } = await register();
    const freeAddress = newAddress();
    const free = await changeEmail(agent, freeAddress);
    const freeToken = await verificationToken(t, freeAddress);
    const taken = await changeEmail(agent, other.email);
    expect(taken.status).toBe(free.status);
    expect(taken.body).toEqual(free.body);
    expect(await emailStatus(agent)).toMatchObject({ pendingEmail: other.email });

    const mails = await mailsTo(db(), other.email);
    expect(mails.map((m) => m.kind)).toEqual([EMAIL_IN_USE_MAIL_KIND, VERIFY_MAIL_KIND]);
    expect(mails[0]?.text).not.toContain('token=');
    const [row] = await db().select().from(users).where(eq(users.id, id));
    expect(row?.emailTokenHash).toBeNull();
    // the link sent a moment ago for the free address no longer works either
    expect((await t.agent().request('/api/auth/verify-email', { json: { token: freeToken } })).status).toBe(
      400,
    );
  });

  it('asking for the current, verified address again cancels a change under way', async () => {
    const { email, agent } = await register();
    await verifyAddress(t, email);
    const target = newAddress();
    await changeEmail(agent, target);
    const token = await verificationToken(t, target);
    const res = await changeEmail(agent, email);
    expect(res.body.result.data.json).toEqual({ outcome: 'cancelled' });
    expect(await emailStatus(agent)).toEqual({ email, verified: true, pendingEmail: null });
    expect((await t.agent().request('/api/auth/verify-email', { json: { token } })).status).toBe(400);
  });

  it('a link whose address was registered by someone else meanwhile is refused (400), nothing changes', async () => {
    const { email, agent } = await register();
    const target = newAddress();
    await changeEmail(agent, target);
    const token = await verificationToken(t, target);
    await register(target);
    const res = await t.agent().request('/api/auth/verify-email', { json: { token } });
    expect(res.status).toBe(400);
    expect((await emailStatus(agent)).email).toBe(email);
  });
});
