/** The agency's writes of a customer's policies (the customer reads them: server/account/policies.ts). */
import { eq } from 'drizzle-orm';
import {
  accountMessages,
  type Policy,
  type PolicyInputSchema,
  type PolicyUpdateSchema,
} from '../../src/shared/account';
import { israelToday } from '../../src/shared/israel-time';
import type { z } from '../../src/shared/zod';
import { policyColumns, toPolicy, toStoredPolicy } from '../account/policies';
import { type Db, isUniqueViolation } from '../db/client';
import { insurancePolicies, policyRenewalEvents, users } from '../db/schema';
import { takenByAnother } from '../db/unique';
import { conflict, notFound } from '../errors';

/** A policy as staff see it: the customer's view plus its owner. */
export type AdminPolicy = Policy & { userId: number };

const columns = { ...policyColumns, userId: insurancePolicies.userId };

type PolicyRow = { [K in keyof typeof columns]: (typeof insurancePolicies.$inferSelect)[K] };
/** as staff see it: the status follows the dates */
const toAdminPolicy = ({ userId, ...row }: PolicyRow): AdminPolicy => ({ ...toPolicy(row), userId });
/** as stored, for the audit log's 'from' */
const storedAdminPolicy = ({ userId, ...row }: PolicyRow): AdminPolicy => ({
  ...toStoredPolicy(row),
  userId,
});

const numberTaken = () => conflict(accountMessages.policyNumberTaken, 'policyNumber');

/** 409 on `policyNumber` when another policy has the number (the unique index settles races too). */
async function assertNumberFree(db: Db, policyNumber: string, exceptId?: number) {
  if (
    await takenByAnother(db, insurancePolicies, eq(insurancePolicies.policyNumber, policyNumber), exceptId)
  ) {
    throw numberTaken();
  }
}

async function asConflict<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw numberTaken();
    throw error;
  }
}

export async function createPolicy(db: Db, input: z.output<typeof PolicyInputSchema>): Promise<AdminPolicy> {
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.id, input.userId));
  if (!owner) throw notFound(accountMessages.customerNotFound);
  await assertNumberFree(db, input.policyNumber);
  const [row] = await asConflict(() => db.insert(insurancePolicies).values(input).returning(columns));
  if (!row) throw new Error('insert returned no row');
  return toAdminPolicy(row);
}

/** The policy `id`, its row locked until the transaction ends; 404 when there is none. */
async function lockedPolicy(db: Db, id: number) {
  const [row] = await db
    .select(columns)
    .from(insurancePolicies)
    .where(eq(insurancePolicies.id, id))
    .for('update');
  if (!row) throw notFound(accountMessages.policyNotFound);
  return row;
}

const fields = [
  'policyNumber',
  'policyType',
  'startDate',
  'endDate',
  'status',
  'company',
  'premium',
  'premiumPeriod',
  'coverages',
  'renewalStatus',
] as const;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Saves the policy's fields; answers it, as it was, and the names of the fields that changed. A new end
 * date (a renewed period) makes its renewal reminders due again; a new renewal status is kept in the
 * renewal history as staff's change.
 */
export async function updatePolicy(db: Db, input: z.output<typeof PolicyUpdateSchema>, actorId: number) {
  const { id, renewalStatus, ...values } = input;
  const before = await lockedPolicy(db, id);
  await assertNumberFree(db, values.policyNumber, id);
  const newEnd = values.endDate !== before.endDate;
  const [row] = await asConflict(() =>
    db
      .update(insurancePolicies)
      .set({
        ...values,
        ...(renewalStatus ? { renewalStatus } : {}),
        ...(newEnd ? { reminded45At: null, reminded10At: null } : {}),
        updatedAt: new Date(),
      })
      .where(eq(insurancePolicies.id, id))
      .returning(columns),
  );
  if (!row) throw new Error('locked policy vanished');
  const changed = fields.filter((key) => !same(before[key], row[key]));
  if (changed.includes('renewalStatus')) {
    await db.insert(policyRenewalEvents).values({ policyId: id, actorId, renewalStatus: row.renewalStatus });
  }
  return { policy: toAdminPolicy(row), before: storedAdminPolicy(before), changed };
}

/**
 * 'סיום פוליסה': status 'ended' and an end date of today in Israel, unless an earlier end date is set
 * (a later one becomes today: the policy ends now). A policy that has not started yet ends on its
 * start date, so the end is never before the start. Ending an ended policy changes nothing.
 */
export async function endPolicy(db: Db, id: number) {
  const before = await lockedPolicy(db, id);
  if (before.status === 'ended') return { policy: toAdminPolicy(before), before: storedAdminPolicy(before) };
  const today = israelToday();
  const end = before.endDate && before.endDate < today ? before.endDate : today;
  // biome-ignore lint/complexity/useMathMinMax: YYYY-MM-DD strings compare as text, not numbers
  const endDate = end < before.startDate ? before.startDate : end;
  const [row] = await db
    .update(insurancePolicies)
    .set({ status: 'ended', endDate, updatedAt: new Date() })
    .where(eq(insurancePolicies.id, id))
    .returning(columns);
  if (!row) throw new Error('locked policy vanished');
  return { policy: toAdminPolicy(row), before: storedAdminPolicy(before) };
}
