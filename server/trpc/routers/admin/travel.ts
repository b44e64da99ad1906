import {
  ApplicationIdSchema,
  ApplicationListSchema,
  ApplicationStatusUpdateSchema,
} from '../../../../src/shared/travel-admin';
import { recordAudit } from '../../../audit/service';
import { getApplication, listApplications, setApplicationStatus } from '../../../travel/admin';
import { adminProcedure, createRouter } from '../../init';
import { auditedGetProcedure, auditedListProcedure } from './audited-read';

/** Travel-insurance requests (/admin/applications): ID numbers and health answers, so every read is audited. */
export const adminTravelRouter = createRouter({
  list: auditedListProcedure(
    ApplicationListSchema,
    { action: 'travel.list', targetType: 'travel_insurance' },
    listApplications,
  ),

  get: auditedGetProcedure(
    ApplicationIdSchema,
    { action: 'travel.get', targetType: 'travel_insurance' },
    getApplication,
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
