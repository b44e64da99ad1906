import {
  ForgotPasswordSchema,
  LoginSchema,
  RegisterSchema,
  ResetPasswordSchema,
  type SessionUser,
} from '../../../src/shared/auth';
import { authenticate, registerUser, requestPasswordReset, resetPassword } from '../../auth/service';
import { rateLimitRules } from '../../rate-limit/service';
import { createRouter, protectedProcedure, publicProcedure } from '../init';
import { flushOutboxAfter } from '../outbox';
import { rateLimited } from '../rate-limit';

const authProcedure = publicProcedure.use(rateLimited(rateLimitRules.auth));
const sessionUser = (u: SessionUser): SessionUser => ({ username: u.username, role: u.role });

export const authRouter = createRouter({
  register: authProcedure.input(RegisterSchema).mutation(async ({ ctx, input }) => {
    const user = await registerUser(ctx.db, input);
    await ctx.session.signIn(user);
    ctx.log.info({ event: 'user.registered', userId: user.id }, 'user registered');
    return sessionUser(user);
  }),

  login: authProcedure.input(LoginSchema).mutation(async ({ ctx, input }) => {
    const user = await authenticate(ctx.db, ctx.log, input, ctx.ip);
    await ctx.session.signIn(user);
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
});
