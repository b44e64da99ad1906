import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ClaimStatus, canMoveClaim, claimStatuses } from '../../src/shared/claims';
import { addDays, israelToday } from '../../src/shared/israel-time';
import { adminTestApp, expectAdminOnly } from '../../tests/admin-app';
import { mailsTo } from '../../tests/outbox';
import { unzip } from '../../tests/unzip';
import { signedIn } from '../../tests/users';
import { createPolicy } from '../db/factories';
import { claims, userDocuments, userProfiles } from '../db/schema';
import { newObjectKey } from '../storage/keys';

const app = adminTestApp();
const { db, rest, auditOf } = app;

const agencyEmail = () => app.t.deps.config.mail.agencyEmail;
const customer = () => app.member;

async function documentOf(userId: number, name = 'קבלה מבית החולים') {
  const [row] = await db()
    .insert(userDocuments)
    .values({ userId, name, type: 'application/pdf', size: 10, path: newObjectKey('documents', userId) })
    .returning({ id: userDocuments.id });
  return (row as { id: number }).id;
}

let policyId: number;
let documentId: number;

beforeAll(async () => {
  policyId = (await createPolicy(db(), { userId: customer().user.id, startDate: '2025-01-01' })).id;
  documentId = await documentOf(customer().user.id);
  await db().insert(userProfiles).values({ userId: customer().user.id, fullName: 'דנה כהן־לוי' });
});

const file = (json: Record<string, unknown> = {}) =>
  customer().agent.request('/api/user/claims', {
    json: {
      policyId,
      eventDate: addDays(israelToday(), -3),
      description: 'החלקתי במדרגות ושברתי את היד, טופלתי בבית החולים.',
      ...json,
    },
  });

/** A new claim of the customer, then set to `status` as if staff had moved it there. */
async function claimIn(status: ClaimStatus) {
  const res = await file();
  expect(res.status).toBe(201);
  await db().update(claims).set({ status }).where(eq(claims.id, res.body.id));
  return res.body.id as number;
}

describe('filing a claim', () => {
  it('files a claim with a document, mails the agency and shows it to its customer', async () => {
    const res = await file({ documentIds: [documentId] });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), reference: expect.any(String), status: 'received' });
    expect(res.body.reference).toMatch(new RegExp(`^CL-\\d{4}-0*${res.body.id}$`));
    const [notice] = await mailsTo(db(), agencyEmail(), 'claim-notice');
    expect(notice?.subject).toContain(res.body.reference);
    expect(notice?.text).toContain('דנה כהן־לוי');

    const list = await customer().agent.request('/api/user/claims');
    expect(list.status).toBe(200);
    expect(list.body[0]).toMatchObject({
      id: res.body.id,
      reference: res.body.reference,
      policyId,
      status: 'received',
    });

    const one = await customer().agent.request(`/api/user/claims/${res.body.id}`);
    expect(one.status).toBe(200);
    expect(one.body.timeline).toEqual([{ status: 'received', at: expect.any(String) }]);
    expect(one.body.documentRequests).toEqual([]);
    expect(one.body.documents).toEqual([
      { id: documentId, name: 'קבלה מבית החולים', addedAt: expect.any(String) },
    ]);
  });

  it.each([
    ['a description under 10 characters', { description: 'נפלתי' }, 'description'],
    ['an event in the future', { eventDate: addDays(israelToday(), 1) }, 'eventDate'],
    ['an event before the policy started', { eventDate: '2024-12-31' }, 'eventDate'],
    ['a date that is no date', { eventDate: '2026-02-30' }, 'eventDate'],
    ['no policy', { policyId: undefined }, 'policyId'],
  ])('refuses %s with a Hebrew message on the field (400)', async (_, json, field) => {
    const res = await file(json);
    expect(res.status).toBe(400);
    expect(res.body.issues.map((issue: { path: string }) => issue.path)).toContain(field);
    expect(res.body.error).toMatch(/[\u0590-\u05FF]/);
  });

  it("answers 404 for another user's policy or document, and stores nothing", async () => {
    const other = await signedIn(app.t);
    const before = await db().select().from(claims).where(eq(claims.userId, other.user.id));
    const theirs = await createPolicy(db(), { userId: other.user.id });
    expect((await file({ policyId: theirs.id })).status).toBe(404);
    const res = await other.agent.request('/api/user/claims', {
      json: {
        policyId: theirs.id,
        eventDate: israelToday(),
        description: 'תיאור ארוך מספיק של האירוע',
        documentIds: [documentId],
      },
    });
    expect(res.status).toBe(404);
    expect(await db().select().from(claims).where(eq(claims.userId, other.user.id))).toEqual(before);
  });

  it("answers 404 for another user's claim on every customer path", async () => {
    const id = await claimIn('received');
    const other = await signedIn(app.t);
    expect((await other.agent.request(`/api/user/claims/${id}`)).status).toBe(404);
    const theirDocument = await documentOf(other.user.id);
    const attach = await other.agent.request(`/api/user/claims/${id}/documents`, {
      json: { documentId: theirDocument },
    });
    expect(attach.status).toBe(404);
    expect((await other.agent.request('/api/user/claims')).body).toEqual([]);
  });
});

describe('the staff queue', () => {
  it.each([
    ['GET', '/api/admin/claims'],
    ['GET', '/api/admin/claims/1'],
    ['PUT', '/api/admin/claims/1'],
    ['POST', '/api/admin/claims/1/document-requests'],
  ])('%s %s: 401 signed out, 403 for a customer', async (method, path) => {
    await expectAdminOnly(app, method, path, method === 'GET' ? undefined : {});
  });

  it('pages the queue, filters by status and finds a claim by reference, name or policy number', async () => {
    const id = await claimIn('submitted');
    const [policy] = await db().select().from(claims).where(eq(claims.id, id));
    const page = await rest('/admin/claims?pageSize=2');
    expect(page.status).toBe(200);
    expect(page.body).toHaveLength(2);
    expect(Number(page.headers.get('x-total-count'))).toBeGreaterThan(2);
    expect(page.body[0]).toMatchObject({
      id,
      status: 'submitted',
      customer: { id: customer().user.id, fullName: 'דנה כהן־לוי' },
      dueDates: { acknowledgement: { due: expect.any(String) }, decision: { due: expect.any(String) } },
    });

    const submitted = await rest('/admin/claims?status=submitted');
    expect(submitted.body.every((row: { status: string }) => row.status === 'submitted')).toBe(true);

    const reference = page.body[0].reference as string;
    const byReference = await rest(`/admin/claims?q=${encodeURIComponent(reference.toLowerCase())}`);
    expect(byReference.body.map((row: { id: number }) => row.id)).toEqual([id]);
    const byName = await rest(`/admin/claims?q=${encodeURIComponent('כהן')}`);
    expect(byName.body.map((row: { id: number }) => row.id)).toContain(id);
    const number = page.body[0].policyNumber as string;
    const byPolicy = await rest(`/admin/claims?q=${encodeURIComponent(number.slice(2, 8))}`);
    expect(byPolicy.body.map((row: { policyId: number }) => row.policyId)).toContain(policy?.policyId);
    expect((await rest('/admin/claims?q=nobody-has-this')).body).toEqual([]);
    expect((await rest('/admin/claims?page=9999')).body).toEqual([]);
    expect((await auditOf('claim.list')).length).toBeGreaterThan(0);
  });

  it('shows one claim with its customer, policy, due dates and moves, and audits the view', async () => {
    const id = await claimIn('received');
    const res = await rest(`/admin/claims/${id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id,
      customer: { id: customer().user.id, fullName: 'דנה כהן־לוי', email: customer().user.email },
      policy: { id: policyId, startDate: '2025-01-01' },
      moves: ['submitted'],
      dueDates: { acknowledgement: { state: 'running' }, decision: { state: 'running' } },
    });
    expect(await auditOf('claim.get', id)).toHaveLength(1);
    expect((await rest('/admin/claims/999999')).status).toBe(404);
  });
});

const pairs = claimStatuses.flatMap((from) => claimStatuses.map((to) => [from, to] as const));

describe('the claim path', () => {
  it.each(pairs)('%s → %s: 200 on the path, 409 off it', async (from, to) => {
    const id = await claimIn(from);
    const note = `הערה ${from}-${to}`;
    const res = await rest(`/admin/claims/${id}`, { method: 'PUT', json: { status: to, note } });
    const [row] = await db().select().from(claims).where(eq(claims.id, id));
    const mails = await mailsTo(db(), customer().user.email, 'claim-update');
    if (canMoveClaim(from, to)) {
      expect(res.status).toBe(200);
      expect(res.body.status).toBe(to);
      expect(row?.status).toBe(to);
      expect(res.body.timeline.at(-1)).toMatchObject({ status: to, note });
      expect(mails[0]?.text).toContain(note);
    } else {
      expect(res.status).toBe(409);
      expect(res.body.error).toMatch(/[\u0590-\u05FF]/);
      expect(row?.status).toBe(from);
      expect(mails.some((mail) => mail.text.includes(note))).toBe(false);
    }
  });

  it('stops the acknowledgement clock at the first move and the decision clock at a decision', async () => {
    const id = await claimIn('received');
    await rest(`/admin/claims/${id}`, { method: 'PUT', json: { status: 'submitted' } });
    const moved = await rest(`/admin/claims/${id}`, { method: 'PUT', json: { status: 'approved' } });
    expect(moved.body.dueDates.acknowledgement.state).toBe('met');
    expect(moved.body.dueDates.decision.state).toBe('met');
    expect(await auditOf('claim.move', id)).toHaveLength(2);
  });
});

describe('document requests', () => {
  it('asks the customer for a document, who answers it with an upload from their documents', async () => {
    const id = await claimIn('submitted');
    const asked = await rest(`/admin/claims/${id}/document-requests`, {
      method: 'POST',
      json: { title: 'אישור משטרה' },
    });
    expect(asked.status).toBe(201);
    expect(asked.body).toEqual({ id: expect.any(Number) });
    const [mail] = await mailsTo(db(), customer().user.email, 'claim-update');
    expect(mail?.text).toContain('אישור משטרה');

    const seen = await customer().agent.request(`/api/user/claims/${id}`);
    expect(seen.body.status).toBe('documents_needed');
    expect(seen.body.documentRequests).toEqual([{ id: asked.body.id, title: 'אישור משטרה' }]);

    const answer = await documentOf(customer().user.id, 'אישור משטרה סרוק');
    const res = await customer().agent.request(`/api/user/claims/${id}/documents`, {
      json: { documentId: answer, requestId: asked.body.id },
    });
    expect(res.status).toBe(200);
    const after = await customer().agent.request(`/api/user/claims/${id}`);
    expect(after.body.documentRequests).toEqual([
      { id: asked.body.id, title: 'אישור משטרה', documentId: answer },
    ]);
    expect(after.body.documents.map((d: { id: number }) => d.id)).toContain(answer);
    const [notice] = await mailsTo(db(), agencyEmail(), 'claim-document-notice');
    expect(notice?.text).toContain('אישור משטרה סרוק');

    const staff = await rest(`/admin/claims/${id}`);
    expect(staff.body.documents.map((d: { id: number }) => d.id)).toContain(answer);
  });

  it('refuses a request on a claim that may not need documents now (409)', async () => {
    const id = await claimIn('received');
    const res = await rest(`/admin/claims/${id}/document-requests`, {
      method: 'POST',
      json: { title: 'צילום רישיון' },
    });
    expect(res.status).toBe(409);
    const [row] = await db().select().from(claims).where(eq(claims.id, id));
    expect(row?.status).toBe('received');
  });

  it('refuses documents on a closed claim (409)', async () => {
    const id = await claimIn('closed');
    const res = await customer().agent.request(`/api/user/claims/${id}/documents`, { json: { documentId } });
    expect(res.status).toBe(409);
  });
});

describe('privacy', () => {
  it("holds the claims in the account's export and deletes them with the account", async () => {
    const someone = await signedIn(app.t);
    const policy = await createPolicy(db(), { userId: someone.user.id });
    const filed = await someone.agent.request('/api/user/claims', {
      json: { policyId: policy.id, eventDate: israelToday(), description: 'נזק למכונית בחניה של הבניין' },
    });
    expect(filed.status).toBe(201);
    const res = await app.t.app.request('/api/user/export', {
      headers: { cookie: someone.agent.cookieHeader() },
    });
    const entries = await unzip(Buffer.from(await res.arrayBuffer()));
    const data = JSON.parse(entries.get('data.json')?.toString('utf8') ?? '{}');
    expect(data.claims).toEqual([
      expect.objectContaining({
        reference: filed.body.reference,
        description: 'נזק למכונית בחניה של הבניין',
        timeline: [expect.objectContaining({ status: 'received' })],
      }),
    ]);
    const deleted = await someone.agent.request('/api/user/account', {
      method: 'DELETE',
      json: { password: someone.user.password },
    });
    expect(deleted.status).toBe(200);
    expect(await db().select().from(claims).where(eq(claims.id, filed.body.id))).toEqual([]);
  });
});
