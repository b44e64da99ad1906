import { secondFactorStatus } from '../../../auth/totp';
import { createRouter, protectedProcedure, requireStepUp } from '../../init';

/** The profile's 'אימות דו־שלבי': whether the authenticator is on (its changes are under `auth.totp`). */
export const accountSecondFactorRouter = createRouter({
  status: protectedProcedure.query(({ ctx }) => secondFactorStatus(ctx.db, ctx.user)),

  /**
   * 403 STEP_UP_REQUIRED unless the session's second factor is recent enough for a sensitive act. The
   * client asks it (and for a code, when refused) before it opens what a frame or a link fetches on its
   * own, such as a customer's document in the preview's frame, which could not show the dialog.
   */
  recent: protectedProcedure.use(requireStepUp).query(() => ({ recent: true as const })),
});
