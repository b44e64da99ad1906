import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { customerMessages } from '../../src/shared/account';
import type { LoginInput, ResetPasswordInput } from '../../src/shared/auth';
import { ConfigError } from '../config';
import type { Db } from '../db/client';
import { isUniqueViolation, pgConstraint } from '../db/client';
import { users } from '../db/schema';
import { conflict, DomainError, forbidden, invalid, tooMany, unauthorized } from '../errors';
import type { Logger } from '../log';
import type { Mailer } from '../mail/mailer';
import { lockouts } from '../metrics';
import { sendVerificationLink, type VerificationDeps } from './email-verification';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password';
import { assertPasswordPolicy, isCommonPassword } from './password-policy';
import { hasSecondFactor } from './second-factor';
import { type AuthUser, endUserSessions } from './session';

export const MAX_FAILED_LOGINS = 5;
export const LOCKOUT_MS = 15 * 60 * 1000;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export const authMessages = {
  badCredentials: 'שם משתמש או סיסמה שגויים',
  usernameTaken: 'שם המשתמש כבר קיים במערכת',
  emailTaken: 'כתובת הדוא״ל כבר רשומה במערכת',
  resetInvalid: 'קישור האיפוס אינו תקף או שפג תוקפו. בקשו קישור חדש',
  locked: (minutes: number) =>
    `החשבון ננעל זמנית בעקבות ניסיונות התחברות כושלים. נסו שוב בעוד ${minutes} דקות או אפסו את הסיסמה`,
} as const;

const byUsername = (username: string) => eq(sql`lower(${users.username})`, username.toLowerCase());

export const toAuthUser = (u: typeof users.$inferSelect): AuthUser => ({
  id: u.id,
  username: u.username,
  email: u.email,
  role: u.role,
});

/**
 * A new account, its password held to the password policy; its address unverified, with the link that
 * verifies it in the outbox (the row and the mail in one transaction).
 */
export async function registerUser(
  db: Db,
  deps: VerificationDeps,
  input: { username: string; password: string; email: string },
  role: 'user' | 'admin' = 'user',
): Promise<AuthUser> {
  await assertPasswordPolicy(input.password, input);
  return createAccount(db, input, role, deps);
}

/** `verification`: mail the address its link; 'vouched': the operator's configured address, verified. */
async function createAccount(
  db: Db,
  input: { username: string; password: string; email: string },
  role: 'user' | 'admin',
  verification: VerificationDeps | 'vouched',
): Promise<AuthUser> {
  const [byName] = await db.select({ id: users.id }).from(users).where(byUsername(input.username)).limit(1);
  if (byName) throw conflict(authMessages.usernameTaken, 'username');
  const [byEmail] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, input.email))
    .limit(1);
  if (byEmail) throw conflict(authMessages.emailTaken, 'email');
  const password = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          username: input.username,
          email: input.email,
          password,
          role,
          emailVerifiedAt: verification === 'vouched' ? new Date() : null,
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      if (verification !== 'vouched') await sendVerificationLink(tx, verification, row, row.email);
      return toAuthUser(row);
    });
  } catch (error) {
    // two registrations racing for the same name or address
    if (isUniqueViolation(error)) {
      throw pgConstraint(error)?.includes('email')
        ? conflict(authMessages.emailTaken, 'email')
        : conflict(authMessages.usernameTaken, 'username');
    }
    throw error;
  }
}

/** Seconds until a lock ends, read by the database's clock (which sets the locks). */
export const lockSecondsLeft = sql<number | null>`
  ceil(extract(epoch from (${users.accountLockedUntil} - now())))::int`;
// a lock that has run out gives a fresh run of five; otherwise this guess adds one to the count
const attemptsAfterThisOne = sql`case when ${users.accountLockedUntil} is null then ${users.failedLoginAttempts} + 1 else 1 end`;

/**
 * Counts a guess before it is checked, in one conditional UPDATE: of any number of guesses arriving at
 * once (in one process or several), at most five find the account unlocked, and the fifth locks it
 * as it is counted. A right password then clears the count and the lock; a wrong one needs nothing
 * more, and a process that dies while checking leaves its guess counted, as a failure.
 */
export const reserveAttempt = (db: Db, username: string) => reserveWhere(db, byUsername(username));

/** The same count for a second-factor code of the user `userId`: codes and passwords share one lockout. */
export const reserveCodeAttempt = (db: Db, userId: number) => reserveWhere(db, eq(users.id, userId));

async function reserveWhere(db: Db, who: SQL) {
  const [row] = await db
    .update(users)
    .set({
      failedLoginAttempts: attemptsAfterThisOne,
      accountLockedUntil: sql`case when ${attemptsAfterThisOne} >= ${MAX_FAILED_LOGINS}
        then now() + ${`${LOCKOUT_MS / 1000} seconds`}::interval end`,
    })
    .where(and(who, or(isNull(users.accountLockedUntil), lte(users.accountLockedUntil, sql`now()`))))
    .returning();
  return row;
}

/** A sign-in completed (the password, and the second factor when the account has one): the count starts over. */
export async function clearAttempts(db: Db, userId: number, { signedIn }: { signedIn: boolean }) {
  await db
    .update(users)
    .set({ failedLoginAttempts: 0, accountLockedUntil: null, ...(signedIn ? { lastLogin: new Date() } : {}) })
    .where(eq(users.id, userId));
}

/**
 * Checks the credentials; five failures in a row lock the account for 15 minutes (429, even for the
 * right password). `secondFactor`: the account has one, so the sign-in is not complete yet and the
 * count of failures stands (a wrong code adds to it) until the code is right too.
 */
export const authenticate = (
  db: Db,
  log: Logger,
  input: LoginInput,
  ip: string,
): Promise<AuthUser & { secondFactor: boolean }> => checkPassword(db, log, input, ip, 'login');

/**
 * A signed-in user's password asked for again before a grave step (changing it, deleting the account):
 * counted against the lockout exactly as a login is, so a stolen session cannot guess it. Wrong → 400
 * with `wrong.message` on the field `wrong.path`; 429 once the account is locked.
 */
export async function confirmPassword(
  db: Db,
  log: Logger,
  input: { username: string; password: string },
  ip: string,
  wrong: { path: string; message: string },
): Promise<void> {
  try {
    await checkPassword(db, log, input, ip, 'confirm');
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'unauthorized') throw invalid(wrong.message, [wrong]);
    throw error;
  }
}

type Purpose = 'login' | 'confirm';

async function checkPassword(
  db: Db,
  log: Logger,
  input: { username: string; password: string },
  ip: string,
  purpose: Purpose,
): Promise<AuthUser & { secondFactor: boolean }> {
  // two tries: a lock can end (or a success clear it) between the reservation and the look at the lock
  for (let tries = 0; tries < 2; tries++) {
    const user = await reserveAttempt(db, input.username);
    if (user) return settleAttempt(db, log, user, input.password, ip, purpose);
    const [existing] = await db
      .select({ id: users.id, secondsLeft: lockSecondsLeft })
      .from(users)
      .where(byUsername(input.username))
      .limit(1);
    if (!existing) {
      await verifyPassword(await dummyPasswordHash(), input.password);
      log.info({ event: 'login.failed', reason: 'unknown-user', ip }, 'login failed');
      throw unauthorized(authMessages.badCredentials);
    }
    const seconds = existing.secondsLeft ?? 0;
    if (seconds > 0) {
      log.warn({ event: 'login.locked', userId: existing.id, ip, purpose }, 'login refused: account locked');
      throw tooMany(seconds, authMessages.locked(Math.ceil(seconds / 60)));
    }
  }
  throw tooMany(1);
}

async function settleAttempt(
  db: Db,
  log: Logger,
  user: typeof users.$inferSelect,
  password: string,
  ip: string,
  purpose: Purpose,
): Promise<AuthUser & { secondFactor: boolean }> {
  if (!(await verifyPassword(user.password, password))) {
    const attempts = user.failedLoginAttempts;
    if (attempts >= MAX_FAILED_LOGINS) {
      lockouts.inc();
      log.warn(
        { event: 'account.locked', userId: user.id, ip, purpose },
        'account locked after failed logins',
      );
    } else {
      log.info(
        { event: 'login.failed', reason: 'bad-password', userId: user.id, attempts, ip, purpose },
        'login failed',
      );
    }
    throw unauthorized(authMessages.badCredentials);
  }
  if (user.blockedAt) {
    // told only to whoever knows the password: a wrong one was answered 401 above, like any other
    await db
      .update(users)
      .set({ failedLoginAttempts: 0, accountLockedUntil: null })
      .where(eq(users.id, user.id));
    log.info({ event: 'login.blocked', userId: user.id, ip }, 'login refused: account blocked');
    throw forbidden(customerMessages.blocked);
  }
  const secondFactor = purpose === 'login' && (await hasSecondFactor(db, user.id));
  if (secondFactor) {
    // this guess was counted as it came: a right password takes it back, and the count of earlier
    // failures stands until the code completes the sign-in
    await db
      .update(users)
      .set({ failedLoginAttempts: Math.max(0, user.failedLoginAttempts - 1), accountLockedUntil: null })
      .where(eq(users.id, user.id));
    log.info({ event: 'login.password-ok', userId: user.id, ip }, 'password right, second factor next');
  } else {
    // a password confirmed in a session is not a new sign-in
    await clearAttempts(db, user.id, { signedIn: purpose === 'login' });
    if (purpose === 'login') log.info({ event: 'login.succeeded', userId: user.id, ip }, 'login succeeded');
  }
  return { ...toAuthUser(user), secondFactor };
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A reset request answers this long after it came, whether or not its address has an account: the
 * link and its mail (a few milliseconds of writes) fit well inside it, so the time tells nothing.
 */
export const RESET_REQUEST_ANSWER_MS = 300;

/** Sends a one-time, one-hour reset link when the address belongs to a user; silent otherwise. */
export async function requestPasswordReset(
  db: Db,
  mailer: Mailer,
  publicUrl: string,
  email: string,
): Promise<void> {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!user) return;
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        passwordResetToken: hashToken(token),
        passwordResetExpires: new Date(Date.now() + RESET_TOKEN_TTL_MS),
      })
      .where(eq(users.id, user.id));
    await mailer.enqueue(tx, {
      kind: 'password-reset',
      to: user.email,
      subject: 'איפוס סיסמה',
      text: [
        `שלום ${user.username},`,
        '',
        'קיבלנו בקשה לאיפוס הסיסמה שלכם. לבחירת סיסמה חדשה היכנסו לקישור הבא (בתוקף לשעה אחת):',
        `${publicUrl}/reset-password?token=${token}`,
        '',
        'אם לא ביקשתם לאפס את הסיסמה, אפשר להתעלם מהודעה זו.',
      ].join('\n'),
      secret: token,
    });
  });
}

export async function resetPassword(db: Db, input: ResetPasswordInput): Promise<void> {
  const tokenHash = hashToken(input.token);
  const [user] = await db
    .select({ id: users.id, username: users.username, email: users.email })
    .from(users)
    .where(and(eq(users.passwordResetToken, tokenHash), gt(users.passwordResetExpires, new Date())))
    .limit(1);
  if (!user) throw invalid(authMessages.resetInvalid);
  await assertPasswordPolicy(input.password, user);
  const password = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    // the token condition again: of two requests racing with one token, only one resets
    const updated = await tx
      .update(users)
      .set({
        password,
        passwordResetToken: null,
        passwordResetExpires: null,
        failedLoginAttempts: 0,
        accountLockedUntil: null,
      })
      .where(and(eq(users.id, user.id), eq(users.passwordResetToken, tokenHash)))
      .returning({ id: users.id });
    if (updated.length === 0) throw invalid(authMessages.resetInvalid);
    await endUserSessions(tx, user.id);
  });
}

/** Creates the admin named in the configuration when no such user exists; an existing one is left as it is. */
export async function ensureAdmin(
  db: Db,
  log: Logger,
  admin: { username: string; password: string; email: string } | undefined,
) {
  if (!admin) return;
  const [existing] = await db.select({ id: users.id }).from(users).where(byUsername(admin.username)).limit(1);
  if (existing) return;
  const [emailOwner] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, admin.email))
    .limit(1);
  if (emailOwner) throw new ConfigError('ADMIN_EMAIL', `${admin.email} already belongs to another user`);
  // the operator's choice: the configuration's length rule and the common list (not the user-name rules)
  if (await isCommonPassword(admin.password)) {
    throw new ConfigError('ADMIN_PASSWORD', 'is a common password: choose another');
  }
  let created: AuthUser;
  try {
    created = await createAccount(db, admin, 'admin', 'vouched');
  } catch (error) {
    // another instance starting at the same time created it first
    const [other] = await db.select({ id: users.id }).from(users).where(byUsername(admin.username));
    if (other) return;
    throw error;
  }
  // by id: a user name may be a person's name
  log.info({ event: 'admin.created', userId: created.id }, 'admin user created from configuration');
}
