/**
 * Proving an address: registration and an e-mail change mail a one-time link (`/verify-email?token=…`,
 * 24 hours); the account's row keeps only the token's SHA-256 and the address it verifies. Until its
 * address is verified nothing kept under that address alone (travel requests, contact messages, the
 * newsletter) belongs to the account (server/account/privacy.ts).
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { agency } from '../../src/content/agency';
import { ALREADY_VERIFIED, type EmailStatus, verifyEmailMessages } from '../../src/shared/auth';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/client';
import { users } from '../db/schema';
import { DomainError, invalid, tooMany, unauthorized } from '../errors';
import type { Mailer } from '../mail/mailer';
import { consumeRateLimit, type RateLimitRule } from '../rate-limit/service';

export const EMAIL_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Verification mail an account may ask for (resends and e-mail changes together), whatever its
 * addresses: enough for a typo and a retry, too few to flood someone's mailbox. Always on, like the lockout.
 */
export const verificationMailRule: RateLimitRule = {
  bucket: 'verify-mail',
  limit: 3,
  windowSeconds: 15 * 60,
};

export const VERIFY_MAIL_KIND = 'email-verification';
export const EMAIL_IN_USE_MAIL_KIND = 'email-in-use';
export const EMAIL_CHANGED_MAIL_KIND = 'email-changed';

export interface VerificationDeps {
  mailer: Mailer;
  publicUrl: string;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Mails `target` a new link for the user (a link sent before stops working): it verifies the account's
 * address when `target` is that address, and changes the address to `target` otherwise. In the
 * caller's transaction, so the row and its mail are committed together.
 */
export async function sendVerificationLink(
  tx: Db,
  deps: VerificationDeps,
  user: { id: number; username: string; email: string },
  target: string,
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const change = target !== user.email;
  await tx
    .update(users)
    .set({
      pendingEmail: change ? target : null,
      emailTokenHash: hashToken(token),
      emailTokenExpires: new Date(Date.now() + EMAIL_TOKEN_TTL_MS),
    })
    .where(eq(users.id, user.id));
  await deps.mailer.enqueue(tx, {
    kind: VERIFY_MAIL_KIND,
    to: target,
    subject: change ? 'אישור כתובת הדוא״ל החדשה' : 'אימות כתובת הדוא״ל',
    text: [
      `שלום ${user.username},`,
      '',
      change
        ? `ביקשתם להחליף את כתובת הדוא״ל של החשבון שלכם ב${agency.name} לכתובת הזו. הכתובת תתעדכן אחרי שתיכנסו לקישור הבא (בתוקף 24 שעות):`
        : `כדי לאמת את כתובת הדוא״ל של החשבון שלכם ב${agency.name}, היכנסו לקישור הבא (בתוקף 24 שעות):`,
      `${deps.publicUrl}/verify-email?token=${token}`,
      '',
      change
        ? 'אם לא ביקשתם את השינוי, אפשר להתעלם מהודעה זו: כתובת החשבון לא תשתנה.'
        : 'אם לא נרשמתם לאתר, אפשר להתעלם מהודעה זו.',
    ].join('\n'),
    secret: token,
  });
}

/**
 * Asks for `target` to become the account's address (or, the account's own address, to be verified):
 * a link when no other account has it; when another account has it, the address gets a note saying so
 * and no link. The caller's answer is the same either way, and so is the state it can read back
 * (`pendingEmail`), so nothing tells the caller whether some account uses an address.
 */
async function requestAddress(
  tx: Db,
  deps: VerificationDeps,
  user: { id: number; username: string; email: string },
  target: string,
): Promise<void> {
  const [owner] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, target), ne(users.id, user.id)))
    .limit(1);
  if (!owner) return sendVerificationLink(tx, deps, user, target);
  // no link can move an address another account holds: the earlier link (if any) stops working too
  await tx
    .update(users)
    .set({ pendingEmail: target, emailTokenHash: null, emailTokenExpires: null })
    .where(eq(users.id, user.id));
  await deps.mailer.enqueue(tx, {
    kind: EMAIL_IN_USE_MAIL_KIND,
    to: target,
    subject: 'בקשה להשתמש בכתובת הדוא״ל שלכם',
    text: [
      'שלום,',
      '',
      `ביקשו באתר ${agency.name} להעביר את כתובת הדוא״ל הזו לחשבון אחר. הכתובת כבר שייכת לחשבון קיים,`,
      'ולכן לא שינינו דבר: החשבון שלכם נשאר כפי שהיה.',
      '',
      'אם אתם ביקשתם זאת, התחברו לחשבון הקיים (אפשר לאפס בו את הסיסמה דרך ״שכחתם את הסיסמה?״):',
      deps.publicUrl,
      'אם לא, אפשר להתעלם מהודעה זו.',
    ].join('\n'),
  });
}

/** Counts one verification mail against the account's budget; 429 past it. */
async function spendMailBudget(db: Db, userId: number) {
  const retryAfter = await consumeRateLimit(db, verificationMailRule, `user:${userId}`);
  if (retryAfter !== undefined)
    throw tooMany(retryAfter, verifyEmailMessages.tooMany(Math.ceil(retryAfter / 60)));
}

async function accountRow(db: Db, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
      pendingEmail: users.pendingEmail,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!row) throw unauthorized('החשבון אינו קיים עוד');
  return row;
}

export async function emailStatus(db: Db, userId: number): Promise<EmailStatus> {
  const [row] = await db
    .select({ email: users.email, verifiedAt: users.emailVerifiedAt, pendingEmail: users.pendingEmail })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw unauthorized('החשבון אינו קיים עוד');
  return { email: row.email, verified: row.verifiedAt !== null, pendingEmail: row.pendingEmail };
}

/**
 * 'שליחה חוזרת': a new link to the address waiting for one (the one asked for, else the account's own
 * while unverified); nothing when there is none. Within the account's mail budget.
 */
export async function resendVerification(db: Db, deps: VerificationDeps, userId: number): Promise<void> {
  await spendMailBudget(db, userId);
  await db.transaction(async (tx) => {
    const row = await accountRow(tx, userId);
    const target = row.pendingEmail ?? (row.emailVerifiedAt ? undefined : row.email);
    if (target) await requestAddress(tx, deps, row, target);
  });
}

/**
 * The profile's e-mail change, after the password was confirmed: the new address gets a link and
 * replaces the old one only when it is opened. Asking for the account's own address again cancels a
 * change under way ('cancelled'), or, unverified, sends it a new link.
 */
export async function requestEmailChange(
  db: Db,
  deps: VerificationDeps,
  userId: number,
  target: string,
): Promise<'sent' | 'cancelled'> {
  await spendMailBudget(db, userId);
  return db.transaction(async (tx) => {
    const row = await accountRow(tx, userId);
    if (target === row.email && row.emailVerifiedAt) {
      await tx
        .update(users)
        .set({ pendingEmail: null, emailTokenHash: null, emailTokenExpires: null })
        .where(eq(users.id, userId));
      return 'cancelled';
    }
    await requestAddress(tx, deps, row, target);
    return 'sent';
  });
}

/**
 * Opens a link: once, within 24 hours. The address it was sent to becomes the account's, verified;
 * on a change the old address is told, and a password-reset link sent to it stops working.
 * A link works once: the used link's hash stays (without an expiry) until another link or request
 * replaces it, so opened again while its address is still the account's, verified, it is refused (400)
 * with the reason ALREADY_VERIFIED and changes nothing; any other used, expired or unknown link is
 * invalid (400).
 */
export async function verifyEmail(
  db: Db,
  deps: VerificationDeps,
  token: string,
): Promise<{ changed: boolean }> {
  const tokenHash = hashToken(token);
  try {
    return await db.transaction(async (tx) => {
      // FOR UPDATE: of two requests with one link, the second waits and then finds it used
      const [row] = await tx
        .select({
          id: users.id,
          username: users.username,
          email: users.email,
          emailVerifiedAt: users.emailVerifiedAt,
          pendingEmail: users.pendingEmail,
          expires: users.emailTokenExpires,
        })
        .from(users)
        .where(eq(users.emailTokenHash, tokenHash))
        .for('update');
      if (row && row.expires === null && row.emailVerifiedAt && row.pendingEmail === null)
        throw new DomainError(
          'invalid',
          verifyEmailMessages.alreadyVerified,
          undefined,
          undefined,
          ALREADY_VERIFIED,
        );
      if (!row?.expires || row.expires <= new Date()) throw invalid(verifyEmailMessages.invalid);
      const changed = row.pendingEmail !== null && row.pendingEmail !== row.email;
      await tx
        .update(users)
        .set({
          email: row.pendingEmail ?? row.email,
          emailVerifiedAt: new Date(),
          pendingEmail: null,
          // kept, with no expiry: the mark of a used link
          emailTokenExpires: null,
          ...(changed ? { passwordResetToken: null, passwordResetExpires: null } : {}),
        })
        .where(eq(users.id, row.id));
      if (changed) {
        await deps.mailer.enqueue(tx, {
          kind: EMAIL_CHANGED_MAIL_KIND,
          to: row.email,
          subject: 'כתובת הדוא״ל של החשבון שלכם שונתה',
          text: [
            `שלום ${row.username},`,
            '',
            `כתובת הדוא״ל של החשבון שלכם ב${agency.name} שונתה לכתובת ${row.pendingEmail}, והודעות החשבון יישלחו מעתה אליה.`,
            '',
            `אם לא אתם שיניתם אותה, פנו אלינו מיד בטלפון ${agency.phone}.`,
          ].join('\n'),
        });
      }
      return { changed };
    });
  } catch (error) {
    // another account registered the address after the link was sent
    if (isUniqueViolation(error)) throw invalid(verifyEmailMessages.invalid);
    throw error;
  }
}
