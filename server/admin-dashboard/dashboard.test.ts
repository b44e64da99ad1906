import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { israelToday } from '../../src/shared/israel-time';
import { adminTestApp } from '../../tests/admin-app';
import type { Agent } from '../../tests/app';
import { validContact, validTravelRequest } from '../../tests/payloads';
import { createCategory, createPost } from '../db/factories';
import { auditLog, contactMessages, members, pageViews, travelInsurance } from '../db/schema';
import { dashboardOverview, lastDays, SERIES_DAYS } from './service';

const app = adminTestApp();
const { db } = app;
const trpc = (agent: Agent, path: string) =>
  agent.request(`/trpc/${path}`).then((res) => ({ status: res.status, body: res.body?.result?.data?.json }));

describe('admin dashboard', () => {
  it('answers zeros on an empty site, with every one of the 30 days in the series', async () => {
    const stats = await app.admin.agent.request('/api/admin/stats');
    expect(stats.status).toBe(200);
    expect(stats.body).toEqual({ posts: 0, members: 0, applications: 0, views: 0 });
    const overview = await app.admin.agent.request('/api/admin/dashboard');
    expect(overview.status).toBe(200);
    expect(overview.body.applications).toEqual({ pending: 0, newest: [] });
    expect(overview.body.messages).toEqual({ unhandled: 0, newest: [] });
    expect(overview.body.series).toHaveLength(SERIES_DAYS);
    expect(overview.body.series.at(-1)).toEqual({ day: israelToday(), views: 0, applications: 0 });
  });

  it('counts posts, members, requests and views today, the same on both doors', async () => {
    const category = await createCategory(db());
    await createPost(db(), { categoryId: category.id });
    await createPost(db(), { categoryId: category.id, published: false });
    await db()
      .insert(members)
      .values([
        { name: 'רון לוי', email: 'ron@example.com' },
        { name: 'מיכל אבן', email: 'michal@example.com', status: 'inactive' },
        { name: 'יעל בר', email: 'yael@example.com' },
      ]);
    for (let i = 0; i < 7; i++) {
      const res = await app.t.request('/api/travel/submit', { json: validTravelRequest() });
      expect(res.status).toBe(201);
    }
    const yesterday = lastDays(2)[0] ?? '';
    await db()
      .insert(pageViews)
      .values([
        { day: israelToday(), path: '/', count: 40 },
        { day: israelToday(), path: '/about', count: 2 },
        { day: yesterday, path: '/', count: 100 },
      ]);

    const expected = { posts: 2, members: 3, applications: 7, views: 42 };
    expect((await app.admin.agent.request('/api/admin/stats')).body).toEqual(expected);
    expect(await trpc(app.admin.agent, 'admin.dashboard.stats')).toEqual({ status: 200, body: expected });
  });

  it('lists the 5 newest requests still pending and the 5 newest unhandled messages, with their counts', async () => {
    const [first] = await db().select().from(travelInsurance).orderBy(travelInsurance.id).limit(1);
    await db()
      .update(travelInsurance)
      .set({ status: 'approved' })
      .where(eq(travelInsurance.id, first?.id ?? 0));
    for (let i = 0; i < 6; i++) {
      const res = await app.t.request('/api/contact', {
        json: { ...validContact, firstName: `פונה${'אבגדהו'[i]}` },
      });
      expect(res.status).toBe(201);
    }
    const [oldest] = await db().select().from(contactMessages).orderBy(contactMessages.id).limit(1);
    await db()
      .update(contactMessages)
      .set({ handledAt: new Date() })
      .where(eq(contactMessages.id, oldest?.id ?? 0));

    const rest = await app.admin.agent.request('/api/admin/dashboard');
    expect(rest.status).toBe(200);
    const { applications, messages } = rest.body;
    expect(applications.pending).toBe(6);
    expect(applications.newest).toHaveLength(5);
    expect(applications.newest[0]).toMatchObject({ fullName: 'דנה כהן', destination: 'US,ES' });
    expect(applications.newest.map((a: { id: number }) => a.id)).not.toContain(first?.id);
    // newest first, and only what the list needs (no ID numbers, no e-mail)
    const ids = applications.newest.map((a: { id: number }) => a.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(Object.keys(applications.newest[0]).sort()).toEqual(
      ['createdAt', 'destination', 'endDate', 'fullName', 'id', 'startDate'].sort(),
    );
    expect(messages.unhandled).toBe(5);
    expect(messages.newest.map((m: { firstName: string }) => m.firstName)).toEqual([
      'פונהו',
      'פונהה',
      'פונהד',
      'פונהג',
      'פונהב',
    ]);
    const viaTrpc = await trpc(app.admin.agent, 'admin.dashboard.overview');
    expect(viaTrpc.status).toBe(200);
    expect(viaTrpc.body.applications.pending).toBe(6);
  });

  it('puts views and requests on their Israel day: 22:30 UTC in summer is the next day in Israel', async () => {
    await db()
      .update(travelInsurance)
      .set({ createdAt: sql`now() - interval '3 days'` })
      .where(eq(travelInsurance.id, (await db().select().from(travelInsurance).limit(1))[0]?.id ?? 0));
    const overview = await dashboardOverview(db());
    const threeDaysAgo = lastDays(4)[0];
    const today = overview.series.at(-1);
    expect(overview.series.find((d) => d.day === threeDaysAgo)?.applications).toBe(1);
    expect(today).toEqual({ day: israelToday(), views: 42, applications: 6 });
    expect(overview.series.at(-2)?.views).toBe(100);
    const summer = await dashboardOverview(db(), new Date('2026-07-01T22:30:00Z'));
    expect(summer.series.at(-1)?.day).toBe('2026-07-02');
    expect(summer.series[0]?.day).toBe('2026-06-03');
  });

  it("records the overview in the audit log (it shows customers' names)", async () => {
    await db().delete(auditLog);
    await app.admin.agent.request('/api/admin/dashboard');
    const rows = await db().select().from(auditLog);
    expect(rows.map((r) => r.action)).toEqual(['dashboard.overview']);
  });

  it.each(['/api/admin/stats', '/api/admin/dashboard'])(
    '%s: 401 signed out, 403 for a member',
    async (path) => {
      expect((await app.t.agent().request(path)).status).toBe(401);
      expect((await app.member.agent.request(path)).status).toBe(403);
    },
  );

  it.each(['admin.dashboard.stats', 'admin.dashboard.overview'])(
    '/trpc/%s: 401 signed out, 403 for a member',
    async (path) => {
      expect((await app.t.agent().request(`/trpc/${path}`)).status).toBe(401);
      expect((await app.member.agent.request(`/trpc/${path}`)).status).toBe(403);
    },
  );
});
