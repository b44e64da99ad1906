import { PolicyAnswerSchema } from '../../../../src/shared/account';
import { z } from '../../../../src/shared/zod';
import { listUserPolicies } from '../../../account/policies';
import { createRouter, protectedProcedure } from '../../init';

/** 'My policies': the agency adds them (admin.customers); the customer reads their own. */
export const accountPoliciesRouter = createRouter({
  list: protectedProcedure
    .output(z.array(PolicyAnswerSchema))
    .query(({ ctx }) => listUserPolicies(ctx.db, ctx.user.id)),
});
