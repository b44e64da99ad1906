import { accountExportSchema, DeleteAccountSchema, privacyMessages } from '../../../../src/shared/account';
import { OkSchema } from '../../../../src/shared/answers';
import {
  assertNotLastAdmin,
  collectAccountExport,
  deleteAccount,
  exportZipStream,
} from '../../../account/privacy';
import { recordAudit } from '../../../audit/service';
import { confirmPassword } from '../../../auth/service';
import { rateLimitRules } from '../../../rate-limit/service';
import { createRouter, protectedProcedure, requireStepUp } from '../../init';
import { flushOutboxAfter } from '../../outbox';
import { rateLimited } from '../../rate-limit';

/** The customer's privacy rights (Amendment 13): a copy of all their data, and deleting the account. */
export const accountPrivacyRouter = createRouter({
  /**
   * GET /api/user/export answers it with the zip, streamed from storage by `open()`; over /trpc only
   * the file name travels (a function is not serialized), so the SPA links to the REST path.
   */
  export: protectedProcedure
    .meta({ movesFiles: true })
    .use(rateLimited(rateLimitRules.forms))
    .output(accountExportSchema<() => ReadableStream<Uint8Array>>())
    .query(async ({ ctx }) => {
      const { storage } = ctx.deps;
      const exported = await collectAccountExport(ctx.db, storage, ctx.deps.config.dataKeys, ctx.user.id);
      await recordAudit(ctx.db, {
        actorId: ctx.user.id,
        action: 'account.export',
        targetType: 'user',
        targetId: ctx.user.id,
        ip: ctx.ip,
      });
      return { filename: exported.filename, open: () => exportZipStream(storage, exported) };
    }),

  /**
   * DELETE /api/user/account `{password}`: the password again (and a recent second factor, when the
   * account has one), then everything goes; the cookie is cleared.
   */
  delete: protectedProcedure
    .use(requireStepUp)
    .use(rateLimited(rateLimitRules.auth))
    .use(flushOutboxAfter)
    .input(DeleteAccountSchema)
    .output(OkSchema)
    .mutation(async ({ ctx, input }) => {
      await assertNotLastAdmin(ctx.db, ctx.user);
      await confirmPassword(
        ctx.db,
        ctx.log,
        { username: ctx.user.username, password: input.password },
        ctx.ip,
        { path: 'password', message: privacyMessages.wrongPassword },
      );
      await deleteAccount(ctx.db, ctx.deps, ctx.user);
      await ctx.session.signOut();
      return { ok: true as const };
    }),
});
