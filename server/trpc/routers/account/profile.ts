import { ChangePasswordSchema, ProfileAnswerSchema, ProfileSchema } from '../../../../src/shared/account';
import { OkSchema } from '../../../../src/shared/answers';
import { changePassword, getProfile, updateProfile } from '../../../account/profile';
import { rateLimitRules } from '../../../rate-limit/service';
import { createRouter, protectedProcedure } from '../../init';
import { flushOutboxAfter } from '../../outbox';
import { rateLimited } from '../../rate-limit';

/** The profile tab: the customer's own details and the password change. */
export const accountProfileRouter = createRouter({
  get: protectedProcedure.output(ProfileAnswerSchema).query(({ ctx }) => getProfile(ctx.db, ctx.user.id)),

  update: protectedProcedure
    .use(rateLimited(rateLimitRules.forms))
    .input(ProfileSchema)
    .output(ProfileAnswerSchema)
    .mutation(({ ctx, input }) => updateProfile(ctx.db, ctx.user.id, input)),

  // the current password is guessed against the login lockout and the auth rate limit alike
  changePassword: protectedProcedure
    .use(rateLimited(rateLimitRules.auth))
    .use(flushOutboxAfter)
    .input(ChangePasswordSchema)
    .output(OkSchema)
    .mutation(async ({ ctx, input }) => {
      await changePassword(
        ctx.db,
        { mailer: ctx.deps.mailer, log: ctx.log, publicUrl: ctx.deps.config.publicUrl },
        { user: ctx.user, sessionId: ctx.session.id, ip: ctx.ip },
        input,
      );
      ctx.log.info({ event: 'password.changed', userId: ctx.user.id, ip: ctx.ip }, 'password changed');
      return { ok: true as const };
    }),
});
