import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';

/**
 * The one rule of "this account has a second factor": an authenticator confirmed by a code, or any
 * passkey. As SQL over the row of `users` in the query, so the session's own query reads it too (the
 * names are written out whole: drizzle leaves a column in a select unqualified, and `id` would be the
 * passkey's).
 */
export const secondFactorExists = () =>
  sql<boolean>`("users"."totp_secret" is not null or exists (select 1 from "passkeys" where "passkeys"."user_id" = "users"."id"))`;

/** Whether the user has a second factor (an authenticator or a passkey). */
export async function hasSecondFactor(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ has: secondFactorExists() })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.has === true;
}

/** A sensitive act (a request's ID numbers, an export, a role, a deletion) needs a factor this recent. */
export const STEP_UP_MAX_AGE_MS = 10 * 60 * 1000;

/** Whether a session that proved its second factor at `at` must prove it again before a sensitive act. */
export const stepUpDue = (at: Date | null, now = Date.now()) =>
  at === null || now - at.getTime() > STEP_UP_MAX_AGE_MS;
