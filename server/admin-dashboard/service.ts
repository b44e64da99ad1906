import { asc, count, desc, eq, gte, isNull, sql, sum } from 'drizzle-orm';
import type { DashboardOverviewSchema, DashboardStatsSchema } from '../../src/shared/admin-dashboard';
import { addDays, israelDayStart, israelToday } from '../../src/shared/israel-time';
import type { z } from '../../src/shared/zod';
import type { Db } from '../db/client';
import { blogPosts, contactMessages, members, travelInsurance, travelInsuranceCounts } from '../db/schema';
import { viewsPerDay, viewsToday } from '../page-views/service';

/** Days in the dashboard's chart, today included. */
export const SERIES_DAYS = 30;
/** Items shown in each "waiting" list. */
export const WAITING_LIMIT = 5;

/** The dashboard's stat cards, also served as GET /api/admin/stats. */
export type DashboardStats = z.output<typeof DashboardStatsSchema>;

export async function dashboardStats(db: Db): Promise<DashboardStats> {
  const [[posts], [memberCount], [applications], views] = await Promise.all([
    db.select({ n: count() }).from(blogPosts),
    db.select({ n: count() }).from(members),
    // the per-status counts a trigger keeps (migration 0001), not a count of every request
    db.select({ n: sum(travelInsuranceCounts.count).mapWith(Number) }).from(travelInsuranceCounts),
    viewsToday(db),
  ]);
  return {
    posts: posts?.n ?? 0,
    members: memberCount?.n ?? 0,
    applications: applications?.n ?? 0,
    views,
  };
}

export type DashboardOverview = z.output<typeof DashboardOverviewSchema>;

/** The Israel days from `days - 1` days ago to today, oldest first. */
export function lastDays(days: number, now = new Date()): string[] {
  const today = israelToday(now);
  return Array.from({ length: days }, (_, i) => addDays(today, i - (days - 1)));
}

/** What staff look at first: requests and messages waiting, and the last 30 days in figures. */
export async function dashboardOverview(db: Db, now = new Date()): Promise<DashboardOverview> {
  const days = lastDays(SERIES_DAYS, now);
  const since = days[0] ?? israelToday(now);
  const israelDate = sql<string>`((${travelInsurance.createdAt} AT TIME ZONE 'Asia/Jerusalem')::date)::text`;
  const [[pending], newestApplications, [unhandled], newestMessages, views, requestsPerDay] =
    await Promise.all([
      db
        .select({ n: travelInsuranceCounts.count })
        .from(travelInsuranceCounts)
        .where(eq(travelInsuranceCounts.status, 'pending')),
      db
        .select({
          id: travelInsurance.id,
          fullName: travelInsurance.fullName,
          destination: travelInsurance.destination,
          startDate: travelInsurance.startDate,
          endDate: travelInsurance.endDate,
          createdAt: travelInsurance.createdAt,
        })
        .from(travelInsurance)
        .where(eq(travelInsurance.status, 'pending'))
        .orderBy(desc(travelInsurance.createdAt), desc(travelInsurance.id))
        .limit(WAITING_LIMIT),
      db.select({ n: count() }).from(contactMessages).where(isNull(contactMessages.handledAt)),
      db
        .select({
          id: contactMessages.id,
          firstName: contactMessages.firstName,
          lastName: contactMessages.lastName,
          service: contactMessages.service,
          createdAt: contactMessages.createdAt,
        })
        .from(contactMessages)
        .where(isNull(contactMessages.handledAt))
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .limit(WAITING_LIMIT),
      viewsPerDay(db, since),
      db
        .select({ day: israelDate, n: count() })
        .from(travelInsurance)
        .where(gte(travelInsurance.createdAt, israelDayStart(since)))
        .groupBy(israelDate)
        .orderBy(asc(israelDate)),
    ]);
  const requests = new Map(requestsPerDay.map((row) => [row.day, row.n]));
  return {
    applications: { pending: Number(pending?.n ?? 0), newest: newestApplications },
    messages: { unhandled: unhandled?.n ?? 0, newest: newestMessages },
    series: days.map((day) => ({ day, views: views.get(day) ?? 0, applications: requests.get(day) ?? 0 })),
  };
}
