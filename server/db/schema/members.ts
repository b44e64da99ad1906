import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const memberStatuses = ['active', 'inactive'] as const;

export const members = pgTable(
  'members',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    email: text().notNull(),
    phone: text(),
    status: text({ enum: memberStatuses }).notNull().default('active'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // one member per address in any case: 'Dana@x.com' and 'dana@x.com' are the same person
    uniqueIndex('members_email_lower_key').on(sql`lower(${t.email})`),
    // the list, newest first (read backwards: drizzle's `.desc()` is DESC NULLS LAST, which ORDER BY …
    // DESC cannot use); its search: name, e-mail or phone containing the text (pg_trgm)
    index('members_created_at_idx').on(t.createdAt, t.id),
    index('members_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('members_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    index('members_phone_trgm_idx').using('gin', t.phone.op('gin_trgm_ops')),
  ],
);
