/** The admin dashboard's answers (/admin): the stat cards and what waits for staff. */
import { z } from './zod';

/** The stat cards (also GET /api/admin/stats); `views` counts since midnight Israel time. */
export const DashboardStatsSchema = z.object({
  posts: z.number(),
  members: z.number(),
  applications: z.number(),
  views: z.number(),
});

/** Requests and messages waiting, and the last 30 Israel days (`YYYY-MM-DD`, oldest first). */
export const DashboardOverviewSchema = z.object({
  applications: z.object({
    pending: z.number(),
    newest: z.array(
      z.object({
        id: z.number(),
        fullName: z.string(),
        destination: z.string(),
        startDate: z.string(),
        endDate: z.string(),
        createdAt: z.date(),
      }),
    ),
  }),
  messages: z.object({
    unhandled: z.number(),
    newest: z.array(
      z.object({
        id: z.number(),
        firstName: z.string(),
        lastName: z.string(),
        service: z.string(),
        createdAt: z.date(),
      }),
    ),
  }),
  series: z.array(z.object({ day: z.string(), views: z.number(), applications: z.number() })),
});
