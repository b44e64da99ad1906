import { setTimeout as sleep } from 'node:timers/promises';
import { OkSchema } from '../../../src/shared/answers';
import {
  ForgotPasswordSchema,
  type LoginResult,
  LoginResultSchema,
  LoginSchema,
  RegisterSchema,
  ResetPasswordSchema,
  SessionUserSchema,
  VerifyEmailResultSchema,
  VerifyEmailSchema,
} from '../../../src/shared/auth';
import { recordSignInDevice } from '../../account/devices';
import { resendVerification, verifyEmail } from '../../auth/email-verification';
import {
  authenticate,
  RESET_REQUEST_ANSWER_MS,
  registerUser,
  requestPasswordReset,
  resetPassword,
} from '../../auth/service';
import { rateLimitRules } from '../../rate-limit/service';
import { createRouter, protectedProcedure, publicProcedure } from '../init';
import { flushOutboxAfter } from '../outbox';
import { rateLimited } from '../rate-limit';
import { completeSecondFactor, totpRouter } from './second-factor';
import { device, mailDeps, sessionUser } from './session-user';

const authProcedure = publicProcedure.use(rateLimited(rateLimitRules.auth));

export const authRouter = createRouter({
  register: authProcedure
    .use(flushOutboxAfter)
    .input(RegisterSchema)
    .output(SessionUserSchema)
    .mutation(async ({ ctx, input }) => {
      const user = await registerUser(ctx.db, mailDeps(ctx), input);
      await ctx.session.signIn(user);
      await recordSignInDevice(ctx.db, mailDeps(ctx), user, device(ctx), { notify: false });
      ctx.log.info({ event: 'user.registered', userId: user.id }, 'user registered');
      return sessionUser(user, false);
    }),

  login: authProcedure
    .use(flushOutboxAfter)
    .input(LoginSchema)
    .output(LoginResultSchema)
    .mutation(async ({ ctx, input }): Promise<LoginResult> => {
      const { secondFactor, ...user } = await authenticate(ctx.db, ctx.log, input, ctx.ip);
      // the password alone signs in no account that has a second factor: its code comes next
      if (secondFactor) {
        await ctx.session.beginPending(user.id);
        return { secondFactorRequired: true };
      }
      await ctx.session.signIn(user);
      await recordSignInDevice(ctx.db, mailDeps(ctx), user, device(ctx), { notify: true });
      return sessionUser(user, false);
    }),

  secondFactor: completeSecondFactor,
  totp: totpRouter,

  logout: publicProcedure.output(OkSchema).mutation(async ({ ctx }) => {
    await ctx.session.signOut();
    return { ok: true as const };
  }),

  // 401 when signed out is how the SPA learns it is signed out
  me: protectedProcedure
    .output(SessionUserSchema)
    .query(({ ctx }) => sessionUser(ctx.user, ctx.session.hasSecondFactor)),

  // the SPA's session probe: null when signed out, so a visitor's console shows no 401
  session: publicProcedure.query(({ ctx }) =>
    ctx.session.user ? sessionUser(ctx.session.user, ctx.session.hasSecondFactor) : null,
  ),

  // a known address (a link written) and an unknown one (nothing) answer after the same time
  forgotPassword: authProcedure
    .use(flushOutboxAfter)
    .input(ForgotPasswordSchema)
    .output(OkSchema)
    .mutation(async ({ ctx, input }) => {
      const answerAt = Date.now() + RESET_REQUEST_ANSWER_MS;
      await requestPasswordReset(ctx.db, ctx.deps.mailer, ctx.deps.config.publicUrl, input.email);
      await sleep(answerAt - Date.now());
      return { ok: true as const };
    }),

  resetPassword: authProcedure
    .input(ResetPasswordSchema)
    .output(OkSchema)
    .mutation(async ({ ctx, input }) => {
      await resetPassword(ctx.db, input);
      ctx.log.info({ event: 'password.reset', ip: ctx.ip }, 'password reset');
      return { ok: true as const };
    }),

  /** POST /api/auth/verify-email: the link of the verification mail (no session needed: any browser). */
  verifyEmail: authProcedure
    .use(flushOutboxAfter)
    .input(VerifyEmailSchema)
    .output(VerifyEmailResultSchema)
    .mutation(async ({ ctx, input }) => {
      const { changed } = await verifyEmail(ctx.db, mailDeps(ctx), input.token);
      ctx.log.info({ event: changed ? 'email.changed' : 'email.verified', ip: ctx.ip }, 'e-mail verified');
      return { ok: true as const, changed };
    }),

  /** POST /api/auth/verify-email/resend (202): a new link, within the account's mail budget (429). */
  resendVerification: protectedProcedure
    .use(rateLimited(rateLimitRules.auth))
    .use(flushOutboxAfter)
    .output(OkSchema)
    .mutation(async ({ ctx }) => {
      await resendVerification(ctx.db, mailDeps(ctx), ctx.user.id);
      return { ok: true as const };
    }),
});
