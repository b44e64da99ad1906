import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

export const userProfiles = pgTable(
  'user_profiles',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: text().notNull().default(''),
    phone: text().notNull().default(''),
    address: text().notNull().default(''),
    birthDate: date({ mode: 'string' }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // the customers search
    index('user_profiles_full_name_trgm_idx').using('gin', t.fullName.op('gin_trgm_ops')),
    index('user_profiles_phone_trgm_idx').using('gin', t.phone.op('gin_trgm_ops')),
  ],
);

export const insurancePolicies = pgTable(
  'insurance_policies',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    policyNumber: text().notNull(),
    policyType: text().notNull(),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }),
    status: text().notNull().default('active'),
    details: jsonb(),
    /** the insurer ('' when not recorded) */
    company: text().notNull().default(''),
    /** in shekels, per `premiumPeriod`; null when not recorded */
    premium: numeric({ precision: 12, scale: 2, mode: 'number' }),
    premiumPeriod: text(),
    coverages: jsonb().$type<{ title: string; amount?: number }[]>().notNull().default([]),
    renewalStatus: text().notNull().default('open'),
    /** when the renewal reminder 45 and 10 days before the end date was queued (null: not yet) */
    reminded45At: timestamp({ withTimezone: true }),
    reminded10At: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('insurance_policies_policy_number_key').on(t.policyNumber),
    // the claims queue's search by part of a policy number
    index('insurance_policies_policy_number_trgm_idx').using('gin', t.policyNumber.op('gin_trgm_ops')),
    index('insurance_policies_user_id_idx').on(t.userId, t.startDate.desc()),
    // the renewals list: active policies by end date
    index('insurance_policies_active_end_idx').on(t.endDate, t.id).where(sql`${t.status} = 'active'`),
    // the reminder pass: only policies that may still get a reminder
    index('insurance_policies_reminder_due_idx')
      .on(t.endDate)
      .where(
        sql`${t.status} = 'active' and ${t.renewalStatus} not in ('renewed', 'lost') and ${t.reminded10At} is null`,
      ),
  ],
);

/** Each change of a policy's renewal status, by staff or by the customer's request, with its note. */
export const policyRenewalEvents = pgTable(
  'policy_renewal_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    policyId: integer()
      .notNull()
      .references(() => insurancePolicies.id, { onDelete: 'cascade' }),
    /** who changed it: staff, or the customer asking for an offer; null once that account is gone */
    actorId: integer().references(() => users.id, { onDelete: 'set null' }),
    renewalStatus: text().notNull(),
    note: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('policy_renewal_events_policy_id_idx').on(t.policyId, t.id.desc())],
);

export const userDocuments = pgTable(
  'user_documents',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** MIME type judged from the bytes */
    type: text().notNull(),
    size: integer().notNull(),
    /** storage key, made by the server */
    path: text().notNull(),
    expirationDate: date({ mode: 'string' }),
    category: text().notNull().default('general'),
    status: text().notNull().default('active'),
    reminderSent: boolean().notNull().default(false),
    reminderDate: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_documents_user_id_created_at_idx').on(t.userId, t.createdAt.desc()),
    index('user_documents_expiration_date_idx').on(t.expirationDate),
  ],
);
