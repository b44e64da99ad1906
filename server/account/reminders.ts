import { and, asc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import { agency } from '../../src/content/agency';
import { EXPIRY_WARNING_DAYS } from '../../src/shared/account';
import { addDays, daysBetween, israelToday } from '../../src/shared/israel-time';
import type { Db } from '../db/client';
import { userDocuments, users } from '../db/schema';
import type { Logger } from '../log';
import type { Mailer } from '../mail/mailer';

/** How often each instance looks for documents to remind about (and once at start). */
export const REMINDER_INTERVAL_MS = 60 * 60_000;
/** Documents claimed and mailed per transaction. */
const BATCH = 50;

export const REMINDER_MAIL_KIND = 'document-expiry';

/** '2026-03-17' → '17.03.2026', as the site writes dates. */
const hebrewDate = (day: string) => day.split('-').reverse().join('.');

function whenText(daysLeft: number): string {
  if (daysLeft <= 0) return 'היום';
  if (daysLeft === 1) return 'מחר';
  if (daysLeft === 2) return 'בעוד יומיים';
  return `בעוד ${daysLeft} ימים`;
}

/** The reminder: the document's name and date and a link to the documents tab, never the file. */
export function reminderMail(
  publicUrl: string,
  doc: { name: string; expirationDate: string; username: string },
  today: string,
) {
  const daysLeft = daysBetween(today, doc.expirationDate);
  const date = hebrewDate(doc.expirationDate);
  return {
    subject: `תזכורת: תוקף המסמך „${doc.name}” יפוג ב-${date}`,
    text: [
      `שלום ${doc.username},`,
      '',
      `תוקף המסמך „${doc.name}” שבאזור האישי שלכם יפוג ${whenText(daysLeft)}, ב-${date}.`,
      'כדאי לחדש אותו בזמן ולהעלות את המסמך המעודכן לאזור האישי:',
      `${publicUrl}/dashboard?tab=documents`,
      '',
      'זוהי הודעה אוטומטית, שנשלחת פעם אחת לכל מסמך.',
      agency.name,
    ].join('\n'),
  };
}

/**
 * E-mails the owner of every document whose expiration date (Israel's calendar) is today or within
 * the next EXPIRY_WARNING_DAYS days and who has not been reminded yet. Each batch claims its documents
 * and queues their mail in ONE transaction: `FOR UPDATE SKIP LOCKED` lets several instances run at the
 * same moment without taking the same row, the `reminder_sent = false` condition (re-checked on the
 * locked row) stops a second mail after a commit, and a crash mid-batch rolls back claim and mail
 * together. A document whose 7-day mark passed while no instance ran is still reminded until its date;
 * one already expired is never mailed (the documents tab shows it red). Returns the mails queued.
 */
export async function sendExpiryReminders(
  db: Db,
  mailer: Mailer,
  publicUrl: string,
  { now = new Date(), batch = BATCH }: { now?: Date; batch?: number } = {},
): Promise<number> {
  const today = israelToday(now);
  const last = addDays(today, EXPIRY_WARNING_DAYS);
  let queued = 0;
  for (;;) {
    const claimed = await db.transaction(async (tx) => {
      const due = tx
        .select({ id: userDocuments.id })
        .from(userDocuments)
        .innerJoin(users, eq(users.id, userDocuments.userId))
        .where(
          and(
            eq(userDocuments.reminderSent, false),
            eq(userDocuments.status, 'active'),
            gte(userDocuments.expirationDate, today),
            lte(userDocuments.expirationDate, last),
            // a blocked customer cannot open the link; reminded once unblocked, if still in time
            isNull(users.blockedAt),
          ),
        )
        .orderBy(asc(userDocuments.expirationDate), asc(userDocuments.id))
        .limit(batch)
        .for('update', { of: userDocuments, skipLocked: true });
      const rows = await tx
        .update(userDocuments)
        .set({ reminderSent: true, reminderDate: sql`now()` })
        .where(and(inArray(userDocuments.id, due), eq(userDocuments.reminderSent, false)))
        .returning({
          id: userDocuments.id,
          userId: userDocuments.userId,
          name: userDocuments.name,
          expirationDate: userDocuments.expirationDate,
        });
      if (rows.length === 0) return 0;
      const owners = await tx
        .select({ id: users.id, email: users.email, username: users.username })
        .from(users)
        .where(
          inArray(
            users.id,
            rows.map((row) => row.userId),
          ),
        );
      const ownerOf = new Map(owners.map((owner) => [owner.id, owner]));
      for (const row of rows) {
        const owner = ownerOf.get(row.userId);
        if (!owner || !row.expirationDate) continue;
        const mail = reminderMail(
          publicUrl,
          { name: row.name, expirationDate: row.expirationDate, username: owner.username },
          today,
        );
        await mailer.enqueue(tx, { kind: REMINDER_MAIL_KIND, to: owner.email, ...mail });
      }
      return rows.length;
    });
    queued += claimed;
    if (claimed < batch) return queued;
  }
}

export interface ReminderJob {
  /** one run now (a run already under way is joined, not doubled); resolves with the mails queued */
  run(): Promise<number>;
  /** no further runs; resolves once the run under way (and its outbox flush) has ended */
  stop(): Promise<void>;
}

/**
 * Runs the reminders at start and every `intervalMs`, without keeping the process alive (the timer is
 * unref'd); `stop()` is awaited before the database closes, so a run never meets a closed pool.
 */
export function startReminderJob(options: {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  log: Logger;
  intervalMs?: number;
  /** the pass to run (the document expiry reminders unless given) and its name in the logs */
  send?: (db: Db, mailer: Mailer, publicUrl: string) => Promise<number>;
  name?: string;
}): ReminderJob {
  const { db, mailer, publicUrl, log } = options;
  const send = options.send ?? sendExpiryReminders;
  const name = options.name ?? 'document expiry reminders';
  let current: Promise<number> | undefined;
  let stopped = false;

  const run = () => {
    if (stopped) return Promise.resolve(0);
    current ??= (async () => {
      try {
        const queued = await send(db, mailer, publicUrl);
        if (queued > 0) {
          log.info({ queued }, `${name} queued`);
          await mailer.flush(db);
        }
        return queued;
      } catch (err) {
        log.warn({ err }, `${name} failed; the next run tries again`);
        return 0;
      } finally {
        current = undefined;
      }
    })();
    return current;
  };

  void run();
  const timer = setInterval(run, options.intervalMs ?? REMINDER_INTERVAL_MS);
  timer.unref();
  return {
    run,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await current;
    },
  };
}
