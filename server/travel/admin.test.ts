import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { estimatePriceUsd, TravelRequestSchema, tripDays } from '../../src/shared/travel';
import type { ApplicationStatus } from '../../src/shared/travel-admin';
import { adminTestApp, expectAdminOnly, trpcCall as trpc } from '../../tests/admin-app';
import { israeliId, validTravelRequest } from '../../tests/payloads';
import { auditLog, travelInsurance, travelInsuranceCounts } from '../db/schema';
import { travelReference } from './reference';
import { applicationRow } from './service';

const app = adminTestApp();
const { db, auditOf: auditRows } = app;
const isoTimestamp = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;

interface RowSpec {
  name: string;
  email: string;
  status?: ApplicationStatus;
  minutesAgo: number;
  idNumber?: string;
  passportNumber?: string;
  /** travelers after the first: name and ID number */
  others?: { name: string; idNumber: string }[];
}

/** Requests as the form sends them, stored with their rows; `minutesAgo` sets the request date. */
async function insertRequests(rows: RowSpec[]) {
  const inserted = await db()
    .insert(travelInsurance)
    .values(
      rows.map((r, i) => {
        const idNumber = r.idNumber ?? israeliId(String(30_000_000 + i));
        const template = validTravelRequest(1 + (r.others?.length ?? 0));
        const people = [{ name: r.name, idNumber }, ...(r.others ?? [])];
        const request = TravelRequestSchema.parse({
          ...template,
          travelers: template.travelers.map((t, n) => {
            const [firstName = '', ...last] = people[n]?.name.split(' ') ?? [];
            return { ...t, firstName, lastName: last.join(' '), email: n === 0 ? r.email : t.email };
          }),
          addresses: template.addresses.map((a, n) => ({
            ...a,
            idNumber: people[n]?.idNumber,
            passportNumber: n === 0 ? (r.passportNumber ?? '') : '',
          })),
        });
        return {
          ...applicationRow(app.t.deps.config.dataKeys, request),
          phone: '0501234567',
          status: r.status ?? 'pending',
          createdAt: new Date(Date.now() - r.minutesAgo * 60_000),
        };
      }),
    )
    .returning({ id: travelInsurance.id });
  return inserted.map((r) => r.id);
}

describe('admin access to the travel requests', () => {
  it.each([
    ['GET', '/api/admin/travel-insurance'],
    ['GET', '/api/admin/travel-insurance/1'],
    ['PUT', '/api/admin/travel-insurance/1'],
  ])('%s %s: 401 signed out, 403 for a member, JSON with a Hebrew message', async (method, path) => {
    const json = method === 'PUT' ? { status: 'approved' } : undefined;
    await expectAdminOnly(app, method, path, json);
  });

  it.each([
    ['admin.travel.list', {}, false],
    ['admin.travel.get', { id: 1 }, false],
    ['admin.travel.setStatus', { id: 1, status: 'approved' }, true],
  ] as const)('/trpc/%s: UNAUTHORIZED signed out, FORBIDDEN for a member', async (path, input, mutation) => {
    const anonymous = await trpc(app.t.agent(), path, input, mutation);
    expect(anonymous.status).toBe(401);
    expect(anonymous.error.data.code).toBe('UNAUTHORIZED');
    const forbidden = await trpc(app.member.agent, path, input, mutation);
    expect(forbidden.status).toBe(403);
    expect(forbidden.error.data.code).toBe('FORBIDDEN');
  });

  it('leaves no trace of a refused read in the audit log', async () => {
    const before = await db().select().from(auditLog).where(eq(auditLog.action, 'travel.get'));
    await app.member.agent.request('/api/admin/travel-insurance/1');
    const after = await db().select().from(auditLog).where(eq(auditLog.action, 'travel.get'));
    expect(after).toHaveLength(before.length);
  });
});

describe('the list', () => {
  let ids: number[];
  beforeAll(async () => {
    await db().delete(travelInsurance);
    ids = await insertRequests([
      { name: 'דנה כהן', email: 'dana@example.com', minutesAgo: 50, idNumber: israeliId('04000000') },
      { name: 'John Smith', email: 'john.smith@mail.example', status: 'approved', minutesAgo: 40 },
      {
        name: 'מיכל לוי',
        email: 'michal@example.com',
        status: 'rejected',
        minutesAgo: 30,
        passportNumber: 'AB1234567',
      },
      { name: 'Anna Smithson', email: 'anna@example.com', status: 'approved', minutesAgo: 20 },
      {
        name: 'יוסי בן כהן',
        email: 'yossi@cohen.example',
        minutesAgo: 10,
        others: [{ name: 'רונית אברמוב', idNumber: israeliId('05500000') }],
      },
    ]);
  });
  const names = (items: { fullName: string }[]) => items.map((i) => i.fullName);

  it('pages the requests newest first, with the total and the counts per status', async () => {
    const page1 = await trpc(app.admin.agent, 'admin.travel.list', { pageSize: 2 });
    expect(page1.status).toBe(200);
    expect(names(page1.data.items)).toEqual(['יוסי בן כהן', 'Anna Smithson']);
    expect(page1.data).toMatchObject({
      total: 5,
      page: 1,
      pageSize: 2,
      counts: { pending: 2, approved: 2, rejected: 1 },
    });
    const page3 = await trpc(app.admin.agent, 'admin.travel.list', { pageSize: 2, page: 3 });
    expect(names(page3.data.items)).toEqual(['דנה כהן']);
    const beyond = await trpc(app.admin.agent, 'admin.travel.list', { pageSize: 2, page: 4 });
    expect(beyond.data.items).toEqual([]);
    expect(beyond.data.total).toBe(5);
  });

  it('answers each application as the admin table shows it, with its reference', async () => {
    const res = await trpc(app.admin.agent, 'admin.travel.list', { search: 'דנה' });
    expect(res.data.items).toEqual([
      {
        id: ids[0],
        reference: travelReference(ids[0] as number),
        fullName: 'דנה כהן',
        idNumber: `******${israeliId('04000000').slice(-3)}`,
        passportNumber: null,
        email: 'dana@example.com',
        phone: '0501234567',
        destination: 'US,ES',
        startDate: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
        endDate: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
        status: 'pending',
        createdAt: expect.stringMatching(isoTimestamp),
      },
    ]);
  });

  it('carries ID and passport numbers masked to their last 3 characters on both doors', async () => {
    const viaTrpc = await trpc(app.admin.agent, 'admin.travel.list', { search: 'מיכל' });
    const viaRest = await app.admin.agent.request('/api/admin/travel-insurance?q=מיכל');
    for (const [row] of [viaTrpc.data.items, viaRest.body]) {
      expect(row).toMatchObject({ fullName: 'מיכל לוי', passportNumber: '******567' });
      expect(row.idNumber).toMatch(/^\*{6}\d{3}$/);
    }
    const all = await app.admin.agent.request('/api/admin/travel-insurance?pageSize=100');
    expect(JSON.stringify(all.body)).not.toContain('AB1234567');
    expect(JSON.stringify(all.body)).not.toContain(israeliId('04000000'));
  });

  it('filters by status, the counts still covering every status', async () => {
    const res = await trpc(app.admin.agent, 'admin.travel.list', { status: 'approved' });
    expect(names(res.data.items)).toEqual(['Anna Smithson', 'John Smith']);
    expect(res.data.total).toBe(2);
    expect(res.data.counts).toEqual({ pending: 2, approved: 2, rejected: 1 });
  });

  it.each([
    ['a name part, any case', 'smith', ['Anna Smithson', 'John Smith']],
    ['a Hebrew name part', 'כהן', ['יוסי בן כהן', 'דנה כהן']],
    ['the start of a word, under 3 letters', 'לו', ['מיכל לוי']],
    ['an e-mail part', 'COHEN.EX', ['יוסי בן כהן']],
    ['a whole e-mail', 'john.smith@mail.example', ['John Smith']],
    ['an ID number', israeliId('04000000'), ['דנה כהן']],
    [
      'an ID number written with a dash',
      `${israeliId('04000000').slice(0, 4)}-${israeliId('04000000').slice(4)}`,
      ['דנה כהן'],
    ],
    ['an ID number without its leading zero', israeliId('04000000').slice(1), ['דנה כהן']],
    ['only a whole ID number, never its start (the numbers are encrypted)', '0400000', []],
    ['a passport number, any case', 'ab1234567', ['מיכל לוי']],
    ["a second traveler's name", 'אברמוב', ['יוסי בן כהן']],
    ["a second traveler's full name", 'רונית אברמוב', ['יוסי בן כהן']],
    ["a second traveler's ID number", israeliId('05500000'), ['יוסי בן כהן']],
    ['a name pasted with direction marks', '\u200fמיכל\u200e  לוי', ['מיכל לוי']],
    ['LIKE wildcards taken literally', '%', []],
    ['nothing that matches', 'zzz', []],
  ])('searches by %s', async (_, search, expected) => {
    const res = await trpc(app.admin.agent, 'admin.travel.list', { search });
    expect(names(res.data.items)).toEqual(expected);
    expect(res.data.total).toBe(expected.length);
  });

  it('finds a request by the reference the customer quotes', async () => {
    const id = ids[2] as number;
    const res = await trpc(app.admin.agent, 'admin.travel.list', { search: travelReference(id) });
    expect(res.data.items.map((i: { id: number }) => i.id)).toEqual([id]);
  });

  it('counts the search per status, whatever the status filter', async () => {
    const res = await trpc(app.admin.agent, 'admin.travel.list', { search: 'smith', status: 'rejected' });
    expect(res.data.items).toEqual([]);
    expect(res.data.total).toBe(0);
    expect(res.data.counts).toEqual({ pending: 0, approved: 2, rejected: 0 });
  });

  it('refuses a bad status or page size with a Hebrew message', async () => {
    const status = await trpc(app.admin.agent, 'admin.travel.list', { status: 'done' });
    expect(status.status).toBe(400);
    expect(status.error.data.issues).toEqual([{ path: 'status', message: 'סטטוס לא תקין' }]);
    const size = await app.admin.agent.request('/api/admin/travel-insurance?pageSize=1000');
    expect(size.status).toBe(400);
    expect(size.body.issues).toEqual([{ path: 'pageSize', message: 'גודל עמוד לא תקין' }]);
  });

  it('records who listed, how many and what they searched for', async () => {
    await trpc(app.admin.agent, 'admin.travel.list', { search: 'כהן', pageSize: 1 });
    const [entry] = (await auditRows('travel.list')).slice(-1);
    expect(entry).toMatchObject({ targetType: 'travel_insurance', ip: 'unknown' });
    expect(entry?.details).toEqual({ count: 1, total: 2, page: 1, search: 'כהן' });
  });

  it('GET /api/admin/travel-insurance: an array (50 a page by default) with X-Total-Count, and the query string', async () => {
    const letters = 'אבגדהוזחטיכלמנסעפצקרשת';
    const extra = await insertRequests(
      Array.from({ length: 55 }, (_, i) => ({
        name: `נוסע ${letters[i % 22]}${letters[Math.floor(i / 22)]}`,
        email: `n${i}@example.com`,
        minutesAgo: 100 + i,
      })),
    );
    const res = await app.admin.agent.request('/api/admin/travel-insurance');
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body).toHaveLength(50);
    expect(res.headers.get('x-total-count')).toBe('60');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body[0]).toMatchObject({
      fullName: 'יוסי בן כהן',
      createdAt: expect.stringMatching(isoTimestamp),
    });

    const filtered = await app.admin.agent.request(
      '/api/admin/travel-insurance?status=approved&search=smith&page=1&pageSize=1',
    );
    expect(filtered.body.map((a: { fullName: string }) => a.fullName)).toEqual(['Anna Smithson']);
    expect(filtered.headers.get('x-total-count')).toBe('2');
    const empty = await app.admin.agent.request('/api/admin/travel-insurance?status=&search=');
    expect(empty.headers.get('x-total-count')).toBe('60');
    await db().delete(travelInsurance).where(inArray(travelInsurance.id, extra));
  });
});

describe('one request', () => {
  it('answers everything that was submitted, with the trip length and the estimate; each opening is audited', async () => {
    const submitted = validTravelRequest(2);
    const sent = await app.t.agent().request('/api/travel/submit', { json: submitted });
    expect(sent.status).toBe(201);
    const { id, reference } = sent.body;

    const viaTrpc = await trpc(app.admin.agent, 'admin.travel.get', { id });
    expect(viaTrpc.status).toBe(200);
    const { idempotencyKey: _, ...stored } = TravelRequestSchema.parse(submitted);
    const days = tripDays(submitted.departureDate, submitted.returnDate);
    expect(viaTrpc.data).toMatchObject({
      id,
      reference,
      fullName: 'דנה כהן',
      idNumber: submitted.addresses[0]?.idNumber,
      passportNumber: '12345678',
      status: 'pending',
      request: stored,
      tripDays: days,
      estimateUsd: estimatePriceUsd(days, 2, submitted.coverageOptions),
    });
    expect(days).toBe(10);

    const viaRest = await app.admin.agent.request(`/api/admin/travel-insurance/${id}`);
    expect(viaRest.status).toBe(200);
    expect(viaRest.body).toEqual({ ...viaTrpc.data, createdAt: expect.stringMatching(isoTimestamp) });
    expect(viaRest.headers.get('cache-control')).toBe('no-store');

    const audit = await auditRows('travel.get', id);
    expect(audit).toHaveLength(2);
    for (const entry of audit) {
      expect(entry).toMatchObject({ targetType: 'travel_insurance', targetId: String(id), ip: 'unknown' });
      expect(entry.createdAt).toBeInstanceOf(Date);
    }
  });

  it('answers 404 with a Hebrew message for an unknown id on both doors, 400 for a malformed one', async () => {
    const rest = await app.admin.agent.request('/api/admin/travel-insurance/999999');
    expect(rest.status).toBe(404);
    expect(rest.body).toEqual({ error: 'הבקשה לא נמצאה' });
    const viaTrpc = await trpc(app.admin.agent, 'admin.travel.get', { id: 999999 });
    expect(viaTrpc.status).toBe(404);
    expect(viaTrpc.error.message).toBe('הבקשה לא נמצאה');
    const malformed = await app.admin.agent.request('/api/admin/travel-insurance/abc');
    expect(malformed.status).toBe(400);
    expect(malformed.body.issues).toEqual([{ path: 'id', message: 'מזהה לא תקין' }]);
  });
});

describe('status changes', () => {
  it('sets any status from any status, answers the application and audits {from, to, mailed?}', async () => {
    const [id] = await insertRequests([{ name: 'רון טל', email: 'ron@example.com', minutesAgo: 1 }]);
    const steps: [ApplicationStatus, ApplicationStatus][] = [
      ['pending', 'approved'],
      ['approved', 'rejected'],
      ['rejected', 'approved'],
      ['approved', 'pending'],
      ['pending', 'rejected'],
      ['rejected', 'pending'],
      ['pending', 'pending'],
    ];
    for (const [i, [from, to]] of steps.entries()) {
      const res =
        i % 2 === 0
          ? await app.admin.agent.request(`/api/admin/travel-insurance/${id}`, {
              method: 'PUT',
              json: { status: to },
            })
          : await trpc(app.admin.agent, 'admin.travel.setStatus', { id, status: to }, true).then((r) => ({
              status: r.status,
              body: r.data,
            }));
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id,
        status: to,
        fullName: 'רון טל',
        reference: travelReference(id as number),
        // the answer is a list's row: its numbers masked, as the list has them
        idNumber: expect.stringMatching(/^\*{6}\d{3}$/),
      });
      const [entry] = (await auditRows('travel.setStatus', id)).slice(-1);
      // a change to approved or rejected is mailed to the customer (server/travel/decision.test.ts)
      expect(entry?.details).toEqual({
        from,
        to,
        ...(to !== from && to !== 'pending' ? { mailed: true } : {}),
      });
    }
    expect(await auditRows('travel.setStatus', id)).toHaveLength(steps.length);
  });

  it('keeps the per-status counts exact through inserts, changes and deletes', async () => {
    const counted = async () => {
      const res = await trpc(app.admin.agent, 'admin.travel.list', {});
      const actual = await db()
        .select({ status: travelInsurance.status, n: sql<number>`count(*)::int` })
        .from(travelInsurance)
        .groupBy(travelInsurance.status);
      const expected = { pending: 0, approved: 0, rejected: 0 };
      for (const row of actual) expected[row.status] = row.n;
      expect(res.data.counts).toEqual(expected);
      return expected;
    };
    const before = await counted();
    const [a, b] = await insertRequests([
      { name: 'א׳ א׳', email: 'a@example.com', minutesAgo: 2 },
      { name: 'ב׳ ב׳', email: 'b@example.com', minutesAgo: 3 },
    ]);
    expect((await counted()).pending).toBe(before.pending + 2);
    await app.admin.agent.request(`/api/admin/travel-insurance/${a}`, {
      method: 'PUT',
      json: { status: 'approved' },
    });
    expect(await counted()).toEqual({
      ...before,
      approved: before.approved + 1,
      pending: before.pending + 1,
    });
    await db()
      .delete(travelInsurance)
      .where(eq(travelInsurance.id, b as number));
    await db().update(travelInsurance).set({ status: 'rejected' });
    await counted();
    await db().execute(sql`truncate travel_insurance`);
    expect(await db().select().from(travelInsuranceCounts)).toEqual(
      expect.arrayContaining([
        { status: 'pending', count: 0 },
        { status: 'approved', count: 0 },
        { status: 'rejected', count: 0 },
      ]),
    );
  });

  it('answers 404 for an unknown request and 400 for an unknown status, changing nothing', async () => {
    const missing = await app.admin.agent.request('/api/admin/travel-insurance/999999', {
      method: 'PUT',
      json: { status: 'approved' },
    });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'הבקשה לא נמצאה' });
    const [id] = await insertRequests([{ name: 'גל ברק', email: 'gal@example.com', minutesAgo: 1 }]);
    const bad = await app.admin.agent.request(`/api/admin/travel-insurance/${id}`, {
      method: 'PUT',
      json: { status: 'done' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.issues).toEqual([{ path: 'status', message: 'סטטוס לא תקין' }]);
    const [row] = await db()
      .select()
      .from(travelInsurance)
      .where(eq(travelInsurance.id, id as number));
    expect(row?.status).toBe('pending');
  });
});
