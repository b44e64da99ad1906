import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privacyMessages } from '../../src/shared/account';
import { TravelRequestSchema } from '../../src/shared/travel';
import { type Agent, createTestApp, type TestApp } from '../../tests/app';
import { verifyAddress } from '../../tests/outbox';
import { validContact, validTravelRequest } from '../../tests/payloads';
import { unzip } from '../../tests/unzip';
import { createUser, signedIn } from '../../tests/users';
import {
  auditLog,
  emailOutbox,
  insurancePolicies,
  passkeys,
  sessions,
  travelInsurance,
  userDocuments,
  userProfiles,
  users,
} from '../db/schema';
import type { Storage } from '../storage/types';
import { applicationRow } from '../travel/service';
import { safeEntryName } from './privacy';

let t: TestApp;
const db = () => t.deps.database.db;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT: 'off', PUBLIC_URL: 'http://localhost:3000' } });
});
afterAll(() => t.close());

const PDF = Buffer.from('%PDF-1.4\n% test document\n%%EOF\n');
const PDF2 = Buffer.from('%PDF-1.7\n% another\n%%EOF\n');
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 7),
]);

/** A document row and its file in storage, as the upload makes them. */
async function addDocument(
  userId: number,
  fields: { name: string; type?: string; bytes?: Buffer; expirationDate?: string; file?: boolean },
) {
  const bytes = fields.bytes ?? PDF;
  const type = fields.type ?? 'application/pdf';
  const key = `documents/${userId}/${randomUUID()}`;
  if (fields.file !== false) await t.deps.storage.put(key, bytes, type);
  const [row] = await db()
    .insert(userDocuments)
    .values({
      userId,
      name: fields.name,
      type,
      size: bytes.length,
      path: key,
      expirationDate: fields.expirationDate ?? null,
    })
    .returning();
  if (!row) throw new Error('no row');
  return row;
}

/** A customer (address verified) with a profile, a policy, three documents and mail sent with their address. */
async function customerWithData() {
  const { agent, user } = await signedIn(t, 'user');
  await verifyAddress(t, user.email);
  await db()
    .insert(userProfiles)
    .values({ userId: user.id, fullName: 'דנה כהן', phone: '0501234567', address: 'הרצל 1, תל אביב' });
  await db()
    .insert(insurancePolicies)
    .values({
      userId: user.id,
      policyNumber: `P-${randomUUID().slice(0, 8).toUpperCase()}`,
      policyType: 'health',
      startDate: '2025-01-01',
    });
  const docs = [
    await addDocument(user.id, { name: 'דרכון', expirationDate: '2030-01-01' }),
    // same name and type: a second entry, made unique
    await addDocument(user.id, { name: 'דרכון', type: 'application/pdf', bytes: PDF2 }),
    await addDocument(user.id, { name: 'דרכון', type: 'image/png', bytes: PNG }),
    // a name that tries to leave the folder
    await addDocument(user.id, { name: '../../etc/passwd.pdf' }),
  ];
  await t.request('/api/newsletter/subscribe', { json: { email: user.email } });
  await t.request('/api/contact', { json: { ...validContact, email: user.email } });
  const { idempotencyKey: _, ...request } = TravelRequestSchema.parse(validTravelRequest(1));
  const addresses = request.addresses.map((a) => ({ ...a, idNumber: '123456782' }));
  await db()
    .insert(travelInsurance)
    .values({ ...applicationRow(t.deps.config.dataKeys, { ...request, addresses }), email: user.email });
  return { agent, user, docs };
}

/** GET /api/user/export with the agent's cookie, read as bytes. */
async function exportOf(agent: Agent) {
  const res = await t.app.request('/api/user/export', { headers: { cookie: agent.cookieHeader() } });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

async function auditEntries(action: string, targetId: number) {
  return db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(targetId))));
}

describe('GET /api/user/export', () => {
  it('streams a zip of data.json and the documents, with download headers', async () => {
    const { agent, user, docs } = await customerWithData();
    const stranger = await createUser(db());
    await addDocument(stranger.id, {
      name: 'מסמך של מישהו אחר',
      bytes: Buffer.from('%PDF-1.4 secret-of-other'),
    });

    await db()
      .insert(passkeys)
      .values({ id: 'credential-id', userId: user.id, name: 'הטלפון', publicKey: new Uint8Array([1, 2, 3]) });

    const { res, bytes } = await exportOf(agent);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const disposition = res.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(/^attachment; filename="my-data-\d{4}-\d\d-\d\d\.zip"; filename\*=UTF-8''/);
    const utf8 = decodeURIComponent(disposition.split("UTF-8''")[1] ?? '');
    expect(utf8).toMatch(new RegExp(`^הנתונים-שלי-${user.username}-\\d{4}-\\d\\d-\\d\\d\\.zip$`));

    const entries = await unzip(bytes);
    expect([...entries.keys()].sort()).toEqual([
      'data.json',
      'documents/_.._etc_passwd.pdf',
      'documents/דרכון (2).pdf',
      'documents/דרכון.pdf',
      'documents/דרכון.png',
    ]);
    expect(entries.get('documents/דרכון.pdf')?.equals(PDF)).toBe(true);
    expect(entries.get('documents/דרכון (2).pdf')?.equals(PDF2)).toBe(true);
    expect(entries.get('documents/דרכון.png')?.equals(PNG)).toBe(true);

    const data = JSON.parse(entries.get('data.json')?.toString('utf8') ?? '{}');
    expect(data.account).toMatchObject({
      id: user.id,
      username: user.username,
      email: user.email,
      role: 'user',
    });
    expect(data.account).not.toHaveProperty('password');
    expect(data.account).not.toHaveProperty('passwordResetToken');
    expect(data.profile).toMatchObject({ fullName: 'דנה כהן', phone: '0501234567' });
    expect(data.policies).toHaveLength(1);
    expect(data.policies[0]).toMatchObject({ policyType: 'health', startDate: '2025-01-01' });
    expect(data.documents).toHaveLength(4);
    expect(data.documents[0]).toMatchObject({
      id: docs[0]?.id,
      name: 'דרכון',
      type: 'application/pdf',
      expirationDate: '2030-01-01',
      file: 'documents/דרכון.pdf',
    });
    expect(data.documents[0]).not.toHaveProperty('path');
    // the session of this very download: when, and with which browser (never its id)
    expect(data.sessions).toHaveLength(1);
    expect(Object.keys(data.sessions[0]).sort()).toEqual([
      'createdAt',
      'expiresAt',
      'ip',
      'lastSeenAt',
      'userAgent',
    ]);
    // the passkeys by name and dates, never their keys
    expect(data.passkeys).toEqual([{ name: 'הטלפון', createdAt: expect.any(String), lastUsedAt: null }]);
    expect(data.newsletter).toMatchObject({ status: 'active' });
    expect(data.newsletter).not.toHaveProperty('unsubscribeToken');
    expect(data.contactMessages).toEqual([
      {
        reference: expect.stringMatching(/^\d{7}$/),
        createdAt: expect.any(String),
        service: validContact.service,
        message: '',
        handled: false,
      },
    ]);
    expect(data.travelRequests).toHaveLength(1);
    expect(data.travelRequests[0]).toMatchObject({ destinations: ['US', 'ES'], status: 'pending' });
    expect(data.travelRequests[0].reference).toMatch(/^\d{7}$/);

    // nothing of anyone else, and no secret of this account
    const everything = bytes.toString('latin1') + (entries.get('data.json')?.toString('utf8') ?? '');
    expect(everything).not.toContain('secret-of-other');
    expect(everything).not.toContain('מסמך של מישהו אחר');
    expect(everything).not.toContain(stranger.email);
    expect(everything).not.toContain('123456782');
    expect(everything).not.toContain('$argon2');

    expect(await auditEntries('account.export', user.id)).toEqual([
      expect.objectContaining({ actorId: user.id, targetType: 'user' }),
    ]);
  });

  it('lists a document whose file is missing without a file, and the zip stays valid', async () => {
    const { agent, user } = await signedIn(t, 'user');
    await addDocument(user.id, { name: 'אבד', file: false });
    const { res, bytes } = await exportOf(agent);
    expect(res.status).toBe(200);
    const entries = await unzip(bytes);
    expect([...entries.keys()]).toEqual(['data.json']);
    const data = JSON.parse(entries.get('data.json')?.toString('utf8') ?? '{}');
    expect(data.documents).toEqual([expect.objectContaining({ name: 'אבד', file: null })]);
    expect(data.profile).toBeNull();
  });

  it('over /trpc answers only the file name, never the data', async () => {
    const { agent } = await signedIn(t, 'user');
    const res = await agent.request('/trpc/account.privacy.export');
    expect(res.status).toBe(200);
    expect(res.body.result.data.json).toEqual({
      filename: { ascii: expect.stringMatching(/^my-data-/), utf8: expect.stringMatching(/^הנתונים-שלי-/) },
    });
  });

  it('401 when signed out, on both doors', async () => {
    expect((await t.agent().request('/api/user/export')).status).toBe(401);
    expect((await t.agent().request('/trpc/account.privacy.export')).status).toBe(401);
  });
});

describe('safe names inside the zip', () => {
  it.each([
    ['דרכון', 'application/pdf', 'דרכון', 'pdf'],
    ['passport.PDF', 'application/pdf', 'passport', 'pdf'],
    ['a/b\\c:d*e?f"g<h>i|j', 'image/png', 'a_b_c_d_e_f_g_h_i_j', 'png'],
    ['\u202eexe.pdf\u200f', 'image/jpeg', 'exe.pdf', 'jpg'],
    ['...', 'application/pdf', 'מסמך-7', 'pdf'],
    ['CON', 'application/pdf', 'CON_', 'pdf'],
    ['א'.repeat(200), 'application/pdf', 'א'.repeat(80), 'pdf'],
  ])('%j (%s) → %s.%s', (name, type, base, ext) => {
    expect(safeEntryName(name, type, 7)).toEqual({ base, ext });
  });
});

describe('DELETE /api/user/account', () => {
  it('asks for the password again: a wrong one is a 400 on the field, counted like a failed login', async () => {
    const { agent, user } = await signedIn(t, 'user');
    const res = await agent.request('/api/user/account', {
      method: 'DELETE',
      json: { password: 'not-my-password' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: privacyMessages.wrongPassword,
      issues: [{ path: 'password', message: privacyMessages.wrongPassword }],
    });
    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect(row?.failedLoginAttempts).toBe(1);

    const empty = await agent.request('/api/user/account', { method: 'DELETE', json: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.issues[0]).toMatchObject({ path: 'password' });

    // five wrong in all lock the account like five wrong logins: 429, even with the right password
    for (let i = 0; i < 4; i++) {
      await agent.request('/api/user/account', { method: 'DELETE', json: { password: 'wrong-again' } });
    }
    const locked = await agent.request('/api/user/account', {
      method: 'DELETE',
      json: { password: user.password },
    });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await db().select().from(users).where(eq(users.id, user.id))).toHaveLength(1);
  });

  it('deletes the rows and files, ends every session, clears the cookie and keeps an audit entry with only the id', async () => {
    const { agent, user, docs } = await customerWithData();
    // a second browser signed in as the same user, and a cookie captured before the deletion
    const phone = t.agent();
    await phone.request('/api/auth/login', { json: { username: user.username, password: user.password } });
    const captured = agent.cookieHeader();
    // someone else's file must stay
    const other = await createUser(db());
    const otherDoc = await addDocument(other.id, { name: 'שלי' });

    const res = await agent.request('/api/user/account', {
      method: 'DELETE',
      json: { password: user.password },
    });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().join('\n')).toMatch(/session=;.*Max-Age=0/i);

    expect(await db().select().from(users).where(eq(users.id, user.id))).toEqual([]);
    expect(await db().select().from(userProfiles).where(eq(userProfiles.userId, user.id))).toEqual([]);
    expect(await db().select().from(insurancePolicies).where(eq(insurancePolicies.userId, user.id))).toEqual(
      [],
    );
    expect(await db().select().from(userDocuments).where(eq(userDocuments.userId, user.id))).toEqual([]);
    expect(await db().select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    for (const doc of docs) expect(await t.deps.storage.head(doc.path)).toBeUndefined();
    expect(await t.deps.storage.head(otherDoc.path)).toBeDefined();

    // every session is over: the other browser, and a replay of the cookie captured before
    expect((await phone.request('/api/auth/me')).status).toBe(401);
    expect((await t.agent().request('/api/auth/me', { headers: { cookie: captured } })).status).toBe(401);
    expect((await t.agent().request('/api/user/export', { headers: { cookie: captured } })).status).toBe(401);
    const login = await t.agent().request('/api/auth/login', {
      json: { username: user.username, password: user.password },
    });
    expect(login.status).toBe(401);

    const [entry] = await auditEntries('account.delete', user.id);
    expect(entry).toMatchObject({
      actorId: null,
      targetType: 'user',
      targetId: String(user.id),
      ip: null,
      details: null,
    });
    // the account's earlier entries lost their person with it
    expect(await auditEntries('account.export', user.id)).toEqual([]);

    const mails = await db().select().from(emailOutbox).where(eq(emailOutbox.to, user.email));
    expect(mails.map((m) => m.kind)).toContain('account-deleted');
    expect(mails.find((m) => m.kind === 'account-deleted')?.subject).toBe('החשבון שלכם באתר נמחק');
  });

  it('works through /trpc too', async () => {
    const { agent, user } = await signedIn(t, 'user');
    const doc = await addDocument(user.id, { name: 'חוזה' });
    const res = await agent.request('/trpc/account.privacy.delete', {
      json: { json: { password: user.password } },
    });
    expect(res.status).toBe(200);
    expect(await db().select().from(users).where(eq(users.id, user.id))).toEqual([]);
    expect(await t.deps.storage.head(doc.path)).toBeUndefined();
    expect((await agent.request('/api/auth/me')).status).toBe(401);
  });

  it('commits even when a file cannot be removed (left to the documents sweeper)', async () => {
    const failing: Storage = { ...t.deps.storage, delete: () => Promise.reject(new Error('store down')) };
    const withFailingStore = await createTestApp({
      env: { RATE_LIMIT: 'off' },
      database: t.deps.database,
      storage: failing,
    });
    const { agent, user } = await signedIn(withFailingStore, 'user');
    const [row] = await db()
      .insert(userDocuments)
      .values({
        userId: user.id,
        name: 'קובץ',
        type: 'application/pdf',
        size: 3,
        path: `documents/${user.id}/${randomUUID()}`,
      })
      .returning();
    await t.deps.storage.put(row?.path ?? '', Buffer.from('abc'), 'application/pdf');
    const res = await agent.request('/api/user/account', {
      method: 'DELETE',
      json: { password: user.password },
    });
    expect(res.status).toBe(200);
    expect(await db().select().from(users).where(eq(users.id, user.id))).toEqual([]);
    await withFailingStore.close();
  });

  it('refuses to delete the last administrator (409), and allows it once another one exists', async () => {
    // a database of its own: the other tests' administrators must not count
    const own = await createTestApp({ env: { RATE_LIMIT: 'off' } });
    try {
      const { agent, user } = await signedIn(own, 'admin');
      const refused = await agent.request('/api/user/account', {
        method: 'DELETE',
        json: { password: user.password },
      });
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({ error: privacyMessages.lastAdmin });
      // a blocked administrator cannot sign in, so does not count
      const blocked = await createUser(own.deps.database.db, { role: 'admin' });
      await own.deps.database.db.update(users).set({ blockedAt: new Date() }).where(eq(users.id, blocked.id));
      const still = await agent.request('/api/user/account', {
        method: 'DELETE',
        json: { password: user.password },
      });
      expect(still.status).toBe(409);
      expect((await agent.request('/api/auth/me')).status).toBe(200);

      await createUser(own.deps.database.db, { role: 'admin' });
      const done = await agent.request('/api/user/account', {
        method: 'DELETE',
        json: { password: user.password },
      });
      expect(done.status).toBe(200);
    } finally {
      await own.close();
    }
  });

  it('two administrators deleting themselves at the same moment leave one (and neither gets an error)', async () => {
    const own = await createTestApp({ env: { RATE_LIMIT: 'off' } });
    try {
      // several rounds: each pair meets at a slightly different moment (a deadlock between the two
      // transactions showed as a 500 only in some of them)
      for (let round = 0; round < 6; round++) {
        const a = await signedIn(own, 'admin');
        const b = await signedIn(own, 'admin');
        const answers = await Promise.all(
          [a, b].map(({ agent, user }) =>
            agent.request('/api/user/account', { method: 'DELETE', json: { password: user.password } }),
          ),
        );
        expect(answers.map((r) => r.status).sort(), `round ${round}`).toEqual([200, 409]);
        const admins = await own.deps.database.db.select().from(users).where(eq(users.role, 'admin'));
        expect(admins).toHaveLength(1);
        // the survivor leaves too: the next round starts from no administrator
        await own.deps.database.db.delete(users).where(eq(users.role, 'admin'));
      }
    } finally {
      await own.close();
    }
  });

  it('401 when signed out, on both doors', async () => {
    const anonymous = t.agent();
    expect(
      (await anonymous.request('/api/user/account', { method: 'DELETE', json: { password: 'x' } })).status,
    ).toBe(401);
    expect(
      (await anonymous.request('/trpc/account.privacy.delete', { json: { json: { password: 'x' } } })).status,
    ).toBe(401);
  });
});
