import {
  ApplicationIdSchema,
  ApplicationListSchema,
  ApplicationStatusUpdateSchema,
} from '../../../../src/shared/travel-admin';
import { recordAudit } from '../../../audit/service';
import {
  type ApplicationPage,
  getApplication,
  listApplications,
  setApplicationStatus,
} from '../../../travel/admin';
import { adminProcedure, createRouter } from '../../init';
import { auditedRead, pageDetails } from './audited-read';

/** Travel-insurance requests (/admin/applications): ID numbers and health answers, so every read is audited. */
export const adminTravelRouter = createRouter({
  list: adminProcedure.input(ApplicationListSchema).query(({ ctx, input }) =>
    auditedRead(
      ctx,
      {
        action: 'travel.list',
        targetType: 'travel_insurance',
        details: (page: ApplicationPage) => pageDetails(input, page),
      },
      (db) => listApplications(db, input),
    ),
  ),

  get: adminProcedure
    .input(ApplicationIdSchema)
    .query(({ ctx, input }) =>
      auditedRead(ctx, { action: 'travel.get', targetType: 'travel_insurance', targetId: input.id }, (db) =>
        getApplication(db, input.id),
      ),
    ),

  setStatus: adminProcedure.input(ApplicationStatusUpdateSchema).mutation(({ ctx, input }) =>
    ctx.db.transaction(async (tx) => {
      const { application, from } = await setApplicationStatus(tx, input);
      await recordAudit(tx, {
        actorId: ctx.user.id,
        action: 'travel.setStatus',
        targetType: 'travel_insurance',
        targetId: input.id,
        ip: ctx.ip,
        details: { from, to: input.status },
      });
      return application;
    }),
  ),
});
