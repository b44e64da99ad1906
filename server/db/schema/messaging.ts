import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth';

export const newsletterStatuses = ['active', 'unsubscribed'] as const;

export const newsletters = pgTable(
  'newsletters',
  {
    email: text().primaryKey(),
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull().defaultNow(),
    status: text({ enum: newsletterStatuses }).notNull().default('active'),
    /** when the subscriber ticked the consent box (anti-spam law s.30A) */
    consentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    unsubscribeToken: text().notNull(),
    unsubscribedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('newsletters_unsubscribe_token_key').on(t.unsubscribeToken),
    // the admin list, newest first: ascending, read backwards (drizzle's `.desc()` is DESC NULLS LAST,
    // which ORDER BY … DESC cannot use); its search, an e-mail containing the text (pg_trgm)
    index('newsletters_subscribed_at_idx').on(t.subscribedAt, t.email),
    index('newsletters_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
  ],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    phone: text().notNull(),
    email: text().notNull(),
    service: text().notNull(),
    /** what the visitor wrote ('במה נוכל לעזור?'); '' when nothing */
    message: text().notNull().default(''),
    /** the caller's key for a safe repeat, honoured for 24 hours after createdAt */
    idempotencyKey: text(),
    handledAt: timestamp({ withTimezone: true }),
    handledBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // the inbox, newest first (read backwards, see newsletters); its search: the whole name, the e-mail
    // or the phone containing the text (pg_trgm)
    index('contact_messages_created_at_idx').on(t.createdAt, t.id),
    index('contact_messages_name_trgm_idx').using(
      'gin',
      sql`(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`,
    ),
    index('contact_messages_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
    index('contact_messages_phone_trgm_idx').using('gin', t.phone.op('gin_trgm_ops')),
    uniqueIndex('contact_messages_idempotency_key_key').on(t.idempotencyKey),
  ],
);

/** `sending`: taken by one instance's mailer (claimedAt says when); another takes it only once that is stale. */
export const outboxStatuses = ['pending', 'sending', 'sent', 'failed', 'stored'] as const;

/** Every e-mail is written here first, so none is lost when SMTP is down or not configured. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    kind: text().notNull(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    /** the text's one-time secret (a link's token), sealed under DATA_KEY; cleared once sent */
    secret: text(),
    status: text({ enum: outboxStatuses }).notNull().default('pending'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
    claimedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('email_outbox_status_created_at_idx').on(t.status, t.createdAt)],
);
