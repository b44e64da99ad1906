import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, israelToday } from '../../src/shared/israel-time';
import { adminTestApp } from '../../tests/admin-app';
import { mailsTo } from '../../tests/outbox';
import { fileForm, HOLDER_ID, reportWorkbook } from '../../tests/portfolio-files';
import { unzip } from '../../tests/unzip';
import { signedIn } from '../../tests/users';
import { portfolioReviews, savedPortfolios, users } from '../db/schema';

const suite = adminTestApp();
const ddmmyyyy = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
const today = israelToday();
const current = `${ddmmyyyy(addDays(today, -100))} - ${ddmmyyyy(addDays(today, 300))}`;

type Member = Awaited<ReturnType<typeof signedIn>>;

async function verifiedMember(): Promise<Member> {
  const member = await signedIn(suite.t, 'user');
  await suite.db().update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, member.user.id));
  return member;
}

const save = async (member: Member, file: Buffer) =>
  member.agent.request('/api/user/portfolio', { method: 'POST', body: fileForm(file) });

const firstReport = () =>
  reportWorkbook({
    health: [
      { subBranch: 'ניתוחים אחידה', period: current, premium: 80, policyNumber: 'POL-SURG-1001' },
      { subBranch: 'תרופות - בסיס', period: current, premium: 40, policyNumber: 'POL-DRUG-1002' },
    ],
  });

describe('saving a portfolio', () => {
  it('needs a verified e-mail address: 403 EMAIL_NOT_VERIFIED, nothing stored', async () => {
    const member = await signedIn(suite.t, 'user');
    const res = await save(member, await firstReport());
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
    const rows = await suite
      .db()
      .select()
      .from(savedPortfolios)
      .where(eq(savedPortfolios.userId, member.user.id));
    expect(rows).toEqual([]);
  });

  it('stores the report encrypted, lists it, and shows what changed in the holder’s next report', async () => {
    const member = await verifiedMember();
    const first = await save(member, await firstReport());
    expect(first.status, first.text).toBe(201);
    const saved = first.body;
    expect(saved).toMatchObject({ holder: { idMasked: '******674' }, changes: null });
    expect(saved.totals).toEqual({ monthly: 120, yearly: 1440 });

    const [row] = await suite.db().select().from(savedPortfolios).where(eq(savedPortfolios.id, saved.id));
    for (const secret of [HOLDER_ID, String(Number(HOLDER_ID)), 'POL-SURG-1001', 'ניתוחים'])
      expect(JSON.stringify(row)).not.toContain(secret);

    // a family member's report: another holder, so no changes against the first
    const family = await save(
      member,
      await reportWorkbook({ life: [{ id: 23456789, subBranch: 'אבדן כושר עבודה', policyNumber: 'FAM-1' }] }),
    );
    expect(family.body).toMatchObject({ holder: { idMasked: '******789' }, changes: null });

    const next = await save(
      member,
      await reportWorkbook({
        health: [
          { subBranch: 'ניתוחים אחידה', period: current, premium: 95, policyNumber: 'POL-SURG-1001' },
          { subBranch: 'שיניים', period: current, premium: 30, policyNumber: 'POL-TEETH-1003' },
        ],
      }),
    );
    expect(next.status).toBe(201);
    expect(next.body.changes).toMatchObject({
      added: ['POL-TEETH-1003'],
      removed: ['POL-DRUG-1002'],
      premiumChanged: [{ policyNumber: 'POL-SURG-1001', before: 80, after: 95 }],
    });

    const list = await member.agent.request('/api/user/portfolio');
    expect(list.status).toBe(200);
    expect(list.body.map((p: { id: number }) => p.id)).toEqual([next.body.id, family.body.id, saved.id]);
    expect(list.body[2]).toMatchObject({ policyCount: 2, totals: { monthly: 120 }, asOf: '2026-03-15' });

    const one = await member.agent.request(`/api/user/portfolio/${next.body.id}`);
    expect(one.status).toBe(200);
    expect(one.body.changes.added).toEqual(['POL-TEETH-1003']);
    // the first report has no earlier one
    expect((await member.agent.request(`/api/user/portfolio/${saved.id}`)).body.changes).toBeNull();
  });

  it('answers another user’s report with 404, on every path', async () => {
    const owner = await verifiedMember();
    const other = await verifiedMember();
    const { body } = await save(owner, await firstReport());
    expect((await other.agent.request(`/api/user/portfolio/${body.id}`)).status).toBe(404);
    expect((await other.agent.request(`/api/user/portfolio/${body.id}`, { method: 'DELETE' })).status).toBe(
      404,
    );
    const review = await other.agent.request(`/api/user/portfolio/${body.id}/review`, { json: {} });
    expect(review.status).toBe(404);
    expect((await owner.agent.request(`/api/user/portfolio/${body.id}`)).status).toBe(200);
  });

  it('deletes a report with its review requests', async () => {
    const member = await verifiedMember();
    const { body } = await save(member, await firstReport());
    await member.agent.request(`/api/user/portfolio/${body.id}/review`, { json: {} });
    const res = await member.agent.request(`/api/user/portfolio/${body.id}`, { method: 'DELETE' });
    expect(res.status).toBe(200);
    expect((await member.agent.request(`/api/user/portfolio/${body.id}`)).status).toBe(404);
    const reviews = await suite
      .db()
      .select()
      .from(portfolioReviews)
      .where(eq(portfolioReviews.portfolioId, body.id));
    expect(reviews).toEqual([]);
  });

  it('puts saved reports and review requests in the data export; deleting the account deletes them', async () => {
    const member = await verifiedMember();
    const { body } = await save(member, await firstReport());
    await member.agent.request(`/api/user/portfolio/${body.id}/review`, { json: { message: 'תבדקו בבקשה' } });

    const res = await fetchExport(member);
    const data = JSON.parse((await unzip(res)).get('data.json')?.toString() ?? '{}');
    expect(data.portfolios).toHaveLength(1);
    expect(data.portfolios[0]).toMatchObject({ id: body.id, holderId: HOLDER_ID });
    expect(data.portfolios[0].policies.map((p: { policyNumber: string }) => p.policyNumber)).toEqual([
      'POL-SURG-1001',
      'POL-DRUG-1002',
    ]);
    expect(data.portfolioReviews).toMatchObject([
      { portfolioId: body.id, message: 'תבדקו בבקשה', status: 'new' },
    ]);

    const gone = await member.agent.request('/api/user/account', {
      method: 'DELETE',
      json: { password: member.user.password },
    });
    expect(gone.status, gone.text).toBe(200);
    expect(
      await suite.db().select().from(savedPortfolios).where(eq(savedPortfolios.userId, member.user.id)),
    ).toEqual([]);
    expect(
      await suite.db().select().from(portfolioReviews).where(eq(portfolioReviews.userId, member.user.id)),
    ).toEqual([]);
  });
});

async function fetchExport(member: Member): Promise<Buffer> {
  const res = await suite.t.app.request('/api/user/export', {
    headers: { cookie: member.agent.cookieHeader() },
  });
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

describe('review requests', () => {
  it('mails the agency, lists the request for staff (paged) and opens it with everything on one screen', async () => {
    const member = await verifiedMember();
    const { body } = await save(member, await firstReport());
    const sent = await member.agent.request(`/api/user/portfolio/${body.id}/review`, {
      json: { message: 'האם יש לי כפל?' },
    });
    expect(sent.status, sent.text).toBe(201);
    const reviewId = sent.body.id as number;
    const [mail] = await mailsTo(suite.db(), suite.t.deps.config.mail.agencyEmail, 'portfolio-review-notice');
    expect(mail?.subject).toContain(String(reviewId));
    expect(mail?.text).toContain('האם יש לי כפל?');
    // the mail names the customer, never the ID number or the policies
    expect(mail?.text).not.toContain(HOLDER_ID);
    expect(mail?.text).not.toContain('POL-SURG-1001');

    const list = await suite.rest('/admin/portfolio-reviews?status=new&pageSize=10');
    expect(list.status).toBe(200);
    expect(Number(list.headers.get('x-total-count'))).toBeGreaterThanOrEqual(1);
    expect(list.body[0]).toMatchObject({
      id: reviewId,
      username: member.user.username,
      policyCount: 2,
      findingCount: 2,
      status: 'new',
    });

    const one = await suite.rest(`/admin/portfolio-reviews/${reviewId}`);
    expect(one.status, one.text).toBe(200);
    expect(one.body).toMatchObject({
      id: reviewId,
      message: 'האם יש לי כפל?',
      customer: { id: member.user.id, username: member.user.username },
      portfolio: { id: body.id, holder: { idMasked: '******674' } },
      agencyPolicies: [],
    });
    expect(one.body.portfolio.findings.map((f: { code: string }) => f.code)).toEqual([
      'NO_DISABILITY_COVER',
      'NO_LIFE_COVER',
    ]);
    expect(await suite.auditOf('portfolioReview.get', reviewId)).toHaveLength(1);

    const moved = await suite.rest(`/admin/portfolio-reviews/${reviewId}`, {
      method: 'PUT',
      json: { status: 'in_progress' },
    });
    expect(moved.status).toBe(200);
    const [entry] = await suite.auditOf('portfolioReview.setStatus', reviewId);
    expect(entry?.details).toEqual({ from: 'new', to: 'in_progress' });
    const newOnes = await suite.rest('/admin/portfolio-reviews?status=new');
    expect(newOnes.body.map((r: { id: number }) => r.id)).not.toContain(reviewId);
    expect((await suite.rest('/admin/portfolio-reviews/999999')).status).toBe(404);
  });

  it('needs a verified e-mail and keeps a message to 1,000 characters', async () => {
    const member = await verifiedMember();
    const { body } = await save(member, await firstReport());
    const long = await member.agent.request(`/api/user/portfolio/${body.id}/review`, {
      json: { message: 'א'.repeat(1001) },
    });
    expect(long.status).toBe(400);
    await suite.db().update(users).set({ emailVerifiedAt: null }).where(eq(users.id, member.user.id));
    const res = await member.agent.request(`/api/user/portfolio/${body.id}/review`, { json: {} });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('EMAIL_NOT_VERIFIED');
  });
});
