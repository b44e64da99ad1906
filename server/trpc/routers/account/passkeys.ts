import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/server';
import { deviceName } from '../../../../src/shared/account';
import { OkSchema } from '../../../../src/shared/answers';
import {
  PasskeyIdSchema,
  PasskeySummarySchema,
  passkeyOptionsSchema,
  RegisterPasskeySchema,
  RenamePasskeySchema,
} from '../../../../src/shared/passkeys';
import { z } from '../../../../src/shared/zod';
import { describeDevice } from '../../../account/sessions';
import {
  listPasskeys,
  registerPasskey,
  registrationOptions,
  relyingParty,
  removePasskey,
  renamePasskey,
} from '../../../auth/passkeys';
import { rateLimitRules } from '../../../rate-limit/service';
import { type Context, createRouter, protectedProcedure, requireStepUp } from '../../init';
import { rateLimited } from '../../rate-limit';

const rp = (ctx: Context) => relyingParty(ctx.deps.config.publicUrl);
const ceremony = protectedProcedure.use(rateLimited(rateLimitRules.auth));
// a new factor on an account that has one asks for it first: a stolen session cannot add its own key
const adding = ceremony.use(requireStepUp);
// a factor goes only after one was proved lately: a stolen session cannot strip the account to its password
const removing = protectedProcedure.use(requireStepUp);

/** The profile's 'מפתחות גישה': the account's passkeys, adding one, renaming and removing them. */
export const accountPasskeysRouter = createRouter({
  list: protectedProcedure
    .output(z.array(PasskeySummarySchema))
    .query(({ ctx }) => listPasskeys(ctx.db, ctx.user.id)),

  registrationOptions: adding
    .output(passkeyOptionsSchema<PublicKeyCredentialCreationOptionsJSON>())
    .mutation(({ ctx }) => registrationOptions(ctx.db, rp(ctx), ctx.user, ctx.session.deviceId())),

  // named after the browser and system it was made on unless the owner named it; the key just made,
  // unlocked by the device's PIN or biometrics, counts as a step-up (as an authenticator's confirm does)
  // and ends the account's other sessions
  register: adding
    .input(RegisterPasskeySchema)
    .output(PasskeySummarySchema)
    .mutation(async ({ ctx, input }) => {
      const name = input.name ?? deviceName(describeDevice(ctx.session.userAgent ?? null));
      const passkey = await registerPasskey(
        ctx.db,
        rp(ctx),
        ctx.user.id,
        ctx.session.deviceId(),
        input.response,
        name,
      );
      await ctx.session.enrolledSecondFactor();
      ctx.log.info({ event: 'passkey.added', userId: ctx.user.id }, 'passkey added');
      return passkey;
    }),

  rename: protectedProcedure
    .input(RenamePasskeySchema)
    .output(PasskeySummarySchema)
    .mutation(({ ctx, input }) => renamePasskey(ctx.db, ctx.user.id, input.id, input.name)),

  remove: removing
    .input(PasskeyIdSchema)
    .output(OkSchema)
    .mutation(async ({ ctx, input }) => {
      await removePasskey(ctx.db, ctx.user, input.id);
      ctx.log.info({ event: 'passkey.removed', userId: ctx.user.id }, 'passkey removed');
      return { ok: true as const };
    }),
});
