import { IdAnswerSchema } from '../../../../src/shared/answers';
import {
  AdminClaimSchema,
  ClaimDocumentRequestSchema,
  ClaimIdSchema,
  ClaimListSchema,
  ClaimMoveSchema,
  ClaimPageSchema,
} from '../../../../src/shared/claims';
import { getAdminClaim, listClaimQueue, moveClaim, requestClaimDocument } from '../../../claims/admin';
import { adminProcedure, createRouter } from '../../init';
import { flushOutboxAfter } from '../../outbox';
import { auditedChange, auditedRead, pageDetails } from './audited-read';

const claim = { targetType: 'claim' } as const;

/** The claims queue (/admin/claims): reads of customers' claims are audited, and so is every move. */
export const adminClaimsRouter = createRouter({
  list: adminProcedure
    .input(ClaimListSchema)
    .output(ClaimPageSchema)
    .query(({ ctx, input }) =>
      auditedRead(
        ctx,
        { action: 'claim.list', targetType: 'claims', details: (page) => pageDetails(input, page) },
        (db) => listClaimQueue(db, input),
      ),
    ),

  get: adminProcedure
    .input(ClaimIdSchema)
    .output(AdminClaimSchema)
    .query(({ ctx, input }) =>
      auditedRead(ctx, { action: 'claim.get', ...claim, targetId: input.id }, (db) =>
        getAdminClaim(db, input.id),
      ),
    ),

  /** A move along the path (409 otherwise), mailed to the customer with its note; answers the claim as moved. */
  move: adminProcedure
    .use(flushOutboxAfter)
    .input(ClaimMoveSchema)
    .output(AdminClaimSchema)
    .mutation(async ({ ctx, input }) => {
      const mail = { mailer: ctx.deps.mailer, publicUrl: ctx.deps.config.publicUrl };
      await auditedChange(
        ctx,
        (tx) => moveClaim(tx, mail, ctx.user.id, input),
        (moved) => ({ action: 'claim.move', ...claim, targetId: input.id, details: { ...moved } }),
      );
      return getAdminClaim(ctx.db, input.id);
    }),

  /** Asks the customer for a document: the claim becomes 'documents_needed' and the customer is mailed. */
  requestDocument: adminProcedure
    .use(flushOutboxAfter)
    .input(ClaimDocumentRequestSchema)
    .output(IdAnswerSchema)
    .mutation(({ ctx, input }) =>
      auditedChange(
        ctx,
        (tx) =>
          requestClaimDocument(
            tx,
            { mailer: ctx.deps.mailer, publicUrl: ctx.deps.config.publicUrl },
            ctx.user.id,
            input,
          ),
        (request) => ({
          action: 'claim.requestDocument',
          ...claim,
          targetId: input.id,
          details: { requestId: request.id },
        }),
      ),
    ),
});
