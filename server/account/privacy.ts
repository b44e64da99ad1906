/**
 * Privacy rights (Israeli Privacy Protection Law, Amendment 13): a customer downloads all of their data
 * (data.json and their documents, one zip streamed from storage) and deletes their account.
 */
import { Readable } from 'node:stream';
import { and, asc, count, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import yazl from 'yazl';
import { agency } from '../../src/content/agency';
import { documentTypes, isDocumentType, privacyMessages } from '../../src/shared/account';
import { israelToday } from '../../src/shared/israel-time';
import { recordAudit } from '../audit/service';
import { EMAIL_CHANGED_MAIL_KIND, VERIFY_MAIL_KIND } from '../auth/email-verification';
import type { AuthUser } from '../auth/session';
import { exportClaims } from '../claims/service';
import type { DataKeys } from '../data-key/crypto';
import type { Db } from '../db/client';
import {
  emailOutbox,
  insurancePolicies,
  newsletters,
  passkeys,
  portfolioReviews,
  sessions,
  userDocuments,
  userProfiles,
  users,
} from '../db/schema';
import { conflict, unauthorized } from '../errors';
import type { Logger } from '../log';
import type { Mailer } from '../mail/mailer';
import { exportSavedPortfolios } from '../portfolio/saved';
import type { Storage } from '../storage/types';
import { contactReference, travelReference } from '../travel/reference';
import { provenAddress, requestsOfAddress, sameEmail } from './by-address';
import { NEW_DEVICE_MAIL_KIND } from './devices';
import { policyColumns } from './policies';
import { REMINDER_MAIL_KIND } from './reminders';

// ── Export ─────────────────────────────────────────────────────────────────────────────────────────

/** What data.json says about itself, in the customer's language. */
const ABOUT = [
  'כל הנתונים שנשמרו באתר על החשבון שלכם, נכון למועד ההורדה.',
  'account: פרטי החשבון (ללא הסיסמה, שנשמרת רק כגיבוב). profile: הפרופיל. policies: הפוליסות.',
  'documents: פרטי המסמכים; הקבצים עצמם נמצאים בתיקייה documents שבקובץ ה-ZIP.',
  'claims: התביעות שהגשתם, עם שלביהן, הערות הסוכנות, המסמכים שהתבקשו ומספרי המסמכים שצירפתם.',
  'sessions: החיבורים הפעילים לחשבון. passkeys: מפתחות הגישה (שם ומועדים; המפתח הפרטי נשאר במכשיר שלכם).',
  'portfolios: דוחות הר הביטוח ששמרתם (כולל מספרי הזהות והפוליסות), מנותחים נכון למועד ההורדה.',
  'portfolioReviews: בקשות הבדיקה של התיק הביטוחי ששלחתם לסוכנות.',
  'newsletter, contactMessages, travelRequests: הרשמה לניוזלטר, פניות',
  'ובקשות לביטוח נסיעות שנשלחו מכתובת הדוא״ל של החשבון. הן מופיעות רק אחרי שאימתתם את הכתובת בקישור',
  'שנשלח אליה, ורק כסיכום (תאריכים, נושא, יעדים וסטטוס), בלי פרטים מזהים כמו שם, טלפון, מספר זהות או',
  'הצהרת בריאות: ייתכן שמילא אותן אדם אחר בשבילכם.',
  'לקבלת העתק מלא שלהן, או לתיקון נתונים, פנו אלינו.',
].join(' ');

/** One document of the export: its row's metadata and where its file is in the zip (null: no file found). */
interface ExportFile {
  entry: string;
  key: string;
  createdAt: Date;
}

export interface AccountExport {
  /** `attachment` file name (ASCII) and its UTF-8 form */
  filename: { ascii: string; utf8: string };
  data: Record<string, unknown>;
  files: ExportFile[];
}

// Windows refuses these names whatever the extension
const RESERVED = /^(con|prn|aux|nul|com\d|lpt\d)$/i;

/**
 * A document's name as a file name inside the zip: no path separators, controls, direction marks or
 * characters Windows refuses; at most 80 characters; the type's extension once.
 */
export function safeEntryName(name: string, type: string, id: number): { base: string; ext: string } {
  const ext = isDocumentType(type) ? documentTypes[type].ext : 'bin';
  let base = name
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/[<>:"/\\|?*]/g, '_')
    .replace(/\s+/g, ' ')
    .trim();
  if (base.toLowerCase().endsWith(`.${ext}`)) base = base.slice(0, -(ext.length + 1));
  base = [...base]
    .slice(0, 80)
    .join('')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  if (!base) base = `מסמך-${id}`;
  if (RESERVED.test(base)) base = `${base}_`;
  return { base, ext };
}

/** Entry names unique in the zip, case-insensitively ('דרכון.pdf', 'דרכון (2).pdf'). */
function uniqueEntries<T extends { base: string; ext: string }>(items: T[]): (T & { entry: string })[] {
  const taken = new Set<string>();
  return items.map((item) => {
    let entry = `documents/${item.base}.${item.ext}`;
    for (let n = 2; taken.has(entry.toLowerCase()); n++) entry = `documents/${item.base} (${n}).${item.ext}`;
    taken.add(entry.toLowerCase());
    return { ...item, entry };
  });
}

/** The newsletter row of `email` (none without one): kept under the address, like the requests. */
async function newsletterOf(tx: Db, email: string | undefined) {
  if (email === undefined) return undefined;
  const [newsletter] = await tx
    .select({
      status: newsletters.status,
      subscribedAt: newsletters.subscribedAt,
      consentAt: newsletters.consentAt,
      unsubscribedAt: newsletters.unsubscribedAt,
    })
    .from(newsletters)
    .where(sameEmail(newsletters.email, email));
  return newsletter;
}

/**
 * Everything kept about the signed-in user, read in one snapshot. Rows of the account in full; the
 * newsletter, contact messages and travel requests sent with its e-mail address only once the address
 * is verified (anyone may register with any address), and then as summaries (a request's identifying
 * details may be another person's, filled in for them).
 */
export async function collectAccountExport(
  db: Db,
  storage: Storage,
  keys: DataKeys,
  userId: number,
  now = new Date(),
): Promise<AccountExport> {
  const snapshot = await db.transaction(
    async (tx) => {
      const [account] = await tx
        .select({
          id: users.id,
          username: users.username,
          email: users.email,
          emailVerifiedAt: users.emailVerifiedAt,
          pendingEmail: users.pendingEmail,
          role: users.role,
          createdAt: users.createdAt,
          lastLogin: users.lastLogin,
          failedLoginAttempts: users.failedLoginAttempts,
          accountLockedUntil: users.accountLockedUntil,
          passwordResetExpires: users.passwordResetExpires,
          blockedAt: users.blockedAt,
        })
        .from(users)
        .where(eq(users.id, userId));
      if (!account) throw unauthorized('החשבון אינו קיים עוד');
      const [profile] = await tx
        .select({
          fullName: userProfiles.fullName,
          phone: userProfiles.phone,
          address: userProfiles.address,
          birthDate: userProfiles.birthDate,
          updatedAt: userProfiles.updatedAt,
        })
        .from(userProfiles)
        .where(eq(userProfiles.userId, userId));
      const policies = await tx
        .select({
          ...policyColumns,
          details: insurancePolicies.details,
          createdAt: insurancePolicies.createdAt,
          updatedAt: insurancePolicies.updatedAt,
        })
        .from(insurancePolicies)
        .where(eq(insurancePolicies.userId, userId))
        .orderBy(asc(insurancePolicies.id));
      const documents = await tx
        .select()
        .from(userDocuments)
        .where(eq(userDocuments.userId, userId))
        .orderBy(asc(userDocuments.id));
      const claimRows = await exportClaims(tx, userId);
      const sessionRows = await tx
        .select({
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
          expiresAt: sessions.expiresAt,
          userAgent: sessions.userAgent,
          ip: sessions.ip,
        })
        .from(sessions)
        .where(eq(sessions.userId, userId))
        .orderBy(asc(sessions.createdAt));
      const passkeyRows = await tx
        .select({ name: passkeys.name, createdAt: passkeys.createdAt, lastUsedAt: passkeys.lastUsedAt })
        .from(passkeys)
        .where(eq(passkeys.userId, userId))
        .orderBy(asc(passkeys.createdAt));
      // kept under the address only: the account's once it proved the address is its own
      const address = provenAddress(account);
      const newsletter = await newsletterOf(tx, address);
      const { contacts, travel } = await requestsOfAddress(tx, address);
      const portfolios = await exportSavedPortfolios(tx, keys, userId, now);
      const reviews = await tx
        .select({
          id: portfolioReviews.id,
          portfolioId: portfolioReviews.portfolioId,
          message: portfolioReviews.message,
          status: portfolioReviews.status,
          createdAt: portfolioReviews.createdAt,
        })
        .from(portfolioReviews)
        .where(eq(portfolioReviews.userId, userId))
        .orderBy(asc(portfolioReviews.id));
      return {
        portfolios,
        reviews,
        account,
        profile,
        policies,
        documents,
        claimRows,
        sessionRows,
        passkeyRows,
        newsletter,
        contacts,
        travel,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );

  const { account, documents } = snapshot;
  // a row whose file is gone (a crash between the two) is listed without a file, never a broken zip
  const present = await Promise.all(documents.map((d) => storage.head(d.path).then(Boolean)));
  const named = uniqueEntries(
    documents
      .filter((_, i) => present[i])
      .map((d) => ({
        ...safeEntryName(d.name, d.type, d.id),
        id: d.id,
        key: d.path,
        createdAt: d.createdAt,
      })),
  );
  const entryOf = new Map(named.map((n) => [n.id, n.entry]));
  const day = israelToday(now);

  const data = {
    about: ABOUT,
    exportedAt: now.toISOString(),
    account: snapshot.account,
    profile: snapshot.profile ?? null,
    policies: snapshot.policies,
    documents: documents.map((d) => ({
      id: d.id,
      name: d.name,
      category: d.category,
      type: d.type,
      size: d.size,
      status: d.status,
      expirationDate: d.expirationDate,
      reminderSent: d.reminderSent,
      reminderDate: d.reminderDate,
      createdAt: d.createdAt,
      updatedAt: d.updatedAt,
      file: entryOf.get(d.id) ?? null,
    })),
    claims: snapshot.claimRows,
    sessions: snapshot.sessionRows,
    passkeys: snapshot.passkeyRows,
    portfolios: snapshot.portfolios,
    portfolioReviews: snapshot.reviews,
    newsletter: snapshot.newsletter ?? null,
    contactMessages: snapshot.contacts.map((c) => ({
      reference: contactReference(c.id),
      createdAt: c.createdAt,
      service: c.service,
      message: c.message,
      handled: c.handledAt !== null,
    })),
    travelRequests: snapshot.travel.map((t) => ({
      reference: travelReference(t.id),
      destinations: t.destination.split(',').filter(Boolean),
      startDate: t.startDate,
      endDate: t.endDate,
      status: t.status,
      createdAt: t.createdAt,
    })),
  };
  return {
    filename: { ascii: `my-data-${day}.zip`, utf8: `הנתונים-שלי-${account.username}-${day}.zip` },
    data,
    files: named.map(({ entry, key, createdAt }) => ({ entry, key, createdAt })),
  };
}

/**
 * The zip as a web stream: data.json, then each document piped from storage one at a time (never
 * whole in memory; documents are stored, not deflated: they are compressed formats already). A file
 * that vanished or fails mid-way aborts the stream, so the download fails visibly instead of lying.
 */
export function exportZipStream(storage: Storage, exported: AccountExport): ReadableStream<Uint8Array> {
  const zip = new yazl.ZipFile();
  let source: Readable | undefined;
  zip.addBuffer(Buffer.from(`${JSON.stringify(exported.data, null, 2)}\n`), 'data.json');
  for (const file of exported.files) {
    zip.addReadStreamLazy(file.entry, { mtime: file.createdAt, compress: false }, (done) => {
      storage.get(file.key).then(
        (stream) => {
          if (!stream) return done(new Error('a document file is missing from storage'), undefined as never);
          source = stream;
          stream.once('error', (err) => zip.emit('error', err));
          done(null, stream);
        },
        (err: unknown) => done(err, undefined as never),
      );
    });
  }
  zip.end();
  const output = zip.outputStream as Readable;
  zip.once('error', (err) => output.destroy(err));
  // the client went away: stop reading the file under way too
  output.once('close', () => source?.destroy());
  return Readable.toWeb(output) as ReadableStream<Uint8Array>;
}

// ── Deletion ───────────────────────────────────────────────────────────────────────────────────────

/** Mail kinds about the account itself: dropped from the outbox with it (they name the customer). */
const ACCOUNT_MAIL_KINDS = [
  'password-reset',
  REMINDER_MAIL_KIND,
  VERIFY_MAIL_KIND,
  EMAIL_CHANGED_MAIL_KIND,
  NEW_DEVICE_MAIL_KIND,
];

/** Whether `user` is an administrator whose account is the last one left that can sign in. */
async function isLastAdmin(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ others: count() })
    .from(users)
    .where(and(eq(users.role, 'admin'), ne(users.id, userId), isNull(users.blockedAt)));
  return Number(row?.others ?? 0) === 0;
}

/** Refuses the last administrator's deletion up front (409): no password attempt is spent on it. */
export async function assertNotLastAdmin(db: Db, user: AuthUser) {
  if (user.role === 'admin' && (await isLastAdmin(db, user.id))) throw conflict(privacyMessages.lastAdmin);
}

/**
 * Deletes the account in one transaction: the user row, and with it (ON DELETE CASCADE) the profile,
 * policies, document rows and every session; articles, handled contact messages and audit entries keep
 * their rows with the person set to null. The audit entry keeps only the user id; the confirmation mail
 * goes to the address in the same transaction. The files are removed after the commit; one that fails
 * is left for the documents sweeper (its row is gone). The caller ends the request's own cookie.
 */
export async function deleteAccount(
  db: Db,
  deps: { mailer: Mailer; storage: Storage; log: Logger },
  user: AuthUser,
): Promise<{ filesRemoved: number; filesLeft: number }> {
  const keys = await db.transaction(async (tx) => {
    // One's own row and every administrator's row, locked in one statement in id order, whatever role
    // the session says (it may have changed since): two admins deleting themselves at once wait for each
    // other and cannot leave none. Locking one's own row first and the others after let each hold its
    // own and wait for the other's: a deadlock, which PostgreSQL broke by failing one of them (a 500;
    // privacy.test.ts). A customer's deletion holds the admin rows for its short transaction too.
    const locked = await tx
      .select({ id: users.id, role: users.role, email: users.email })
      .from(users)
      .where(or(eq(users.id, user.id), eq(users.role, 'admin')))
      .orderBy(asc(users.id))
      .for('update');
    const me = locked.find((row) => row.id === user.id);
    if (!me) throw unauthorized('החשבון אינו קיים עוד');
    if (me.role === 'admin' && (await isLastAdmin(tx, me.id))) throw conflict(privacyMessages.lastAdmin);
    const files = await tx
      .select({ path: userDocuments.path })
      .from(userDocuments)
      .where(eq(userDocuments.userId, me.id));
    // no IP, no name: the entry says which account id was deleted, and when
    await recordAudit(tx, {
      actorId: me.id,
      action: 'account.delete',
      targetType: 'user',
      targetId: me.id,
      ip: null,
    });
    await tx
      .delete(emailOutbox)
      .where(and(eq(emailOutbox.to, me.email), inArray(emailOutbox.kind, ACCOUNT_MAIL_KINDS)));
    await deps.mailer.enqueue(tx, {
      kind: 'account-deleted',
      to: me.email,
      subject: 'החשבון שלכם באתר נמחק',
      text: [
        'שלום,',
        '',
        `לבקשתכם מחקנו את החשבון שלכם באתר ${agency.name}, יחד עם הפרופיל, הפוליסות שהוצגו בו, המסמכים`,
        'שהעליתם ודוחות הר הביטוח ששמרתם. כל החיבורים לחשבון הסתיימו.',
        '',
        'אם לא אתם ביקשתם למחוק את החשבון, פנו אלינו בהקדם.',
        agency.name,
      ].join('\n'),
    });
    await tx.delete(users).where(eq(users.id, me.id));
    return files.map((f) => f.path);
  });

  const results = await Promise.allSettled(keys.map((key) => deps.storage.delete(key)));
  const filesLeft = results.filter((r) => r.status === 'rejected').length;
  if (filesLeft > 0) {
    deps.log.warn(
      { event: 'account.delete.files-left', userId: user.id, filesLeft },
      'files of a deleted account left for the documents sweeper',
    );
  }
  deps.log.info({ event: 'account.deleted', userId: user.id }, 'account deleted');
  return { filesRemoved: keys.length - filesLeft, filesLeft };
}
