import { and, eq, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { CONTACT_KEY_REUSED, type ContactSchema, formatPhone } from '../../src/shared/contact';
import { type Db, preparedInsertIds } from '../db/client';
import { isOutage } from '../db/outage';
import { contactMessages } from '../db/schema';
import { conflict } from '../errors';
import type { Mailer } from '../mail/mailer';
import { contactReference } from '../travel/reference';

type ContactMessage = z.output<typeof ContactSchema>;

interface Waiting {
  message: ContactMessage;
  mailer: Mailer;
  agencyEmail: string;
  resolve: (row: { id: number }) => void;
  reject: (error: unknown) => void;
}

/** the most messages one transaction takes */
const MAX_BATCH = 50;
/**
 * the most transactions of contact messages at once: PostgreSQL commits several at once (and flushes its
 * WAL for them together) while each waits for its round trips; PGlite, one connection, runs them in turn
 */
const MAX_WRITERS = 4;

interface Queue {
  waiting: Waiting[];
  /** transactions under way */
  writers: number;
  /** a writer will start in the next turn of the event loop */
  starting: boolean;
}

/** messages waiting for their transaction, per database */
const queues = new WeakMap<Db, Queue>();

/**
 * Stores the message and, in the same transaction, a notice to the agency in the outbox; resolves once
 * that transaction has committed (a 2xx means committed).
 *
 * Group commit: submissions are written together, one multi-row insert of the messages and one of their
 * notices in one transaction (50 at most). A transaction starts in the turn of the event loop after the
 * submission, so every request read in the same turn joins it: PGlite runs a whole transaction in
 * microtasks, and nothing new is read from a socket while it runs, so without that wait each request
 * would get a transaction of its own. Up to four transactions run at once; what arrives while they run
 * waits for the first to end, and then goes in one. If a shared transaction fails, its messages are
 * written again one by one, so one bad message fails only its own request; an outage fails them all
 * at once (a 503 each, without a second wait).
 *
 * A message with an `idempotencyKey` is written in a transaction of its own (`submitKeyed`).
 */
export function submitContact(
  db: Db,
  mailer: Mailer,
  agencyEmail: string,
  message: ContactMessage,
): Promise<{ id: number }> {
  if (message.idempotencyKey !== undefined) return submitKeyed(db, mailer, agencyEmail, message);
  let queue = queues.get(db);
  if (!queue) {
    queue = { waiting: [], writers: 0, starting: false };
    queues.set(db, queue);
  }
  const q = queue;
  return new Promise((resolve, reject) => {
    q.waiting.push({ message, mailer, agencyEmail, resolve, reject });
    startWriter(db, q);
  });
}

function startWriter(db: Db, queue: Queue) {
  if (queue.starting || queue.writers >= MAX_WRITERS) return;
  queue.starting = true;
  setImmediate(() => {
    queue.starting = false;
    if (queue.waiting.length > 0 && queue.writers < MAX_WRITERS) void write(db, queue);
  });
}

/** Writes batches until none waits. */
async function write(db: Db, queue: Queue) {
  queue.writers++;
  try {
    while (queue.waiting.length > 0) {
      // one mailer per transaction (there is one per process; tests may make more)
      const first = queue.waiting[0] as Waiting;
      let count = 0;
      while (
        count < queue.waiting.length &&
        count < MAX_BATCH &&
        queue.waiting[count]?.mailer === first.mailer
      )
        count++;
      const batch = queue.waiting.splice(0, count);
      try {
        const rows = await writeMessages(db, first.mailer, batch);
        batch.forEach((item, i) => {
          const row = rows[i];
          if (row) item.resolve(row);
          else item.reject(new Error('insert returned no row'));
        });
      } catch (error) {
        // an outage (the database gone, refusing connections, timing out) fails every message alike:
        // writing them again one by one would only make each request wait as many times longer
        if (batch.length === 1 || isOutage(error)) {
          for (const item of batch) item.reject(error);
          continue;
        }
        for (const item of batch) {
          await writeMessages(db, item.mailer, [item]).then(
            ([row]) => (row ? item.resolve(row) : item.reject(new Error('insert returned no row'))),
            item.reject,
          );
        }
      }
    }
  } finally {
    queue.writers--;
  }
}

/**
 * One statement for any batch: the messages travel as one JSON parameter, so its text is the same for 1
 * or 50 of them, and it is prepared. A multi-row VALUES had a text per batch size and 5 parameters a
 * message, which drizzle built anew and PostgreSQL parsed and planned anew for each batch (CPU profiles
 * of the contact burst, README "Speed"). RETURNING gives the rows in the order the SELECT gave them: the
 * JSON array's.
 */
const insertMessages = (tx: Db, batch: Waiting[]) =>
  preparedInsertIds(
    tx,
    'insert_contact_messages',
    sql`insert into ${contactMessages} (first_name, last_name, phone, email, service, message)
      select m."firstName", m."lastName", m.phone, m.email, m.service, m.message
      from json_to_recordset(${JSON.stringify(batch.map(({ message }) => fieldsOf(message)))}::json)
        as m("firstName" text, "lastName" text, phone text, email text, service text, message text)
      returning id`,
  );

/**
 * The agency's notice of message `id`, numbered by the reference the customer sees in their personal area:
 * who, how to reach them, the subject and what they wrote.
 */
function agencyNotice(message: ContactMessage, id: number, agencyEmail: string) {
  const subject = message.service || 'צור קשר';
  return {
    kind: 'contact-notice',
    to: agencyEmail,
    subject: `פנייה חדשה מהאתר: ${subject}`,
    text: [
      `פנייה מספר ${contactReference(id)}`,
      `שם: ${message.firstName} ${message.lastName}`,
      `טלפון: ${formatPhone(message.phone)}`,
      `דוא״ל: ${message.email}`,
      `נושא: ${subject}`,
      '',
      'במה נוכל לעזור?',
      message.message || '(לא נכתבה הודעה)',
    ].join('\n'),
  };
}

function writeMessages(db: Db, mailer: Mailer, batch: Waiting[]): Promise<{ id: number }[]> {
  return db.transaction(async (tx) => {
    const rows = await insertMessages(tx, batch);
    if (rows.length !== batch.length) throw new Error('insert returned no row');
    // one row per message (checked above)
    const notices = batch.map(({ message, agencyEmail }, i) =>
      agencyNotice(message, (rows[i] as { id: number }).id, agencyEmail),
    );
    if (mailer.enqueueAll) await mailer.enqueueAll(tx, notices);
    else for (const notice of notices) await mailer.enqueue(tx, notice);
    return rows;
  });
}

/** how long a key answers for its message; afterwards it may store a new one */
const KEY_LIFETIME = sql`interval '24 hours'`;

/**
 * A message under an idempotency key: stored with its notice unless the key already holds one from the
 * last 24 hours. Then the same message (as the schema cleaned it) answers that one's id and stores
 * nothing; another is a 409. Two sends of one key at once: the second insert waits for the first
 * transaction, then finds its row.
 */
function submitKeyed(db: Db, mailer: Mailer, agencyEmail: string, message: ContactMessage) {
  const key = message.idempotencyKey as string;
  return db.transaction(async (tx) => {
    // an expired key is released for its new message
    await tx
      .update(contactMessages)
      .set({ idempotencyKey: null })
      .where(
        and(
          eq(contactMessages.idempotencyKey, key),
          lt(contactMessages.createdAt, sql`now() - ${KEY_LIFETIME}`),
        ),
      );
    const [row] = await tx
      .insert(contactMessages)
      .values({ ...fieldsOf(message), idempotencyKey: key })
      .onConflictDoNothing({ target: contactMessages.idempotencyKey })
      .returning({ id: contactMessages.id });
    if (row) {
      await mailer.enqueue(tx, agencyNotice(message, row.id, agencyEmail));
      return row;
    }
    const [stored] = await tx
      .select({ id: contactMessages.id, ...storedFields })
      .from(contactMessages)
      .where(eq(contactMessages.idempotencyKey, key));
    if (!stored) throw new Error('idempotency key conflicted but no row holds it');
    const sent = fieldsOf(message);
    const same = (Object.keys(sent) as (keyof typeof sent)[]).every((field) => stored[field] === sent[field]);
    if (!same) throw conflict(CONTACT_KEY_REUSED, 'idempotencyKey');
    return { id: stored.id };
  });
}

/** The fields a visitor sends, as stored: a repeated send is compared on them; the inbox shows them. */
export const storedFields = {
  firstName: contactMessages.firstName,
  lastName: contactMessages.lastName,
  phone: contactMessages.phone,
  email: contactMessages.email,
  service: contactMessages.service,
  message: contactMessages.message,
};

/** The stored fields of a message (the key aside). */
const fieldsOf = ({ firstName, lastName, phone, email, service, message }: ContactMessage) => ({
  firstName,
  lastName,
  phone,
  email,
  service,
  message,
});
