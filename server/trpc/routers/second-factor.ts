import { OkSchema } from '../../../src/shared/answers';
import { RecoveryCodesSchema, SessionUserSchema, TotpSetupSchema } from '../../../src/shared/auth';
import {
  SecondFactorCodeSchema,
  secondFactorMessages,
  TotpCodeSchema,
} from '../../../src/shared/second-factor';
import { recordSignInDevice } from '../../account/devices';
import { recordAudit } from '../../audit/service';
import { beginTotpSetup, confirmTotp, disableTotp, verifySecondFactor } from '../../auth/totp';
import { unauthorized } from '../../errors';
import { rateLimitRules } from '../../rate-limit/service';
import { type Context, createRouter, protectedProcedure, publicProcedure, requireStepUp } from '../init';
import { flushOutboxAfter } from '../outbox';
import { rateLimited } from '../rate-limit';
import { device, mailDeps, sessionUser } from './session-user';

const authProcedure = publicProcedure.use(rateLimited(rateLimitRules.auth));
const userAuthProcedure = protectedProcedure.use(rateLimited(rateLimitRules.auth));
// a new factor on an account that has one (a passkey) asks for it first: a stolen session cannot add its own
const addingFactor = userAuthProcedure.use(requireStepUp);
const audit = (ctx: Context & { user: { id: number } }, action: string) =>
  recordAudit(ctx.db, {
    actorId: ctx.user.id,
    action,
    targetType: 'user',
    targetId: ctx.user.id,
    ip: ctx.ip,
  });

/**
 * POST /api/auth/second-factor: the code that completes a pending sign-in (the password was right), or,
 * signed in, a step-up before a sensitive act. 401 with nothing pending, a wrong, reused or expired
 * code; 429 while the account is locked.
 */
export const completeSecondFactor = authProcedure
  .use(flushOutboxAfter)
  .input(SecondFactorCodeSchema)
  .output(SessionUserSchema)
  .mutation(async ({ ctx, input }) => {
    const signedIn = ctx.session.user;
    const userId = signedIn?.id ?? ctx.session.pendingUserId;
    if (userId === undefined) throw unauthorized(secondFactorMessages.noPending);
    const attempt = { userId, code: input.code, ip: ctx.ip, completesSignIn: !signedIn };
    const user = await verifySecondFactor(ctx.db, ctx.log, ctx.deps.config.dataKeys, attempt);
    if (signedIn) {
      await ctx.session.markSecondFactor();
      await audit({ ...ctx, user: signedIn }, 'auth.stepUp');
      return sessionUser(signedIn, true);
    }
    await ctx.session.signIn(user, { secondFactor: true });
    await recordSignInDevice(ctx.db, mailDeps(ctx), user, device(ctx), { notify: true });
    return sessionUser(user, true);
  });

/** The authenticator app: set up (a secret and its QR), confirm with a code, turn off with a code. */
export const totpRouter = createRouter({
  /** POST /api/auth/totp/setup: a new secret, replacing one not yet confirmed. */
  setup: addingFactor
    .output(TotpSetupSchema)
    .mutation(({ ctx }) => beginTotpSetup(ctx.db, ctx.deps.config.dataKeys, ctx.user)),

  /** POST /api/auth/totp/confirm: on, with ten recovery codes shown once; counts as a step-up and ends the account's other sessions. */
  confirm: addingFactor
    .input(TotpCodeSchema)
    .output(RecoveryCodesSchema)
    .mutation(async ({ ctx, input }) => {
      const recoveryCodes = await confirmTotp(ctx.db, ctx.deps.config.dataKeys, ctx.user.id, input.code);
      await ctx.session.enrolledSecondFactor();
      await audit(ctx, 'auth.enableTotp');
      ctx.log.info({ event: 'totp.enabled', userId: ctx.user.id }, 'authenticator turned on');
      return { recoveryCodes };
    }),

  /**
   * DELETE /api/auth/totp: off (403 for an admin whose only second factor it is). Removing a factor
   * needs a step-up: here it is the code asked with the act, proved at that moment (requireStepUp on
   * top would ask a second code, and a code's step is accepted once).
   */
  disable: userAuthProcedure
    .input(SecondFactorCodeSchema)
    .output(OkSchema)
    .mutation(async ({ ctx, input }) => {
      await disableTotp(ctx.db, ctx.log, ctx.deps.config.dataKeys, ctx.user, {
        code: input.code,
        ip: ctx.ip,
      });
      await audit(ctx, 'auth.disableTotp');
      ctx.log.info({ event: 'totp.disabled', userId: ctx.user.id }, 'authenticator turned off');
      return { ok: true as const };
    }),
});
