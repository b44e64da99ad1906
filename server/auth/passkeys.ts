/**
 * Passkeys (WebAuthn, through @simplewebauthn/server): adding one to an account, signing in with one and
 * no password (it proves both factors: something held, unlocked by the device's PIN or biometrics), and
 * proving one as a second factor. The relying party is the configured public URL: its host name is the
 * RP ID and its origin the only origin accepted.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { and, asc, eq, gt, lt, sql } from 'drizzle-orm';
import { agency } from '../../src/content/agency';
import { customerMessages } from '../../src/shared/account';
import { type PasskeySummary, passkeyMessages } from '../../src/shared/passkeys';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/client';
import { passkeys, users, webauthnChallenges } from '../db/schema';
import { conflict, forbidden, invalid, notFound, unauthorized } from '../errors';
import type { Logger } from '../log';
import { hasSecondFactor } from './second-factor';
import type { AuthUser } from './session';

/** A ceremony's challenge lives this long: enough to find the key and touch it. */
export const CHALLENGE_TTL_MS = 2 * 60 * 1000;
/** An account keeps at most this many passkeys. */
export const MAX_PASSKEYS = 20;

export interface RelyingParty {
  /** the RP ID: the public URL's host name */
  id: string;
  /** the one origin a ceremony may come from */
  origin: string;
  name: string;
}

export const relyingParty = (publicUrl: string): RelyingParty => {
  const url = new URL(publicUrl);
  return { id: url.hostname, origin: url.origin, name: agency.name };
};

type Purpose = (typeof webauthnChallenges.$inferInsert)['purpose'];

/** The browser a ceremony belongs to: its device cookie's id (SessionHandle.deviceId), kept hashed. */
const hashDevice = (deviceId: string) => createHash('sha256').update(`webauthn:${deviceId}`).digest('hex');

async function keepChallenge(
  db: Db,
  deviceId: string,
  purpose: Purpose,
  userId: number | null,
  challenge: string,
) {
  await db.insert(webauthnChallenges).values({
    challenge,
    deviceHash: hashDevice(deviceId),
    purpose,
    userId,
    expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
  });
}

/**
 * The check the library runs on the challenge signed in the answer: it must be one this browser asked
 * for, for this purpose (and account), still fresh, and it is deleted as it is checked, so each
 * challenge is good for one answer. The client never sends a challenge of its own to compare with.
 */
const takeChallenge =
  (db: Db, deviceId: string, purpose: Purpose, userId: number | null) => async (challenge: string) => {
    const taken = await db
      .delete(webauthnChallenges)
      .where(
        and(
          eq(webauthnChallenges.challenge, challenge),
          eq(webauthnChallenges.deviceHash, hashDevice(deviceId)),
          eq(webauthnChallenges.purpose, purpose),
          userId === null ? sql`${webauthnChallenges.userId} is null` : eq(webauthnChallenges.userId, userId),
          gt(webauthnChallenges.expiresAt, new Date()),
        ),
      )
      .returning({ challenge: webauthnChallenges.challenge });
    return taken.length === 1;
  };

/** Forgets challenges past their time (the answers never came). */
export async function pruneWebauthnChallenges(db: Db) {
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, new Date()));
}

const summary = (row: typeof passkeys.$inferSelect): PasskeySummary => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt,
  lastUsedAt: row.lastUsedAt,
});

/** The account's passkeys, the oldest first. */
export async function listPasskeys(db: Db, userId: number): Promise<PasskeySummary[]> {
  const rows = await db
    .select()
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
  return rows.map(summary);
}

/** The account's WebAuthn user handle, made at its first passkey. */
async function userHandle(db: Db, userId: number): Promise<string> {
  const [made] = await db
    .update(users)
    .set({ webauthnUserId: randomBytes(32).toString('base64url') })
    .where(and(eq(users.id, userId), sql`${users.webauthnUserId} is null`))
    .returning({ handle: users.webauthnUserId });
  if (made?.handle) return made.handle;
  const [row] = await db
    .select({ handle: users.webauthnUserId })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row?.handle) throw new Error(`user ${userId} has no WebAuthn handle`);
  return row.handle;
}

/** Options for adding a passkey: a key that lives on the device (discoverable) and checks who holds it. */
export async function registrationOptions(
  db: Db,
  rp: RelyingParty,
  user: Pick<AuthUser, 'id' | 'username'>,
  deviceId: string,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const existing = await db
    .select({ id: passkeys.id, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, user.id));
  if (existing.length >= MAX_PASSKEYS) {
    throw invalid(`אפשר לשמור עד ${MAX_PASSKEYS} מפתחות גישה בחשבון. הסירו מפתח שאינכם משתמשים בו`);
  }
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.username,
    userDisplayName: user.username,
    userID: Buffer.from(await userHandle(db, user.id), 'base64url'),
    attestationType: 'none',
    timeout: CHALLENGE_TTL_MS,
    // a device that already holds one of the account's keys is not offered again
    excludeCredentials: existing,
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await keepChallenge(db, deviceId, 'register', user.id, options.challenge);
  return options;
}

/** Checks the browser's answer to `registrationOptions` and keeps the new passkey under `name`. */
export async function registerPasskey(
  db: Db,
  rp: RelyingParty,
  userId: number,
  deviceId: string,
  response: RegistrationResponseJSON,
  name: string,
): Promise<PasskeySummary> {
  const take = takeChallenge(db, deviceId, 'register', userId);
  let challengeFresh = true;
  let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verified = await verifyRegistrationResponse({
      response,
      expectedChallenge: async (challenge) => (challengeFresh = await take(challenge)),
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
  } catch {
    throw invalid(challengeFresh ? passkeyMessages.registerFailed : passkeyMessages.expired);
  }
  if (!verified.verified) throw invalid(passkeyMessages.registerFailed);
  const { credential } = verified.registrationInfo;
  try {
    const [row] = await db
      .insert(passkeys)
      .values({
        id: credential.id,
        userId,
        name,
        publicKey: credential.publicKey,
        counter: credential.counter,
        transports: credential.transports ?? [],
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return summary(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(passkeyMessages.alreadyAdded);
    throw error;
  }
}

export async function renamePasskey(
  db: Db,
  userId: number,
  id: string,
  name: string,
): Promise<PasskeySummary> {
  const [row] = await db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning();
  if (!row) throw notFound(passkeyMessages.notFound);
  return summary(row);
}

/** Removes one of the user's passkeys; another's is a 404, and an admin keeps at least one second factor (403). */
export async function removePasskey(db: Db, user: Pick<AuthUser, 'id' | 'role'>, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    // the account's row is locked first, so two removals at once cannot take the last factor between them
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const removed = await tx
      .delete(passkeys)
      .where(and(eq(passkeys.id, id), eq(passkeys.userId, user.id)))
      .returning({ id: passkeys.id });
    if (removed.length === 0) throw notFound(passkeyMessages.notFound);
    if (user.role === 'admin' && !(await hasSecondFactor(tx, user.id))) {
      throw forbidden(passkeyMessages.lastSecondFactor);
    }
  });
}

/** Options for a sign-in with any passkey of this site (the browser lists them: discoverable keys). */
export async function signInOptions(
  db: Db,
  rp: RelyingParty,
  deviceId: string,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: 'required',
    timeout: CHALLENGE_TTL_MS,
  });
  await keepChallenge(db, deviceId, 'login', null, options.challenge);
  return options;
}

/** Options for proving one of this account's own passkeys (a step-up, or a sign-in's second factor). */
export async function secondFactorOptions(
  db: Db,
  rp: RelyingParty,
  userId: number,
  deviceId: string,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const own = await db
    .select({ id: passkeys.id, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, userId));
  if (own.length === 0) throw invalid('אין בחשבון מפתח גישה. אמתו בדרך אחרת');
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: own,
    userVerification: 'required',
    timeout: CHALLENGE_TTL_MS,
  });
  await keepChallenge(db, deviceId, 'second-factor', userId, options.challenge);
  return options;
}

/**
 * Checks an assertion against the stored passkey and moves its counter on. Returns the passkey's owner,
 * or undefined for any failure (an unknown key, a bad signature, a used or stale challenge, a counter
 * that went back, an owner other than `userId` when one is required).
 */
async function verifyAssertion(
  db: Db,
  rp: RelyingParty,
  deviceId: string,
  response: AuthenticationResponseJSON,
  purpose: 'login' | 'second-factor',
  userId: number | null,
): Promise<{ userId: number; handle: string | null } | undefined> {
  const [stored] = await db
    .select({
      id: passkeys.id,
      userId: passkeys.userId,
      publicKey: passkeys.publicKey,
      counter: passkeys.counter,
      transports: passkeys.transports,
      handle: users.webauthnUserId,
    })
    .from(passkeys)
    .innerJoin(users, eq(users.id, passkeys.userId))
    .where(eq(passkeys.id, response.id))
    .limit(1);
  if (!stored || (userId !== null && stored.userId !== userId)) return undefined;
  // a discoverable key names its account: it must be the one the stored key belongs to
  if (response.response.userHandle !== undefined && response.response.userHandle !== stored.handle) {
    return undefined;
  }
  let newCounter: number;
  try {
    const verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: takeChallenge(db, deviceId, purpose, userId),
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: stored.id,
        publicKey: Buffer.from(stored.publicKey),
        counter: stored.counter,
        transports: stored.transports,
      },
      requireUserVerification: true,
    });
    if (!verified.verified) return undefined;
    newCounter = verified.authenticationInfo.newCounter;
  } catch {
    return undefined;
  }
  // the counter it was checked against: of two answers racing with one key's next count, one wins
  const moved = await db
    .update(passkeys)
    .set({ counter: newCounter, lastUsedAt: new Date() })
    .where(and(eq(passkeys.id, stored.id), eq(passkeys.counter, stored.counter)))
    .returning({ id: passkeys.id });
  if (moved.length === 0) return undefined;
  return { userId: stored.userId, handle: stored.handle };
}

/**
 * A sign-in with a passkey alone. Any failure is the same 401, which says nothing of any account; a
 * blocked account is told so (403) only once its key checked out. Records the sign-in as a password
 * sign-in does, and clears the count of failed password guesses (the account's lock, if any, stands).
 */
export async function signInWithPasskey(
  db: Db,
  log: Logger,
  rp: RelyingParty,
  deviceId: string,
  response: AuthenticationResponseJSON,
  ip: string,
): Promise<AuthUser> {
  const owner = await verifyAssertion(db, rp, deviceId, response, 'login', null);
  if (!owner) {
    log.info({ event: 'login.failed', reason: 'passkey', ip }, 'passkey sign-in failed');
    throw unauthorized(passkeyMessages.signInFailed);
  }
  return completeSignIn(db, log, owner.userId, ip);
}

/** The account of a sign-in whose factors are proved: refused when blocked, else its sign-in recorded. */
export async function completeSignIn(db: Db, log: Logger, userId: number, ip: string): Promise<AuthUser> {
  const [user] = await db
    .update(users)
    .set({ lastLogin: new Date(), failedLoginAttempts: 0 })
    .where(and(eq(users.id, userId), sql`${users.blockedAt} is null`))
    .returning();
  if (!user) {
    log.info({ event: 'login.blocked', userId, ip }, 'login refused: account blocked');
    throw forbidden(customerMessages.blocked);
  }
  log.info({ event: 'login.succeeded', method: 'passkey', userId, ip }, 'login succeeded');
  return { id: user.id, username: user.username, email: user.email, role: user.role };
}

/** Checks that the answer comes from one of `userId`'s own passkeys (401 otherwise). */
export async function verifySecondFactor(
  db: Db,
  rp: RelyingParty,
  userId: number,
  deviceId: string,
  response: AuthenticationResponseJSON,
): Promise<void> {
  const owner = await verifyAssertion(db, rp, deviceId, response, 'second-factor', userId);
  if (!owner) throw unauthorized(passkeyMessages.verifyFailed);
}
