import {
  boolean,
  date,
  index,
  integer,
  jsonb,
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
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('insurance_policies_policy_number_key').on(t.policyNumber),
    // the claims queue's search by part of a policy number
    index('insurance_policies_policy_number_trgm_idx').using('gin', t.policyNumber.op('gin_trgm_ops')),
    index('insurance_policies_user_id_idx').on(t.userId, t.startDate.desc()),
  ],
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
