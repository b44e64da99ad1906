import { date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { claimStatuses } from '../../../src/shared/claims';
import { insurancePolicies, userDocuments } from './account';
import { users } from './auth';

/** A customer's claim under one of their policies; its reference is made of its id and year. */
export const claims = pgTable(
  'claims',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    policyId: integer()
      .notNull()
      .references(() => insurancePolicies.id, { onDelete: 'cascade' }),
    status: text({ enum: claimStatuses }).notNull().default('received'),
    eventDate: date({ mode: 'string' }).notNull(),
    description: text().notNull(),
    /** when the claim first left 'received' (the acknowledgement clock stops) */
    acknowledgedAt: timestamp({ withTimezone: true }),
    /** when it was first approved or declined (the decision clock stops) */
    decidedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // the staff's queue, newest first (all, or of one status): ascending, read backwards
    index('claims_created_at_idx').on(t.createdAt, t.id),
    index('claims_status_created_at_idx').on(t.status, t.createdAt, t.id),
    index('claims_user_id_idx').on(t.userId, t.createdAt),
    index('claims_policy_id_idx').on(t.policyId),
  ],
);

/** The claim's steps: one row per status it reached, with the staff's note. */
export const claimEvents = pgTable(
  'claim_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    claimId: integer()
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    status: text({ enum: claimStatuses }).notNull(),
    note: text(),
    /** the staff member who moved it; null for the customer's own filing */
    actorId: integer().references(() => users.id, { onDelete: 'set null' }),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('claim_events_claim_id_idx').on(t.claimId, t.at)],
);

/** A document staff asked the customer for; answered once the customer attaches one. */
export const claimDocumentRequests = pgTable(
  'claim_document_requests',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    claimId: integer()
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    documentId: integer().references(() => userDocuments.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('claim_document_requests_claim_id_idx').on(t.claimId)],
);

/** The customer's documents attached to a claim (from their documents, or uploaded there first). */
export const claimDocuments = pgTable(
  'claim_documents',
  {
    claimId: integer()
      .notNull()
      .references(() => claims.id, { onDelete: 'cascade' }),
    documentId: integer()
      .notNull()
      .references(() => userDocuments.id, { onDelete: 'cascade' }),
    addedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.claimId, t.documentId] })],
);
