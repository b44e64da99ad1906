import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { invalid, tooMany } from '../errors';
import type { Logger } from '../log';
import { verifyPassword } from './password';
import { authMessages, lockSecondsLeft, reserveAttempt } from './service';
import type { AuthUser } from './session';

/**
 * The signed-in user's password asked again before a grave step (deleting the account). Counted like a
 * login attempt, with the same lock: a session left open cannot be used to guess the password. Wrong →
 * 400 with `message` on the `password` field; locked → 429; right → the count is cleared.
 */
export async function confirmPassword(
  db: Db,
  log: Logger,
  user: AuthUser,
  password: string,
  meta: { ip: string; message: string; event: string },
): Promise<void> {
  const row = await reserveAttempt(db, user.username);
  if (!row) {
    const [locked] = await db
      .select({ secondsLeft: lockSecondsLeft })
      .from(users)
      .where(eq(users.id, user.id))
      .limit(1);
    const seconds = Math.max(1, locked?.secondsLeft ?? 1);
    throw tooMany(seconds, authMessages.locked(Math.ceil(seconds / 60)));
  }
  if (!(await verifyPassword(row.password, password))) {
    log.info(
      {
        event: `${meta.event}.bad-password`,
        userId: user.id,
        attempts: row.failedLoginAttempts,
        ip: meta.ip,
      },
      'password confirmation failed',
    );
    throw invalid(meta.message, [{ path: 'password', message: meta.message }]);
  }
  await db
    .update(users)
    .set({ failedLoginAttempts: 0, accountLockedUntil: null })
    .where(eq(users.id, user.id));
}
