import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import { TRPCError } from '@trpc/server';
import { SessionUserSchema } from '../../../src/shared/auth';
import { PasskeyAssertionSchema, passkeyOptionsSchema } from '../../../src/shared/passkeys';
import { recordSignInDevice } from '../../account/devices';
import { recordAudit } from '../../audit/service';
import {
  completeSignIn,
  relyingParty,
  secondFactorOptions,
  signInOptions,
  signInWithPasskey,
  verifySecondFactor,
} from '../../auth/passkeys';
import { rateLimitRules } from '../../rate-limit/service';
import { type Context, createRouter, publicProcedure } from '../init';
import { flushOutboxAfter } from '../outbox';
import { rateLimited } from '../rate-limit';
import { device, mailDeps, sessionUser } from './session-user';

const passkeyProcedure = publicProcedure.use(rateLimited(rateLimitRules.auth));
const rp = (ctx: Context) => relyingParty(ctx.deps.config.publicUrl);

/**
 * Whose passkey a second factor must be: the signed-in user's (a step-up), or that of a sign-in waiting
 * for its second factor; anyone else is refused at the gate (401), as on a protected procedure.
 */
const secondFactorProcedure = passkeyProcedure.use(({ ctx, next }) => {
  const userId = ctx.session.user?.id ?? ctx.session.pendingUserId;
  if (userId === undefined) throw new TRPCError({ code: 'UNAUTHORIZED' });
  return next({ ctx: { ...ctx, userId } });
});

/**
 * Passkeys at the door: a sign-in with a passkey alone (it counts as both factors), and a passkey as
 * the second factor of a sign-in or of a step-up. Each ceremony is two calls: options (a one-time
 * challenge for this browser), then the browser's signed answer.
 */
export const passkeyRouter = createRouter({
  signInOptions: passkeyProcedure
    .output(passkeyOptionsSchema<PublicKeyCredentialRequestOptionsJSON>())
    .mutation(({ ctx }) => signInOptions(ctx.db, rp(ctx), ctx.session.deviceId())),

  signIn: passkeyProcedure
    .use(flushOutboxAfter)
    .input(PasskeyAssertionSchema)
    .output(SessionUserSchema)
    .mutation(async ({ ctx, input }) => {
      const user = await signInWithPasskey(
        ctx.db,
        ctx.log,
        rp(ctx),
        ctx.session.deviceId(),
        input.response,
        ctx.ip,
      );
      await ctx.session.signIn(user, { secondFactor: true });
      await recordSignInDevice(ctx.db, mailDeps(ctx), user, device(ctx), { notify: true });
      return sessionUser(user, true);
    }),

  verifyOptions: secondFactorProcedure
    .output(passkeyOptionsSchema<PublicKeyCredentialRequestOptionsJSON>())
    .mutation(({ ctx }) => secondFactorOptions(ctx.db, rp(ctx), ctx.userId, ctx.session.deviceId())),

  /**
   * One of the account's own passkeys as a second factor: signed in, it renews the step-up time; with a
   * sign-in waiting for its second factor (the password was right), it completes that sign-in.
   */
  verify: secondFactorProcedure
    .use(flushOutboxAfter)
    .input(PasskeyAssertionSchema)
    .output(SessionUserSchema)
    .mutation(async ({ ctx, input }) => {
      const { userId } = ctx;
      await verifySecondFactor(ctx.db, rp(ctx), userId, ctx.session.deviceId(), input.response);
      const signedIn = ctx.session.user;
      if (signedIn) {
        await ctx.session.markSecondFactor();
        await recordAudit(ctx.db, {
          actorId: userId,
          action: 'auth.stepUp',
          targetType: 'user',
          targetId: userId,
          ip: ctx.ip,
        });
        return sessionUser(signedIn, true);
      }
      const user = await completeSignIn(ctx.db, ctx.log, userId, ctx.ip);
      await ctx.session.signIn(user, { secondFactor: true });
      await recordSignInDevice(ctx.db, mailDeps(ctx), user, device(ctx), { notify: true });
      return sessionUser(user, true);
    }),
});
