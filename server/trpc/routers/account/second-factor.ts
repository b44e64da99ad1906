import { secondFactorStatus } from '../../../auth/totp';
import { createRouter, protectedProcedure } from '../../init';

/** The profile's 'אימות דו־שלבי': whether the authenticator is on (its changes are under `auth.totp`). */
export const accountSecondFactorRouter = createRouter({
  status: protectedProcedure.query(({ ctx }) => secondFactorStatus(ctx.db, ctx.user)),
});
