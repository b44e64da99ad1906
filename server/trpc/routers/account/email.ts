import { ChangeEmailSchema, emailChangeMessages } from '../../../../src/shared/account';
import { emailStatus, requestEmailChange } from '../../../auth/email-verification';
import { confirmPassword } from '../../../auth/service';
import { rateLimitRules } from '../../../rate-limit/service';
import { createRouter, protectedProcedure } from '../../init';
import { flushOutboxAfter } from '../../outbox';
import { rateLimited } from '../../rate-limit';
import { mailDeps } from '../session-user';

/** The profile's address: whether it is verified, and changing it (it changes once the new one's link is opened). */
export const accountEmailRouter = createRouter({
  get: protectedProcedure.query(({ ctx }) => emailStatus(ctx.db, ctx.user.id)),

  // the password is guessed against the login lockout and the auth rate limit alike
  change: protectedProcedure
    .use(rateLimited(rateLimitRules.auth))
    .use(flushOutboxAfter)
    .input(ChangeEmailSchema)
    .mutation(async ({ ctx, input }) => {
      await confirmPassword(
        ctx.db,
        ctx.log,
        { username: ctx.user.username, password: input.password },
        ctx.ip,
        { path: 'password', message: emailChangeMessages.wrongPassword },
      );
      const outcome = await requestEmailChange(ctx.db, mailDeps(ctx), ctx.user.id, input.email);
      ctx.log.info({ event: `email.change-${outcome}`, userId: ctx.user.id }, 'e-mail change asked for');
      return { outcome };
    }),
});
