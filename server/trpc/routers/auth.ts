import {
  ForgotPasswordSchema,
  LoginSchema,
  RegisterSchema,
  ResetPasswordSchema,
  type SessionUser,
  VerifyEmailSchema,
} from '../../../src/shared/auth';
import { recordSignInDevice } from '../../account/devices';
import { resendVerification, verifyEmail } from '../../auth/email-verification';
import { authenticate, registerUser, requestPasswordReset, resetPassword } from '../../auth/service';
import { rateLimitRules } from '../../rate-limit/service';
import { type Context, createRouter, protectedProcedure, publicProcedure } from '../init';
import { flushOutboxAfter } from '../outbox';
import { rateLimited } from '../rate-limit';

const authProcedure = publicProcedure.use(rateLimited(rateLimitRules.auth));
const sessionUser = (u: SessionUser): SessionUser => ({ username: u.username, role: u.role });
/** What a procedure that mails an account's links needs. */
export const mailDeps = (ctx: Context) => ({ mailer: ctx.deps.mailer, publicUrl: ctx.deps.config.publicUrl });
/** This request's browser, for the new-device rule of server/account/devices.ts. */
export const device = (ctx: Context) => ({
  id: ctx.session.deviceId(),
  userAgent: ctx.session.userAgent,
  ip: ctx.ip,
});

export const authRouter = createRouter({
  register: authProcedure
    .use(flushOutboxAfter)
    .input(RegisterSchema)
    .mutation(async ({ ctx, input }) => {
      const user = await registerUser(ctx.db, mailDeps(ctx), input);
      await ctx.session.signIn(user);
      await recordSignInDevice(ctx.db, mailDeps(ctx), user, device(ctx), { notify: false });
      ctx.log.info({ event: 'user.registered', userId: user.id }, 'user registered');
      return sessionUser(user);
    }),

  login: authProcedure
    .use(flushOutboxAfter)
    .input(LoginSchema)
    .mutation(async ({ ctx, input }) => {
      const user = await authenticate(ctx.db, ctx.log, input, ctx.ip);
      await ctx.session.signIn(user);
      await recordSignInDevice(ctx.db, mailDeps(ctx), user, device(ctx), { notify: true });
      return sessionUser(user);
    }),

  logout: publicProcedure.mutation(async ({ ctx }) => {
    await ctx.session.signOut();
    return { ok: true as const };
  }),

  // 401 when signed out is how the SPA learns it is signed out
  me: protectedProcedure.query(({ ctx }) => sessionUser(ctx.user)),

  // the SPA's session probe: null when signed out, so a visitor's console shows no 401
  session: publicProcedure.query(({ ctx }) => (ctx.session.user ? sessionUser(ctx.session.user) : null)),

  forgotPassword: authProcedure
    .use(flushOutboxAfter)
    .input(ForgotPasswordSchema)
    .mutation(async ({ ctx, input }) => {
      await requestPasswordReset(ctx.db, ctx.deps.mailer, ctx.deps.config.publicUrl, input.email);
      return { ok: true as const };
    }),

  resetPassword: authProcedure.input(ResetPasswordSchema).mutation(async ({ ctx, input }) => {
    await resetPassword(ctx.db, input);
    ctx.log.info({ event: 'password.reset', ip: ctx.ip }, 'password reset');
    return { ok: true as const };
  }),

  /** POST /api/auth/verify-email: the link of the verification mail (no session needed: any browser). */
  verifyEmail: authProcedure
    .use(flushOutboxAfter)
    .input(VerifyEmailSchema)
    .mutation(async ({ ctx, input }) => {
      const { changed } = await verifyEmail(ctx.db, mailDeps(ctx), input.token);
      ctx.log.info({ event: changed ? 'email.changed' : 'email.verified', ip: ctx.ip }, 'e-mail verified');
      return { ok: true as const, changed };
    }),

  /** POST /api/auth/verify-email/resend (202): a new link, within the account's mail budget (429). */
  resendVerification: protectedProcedure
    .use(rateLimited(rateLimitRules.auth))
    .use(flushOutboxAfter)
    .mutation(async ({ ctx }) => {
      await resendVerification(ctx.db, mailDeps(ctx), ctx.user.id);
      return { ok: true as const };
    }),
});
