import type { SessionUser } from '../../../src/shared/auth';
import type { Context } from '../init';

/**
 * What the client learns of the signed-in user; an admin without a second factor is marked, so the
 * admin area shows its setup first.
 */
export const sessionUser = (u: SessionUser, hasSecondFactor: boolean): SessionUser => ({
  username: u.username,
  role: u.role,
  ...(u.role === 'admin' && !hasSecondFactor ? { secondFactorSetup: true as const } : {}),
});

/** What a procedure that mails an account's links needs. */
export const mailDeps = (ctx: Context) => ({ mailer: ctx.deps.mailer, publicUrl: ctx.deps.config.publicUrl });

/** This request's browser, for the new-device rule of server/account/devices.ts. */
export const device = (ctx: Context) => ({
  id: ctx.session.deviceId(),
  userAgent: ctx.session.userAgent,
  ip: ctx.ip,
});
