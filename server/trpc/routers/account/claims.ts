import { OkSchema } from '../../../../src/shared/answers';
import {
  ClaimAttachSchema,
  ClaimCreatedSchema,
  ClaimCreateSchema,
  ClaimDetailsSchema,
  ClaimIdSchema,
  ClaimItemSchema,
} from '../../../../src/shared/claims';
import { z } from '../../../../src/shared/zod';
import { attachClaimDocument, createClaim, getClaim, listClaims } from '../../../claims/service';
import { rateLimitRules } from '../../../rate-limit/service';
import { createRouter, protectedProcedure } from '../../init';
import { flushOutboxAfter } from '../../outbox';
import { rateLimited } from '../../rate-limit';

/** 'My claims': the customer files a claim under their own policy, follows it and answers document requests. */
export const accountClaimsRouter = createRouter({
  create: protectedProcedure
    .use(rateLimited(rateLimitRules.forms))
    .use(flushOutboxAfter)
    .input(ClaimCreateSchema)
    .output(ClaimCreatedSchema)
    .mutation(({ ctx, input }) =>
      createClaim(
        ctx.db,
        { mailer: ctx.deps.mailer, agencyEmail: ctx.deps.config.mail.agencyEmail },
        ctx.user.id,
        input,
      ),
    ),

  list: protectedProcedure
    .output(z.array(ClaimItemSchema))
    .query(({ ctx }) => listClaims(ctx.db, ctx.user.id)),

  get: protectedProcedure
    .input(ClaimIdSchema)
    .output(ClaimDetailsSchema)
    .query(({ ctx, input }) => getClaim(ctx.db, ctx.user.id, input.id)),

  attachDocument: protectedProcedure
    .use(flushOutboxAfter)
    .input(ClaimAttachSchema)
    .output(OkSchema)
    .mutation(({ ctx, input }) =>
      attachClaimDocument(
        ctx.db,
        { mailer: ctx.deps.mailer, agencyEmail: ctx.deps.config.mail.agencyEmail },
        ctx.user.id,
        input,
      ),
    ),
});
