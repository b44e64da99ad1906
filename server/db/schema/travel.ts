import { date, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const applicationStatuses = ['pending', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

/** A travel-insurance request: the columns the admin lists, derived from the whole request kept in `request`. */
export const travelInsurance = pgTable(
  'travel_insurance',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    fullName: text().notNull(),
    idNumber: text().notNull(),
    passportNumber: text(),
    email: text().notNull(),
    phone: text().notNull(),
    /** destination country codes, comma separated */
    destination: text().notNull(),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }).notNull(),
    status: text({ enum: applicationStatuses }).notNull().default('pending'),
    /** the travel request exactly as submitted and validated */
    request: jsonb().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('travel_insurance_created_at_idx').on(t.createdAt.desc()),
    index('travel_insurance_status_idx').on(t.status),
  ],
);
