import { createHash, randomInt } from 'node:crypto';
import { and, count, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { generateSecret, generateURI, verify } from 'otplib';
import { agency } from '../../src/content/agency';
import { customerMessages } from '../../src/shared/account';
import {
  isRecoveryCode,
  secondFactorMessages as messages,
  type SecondFactorStatus,
} from '../../src/shared/second-factor';
import { type DataKeys, decrypt, encrypt } from '../data-key/crypto';
import type { Db } from '../db/client';
import { passkeys, recoveryCodes, users } from '../db/schema';
import { conflict, DomainError, forbidden, invalid, tooMany, unauthorized } from '../errors';
import type { Logger } from '../log';
import { lockouts } from '../metrics';
import { hasSecondFactor } from './second-factor';
import {
  authMessages,
  clearAttempts,
  lockSecondsLeft,
  MAX_FAILED_LOGINS,
  reserveCodeAttempt,
  toAuthUser,
} from './service';
import type { AuthUser } from './session';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, a new code every 30 s. */
const PERIOD_S = 30;
const TOTP = { algorithm: 'sha1', digits: 6, period: PERIOD_S } as const;
// the code shown a moment ago still counts (a slow typist, a clock a little behind), one never ahead
const TOLERANCE: [number, number] = [PERIOD_S, 0];
export const RECOVERY_CODE_COUNT = 10;
const SECRET = 'users.totp_secret';
const PENDING = 'users.totp_pending_secret';

const nowSeconds = (now: Date) => Math.floor(now.getTime() / 1000);
const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

/** The step of a code of `secret` typed at `now`, if it is the code of now or of the step before; else undefined. */
async function stepOf(secret: string, code: string, now: Date, after: number | null) {
  const result = await verify({
    ...TOTP,
    secret,
    token: code,
    epoch: nowSeconds(now),
    epochTolerance: TOLERANCE,
    ...(after === null ? {} : { afterTimeStep: after }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}

/**
 * A new authenticator secret for `user`, kept encrypted as the pending one until a code confirms it (a
 * second setup replaces it). 409 when an authenticator is already on: it is turned off first.
 */
export async function beginTotpSetup(db: Db, keys: DataKeys, user: AuthUser) {
  const [row] = await db.select({ on: users.totpSecret }).from(users).where(eq(users.id, user.id));
  if (row?.on) throw conflict(messages.alreadyOn);
  const secret = generateSecret();
  await db
    .update(users)
    .set({ totpPendingSecret: encrypt(keys, PENDING, secret) })
    .where(eq(users.id, user.id));
  const uri = generateURI({ ...TOTP, issuer: agency.shortName, label: user.username, secret });
  return { secret, uri };
}

/** Ten one-time codes (xxxxx-xxxxx, letters and digits that cannot be mistaken for one another). */
function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const one = () => Array.from({ length: 10 }, () => alphabet[randomInt(alphabet.length)]).join('');
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const code = one();
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
}

/**
 * A code of the pending secret turns the authenticator on: the secret becomes the account's, the
 * code's step is spent, and ten new recovery codes replace any old ones (answered once; only their
 * hashes are kept). 400 for a wrong code or no setup begun.
 */
export async function confirmTotp(
  db: Db,
  keys: DataKeys,
  userId: number,
  code: string,
  now = new Date(),
): Promise<string[]> {
  const [row] = await db
    .select({ pending: users.totpPendingSecret, on: users.totpSecret })
    .from(users)
    .where(eq(users.id, userId));
  if (row?.on) throw conflict(messages.alreadyOn);
  if (!row?.pending) throw invalid(messages.noSetup, [{ path: 'code', message: messages.noSetup }]);
  const secret = decrypt(keys, PENDING, row.pending);
  const step = await stepOf(secret, code, now, null);
  if (step === undefined) throw invalid(messages.wrongCode, [{ path: 'code', message: messages.wrongCode }]);
  const codes = newRecoveryCodes();
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ totpSecret: encrypt(keys, SECRET, secret), totpPendingSecret: null, totpLastStep: step })
      .where(eq(users.id, userId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx
      .insert(recoveryCodes)
      .values(codes.map((c) => ({ userId, codeHash: hashCode(c.replace('-', '')) })));
  });
  return codes;
}

/** Accepts a code only if its step is later than the last one accepted (two requests with one code: one wins). */
async function spendStep(db: Db, userId: number, step: number): Promise<boolean> {
  const spent = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return spent.length > 0;
}

async function spendRecoveryCode(db: Db, userId: number, code: string): Promise<boolean> {
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, hashCode(code)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ userId: recoveryCodes.userId });
  return used.length > 0;
}

/**
 * The second factor of a sign-in or a step-up: a current authenticator code (or the one before it),
 * not of a step already accepted, or an unused recovery code, which is then spent. Counted against
 * the same lockout as passwords before it is checked: wrong → 401, locked → 429 with its time.
 * A right code ends the count (`completesSignIn`: and records the sign-in).
 */
export async function verifySecondFactor(
  db: Db,
  log: Logger,
  keys: DataKeys,
  attempt: { userId: number; code: string; ip: string; completesSignIn: boolean },
  now = new Date(),
): Promise<AuthUser> {
  const { userId, code, ip } = attempt;
  const user = await reserveOrRefuse(db, log, userId, ip);
  let right = false;
  if (isRecoveryCode(code)) right = await spendRecoveryCode(db, userId, code);
  else if (user.totpSecret) {
    const step = await stepOf(decrypt(keys, SECRET, user.totpSecret), code, now, user.totpLastStep);
    right = step !== undefined && (await spendStep(db, userId, step));
  }
  if (!right) {
    if (user.failedLoginAttempts >= MAX_FAILED_LOGINS) {
      lockouts.inc();
      log.warn({ event: 'account.locked', userId, ip, purpose: 'code' }, 'account locked after failed codes');
    } else log.info({ event: 'code.failed', userId, attempts: user.failedLoginAttempts, ip }, 'wrong code');
    throw unauthorized(messages.wrongCode);
  }
  if (user.blockedAt) {
    await clearAttempts(db, userId, { signedIn: false });
    throw forbidden(customerMessages.blocked);
  }
  await clearAttempts(db, userId, { signedIn: attempt.completesSignIn });
  log.info({ event: attempt.completesSignIn ? 'login.succeeded' : 'step-up', userId, ip }, 'code accepted');
  return toAuthUser(user);
}

/** Counts the attempt (see reserveAttempt); 429 while the account is locked, 401 when it is gone. */
async function reserveOrRefuse(db: Db, log: Logger, userId: number, ip: string) {
  // two tries: a lock can end (or a success clear it) between the reservation and the look at the lock
  for (let tries = 0; tries < 2; tries++) {
    const user = await reserveCodeAttempt(db, userId);
    if (user) return user;
    const [existing] = await db
      .select({ secondsLeft: lockSecondsLeft })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    if (!existing) throw unauthorized(messages.noPending);
    const seconds = existing.secondsLeft ?? 0;
    if (seconds > 0) {
      log.warn({ event: 'login.locked', userId, ip, purpose: 'code' }, 'code refused: account locked');
      throw tooMany(seconds, authMessages.locked(Math.ceil(seconds / 60)));
    }
  }
  throw tooMany(1);
}

/**
 * Turns the authenticator off, with a code of it (or a recovery code) counted as a sign-in's is (a
 * wrong one → 400, and toward the lockout). 403 for an admin whose only second factor it is.
 */
export async function disableTotp(
  db: Db,
  log: Logger,
  keys: DataKeys,
  user: AuthUser,
  attempt: { code: string; ip: string },
): Promise<void> {
  const status = await secondFactorStatus(db, user);
  if (!status.totp) throw invalid(messages.notOn);
  if (status.totpRequired) throw forbidden(messages.adminNeedsFactor);
  try {
    await verifySecondFactor(db, log, keys, { userId: user.id, ...attempt, completesSignIn: false });
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'unauthorized')
      throw invalid(messages.wrongCode, [{ path: 'code', message: messages.wrongCode }]);
    throw error;
  }
  await db.transaction(async (tx) => {
    // the account's row is locked first, so a passkey removed at the same time cannot take the last
    // factor between them (server/auth/passkeys.ts removes under the same lock)
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    await clearTotp(tx, user.id);
    if (user.role === 'admin' && !(await hasSecondFactor(tx, user.id)))
      throw forbidden(messages.adminNeedsFactor);
  });
}

/** No authenticator, no pending setup, no recovery codes (inside the caller's transaction). */
async function clearTotp(tx: Db, userId: number) {
  await tx
    .update(users)
    .set({ totpSecret: null, totpPendingSecret: null, totpLastStep: null })
    .where(eq(users.id, userId));
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

/** The operator's way out for an account that lost every factor (never a web path): TOTP, recovery codes and passkeys go. */
export async function resetSecondFactor(db: Db, username: string): Promise<AuthUser | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
    .limit(1);
  if (!user) return undefined;
  await db.transaction(async (tx) => {
    await clearTotp(tx, user.id);
    await tx.delete(passkeys).where(eq(passkeys.userId, user.id));
  });
  return toAuthUser(user);
}

/** What the personal area shows: whether the authenticator is on, passkeys, unused recovery codes. */
export async function secondFactorStatus(db: Db, user: AuthUser): Promise<SecondFactorStatus> {
  const [row] = await db
    .select({
      totp: sql<boolean>`${users.totpSecret} is not null`,
      passkeys: sql<number>`(select count(*)::int from "passkeys" where "passkeys"."user_id" = "users"."id")`,
    })
    .from(users)
    .where(eq(users.id, user.id));
  const [left] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, user.id), isNull(recoveryCodes.usedAt)));
  const totp = row?.totp === true;
  const keysCount = row?.passkeys ?? 0;
  return {
    totp,
    passkeys: keysCount,
    recoveryCodesLeft: left?.n ?? 0,
    totpRequired: totp && user.role === 'admin' && keysCount === 0,
  };
}

/** Re-encrypts every authenticator secret under the current data key (a key rotation). */
export async function resealTotpSecrets(db: Db, keys: DataKeys): Promise<number> {
  const rows = await db
    .select({ id: users.id, secret: users.totpSecret, pending: users.totpPendingSecret })
    .from(users)
    .where(or(sql`${users.totpSecret} is not null`, sql`${users.totpPendingSecret} is not null`));
  for (const row of rows) {
    await db
      .update(users)
      .set({
        totpSecret: row.secret && encrypt(keys, SECRET, decrypt(keys, SECRET, row.secret)),
        totpPendingSecret: row.pending && encrypt(keys, PENDING, decrypt(keys, PENDING, row.pending)),
      })
      .where(eq(users.id, row.id));
  }
  return rows.length;
}
