import { eq, sql } from 'drizzle-orm';
import { agency } from '../../src/content/agency';
import {
  accountMessages,
  type ChangePasswordSchema,
  type Profile,
  type ProfileSchema,
} from '../../src/shared/account';
import type { z } from '../../src/shared/zod';
import { recordAudit } from '../audit/service';
import { hashPassword } from '../auth/password';
import { assertPasswordPolicy } from '../auth/password-policy';
import { confirmPassword } from '../auth/service';
import { endUserSessions } from '../auth/session';
import type { Db } from '../db/client';
import { userProfiles, users } from '../db/schema';
import { DomainError, invalid } from '../errors';
import type { Logger } from '../log';
import type { Mailer } from '../mail/mailer';

const profileColumns = {
  fullName: userProfiles.fullName,
  phone: userProfiles.phone,
  address: userProfiles.address,
  birthDate: userProfiles.birthDate,
};

/** A user who never saved a profile reads empty strings and a null birth date. */
export const emptyProfile: Profile = { fullName: '', phone: '', address: '', birthDate: null };

export async function getProfile(db: Db, userId: number): Promise<Profile> {
  const [row] = await db.select(profileColumns).from(userProfiles).where(eq(userProfiles.userId, userId));
  return row ?? emptyProfile;
}

/** Creates or replaces the user's one profile row (the phone arrives as the schema stored it: digits). */
export async function updateProfile(
  db: Db,
  userId: number,
  input: z.output<typeof ProfileSchema>,
): Promise<Profile> {
  const [row] = await db
    .insert(userProfiles)
    .values({ userId, ...input })
    .onConflictDoUpdate({ target: userProfiles.userId, set: { ...input, updatedAt: sql`now()` } })
    .returning(profileColumns);
  if (!row) throw new Error('upsert returned no row');
  return row;
}

export interface PasswordChanger {
  user: { id: number; username: string; email: string };
  /** the session making the change: it stays signed in, every other one ends */
  sessionId: string | undefined;
  ip: string;
}

const israelTime = new Intl.DateTimeFormat('he-IL', {
  timeZone: 'Asia/Jerusalem',
  dateStyle: 'short',
  timeStyle: 'short',
});

/**
 * Changes the signed-in user's password: the current one is checked as a login is (counted against the
 * lockout), the new one held to the policy; then, in one transaction, the new hash, the end of every
 * other session, the audit row and a notice mail in the outbox.
 */
export async function changePassword(
  db: Db,
  deps: { mailer: Mailer; log: Logger; publicUrl: string },
  who: PasswordChanger,
  input: z.output<typeof ChangePasswordSchema>,
): Promise<void> {
  const { user } = who;
  await confirmPassword(db, deps.log, { username: user.username, password: input.currentPassword }, who.ip, {
    path: 'currentPassword',
    message: accountMessages.wrongCurrentPassword,
  });
  if (input.newPassword === input.currentPassword) {
    const same = accountMessages.samePassword;
    throw invalid(same, [{ path: 'newPassword', message: same }]);
  }
  await assertNewPasswordPolicy(input.newPassword, user);
  const password = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      // a reset link asked for before the change must not undo it
      .set({ password, passwordResetToken: null, passwordResetExpires: null })
      .where(eq(users.id, user.id));
    await endUserSessions(tx, user.id, who.sessionId);
    await recordAudit(tx, {
      actorId: user.id,
      action: 'account.changePassword',
      targetType: 'user',
      targetId: user.id,
      ip: who.ip,
    });
    await deps.mailer.enqueue(tx, {
      kind: 'password-changed',
      to: user.email,
      subject: 'הסיסמה שלכם באתר שונתה',
      text: [
        `שלום ${user.username},`,
        '',
        `הסיסמה של החשבון שלכם ב${agency.name} שונתה ב־${israelTime.format(new Date())}, וכל החיבורים האחרים לחשבון נותקו.`,
        '',
        'אם לא אתם שיניתם אותה, אפסו את הסיסמה מיד דרך ״שכחתם את הסיסמה?״ בחלון ההתחברות באתר:',
        deps.publicUrl,
        `ופנו אלינו בטלפון ${agency.phone}.`,
      ].join('\n'),
    });
  });
}

/** The policy's refusal on the form's own field (the policy names it `password`). */
async function assertNewPasswordPolicy(password: string, who: { username: string; email: string }) {
  try {
    await assertPasswordPolicy(password, who);
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'invalid') {
      throw invalid(error.message, [{ path: 'newPassword', message: error.message }]);
    }
    throw error;
  }
}
