import {
  ApplicationDetailsSchema,
  ApplicationFilterSchema,
  ApplicationIdSchema,
  ApplicationListSchema,
  ApplicationPageSchema,
  ApplicationSchema,
  ApplicationStatusUpdateSchema,
} from '../../../../src/shared/travel-admin';
import { recordAudit } from '../../../audit/service';
import { allApplications, getApplication, listApplications } from '../../../travel/admin';
import { applicationsCsv } from '../../../travel/csv';
import { decideApplication } from '../../../travel/decision';
import { adminProcedure, createRouter, sensitiveAdminProcedure } from '../../init';
import { flushOutboxAfter } from '../../outbox';
import { auditedExportProcedure, auditedListProcedure, auditedRead } from './audited-read';

/** What a list or export records of its search and status (a number searched for is never kept as typed). */
const filterDetails = (input: { search?: string | undefined; status?: string | undefined }) => ({
  ...(input.status ? { status: input.status } : {}),
  // a search with digits is an ID, passport or request number
  ...(input.search ? { search: /\d/.test(input.search) ? 'מספר (לא נשמר)' : input.search } : {}),
});

/** Travel-insurance requests (/admin/applications): ID numbers and health answers, so every read is audited. */
export const adminTravelRouter = createRouter({
  list: auditedListProcedure(
    ApplicationListSchema,
    ApplicationPageSchema,
    { action: 'travel.list', targetType: 'travel_insurance', details: filterDetails },
    (db, input, deps) => listApplications(db, deps.config.dataKeys, input),
  ),

  /** The CSV text of the list's search and status (numbers masked as in the list); GET /api/admin/travel-insurance.csv. */
  exportCsv: auditedExportProcedure(
    ApplicationFilterSchema,
    { action: 'travel.export', targetType: 'travel_insurance', details: filterDetails },
    (db, input, deps) => allApplications(db, deps.config.dataKeys, input),
    applicationsCsv,
  ),

  /** The whole request: ID and passport numbers and health answers, so a recent second factor too. */
  get: sensitiveAdminProcedure
    .input(ApplicationIdSchema)
    .output(ApplicationDetailsSchema)
    .query(({ ctx, input }) =>
      auditedRead(ctx, { action: 'travel.get', targetType: 'travel_insurance', targetId: input.id }, (db) =>
        getApplication(db, ctx.deps.config.dataKeys, input.id),
      ),
    ),

  /** The status, the customer's e-mail about an approval or a rejection, and the audit entry: one transaction. */
  setStatus: adminProcedure
    .use(flushOutboxAfter)
    .input(ApplicationStatusUpdateSchema)
    .output(ApplicationSchema)
    .mutation(({ ctx, input }) =>
      ctx.db.transaction(async (tx) => {
        const { application, from, mailed } = await decideApplication(
          tx,
          ctx.deps.mailer,
          ctx.deps.config.dataKeys,
          input,
        );
        await recordAudit(tx, {
          actorId: ctx.user.id,
          action: 'travel.setStatus',
          targetType: 'travel_insurance',
          targetId: input.id,
          ip: ctx.ip,
          details: {
            from,
            to: input.status,
            ...(input.reason ? { reason: input.reason } : {}),
            ...(mailed ? { mailed } : {}),
          },
        });
        return application;
      }),
    ),
});
