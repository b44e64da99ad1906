import { DeviceSessionSchema, EndSessionSchema } from '../../../../src/shared/account';
import { OkSchema } from '../../../../src/shared/answers';
import { z } from '../../../../src/shared/zod';
import { endSession, listSessions } from '../../../account/sessions';
import { endUserSessions } from '../../../auth/session';
import { createRouter, protectedProcedure } from '../../init';

/** The profile's 'מכשירים מחוברים': the account's live sessions, and ending one or all the others. */
export const accountSessionsRouter = createRouter({
  list: protectedProcedure
    .output(z.array(DeviceSessionSchema))
    .query(({ ctx }) => listSessions(ctx.db, ctx.user, ctx.session.id)),

  end: protectedProcedure
    .input(EndSessionSchema)
    .output(OkSchema)
    .mutation(async ({ ctx, input }) => {
      await endSession(ctx.db, ctx.user, input.id);
      ctx.log.info({ event: 'session.ended', userId: ctx.user.id }, 'session ended by its owner');
      return { ok: true as const };
    }),

  endOthers: protectedProcedure.output(OkSchema).mutation(async ({ ctx }) => {
    await endUserSessions(ctx.db, ctx.user.id, ctx.session.id);
    ctx.log.info(
      { event: 'session.others-ended', userId: ctx.user.id },
      'other sessions ended by their owner',
    );
    return { ok: true as const };
  }),
});
