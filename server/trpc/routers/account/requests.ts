import { UserRequestListSchema } from '../../../../src/shared/requests';
import { listUserRequests } from '../../../account/requests';
import { createRouter, protectedProcedure } from '../../init';

/** 'הבקשות שלי': what the customer sent the agency, newest first, with references and statuses. */
export const accountRequestsRouter = createRouter({
  list: protectedProcedure
    .output(UserRequestListSchema)
    .query(({ ctx }) => listUserRequests(ctx.db, ctx.user.id)),
});
