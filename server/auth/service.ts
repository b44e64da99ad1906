import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { LoginInput, ResetPasswordInput } from '../../src/shared/auth';
import { ConfigError } from '../config';
import type { Db } from '../db/client';
import { isUniqueViolation, pgConstraint } from '../db/client';
import { users } from '../db/schema';
import { conflict, invalid, tooMany, unauthorized } from '../errors';
import type { Logger } from '../log';
import type { Mailer } from '../mail/mailer';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password';
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

const toAuthUser = (u: typeof users.$inferSelect): AuthUser => ({
  id: u.id,
  username: u.username,
  email: u.email,
  role: u.role,
});

export async function registerUser(
  db: Db,
  input: { username: string; password: string; email: string },
  role: 'user' | 'admin' = 'user',
): Promise<AuthUser> {
  const [byName] = await db.select({ id: users.id }).from(users).where(byUsername(input.username)).limit(1);
  if (byName) throw conflict(authMessages.usernameTaken, 'username');
  const [byEmail] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, input.email))
    .limit(1);
  if (byEmail) throw conflict(authMessages.emailTaken, 'email');
  try {
    const [row] = await db
      .insert(users)
      .values({
        username: input.username,
        email: input.email,
        password: await hashPassword(input.password),
        role,
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    return toAuthUser(row);
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

/** Checks the credentials, counting failures and locking the account after five in a row. */
export async function authenticate(db: Db, log: Logger, input: LoginInput, ip: string): Promise<AuthUser> {
  const [user] = await db.select().from(users).where(byUsername(input.username)).limit(1);
  if (!user) {
    await verifyPassword(await dummyPasswordHash(), input.password);
    log.info({ event: 'login.failed', reason: 'unknown-user', ip }, 'login failed');
    throw unauthorized(authMessages.badCredentials);
  }
  const now = Date.now();
  if (user.accountLockedUntil && user.accountLockedUntil.getTime() > now) {
    const seconds = Math.ceil((user.accountLockedUntil.getTime() - now) / 1000);
    log.warn({ event: 'login.locked', userId: user.id, ip }, 'login refused: account locked');
    throw tooMany(seconds, authMessages.locked(Math.ceil(seconds / 60)));
  }
  if (!(await verifyPassword(user.password, input.password))) {
    const [updated] = await db
      .update(users)
      .set({ failedLoginAttempts: sql`${users.failedLoginAttempts} + 1` })
      .where(eq(users.id, user.id))
      .returning({ attempts: users.failedLoginAttempts });
    const attempts = updated?.attempts ?? MAX_FAILED_LOGINS;
    if (attempts >= MAX_FAILED_LOGINS) {
      await db
        .update(users)
        .set({ accountLockedUntil: new Date(now + LOCKOUT_MS), failedLoginAttempts: 0 })
        .where(eq(users.id, user.id));
      log.warn({ event: 'account.locked', userId: user.id, ip }, 'account locked after failed logins');
    } else {
      log.info(
        { event: 'login.failed', reason: 'bad-password', userId: user.id, attempts, ip },
        'login failed',
      );
    }
    throw unauthorized(authMessages.badCredentials);
  }
  await db
    .update(users)
    .set({ failedLoginAttempts: 0, accountLockedUntil: null, lastLogin: new Date() })
    .where(eq(users.id, user.id));
  log.info({ event: 'login.succeeded', userId: user.id, ip }, 'login succeeded');
  return toAuthUser(user);
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

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
        'קיבלנו בקשה לאיפוס הסיסמה שלך. לבחירת סיסמה חדשה היכנסו לקישור הבא (בתוקף לשעה אחת):',
        `${publicUrl}/reset-password?token=${token}`,
        '',
        'אם לא ביקשת לאפס את הסיסמה, אפשר להתעלם מהודעה זו.',
      ].join('\n'),
    });
  });
}

export async function resetPassword(db: Db, input: ResetPasswordInput): Promise<void> {
  const tokenHash = hashToken(input.token);
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.passwordResetToken, tokenHash), gt(users.passwordResetExpires, new Date())))
    .limit(1);
  if (!user) throw invalid(authMessages.resetInvalid);
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
  await registerUser(db, admin, 'admin');
  log.info({ event: 'admin.created', username: admin.username }, 'admin user created from configuration');
}
