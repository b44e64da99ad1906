import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminTestApp } from '../../tests/admin-app';
import { signedIn } from '../../tests/users';
import { auditLog } from '../db/schema';

const app = adminTestApp();
const { db } = app;
let other: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  other = await signedIn(app.t, 'admin');
  await db().delete(auditLog);
  // Israel time: 2026-03-01 00:30 is 2026-02-28 22:30 UTC (winter, +2); 2026-07-01 23:30 is 20:30 UTC (summer, +3)
  await db()
    .insert(auditLog)
    .values([
      {
        actorId: app.admin.user.id,
        action: 'member.create',
        targetType: 'member',
        targetId: '1',
        ip: '203.0.113.1',
        createdAt: new Date('2026-02-28T21:59:00Z'),
      },
      {
        actorId: app.admin.user.id,
        action: 'member.update',
        targetType: 'member',
        targetId: '1',
        ip: '203.0.113.1',
        details: { changed: ['name'] },
        createdAt: new Date('2026-02-28T22:30:00Z'),
      },
      {
        actorId: other.user.id,
        action: 'travel.get',
        targetType: 'travel_insurance',
        targetId: '7',
        ip: '198.51.100.2',
        createdAt: new Date('2026-07-01T20:30:00Z'),
      },
      {
        actorId: other.user.id,
        action: 'member.delete',
        targetType: 'member',
        targetId: '1',
        ip: '198.51.100.2',
        createdAt: new Date('2026-07-01T21:00:00Z'),
      },
    ]);
});

async function list(query = '') {
  const res = await app.admin.agent.request(`/api/admin/audit-log${query}`);
  expect(res.status, res.text).toBe(200);
  return {
    total: Number(res.headers.get('x-total-count')),
    actions: (res.body as { action: string }[]).map((e) => e.action),
    body: res.body,
  };
}

describe('the audit log page', () => {
  it('is for admins only: 401 signed out, 403 for a member', async () => {
    expect((await app.t.agent().request('/api/admin/audit-log')).status).toBe(401);
    expect((await app.member.agent.request('/api/admin/audit-log')).status).toBe(403);
  });

  it('lists entries newest first with who, what, which record, from where and when', async () => {
    const { body } = await list('?from=2026-01-01&to=2026-08-01');
    expect(body.map((e: { action: string }) => e.action)).toEqual([
      'member.delete',
      'travel.get',
      'member.update',
      'member.create',
    ]);
    expect(body[1]).toEqual({
      id: expect.any(Number),
      createdAt: '2026-07-01T20:30:00.000Z',
      action: 'travel.get',
      actorId: other.user.id,
      actorUsername: other.user.username,
      targetType: 'travel_insurance',
      targetId: '7',
      ip: '198.51.100.2',
      details: null,
    });
  });

  it('filters by person, by action and by area', async () => {
    expect((await list(`?actorId=${other.user.id}`)).actions).toEqual(['member.delete', 'travel.get']);
    expect((await list('?action=member.update')).actions).toEqual(['member.update']);
    expect((await list('?action=member&to=2026-08-01')).actions).toEqual([
      'member.delete',
      'member.update',
      'member.create',
    ]);
  });

  it('filters by Israel days, both ends included', async () => {
    // 21:59 UTC on 28 Feb is 23:59 on 28 Feb in Israel; 22:30 UTC is already 1 March
    expect((await list('?from=2026-03-01&to=2026-03-01')).actions).toEqual(['member.update']);
    expect((await list('?from=2026-02-28&to=2026-02-28')).actions).toEqual(['member.create']);
    // 20:30 UTC on 1 July is 23:30 in Israel (summer time); 21:00 UTC is 2 July
    expect((await list('?from=2026-07-01&to=2026-07-01')).actions).toEqual(['travel.get']);
    expect((await list('?from=2026-07-02&to=2026-07-02')).actions).toEqual(['member.delete']);
  });

  it('pages with the total in X-Total-Count', async () => {
    const first = await list('?to=2026-08-01&pageSize=3');
    expect(first.total).toBe(4);
    expect(first.actions).toHaveLength(3);
    expect((await list('?to=2026-08-01&pageSize=3&page=2')).actions).toEqual(['member.create']);
  });

  it('records its own reads as audit.list, with the filters', async () => {
    await list('?action=member&from=2026-01-01');
    const reads = await db().select().from(auditLog).where(eq(auditLog.action, 'audit.list'));
    expect(reads.at(-1)).toMatchObject({
      actorId: app.admin.user.id,
      targetType: 'audit_log',
      details: { action: 'member', from: '2026-01-01', page: 1 },
    });
  });

  it.each([
    '?from=2026-13-01',
    '?from=yesterday',
    '?from=2026-05-02&to=2026-05-01',
    '?actorId=abc',
    '?action=a;drop',
    '?pageSize=500',
  ])('answers %s with 400 and a Hebrew message', async (query) => {
    const res = await app.admin.agent.request(`/api/admin/audit-log${query}`);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/[\u0590-\u05FF]/);
  });

  it('offers the people and the actions that appear in the log', async () => {
    const trpc = async (path: string) =>
      (await app.admin.agent.request(`/trpc/${path}`)).body.result.data.json as unknown[];
    expect(await trpc('admin.audit.actors')).toEqual(
      expect.arrayContaining([
        { id: app.admin.user.id, username: app.admin.user.username },
        { id: other.user.id, username: other.user.username },
      ]),
    );
    expect(await trpc('admin.audit.actions')).toEqual(
      expect.arrayContaining(['member.create', 'member.delete', 'member.update', 'travel.get']),
    );
  });

  it('offers no way to change or delete an entry', async () => {
    for (const method of ['PUT', 'DELETE', 'POST']) {
      const res = await app.admin.agent.request('/api/admin/audit-log', { method, json: {} });
      expect(res.status).toBe(404);
    }
    const procedures = Object.keys((await import('../trpc/router')).appRouter._def.procedures);
    expect(procedures.filter((p) => p.startsWith('admin.audit.'))).toEqual([
      'admin.audit.list',
      'admin.audit.exportCsv',
      'admin.audit.actors',
      'admin.audit.actions',
    ]);
  });
});
