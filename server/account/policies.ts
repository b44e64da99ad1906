import { asc, desc, eq } from 'drizzle-orm';
import type { Policy, PolicyStatus, PolicyType } from '../../src/shared/account';
import type { Db } from '../db/client';
import { insurancePolicies } from '../db/schema';

const policyColumns = {
  id: insurancePolicies.id,
  policyNumber: insurancePolicies.policyNumber,
  policyType: insurancePolicies.policyType,
  startDate: insurancePolicies.startDate,
  endDate: insurancePolicies.endDate,
  status: insurancePolicies.status,
};

type PolicyRow = Omit<Policy, 'policyType' | 'status'> & { policyType: string; status: string };

/** A row as the customer sees it (the type and status columns hold the shared lists' keys). */
export const toPolicy = (row: PolicyRow): Policy => ({
  ...row,
  policyType: row.policyType as PolicyType,
  status: row.status as PolicyStatus,
});

/** The user's own policies: active first, then the newest start date. */
export async function listUserPolicies(db: Db, userId: number): Promise<Policy[]> {
  const rows = await db
    .select(policyColumns)
    .from(insurancePolicies)
    .where(eq(insurancePolicies.userId, userId))
    .orderBy(
      // 'active' sorts before 'cancelled' and 'ended' alphabetically
      asc(insurancePolicies.status),
      desc(insurancePolicies.startDate),
      desc(insurancePolicies.id),
    );
  return rows.map(toPolicy);
}
