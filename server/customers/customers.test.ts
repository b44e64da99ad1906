import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customerMessages } from '../../src/shared/account';
import { israelToday } from '../../src/shared/israel-time';
import { adminTestApp, expectAdminOnly, trpcCall as trpc } from '../../tests/admin-app';
import type { Agent } from '../../tests/app';
import { createUser, signedIn, uniqueName } from '../../tests/users';
import { insurancePolicies, userDocuments, userProfiles, users } from '../db/schema';
import { newObjectKey } from '../storage/keys';

const app = adminTestApp();
const { db, rest, auditOf } = app;

const login = (agent: Agent, user: { username: string; password: string }) =>
  agent.request('/api/auth/login', { json: { username: user.username, password: user.password } });

const policyNumber = () => `POL-${uniqueName('').slice(1).toUpperCase()}`;

describe('access', () => {
  it.each([
    ['GET', '/api/admin/users'],
    ['GET', '/api/admin/users/1'],
    ['PUT', '/api/admin/users/1/role'],
    ['PUT', '/api/admin/users/1/blocked'],
    ['DELETE', '/api/admin/users/1/sessions'],
    ['GET', '/api/admin/users/1/documents/1/preview'],
    ['POST', '/api/admin/users/1/policies'],
    ['PUT', '/api/admin/policies/1'],
    ['POST', '/api/admin/policies/1/end'],
  ])('%s %s: 401 signed out, 403 for a customer, Hebrew messages', async (method, path) => {
    const json = method === 'GET' || method === 'DELETE' ? undefined : {};
    await expectAdminOnly(app, method, path, json);
  });

  it('refuses a customer on the tRPC door and writes nothing', async () => {
    const res = await trpc(
      app.member.agent,
      'admin.customers.policies.create',
      {
        userId: app.member.user.id,
        policyNumber: policyNumber(),
        policyType: 'car',
        startDate: '2026-01-01',
      },
      true,
    );
    expect(res.status).toBe(403);
    expect(
      await db().select().from(insurancePolicies).where(eq(insurancePolicies.userId, app.member.user.id)),
    ).toEqual([]);
  });

  it.each([
    ['GET', '/api/admin/users/999999'],
    ['PUT', '/api/admin/users/999999/role', { role: 'admin' }],
    ['PUT', '/api/admin/users/999999/blocked', { blocked: true }],
    ['DELETE', '/api/admin/users/999999/sessions'],
    [
      'POST',
      '/api/admin/users/999999/policies',
      { policyNumber: 'X-1000', policyType: 'car', startDate: '2026-01-01' },
    ],
    [
      'PUT',
      '/api/admin/policies/999999',
      { policyNumber: 'X-1000', policyType: 'car', startDate: '2026-01-01', status: 'active' },
    ],
    ['POST', '/api/admin/policies/999999/end'],
  ])('%s %s: 404 for an unknown id', async (method, path, json?: unknown) => {
    const res = await app.admin.agent.request(path, { method, json });
    expect(res.status).toBe(404);
    expect(res.body.error).toMatch(/[\u0590-\u05FF]/);
  });

  it('answers 400 with Hebrew issues for bad ids and bad queries, never a 5xx', async () => {
    for (const path of [
      '/admin/users/abc',
      '/admin/users?page=0',
      '/admin/users?role=root',
      '/admin/users/1.5',
    ]) {
      const res = await rest(path);
      expect(res.status, path).toBe(400);
      expect(res.body.error).toMatch(/[\u0590-\u05FF]/);
    }
  });
});

describe('the list: search and paging', () => {
  const tag = uniqueName('cust');
  const people: Awaited<ReturnType<typeof createUser>>[] = [];
  beforeAll(async () => {
    for (let i = 0; i < 3; i++) people.push(await createUser(db(), { username: `${tag}_${i}` }));
    const other = await createUser(db(), { email: `${tag}-mail@example.org` });
    people.push(other);
    await db().insert(userProfiles).values({
      userId: other.id,
      fullName: 'רונית אלמוג',
      phone: '0527654321',
      address: 'רחוב הרצל 1, חיפה',
    });
  });

  it('finds by user name part, e-mail, full name and phone as typed; pages with X-Total-Count', async () => {
    const byName = await rest(`/admin/users?search=${tag}_&pageSize=2`);
    expect(byName.status).toBe(200);
    expect(byName.headers.get('x-total-count')).toBe('3');
    expect(byName.body).toHaveLength(2);
    const second = await rest(`/admin/users?search=${tag}_&pageSize=2&page=2`);
    expect(second.body).toHaveLength(1);
    const ids = [...byName.body, ...second.body].map((u: { id: number }) => u.id).sort();
    expect(ids).toEqual(
      people
        .slice(0, 3)
        .map((p) => p.id)
        .sort(),
    );

    const byMail = await rest(`/admin/users?search=${encodeURIComponent(`${tag}-MAIL`)}`);
    expect(byMail.body.map((u: { id: number }) => u.id)).toEqual([people[3]?.id]);
    const byFullName = await rest(`/admin/users?search=${encodeURIComponent('אלמוג')}`);
    expect(byFullName.body).toEqual([
      expect.objectContaining({
        id: people[3]?.id,
        fullName: 'רונית אלמוג',
        phone: '0527654321',
        blocked: false,
      }),
    ]);
    const byPhone = await rest(`/admin/users?search=${encodeURIComponent('052-765')}`);
    expect(byPhone.body.map((u: { id: number }) => u.id)).toEqual([people[3]?.id]);
  });

  it('never answers a password hash or reset token, and audits the read with its search', async () => {
    const res = await rest(`/admin/users?search=${tag}`);
    expect(res.text).not.toMatch(/argon2|password/i);
    const [entry] = (await auditOf('customer.list')).filter(
      (e) => (e.details as { search?: string })?.search === tag,
    );
    // the three by name and the fourth by its e-mail
    expect(entry?.details).toMatchObject({ count: 4, total: 4, page: 1, search: tag });
  });
});

describe('a customer and their policies', () => {
  let customer: Awaited<ReturnType<typeof signedIn>>;
  let other: Awaited<ReturnType<typeof signedIn>>;
  beforeAll(async () => {
    customer = await signedIn(app.t, 'user');
    other = await signedIn(app.t, 'user');
  });

  it('admin policy → shows for the customer, not for another user; audited in the same transaction', async () => {
    const number = policyNumber();
    const created = await rest(`/admin/users/${customer.user.id}/policies`, {
      method: 'POST',
      json: {
        policyNumber: ` ${number.toLowerCase()} `,
        policyType: 'car',
        startDate: '2026-01-01',
        endDate: '2026-12-31',
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      userId: customer.user.id,
      policyNumber: number,
      policyType: 'car',
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      status: 'active',
      // the details staff did not fill in
      company: '',
      premium: null,
      premiumPeriod: null,
      coverages: [],
      renewalStatus: 'open',
    });
    const mine = await customer.agent.request('/api/user/policies');
    expect(mine.body).toContainEqual({
      id: created.body.id,
      policyNumber: number,
      policyType: 'car',
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      status: 'active',
      company: '',
      premium: null,
      premiumPeriod: null,
      coverages: [],
      renewalStatus: 'open',
    });
    const theirs = await other.agent.request('/api/user/policies');
    expect(theirs.body.map((p: { id: number }) => p.id)).not.toContain(created.body.id);
    expect(await auditOf('policy.create', created.body.id)).toHaveLength(1);
  });

  it('refuses a taken number with 409 on policyNumber (any case), and bad fields with 400 issues', async () => {
    const number = policyNumber();
    const first = await rest(`/admin/users/${customer.user.id}/policies`, {
      method: 'POST',
      json: { policyNumber: number, policyType: 'home', startDate: '2026-02-01' },
    });
    expect(first.status).toBe(201);
    const again = await rest(`/admin/users/${other.user.id}/policies`, {
      method: 'POST',
      json: { policyNumber: number.toLowerCase(), policyType: 'home', startDate: '2026-02-01' },
    });
    expect(again.status).toBe(409);
    expect(again.body.issues).toEqual([{ path: 'policyNumber', message: 'מספר הפוליסה כבר קיים במערכת' }]);

    const bad = await rest(`/admin/users/${customer.user.id}/policies`, {
      method: 'POST',
      json: {
        policyNumber: 'א',
        policyType: 'boat',
        startDate: '2026-02-01',
        endDate: '2026-01-01',
        status: 'x',
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.issues.map((i: { path: string }) => i.path).sort()).toEqual([
      'policyNumber',
      'policyType',
      'status',
    ]);

    const backwards = await rest(`/admin/users/${customer.user.id}/policies`, {
      method: 'POST',
      json: {
        policyNumber: policyNumber(),
        policyType: 'home',
        startDate: '2026-02-01',
        endDate: '2026-01-01',
      },
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.issues).toEqual([
      { path: 'endDate', message: 'תאריך הסיום חייב להיות אחרי תאריך ההתחלה' },
    ]);
  });

  it('updates (another policy’s number is 409), and ends a policy today unless it ended earlier', async () => {
    const a = await rest(`/admin/users/${customer.user.id}/policies`, {
      method: 'POST',
      json: {
        policyNumber: policyNumber(),
        policyType: 'health',
        startDate: '2025-01-01',
        endDate: '2030-01-01',
      },
    });
    const b = await rest(`/admin/users/${customer.user.id}/policies`, {
      method: 'POST',
      json: {
        policyNumber: policyNumber(),
        policyType: 'life',
        startDate: '2020-01-01',
        endDate: '2021-06-30',
      },
    });
    const taken = await rest(`/admin/policies/${a.body.id}`, {
      method: 'PUT',
      json: { ...a.body, policyNumber: b.body.policyNumber },
    });
    expect(taken.status).toBe(409);
    const updated = await rest(`/admin/policies/${a.body.id}`, {
      method: 'PUT',
      json: {
        policyNumber: a.body.policyNumber,
        policyType: 'critical-illness',
        startDate: '2025-01-01',
        endDate: null,
        status: 'active',
      },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ policyType: 'critical-illness', endDate: null });
    const [updateEntry] = await auditOf('policy.update', a.body.id);
    expect(updateEntry?.details).toEqual({ userId: customer.user.id, changed: ['policyType', 'endDate'] });

    const endedA = await rest(`/admin/policies/${a.body.id}/end`, { method: 'POST' });
    expect(endedA.status).toBe(200);
    expect(endedA.body).toMatchObject({ status: 'ended', endDate: israelToday() });
    const endedB = await rest(`/admin/policies/${b.body.id}/end`, { method: 'POST' });
    expect(endedB.body).toMatchObject({ status: 'ended', endDate: '2021-06-30' });
    const mine = await customer.agent.request('/api/user/policies');
    expect(mine.body.find((p: { id: number }) => p.id === a.body.id)).toMatchObject({ status: 'ended' });
    expect(await auditOf('policy.end', a.body.id)).toHaveLength(1);
  });

  it("shows the customer's page without secrets, audited; a document's preview is theirs only, streamed safely and audited", async () => {
    await db().insert(userProfiles).values({
      userId: customer.user.id,
      fullName: 'דנה כהן',
      phone: '0501234567',
      address: 'רחוב הרצל 10, תל אביב',
    });
    const key = newObjectKey('documents', customer.user.id);
    const bytes = Buffer.from('%PDF-1.4\n%test\n');
    await app.t.deps.storage.put(key, bytes, 'application/pdf');
    const [doc] = await db()
      .insert(userDocuments)
      .values({
        userId: customer.user.id,
        name: 'תעודת זהות',
        type: 'application/pdf',
        size: bytes.length,
        path: key,
      })
      .returning();
    if (!doc) throw new Error('no document');

    const page = await rest(`/admin/users/${customer.user.id}`);
    expect(page.status).toBe(200);
    expect(page.body.account).toMatchObject({
      id: customer.user.id,
      username: customer.user.username,
      role: 'user',
      blockedAt: null,
    });
    expect(page.body.profile).toEqual({
      fullName: 'דנה כהן',
      phone: '0501234567',
      address: 'רחוב הרצל 10, תל אביב',
      birthDate: null,
    });
    expect(page.body.activeSessions).toBe(1);
    expect(page.body.documents).toEqual([
      expect.objectContaining({ id: doc.id, name: 'תעודת זהות', type: 'application/pdf' }),
    ]);
    expect(page.text).not.toContain(key);
    expect(page.text).not.toMatch(/argon2|passwordResetToken|"password"/);
    expect(await auditOf('customer.get', customer.user.id)).not.toHaveLength(0);

    const preview = await rest(`/admin/users/${customer.user.id}/documents/${doc.id}/preview`);
    expect(preview.status).toBe(200);
    expect(preview.text).toBe(bytes.toString());
    expect(preview.headers.get('content-type')).toBe('application/pdf');
    expect(preview.headers.get('x-content-type-options')).toBe('nosniff');
    expect(preview.headers.get('cache-control')).toBe('private, no-store');
    expect(preview.headers.get('content-disposition')).toBe(
      `inline; filename="document-${doc.id}.pdf"; filename*=UTF-8''${encodeURIComponent('תעודת זהות.pdf')}`,
    );
    expect(preview.headers.get('content-security-policy')).toMatch(/default-src 'none'.*sandbox/);
    expect(preview.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const download = await rest(`/admin/users/${customer.user.id}/documents/${doc.id}/download`);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; /);
    expect(await auditOf('customer.viewDocument', doc.id)).toHaveLength(2);

    // the tRPC door answers what the file is, never its storage key
    const meta = await trpc(app.admin.agent, 'admin.customers.document', {
      userId: customer.user.id,
      id: doc.id,
    });
    expect(meta.data).toEqual({
      id: doc.id,
      name: 'תעודת זהות',
      type: 'application/pdf',
      size: bytes.length,
      fileName: 'תעודת זהות.pdf',
    });

    // another user's id with this document: 404, never the bytes
    const foreign = await rest(`/admin/users/${other.user.id}/documents/${doc.id}/preview`);
    expect(foreign.status).toBe(404);
    expect(foreign.text).not.toContain('%PDF');

    // a row whose file is gone: 404, not a 500
    await app.t.deps.storage.delete(key);
    expect((await rest(`/admin/users/${customer.user.id}/documents/${doc.id}/preview`)).status).toBe(404);
  });
});

describe('role, block and sessions', () => {
  it('blocks: every session ends, a captured cookie is refused, login is 403 only with the right password; unblock lets them in', async () => {
    const { agent, user } = await signedIn(app.t, 'user');
    const second = app.t.agent();
    expect((await login(second, user)).status).toBe(200);
    const captured = agent.cookieHeader();

    const blocked = await rest(`/admin/users/${user.id}/blocked`, { method: 'PUT', json: { blocked: true } });
    expect(blocked.status).toBe(200);
    expect(blocked.body).toEqual({ id: user.id, blocked: true, endedSessions: 2 });

    const replay = await app.t.agent().request('/api/user/policies', { headers: { cookie: captured } });
    expect(replay.status).toBe(401);
    expect((await second.request('/api/auth/me')).status).toBe(401);

    const wrong = await login(app.t.agent(), { ...user, password: 'not-the-password-1' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toBe('שם משתמש או סיסמה שגויים');
    const right = await login(app.t.agent(), user);
    expect(right.status).toBe(403);
    expect(right.body.error).toBe(customerMessages.blocked);
    expect(right.headers.getSetCookie()).toEqual([]);

    const listed = await rest(`/admin/users?search=${user.username}`);
    expect(listed.body[0]).toMatchObject({ id: user.id, blocked: true });

    const unblocked = await rest(`/admin/users/${user.id}/blocked`, {
      method: 'PUT',
      json: { blocked: false },
    });
    expect(unblocked.body).toEqual({ id: user.id, blocked: false, endedSessions: 0 });
    expect((await login(app.t.agent(), user)).status).toBe(200);
    expect(await auditOf('customer.block', user.id)).toHaveLength(1);
    expect(await auditOf('customer.unblock', user.id)).toHaveLength(1);
  });

  it('ends all sessions of a user (tRPC door too), audited with the count', async () => {
    const { agent, user } = await signedIn(app.t, 'user');
    const res = await trpc(app.admin.agent, 'admin.customers.endSessions', { id: user.id }, true);
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ id: user.id, endedSessions: 1 });
    expect((await agent.request('/api/auth/me')).status).toBe(401);
    const [entry] = await auditOf('customer.endSessions', user.id);
    expect(entry?.details).toEqual({ endedSessions: 1 });
    // they can sign in again
    expect((await login(app.t.agent(), user)).status).toBe(200);
  });

  it('changes a role both ways; an admin cannot change their own role or block themselves', async () => {
    const user = await createUser(db());
    const up = await rest(`/admin/users/${user.id}/role`, { method: 'PUT', json: { role: 'admin' } });
    expect(up.status).toBe(200);
    expect(up.body).toEqual({ id: user.id, from: 'user', to: 'admin' });
    const [row] = await db().select({ role: users.role }).from(users).where(eq(users.id, user.id));
    expect(row?.role).toBe('admin');
    const down = await rest(`/admin/users/${user.id}/role`, { method: 'PUT', json: { role: 'user' } });
    expect(down.body).toEqual({ id: user.id, from: 'admin', to: 'user' });
    const [entry] = await auditOf('customer.setRole', user.id);
    expect(entry?.details).toEqual({ fromRole: 'user', toRole: 'admin' });

    const self = await rest(`/admin/users/${app.admin.user.id}/role`, {
      method: 'PUT',
      json: { role: 'user' },
    });
    expect(self.status).toBe(409);
    expect(self.body.error).toBe(customerMessages.selfRole);
    const selfBlock = await rest(`/admin/users/${app.admin.user.id}/blocked`, {
      method: 'PUT',
      json: { blocked: true },
    });
    expect(selfBlock.status).toBe(409);
    expect(selfBlock.body.error).toBe(customerMessages.selfBlock);
    expect((await app.admin.agent.request('/api/auth/me')).status).toBe(200);

    const badRole = await rest(`/admin/users/${user.id}/role`, { method: 'PUT', json: { role: 'root' } });
    expect(badRole.status).toBe(400);
  });

  it('never leaves the site without an active admin: two admins demoting each other at once, one wins', async () => {
    const a = await signedIn(app.t, 'admin');
    const b = await signedIn(app.t, 'admin');
    // every other admin stops being one, so a and b are the last two
    const others = await db().select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
    for (const { id } of others) {
      if (id !== a.user.id && id !== b.user.id)
        await db().update(users).set({ role: 'user' }).where(eq(users.id, id));
    }
    try {
      const [ab, ba] = await Promise.all([
        a.agent.request(`/api/admin/users/${b.user.id}/role`, { method: 'PUT', json: { role: 'user' } }),
        b.agent.request(`/api/admin/users/${a.user.id}/role`, { method: 'PUT', json: { role: 'user' } }),
      ]);
      const statuses = [ab.status, ba.status].sort();
      // the loser is either refused by the rule (409) or, once demoted, by the admin tier (403)
      expect(statuses[0]).toBe(200);
      expect([403, 409]).toContain(statuses[1]);
      const left = await db().select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
      expect(left).toHaveLength(1);
    } finally {
      for (const { id } of others) await db().update(users).set({ role: 'admin' }).where(eq(users.id, id));
    }
  });
});
