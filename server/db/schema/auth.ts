import { sql } from 'drizzle-orm';
import {
  bigint,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const roles = ['user', 'admin'] as const;
export type Role = (typeof roles)[number];

export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    username: text().notNull(),
    /** argon2id hash, never the password itself */
    password: text().notNull(),
    email: text().notNull(),
    role: text({ enum: roles }).notNull().default('user'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastLogin: timestamp({ withTimezone: true }),
    failedLoginAttempts: integer().notNull().default(0),
    accountLockedUntil: timestamp({ withTimezone: true }),
    /** SHA-256 of the one-time reset token */
    passwordResetToken: text(),
    passwordResetExpires: timestamp({ withTimezone: true }),
    /** set by an admin ('lock' on /admin/customers): no sign-in until cleared; null = not blocked */
    blockedAt: timestamp({ withTimezone: true }),
    /**
     * when the owner proved `email` is theirs by its link; null = never. Until then nothing kept under
     * that address only (travel requests, contact messages, the newsletter) belongs to the account.
     */
    emailVerifiedAt: timestamp({ withTimezone: true }),
    /** an address the owner asked to change to: it replaces `email` only when its link is opened */
    pendingEmail: text(),
    /**
     * SHA-256 of the one-time link that verifies `pendingEmail` when set, else `email`; kept after the
     * link was used (then with no expiry), so opening it again can say the address is already verified
     */
    emailTokenHash: text(),
    /** null beside a hash: that link was used */
    emailTokenExpires: timestamp({ withTimezone: true }),
    /** the authenticator's base32 secret, encrypted under DATA_KEY; set once a code confirmed it */
    totpSecret: text(),
    /** a secret shown at setup and not yet confirmed by a code (a new setup replaces it) */
    totpPendingSecret: text(),
    /** the last 30-s step a code was accepted for: a code of that step or an earlier one is refused */
    totpLastStep: bigint({ mode: 'number' }),
    /**
     * the WebAuthn user handle of the account's passkeys (random, base64url), made at its first passkey:
     * one handle for all of them, so an authenticator keeps one entry per account
     */
    webauthnUserId: text(),
  },
  (t) => [
    // usernames are unique whatever their case; the typed form is kept for display
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_password_reset_token_key').on(t.passwordResetToken),
    uniqueIndex('users_email_token_hash_key').on(t.emailTokenHash),
    // the customers list, newest first (ascending, read backwards), and its search
    index('users_created_at_idx').on(t.createdAt, t.id),
    index('users_username_trgm_idx').using('gin', t.username.op('gin_trgm_ops')),
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
  ],
);

/** Server-side half of a session: the sealed cookie carries only the id, so deleting the row ends it. */
export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the id carried in the cookie */
    id: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    userAgent: text(),
    ip: text(),
    /** when this session last proved a second factor (sign-in, step-up); null = never */
    secondFactorAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);

/**
 * Browsers the user has signed in from: the SHA-256 of a random id the browser keeps in a long-lived
 * cookie of its own. A sign-in from a browser not listed here mails the account.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.deviceHash] }),
    index('known_devices_last_seen_at_idx').on(t.lastSeenAt),
  ],
);

/** One-time recovery codes of an account with an authenticator: SHA-256 of each, crossed out when used. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.codeHash] })],
);

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/** WebAuthn credentials (passkeys): each is a second factor, and signs in on its own. */
export const passkeys = pgTable(
  'passkeys',
  {
    /** the credential id, base64url */
    id: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    publicKey: bytea().notNull(),
    /** the authenticator's signature counter, 0 when it keeps none */
    counter: bigint({ mode: 'number' }).notNull().default(0),
    transports: text().array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('passkeys_user_id_idx').on(t.userId)],
);

/**
 * Challenges of WebAuthn ceremonies waiting for their answer: each is used once (deleted as it is
 * checked), lives CHALLENGE_TTL_MS and belongs to the browser that asked for it (its device cookie).
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    /** the challenge, base64url, as the options gave it */
    challenge: text().primaryKey(),
    /** SHA-256 of the asking browser's device id */
    deviceHash: text().notNull(),
    /** 'register', 'login' or 'second-factor' */
    purpose: text({ enum: ['register', 'login', 'second-factor'] }).notNull(),
    /** the account a registration or a second factor is for; null for a sign-in */
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('webauthn_challenges_expires_at_idx').on(t.expiresAt)],
);
