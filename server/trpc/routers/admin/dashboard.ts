import { DashboardOverviewSchema, DashboardStatsSchema } from '../../../../src/shared/admin-dashboard';
import { type DashboardOverview, dashboardOverview, dashboardStats } from '../../../admin-dashboard/service';
import { adminProcedure, createRouter } from '../../init';
import { auditedRead } from './audited-read';

/** /admin: the stat cards (also GET /api/admin/stats) and what waits for staff. */
export const adminDashboardRouter = createRouter({
  stats: adminProcedure.output(DashboardStatsSchema).query(({ ctx }) => dashboardStats(ctx.db)),

  // names of customers waiting: a read of personal data, so it is audited like the lists it previews
  overview: adminProcedure.output(DashboardOverviewSchema).query(({ ctx }) =>
    auditedRead(
      ctx,
      {
        action: 'dashboard.overview',
        targetType: 'dashboard',
        details: (overview: DashboardOverview) => ({
          applications: overview.applications.newest.length,
          messages: overview.messages.newest.length,
        }),
      },
      (db) => dashboardOverview(db),
    ),
  ),
});
