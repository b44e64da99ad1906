import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import { type DataKeys, decrypt, encrypt, keyIdOf } from '../data-key/crypto';
import { type Db, preparedInsertIds } from '../db/client';
import { isOutage } from '../db/outage';
import { emailOutbox } from '../db/schema';
import { type Logger, withoutRedaction } from '../log';

/** messages marked stored per statement when there is no SMTP */
const STORE_BATCH = 500;
/** messages one pass takes to send over SMTP */
const SEND_BATCH = 20;
/**
 * How long a flush waits for the commits that follow before its pass over the outbox. Each pass is
 * statements of its own (with PGlite, on the thread that answers requests): contact posts at 50
 * connections on PGlite, a pass each turn of the event loop against one each 100 ms: 2,070–2,310
 * against 2,920–3,140 req/s, p99 154–203 against 47–118 ms; on PostgreSQL 2,550–2,990 against
 * 3,480–3,700 req/s. A mail leaves at most this much later.
 */
const FLUSH_GATHER_MS = 100;
/**
 * A message taken for sending by an instance that stopped before it said how it went (a crash, a kill, a
 * lost database) is taken again after this long by whichever instance flushes next (every instance
 * flushes at least once a minute). Delivery is therefore at least once: a message the dead instance had
 * already handed to SMTP goes out again, with the same Message-ID.
 */
const STALE_CLAIM_SECONDS = 60;
/**
 * nodemailer's own limits are minutes (a 2-minute connect, a 10-minute idle socket); these keep one
 * message's send well inside STALE_CLAIM_SECONDS, so a live send is never taken for a dead one.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };
/**
 * A message handed to SMTP whose "sent" mark meets a database outage (a restart, a lost connection) is
 * marked again, for this long after its claim was renewed: well inside STALE_CLAIM_SECONDS (with the
 * database's own 7 s statement limit), so no other instance has taken it back meanwhile. Only an outage
 * longer than this, or a process that dies between the send and the mark, sends a message twice.
 */
const MARK_SENT_WITHIN_MS = 30_000;
/** Sent messages are deleted after this many days (they are in the recipients' mailboxes). */
export const SENT_KEEP_DAYS = 30;

export interface OutgoingMail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  /**
   * What in `text` opens an account (a link's one-time token): the outbox row keeps it sealed under
   * DATA_KEY, the text only a slot in its place, so no backup holds a working link. Put back at send.
   */
  secret?: string;
}

/** Where a sealed secret stood in a stored text (no user name or address can hold braces). */
const SECRET_SLOT = '{secret}';
const SECRET_CONTEXT = 'email_outbox.secret';

/** A stored message's text as its recipient gets it: the sealed secret back in its slot. */
export function openMailText(keys: DataKeys, row: { text: string; secret: string | null }): string {
  if (row.secret === null) return row.text;
  return row.text.replaceAll(SECRET_SLOT, decrypt(keys, SECRET_CONTEXT, row.secret));
}

/** The outbox's columns for `mail`: the secret sealed, the text with a slot where it stood. */
function sealMail(keys: DataKeys, mail: OutgoingMail) {
  const { secret, ...rest } = mail;
  if (secret === undefined) return { ...rest, secret: null };
  if (!secret || !mail.text.includes(secret) || mail.text.includes(SECRET_SLOT))
    throw new Error(`mail ${mail.kind}: its secret must stand in its text, and no slot`);
  return {
    ...rest,
    text: mail.text.replaceAll(secret, SECRET_SLOT),
    secret: encrypt(keys, SECRET_CONTEXT, secret),
  };
}

export interface Mailer {
  /** Writes the message to the outbox (in the caller's transaction when given) and returns its id. */
  enqueue(db: Db, mail: OutgoingMail): Promise<number>;
  /** Writes several messages in one statement (in the caller's transaction when given); ids in order. */
  enqueueAll?(db: Db, mails: OutgoingMail[]): Promise<number[]>;
  /** Sends what waits in the outbox; without SMTP marks it stored and logs it. */
  flush(db: Db): Promise<void>;
  /**
   * For a stop, before the database closes: the message being sent is finished and marked, the rest of
   * the batch is handed back to the outbox (another instance sends it), and no flush starts again.
   * Otherwise a message sent whose row could not be marked would be sent twice.
   */
  stop(): Promise<void>;
}

export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  log: Logger;
  /** seals each message's secret in the outbox (OutgoingMail.secret) */
  dataKeys: DataKeys;
}): Mailer {
  // nodemailer (~3 MB of JS heap) is imported on the first flush with SMTP, and never without it
  const { smtpUrl } = options;
  let transport: Promise<Transporter> | undefined;
  const connect = (url: string) =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({ url, ...SMTP_TIMEOUTS }),
    ));
  // one Message-ID per outbox row, whichever instance sends it and however often: a resend is recognizable
  const messageDomain = /@([^>\s]+)/.exec(options.from)?.[1] ?? 'localhost';
  const messageId = (id: number) => `<outbox-${id}@${messageDomain}>`;
  const { log } = options;
  // "mail stored": id, kind and the masked address, one line a message; never the subject, which may
  // carry what a person typed (a contact message's subject, a document's name)
  const storedLog = withoutRedaction(log);
  // One flush at a time in this process, so two callers never send the same message twice; and at most
  // one waiting behind it, which every later caller shares. The waiting pass starts FLUSH_GATHER_MS
  // later, not at once: the submissions committed meanwhile (each asks for a flush after its commit)
  // then cost one pass over the outbox, not one each. A pass starts after every call it answers, so it
  // sees the caller's messages.
  let current: Promise<void> | undefined;
  let next: Promise<void> | undefined;
  let stopping = false;
  const run = async (db: Db) => {
    next = undefined;
    if (stopping) return;
    const pass: Promise<void> = sendPending(db).finally(() => {
      if (current === pass) current = undefined;
    });
    current = pass;
    return pass;
  };
  const gathered = () => new Promise<void>((resolve) => setTimeout(resolve, FLUSH_GATHER_MS));
  const flush = (db: Db) => {
    next ??= (current ?? Promise.resolve())
      .catch(() => {})
      .then(gathered)
      .then(() => run(db));
    return next;
  };

  /** Outbox rows in one prepared statement for any number of messages (see server/contact/service.ts). */
  async function enqueueAll(db: Db, mails: OutgoingMail[]): Promise<number[]> {
    if (mails.length === 0) return [];
    const rows = mails.map((mail) => sealMail(options.dataKeys, mail));
    const inserted = await preparedInsertIds(
      db,
      'insert_email_outbox',
      sql`insert into ${emailOutbox} (kind, "to", subject, text, secret)
        select m.kind, m.to, m.subject, m.text, m.secret
        from json_to_recordset(${JSON.stringify(rows)}::json) as m(kind text, "to" text, subject text, text text, secret text)
        returning id`,
    );
    if (inserted.length !== mails.length) throw new Error('outbox insert returned no row');
    return inserted.map((row) => row.id);
  }

  return {
    async enqueue(db, mail) {
      const [id] = await enqueueAll(db, [mail]);
      if (id === undefined) throw new Error('outbox insert returned no row');
      return id;
    },
    enqueueAll,
    flush,
    async stop() {
      stopping = true;
      while (current || next) await Promise.allSettled([current, next]);
    },
  };

  /** `mark`, again while the database is out, until MARK_SENT_WITHIN_MS after `renewedAt` or a stop. */
  async function markSent(renewedAt: number, mark: () => Promise<unknown>) {
    for (let pause = 250; ; pause = Math.min(pause * 2, 2000)) {
      try {
        return await mark();
      } catch (error) {
        if (!isOutage(error) || stopping || Date.now() + pause > renewedAt + MARK_SENT_WITHIN_MS) throw error;
        await new Promise((resolve) => setTimeout(resolve, pause));
      }
    }
  }

  async function sendPending(db: Db) {
    if (!smtpUrl) {
      // no SMTP: mark what waits as stored in one statement a batch, and log each message
      for (;;) {
        const waiting = db
          .select({ id: emailOutbox.id })
          .from(emailOutbox)
          .where(eq(emailOutbox.status, 'pending'))
          .orderBy(emailOutbox.id)
          .limit(STORE_BATCH);
        const stored = await db
          .update(emailOutbox)
          .set({ status: 'stored' })
          // `status` again: another instance may have stored a row since the list was read
          .where(and(inArray(emailOutbox.id, waiting), eq(emailOutbox.status, 'pending')))
          .returning({
            id: emailOutbox.id,
            kind: emailOutbox.kind,
            to: emailOutbox.to,
          })
          // the same statement on every pass: parsed and planned once per connection
          .prepare('store_email_outbox')
          .execute();
        for (const mail of stored)
          storedLog.info({ mailId: mail.id, kind: mail.kind, to: mail.to }, 'mail stored in outbox');
        if (stored.length < STORE_BATCH) return;
      }
    }
    // the transport first: a message is taken only when it can be handed to SMTP at once
    const smtp = await connect(smtpUrl);
    // several instances may flush at once: each takes its messages in one statement (SKIP LOCKED), so
    // no message is sent by two of them
    for (;;) {
      if (stopping) return;
      const waiting = db
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(
          or(
            eq(emailOutbox.status, 'pending'),
            and(
              eq(emailOutbox.status, 'sending'),
              lt(emailOutbox.claimedAt, sql`now() - make_interval(secs => ${STALE_CLAIM_SECONDS})`),
            ),
          ),
        )
        .orderBy(emailOutbox.id)
        .limit(SEND_BATCH)
        .for('update', { skipLocked: true });
      const taken = await db
        .update(emailOutbox)
        // to the millisecond, as a JavaScript Date holds it: the renewal below compares it
        .set({ status: 'sending', claimedAt: sql`date_trunc('milliseconds', now())` })
        .where(inArray(emailOutbox.id, waiting))
        .returning();
      let sent = 0;
      const batch = taken.sort((x, y) => x.id - y.id);
      for (const [index, mail] of batch.entries()) {
        if (stopping) {
          // handed back unsent: pending again, for whichever instance flushes next
          const rest = batch.slice(index).map((m) => m.id);
          await db
            .update(emailOutbox)
            .set({ status: 'pending', claimedAt: null })
            .where(and(inArray(emailOutbox.id, rest), eq(emailOutbox.status, 'sending')));
          return;
        }
        const attempts = mail.attempts + 1;
        const renewedAt = Date.now();
        // the claim is renewed just before the send, so a batch that took a while is not sent twice; a
        // row another instance took back meanwhile (this one was too slow) is left to it
        const [renewed] = await db
          .update(emailOutbox)
          .set({ claimedAt: sql`now()` })
          .where(
            and(
              eq(emailOutbox.id, mail.id),
              eq(emailOutbox.status, 'sending'),
              eq(emailOutbox.claimedAt, mail.claimedAt ?? new Date(0)),
            ),
          )
          .returning({ id: emailOutbox.id });
        if (!renewed) continue;
        // only SMTP's failure is the message's: a database error while recording the outcome fails the
        // pass (the claim then goes stale, and the message is sent again with its Message-ID)
        const failure = await Promise.resolve()
          .then(() =>
            smtp.sendMail({
              messageId: messageId(mail.id),
              from: options.from,
              to: mail.to,
              subject: mail.subject,
              // a secret that no longer opens (its key left the ring) fails the message, not the pass
              text: openMailText(options.dataKeys, mail),
            }),
          )
          .then(
            () => undefined,
            (error: unknown) => ({ error }),
          );
        if (!failure) {
          sent++;
          await markSent(renewedAt, () =>
            db
              .update(emailOutbox)
              // sent, its secret is in the recipient's mailbox and needed here no more
              .set({ status: 'sent', sentAt: new Date(), attempts, claimedAt: null, secret: null })
              .where(eq(emailOutbox.id, mail.id)),
          );
          continue;
        }
        log.warn({ mailId: mail.id, err: failure.error }, 'mail send failed');
        await db
          .update(emailOutbox)
          .set({
            attempts,
            lastError: String(failure.error),
            status: attempts >= 5 ? 'failed' : 'pending',
            claimedAt: null,
          })
          .where(eq(emailOutbox.id, mail.id));
      }
      // a failure waits for the next flush (the next message, or the minute's housekeeping) instead of
      // being tried again at once
      if (taken.length < SEND_BATCH || sent < taken.length) return;
    }
  }
}

/** Seals every message's secret under the current data key (a key rotation); the count of messages. */
export async function resealOutboxSecrets(db: Db, keys: DataKeys): Promise<number> {
  const rows = await db
    .select({ id: emailOutbox.id, secret: emailOutbox.secret })
    .from(emailOutbox)
    .where(sql`${emailOutbox.secret} is not null`);
  let count = 0;
  for (const row of rows) {
    if (!row.secret || keyIdOf(row.secret) === keys.current.id) continue;
    const secret = encrypt(keys, SECRET_CONTEXT, decrypt(keys, SECRET_CONTEXT, row.secret));
    // `secret` again: a send may have cleared it meanwhile
    await db
      .update(emailOutbox)
      .set({ secret })
      .where(and(eq(emailOutbox.id, row.id), eq(emailOutbox.secret, row.secret)));
    count++;
  }
  return count;
}

/** Deletes messages sent more than SENT_KEEP_DAYS ago; messages stored without SMTP are kept (they are the only copy). */
export async function pruneSentMail(db: Db): Promise<number> {
  const removed = await db
    .delete(emailOutbox)
    .where(
      and(
        eq(emailOutbox.status, 'sent'),
        lt(emailOutbox.sentAt, sql`now() - make_interval(days => ${SENT_KEEP_DAYS})`),
      ),
    )
    .returning({ id: emailOutbox.id });
  return removed.length;
}
