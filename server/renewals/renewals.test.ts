import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, israelToday } from '../../src/shared/israel-time';
import { adminTestApp, expectAdminOnly, trpcCall as trpc } from '../../tests/admin-app';
import { signedIn, uniqueName } from '../../tests/users';
import { emailOutbox, insurancePolicies, policyRenewalEvents, userProfiles } from '../db/schema';

const app = adminTestApp();
const { db, rest, auditOf } = app;

const policyNumber = () => `REN-${uniqueName('').slice(1).toUpperCase()}`;
const today = () => israelToday();

/** A policy of `userId` added by the admin over REST, ending `endsIn` days from today. */
async function addPolicy(userId: number, endsIn: number, extra: Record<string, unknown> = {}) {
  const res = await rest(`/admin/users/${userId}/policies`, {
    method: 'POST',
    json: {
      policyNumber: policyNumber(),
      policyType: 'car',
      startDate: addDays(today(), -300),
      endDate: addDays(today(), endsIn),
      ...extra,
    },
  });
  expect(res.status, res.text).toBe(201);
  return res.body as { id: number; policyNumber: string; renewalStatus: string };
}

describe('policy fields', () => {
  it('the admin saves insurer, premium, period, coverages and renewal status; the customer reads them', async () => {
    const customer = await signedIn(app.t);
    const created = await addPolicy(customer.user.id, 30, {
      company: '  מגדל ',
      premium: 120.5,
      premiumPeriod: 'monthly',
      coverages: [{ title: 'ניתוחים בחו״ל', amount: 1_000_000 }, { title: 'תרופות' }],
    });
    expect(created).toMatchObject({
      company: 'מגדל',
      premium: 120.5,
      premiumPeriod: 'monthly',
      renewalStatus: 'open',
      coverages: [{ title: 'ניתוחים בחו״ל', amount: 1_000_000 }, { title: 'תרופות' }],
    });
    const mine = await customer.agent.request('/api/user/policies');
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual([
      expect.objectContaining({ id: created.id, company: 'מגדל', premium: 120.5, renewalStatus: 'open' }),
    ]);

    // edit over tRPC: a new status is kept in the renewal history and audited by name only
    const edit = await trpc(
      app.admin.agent,
      'admin.customers.policies.update',
      {
        id: created.id,
        policyNumber: created.policyNumber,
        policyType: 'car',
        startDate: addDays(today(), -300),
        endDate: addDays(today(), 30),
        status: 'active',
        company: 'הראל',
        premium: 1400,
        premiumPeriod: 'yearly',
        coverages: [],
        renewalStatus: 'contacted',
      },
      true,
    );
    expect(edit.status).toBe(200);
    expect(edit.data).toMatchObject({ company: 'הראל', premiumPeriod: 'yearly', renewalStatus: 'contacted' });
    const [audit] = (await auditOf('policy.update', created.id)).slice(-1);
    expect(audit?.details).toMatchObject({
      changed: expect.arrayContaining(['company', 'premium', 'coverages', 'renewalStatus']),
      renewalFrom: 'open',
      renewalTo: 'contacted',
    });
    expect(JSON.stringify(audit?.details)).not.toContain('הראל');
  });

  it('refuses a premium without its period, a bad amount and a long coverage title, in Hebrew', async () => {
    const customer = await signedIn(app.t);
    for (const extra of [
      { premium: 100 },
      { premium: -5, premiumPeriod: 'monthly' },
      { premium: 10.555, premiumPeriod: 'monthly' },
      { coverages: [{ title: 'א'.repeat(81) }] },
      { coverages: [{ title: 'אשפוז', amount: 1.5 }] },
      { renewalStatus: 'maybe' },
    ]) {
      const res = await rest(`/admin/users/${customer.user.id}/policies`, {
        method: 'POST',
        json: { policyNumber: policyNumber(), policyType: 'car', startDate: today(), ...extra },
      });
      expect(res.status, JSON.stringify(extra)).toBe(400);
      expect(JSON.stringify(res.body.issues)).toMatch(/[\u0590-\u05FF]/);
    }
  });

  it('a policy stored before these fields reads with empty details and an open renewal', async () => {
    const customer = await signedIn(app.t);
    await db().insert(insurancePolicies).values({
      userId: customer.user.id,
      policyNumber: policyNumber(),
      policyType: 'home',
      startDate: today(),
    });
    const res = await customer.agent.request('/api/user/policies');
    expect(res.body[0]).toMatchObject({
      company: '',
      premium: null,
      premiumPeriod: null,
      coverages: [],
      renewalStatus: 'open',
    });
  });
});

describe('renewal request', () => {
  it('201: the renewal becomes requested and the agency is mailed; again → 409; another’s → 404', async () => {
    const customer = await signedIn(app.t);
    const other = await signedIn(app.t);
    const policy = await addPolicy(customer.user.id, 40, { company: 'מנורה מבטחים' });

    const stranger = await other.agent.request(`/api/user/policies/${policy.id}/renewal-request`, {
      json: {},
    });
    expect(stranger.status).toBe(404);

    const res = await customer.agent.request(`/api/user/policies/${policy.id}/renewal-request`, {
      json: { message: 'אשמח להצעה זולה יותר' },
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toEqual({ policyId: policy.id, renewalStatus: 'requested' });
    const [row] = await db().select().from(insurancePolicies).where(eq(insurancePolicies.id, policy.id));
    expect(row?.renewalStatus).toBe('requested');
    const mails = await db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.kind, 'renewal-request')));
    const mail = mails.find((m) => m.subject.includes(policy.policyNumber));
    expect(mail?.text).toContain('אשמח להצעה זולה יותר');
    expect(mail?.text).toContain('מנורה מבטחים');

    const again = await customer.agent.request(`/api/user/policies/${policy.id}/renewal-request`, {
      json: {},
    });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatch(/[\u0590-\u05FF]/);
  });

  it('an ended policy cannot be renewed through the site (409); signed out → 401', async () => {
    const customer = await signedIn(app.t);
    const policy = await addPolicy(customer.user.id, -1);
    const res = await customer.agent.request(`/api/user/policies/${policy.id}/renewal-request`, {
      json: {},
    });
    expect(res.status).toBe(409);
    const anonymous = await app.t.agent().request(`/api/user/policies/${policy.id}/renewal-request`, {
      json: {},
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('renewals list and status change', () => {
  it.each([
    ['GET', '/api/admin/renewals'],
    ['PUT', '/api/admin/policies/1/renewal'],
  ])('%s %s: admin only', async (method, path) => {
    await expectAdminOnly(app, method, path, method === 'PUT' ? { renewalStatus: 'open' } : undefined);
  });

  it('lists active policies ending within the window, soonest first, with customer and last note', async () => {
    const customer = await signedIn(app.t);
    await db().insert(userProfiles).values({ userId: customer.user.id, fullName: 'דנה לוי' });
    const in50 = await addPolicy(customer.user.id, 50, { company: 'AIG' });
    const in5 = await addPolicy(customer.user.id, 5);
    const in90 = await addPolicy(customer.user.id, 90);
    const ended = await addPolicy(customer.user.id, -3);

    const res = await rest('/admin/renewals?pageSize=100');
    expect(res.status).toBe(200);
    const ids = (res.body as { policyId: number }[]).map((r) => r.policyId);
    expect(ids).toContain(in50.id);
    expect(ids).not.toContain(in90.id);
    expect(ids).not.toContain(ended.id);
    expect(ids.indexOf(in5.id)).toBeLessThan(ids.indexOf(in50.id));
    const row = res.body.find((r: { policyId: number }) => r.policyId === in50.id);
    expect(row).toMatchObject({
      customer: { id: customer.user.id, username: customer.user.username, fullName: 'דנה לוי' },
      type: 'car',
      company: 'AIG',
      endDate: addDays(today(), 50),
      daysLeft: 50,
      renewalStatus: 'open',
      lastNote: null,
    });
    expect(Number(res.headers.get('x-total-count'))).toBeGreaterThanOrEqual(2);

    const wide = await rest('/admin/renewals?within=120&pageSize=100');
    expect(wide.body.map((r: { policyId: number }) => r.policyId)).toContain(in90.id);
    for (const bad of ['0', '366', 'abc']) {
      const refused = await rest(`/admin/renewals?within=${bad}`);
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body)).toMatch(/[\u0590-\u05FF]/);
    }

    const change = await rest(`/admin/policies/${in50.id}/renewal`, {
      method: 'PUT',
      json: { renewalStatus: 'contacted', note: 'התקשרתי, מחכה לתשובה' },
    });
    expect(change.status, change.text).toBe(200);
    expect(change.body).toEqual({
      policyId: in50.id,
      renewalStatus: 'contacted',
      note: 'התקשרתי, מחכה לתשובה',
    });
    const after = await rest('/admin/renewals?status=contacted&pageSize=100');
    expect(after.body.find((r: { policyId: number }) => r.policyId === in50.id)).toMatchObject({
      renewalStatus: 'contacted',
      lastNote: 'התקשרתי, מחכה לתשובה',
    });
    const [audit] = await auditOf('policy.renewal', in50.id);
    expect(audit?.details).toMatchObject({ from: 'open', to: 'contacted', note: true });
    expect((await auditOf('renewal.list')).length).toBeGreaterThan(0);
    const history = await db()
      .select()
      .from(policyRenewalEvents)
      .where(eq(policyRenewalEvents.policyId, in50.id));
    expect(history).toHaveLength(1);

    expect(
      (await rest('/admin/policies/999999/renewal', { method: 'PUT', json: { renewalStatus: 'lost' } }))
        .status,
    ).toBe(404);
    expect(
      (await rest(`/admin/policies/${in50.id}/renewal`, { method: 'PUT', json: { renewalStatus: 'x' } }))
        .status,
    ).toBe(400);
  });
});
