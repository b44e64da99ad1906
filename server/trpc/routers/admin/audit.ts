import { AuditFilterSchema, AuditListSchema, AuditPageSchema } from '../../../../src/shared/audit';
import { auditCsv } from '../../../audit/csv';
import { allAuditEntries, auditActions, auditActors, listAuditEntries } from '../../../audit/log';
import { adminProcedure, createRouter } from '../../init';
import { auditedExportProcedure, auditedListProcedure } from './audited-read';

/** What a read of the log records of its filters. */
const filterDetails = (input: { actorId?: number; action?: string; from?: string; to?: string }) => ({
  ...(input.actorId !== undefined ? { actorId: input.actorId } : {}),
  ...(input.action ? { action: input.action } : {}),
  ...(input.from ? { from: input.from } : {}),
  ...(input.to ? { to: input.to } : {}),
});

/**
 * The audit log page (/admin/audit-log). Read only: no procedure changes or deletes an entry. Reading
 * it is itself recorded ('audit.list'), since its entries name people, addresses and searches.
 */
export const adminAuditRouter = createRouter({
  list: auditedListProcedure(
    AuditListSchema,
    AuditPageSchema,
    { action: 'audit.list', targetType: 'audit_log', details: filterDetails },
    listAuditEntries,
  ),

  /**
   * The CSV text of the filters' entries, as the page writes them; GET /api/admin/audit-log.csv sends
   * it as a file. Its entries name people and addresses, so a recent second factor too.
   */
  exportCsv: auditedExportProcedure(
    AuditFilterSchema,
    { action: 'audit.export', targetType: 'audit_log', details: filterDetails },
    allAuditEntries,
    async (rows, db) => {
      const actors = new Map((await auditActors(db)).map((a) => [a.id, a.username]));
      return auditCsv(rows, (id) => actors.get(id));
    },
  ),

  /** Who appears in the log, for the person filter. */
  actors: adminProcedure.query(({ ctx }) => auditActors(ctx.db)),

  /** Which actions appear in the log, for the action filter. */
  actions: adminProcedure.query(({ ctx }) => auditActions(ctx.db)),
});
