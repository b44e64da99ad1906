import { PolicyAnswerSchema } from '../../../../src/shared/account';
import { RenewalRequestedSchema, RenewalRequestSchema } from '../../../../src/shared/policies';
import { z } from '../../../../src/shared/zod';
import { listUserPolicies } from '../../../account/policies';
import { rateLimitRules } from '../../../rate-limit/service';
import { requestRenewal } from '../../../renewals/service';
import { createRouter, protectedProcedure } from '../../init';
import { flushOutboxAfter } from '../../outbox';
import { rateLimited } from '../../rate-limit';

/** 'My policies': the agency adds them (admin.customers); the customer reads their own. */
export const accountPoliciesRouter = createRouter({
  list: protectedProcedure
    .output(z.array(PolicyAnswerSchema))
    .query(({ ctx }) => listUserPolicies(ctx.db, ctx.user.id)),

  /** 'בקשת הצעה לחידוש': the renewal status becomes 'requested' and the agency is mailed. */
  requestRenewal: protectedProcedure
    .use(rateLimited(rateLimitRules.forms))
    .use(flushOutboxAfter)
    .input(RenewalRequestSchema)
    .output(RenewalRequestedSchema)
    .mutation(({ ctx, input }) =>
      requestRenewal(ctx.db, ctx.deps.mailer, ctx.deps.config.mail.agencyEmail, ctx.user.id, input),
    ),
});
