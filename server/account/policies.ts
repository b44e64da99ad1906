import { desc, eq } from 'drizzle-orm';
import { type Policy, type PolicyStatus, type PolicyType, policyStatusOn } from '../../src/shared/account';
import type { PremiumPeriod, RenewalStatus } from '../../src/shared/policies';
import type { Db } from '../db/client';
import { insurancePolicies } from '../db/schema';

/** The columns a customer sees of a policy (the export adds its details and times). */
export const policyColumns = {
  id: insurancePolicies.id,
  policyNumber: insurancePolicies.policyNumber,
  policyType: insurancePolicies.policyType,
  startDate: insurancePolicies.startDate,
  endDate: insurancePolicies.endDate,
  status: insurancePolicies.status,
  company: insurancePolicies.company,
  premium: insurancePolicies.premium,
  premiumPeriod: insurancePolicies.premiumPeriod,
  coverages: insurancePolicies.coverages,
  renewalStatus: insurancePolicies.renewalStatus,
};

type PolicyRow = Omit<Policy, 'policyType' | 'status' | 'premiumPeriod' | 'renewalStatus'> & {
  policyType: string;
  status: string;
  premiumPeriod: string | null;
  renewalStatus: string;
};

/** A row as stored (the type and status columns hold the shared lists' keys): what the audit log records. */
export const toStoredPolicy = (row: PolicyRow): Policy => ({
  ...row,
  policyType: row.policyType as PolicyType,
  status: row.status as PolicyStatus,
  premiumPeriod: row.premiumPeriod as PremiumPeriod | null,
  renewalStatus: row.renewalStatus as RenewalStatus,
});

/**
 * A row as the customer and staff see it: its status follows its dates (an active policy past its end
 * date has ended). Every policy the server answers goes through here.
 */
export const toPolicy = (row: PolicyRow): Policy => {
  const policy = toStoredPolicy(row);
  return { ...policy, status: policyStatusOn(policy) };
};

// active first, then ended, then cancelled
const statusRank: Record<PolicyStatus, number> = { active: 0, ended: 1, cancelled: 2 };

/** The user's own policies: active first (by today's status), then the newest start date. */
export async function listUserPolicies(db: Db, userId: number): Promise<Policy[]> {
  const rows = await db
    .select(policyColumns)
    .from(insurancePolicies)
    .where(eq(insurancePolicies.userId, userId))
    .orderBy(desc(insurancePolicies.startDate), desc(insurancePolicies.id));
  // a stable sort keeps the dates' order within each status
  return rows.map(toPolicy).sort((a, b) => statusRank[a.status] - statusRank[b.status]);
}
