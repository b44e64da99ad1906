import { pageOf } from '../../../../src/shared/paging';
import {
  RenewalChangedSchema,
  RenewalChangeSchema,
  RenewalListSchema,
  RenewalRowSchema,
} from '../../../../src/shared/policies';
import { changeRenewal, listRenewals } from '../../../renewals/service';
import { adminProcedure, createRouter } from '../../init';
import { auditedChange, auditedListProcedure } from './audited-read';

/** /admin/renewals: active policies ending soon (customers' names, so every read is audited). */
export const adminRenewalsRouter = createRouter({
  list: auditedListProcedure(
    RenewalListSchema,
    pageOf(RenewalRowSchema),
    {
      action: 'renewal.list',
      targetType: 'insurance_policies',
      details: (input) => ({ within: input.within }),
    },
    (db, input) => listRenewals(db, input),
  ),

  /** One action: the new status and an optional note (kept in the renewal history, not in the audit). */
  change: adminProcedure
    .input(RenewalChangeSchema)
    .output(RenewalChangedSchema)
    .mutation(async ({ ctx, input }) => {
      const { changed } = await auditedChange(
        ctx,
        (tx) => changeRenewal(tx, ctx.user.id, input),
        ({ from, userId }) => ({
          action: 'policy.renewal',
          targetType: 'insurance_policy',
          targetId: input.id,
          details: { userId, from, to: input.renewalStatus, note: input.note !== undefined },
        }),
      );
      return changed;
    }),
});
