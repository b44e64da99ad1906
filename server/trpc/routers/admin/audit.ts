import { AuditListSchema } from '../../../../src/shared/audit';
import { auditActions, auditActors, listAuditEntries } from '../../../audit/log';
import { adminProcedure, createRouter } from '../../init';
import { auditedListProcedure } from './audited-read';

/**
 * The audit log page (/admin/audit-log). Read only: no procedure changes or deletes an entry. Reading
 * it is itself recorded ('audit.list'), since its entries name people, addresses and searches.
 */
export const adminAuditRouter = createRouter({
  list: auditedListProcedure(
    AuditListSchema,
    {
      action: 'audit.list',
      targetType: 'audit_log',
      details: (input) => ({
        ...(input.actorId !== undefined ? { actorId: input.actorId } : {}),
        ...(input.action ? { action: input.action } : {}),
        ...(input.from ? { from: input.from } : {}),
        ...(input.to ? { to: input.to } : {}),
      }),
    },
    listAuditEntries,
  ),

  /** Who appears in the log, for the person filter. */
  actors: adminProcedure.query(({ ctx }) => auditActors(ctx.db)),

  /** Which actions appear in the log, for the action filter. */
  actions: adminProcedure.query(({ ctx }) => auditActions(ctx.db)),
});
