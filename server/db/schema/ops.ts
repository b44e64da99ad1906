import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/** Sensitive reads and admin actions: who did what to which record, and from where. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    actorId: integer().references(() => users.id, { onDelete: 'set null' }),
    action: text().notNull(),
    targetType: text(),
    targetId: text(),
    ip: text(),
    details: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // the log, newest first (ascending, read backwards: drizzle's `.desc()` is DESC NULLS LAST, which
    // ORDER BY … DESC cannot use), of everyone or of one action
    index('audit_log_created_at_idx').on(t.createdAt, t.id),
    index('audit_log_action_created_at_idx').on(t.action, t.createdAt, t.id),
    index('audit_log_actor_id_idx').on(t.actorId),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
  ],
);

/** Fixed-window request counters shared by every instance of the app. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text().primaryKey(),
    windowStart: timestamp({ withTimezone: true }).notNull(),
    count: integer().notNull(),
  },
  (t) => [index('rate_limits_window_start_idx').on(t.windowStart)],
);
