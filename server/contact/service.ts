import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ContactSchema } from '../../src/shared/contact';
import { type Db, preparedInsertIds } from '../db/client';
import { isOutage } from '../db/outage';
import { contactMessages } from '../db/schema';
import type { Mailer } from '../mail/mailer';

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
 */
export function submitContact(
  db: Db,
  mailer: Mailer,
  agencyEmail: string,
  message: ContactMessage,
): Promise<{ id: number }> {
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
    sql`insert into ${contactMessages} (first_name, last_name, phone, email, service)
      select m.first_name, m.last_name, m.phone, m.email, m.service
      from json_to_recordset(${JSON.stringify(batch.map(({ message }) => toRow(message)))}::json)
        as m(first_name text, last_name text, phone text, email text, service text)
      returning id`,
  );

const toRow = (message: ContactMessage) => ({
  first_name: message.firstName,
  last_name: message.lastName,
  phone: message.phone,
  email: message.email,
  service: message.service,
});

function writeMessages(db: Db, mailer: Mailer, batch: Waiting[]): Promise<{ id: number }[]> {
  return db.transaction(async (tx) => {
    const rows = await insertMessages(tx, batch);
    if (rows.length !== batch.length) throw new Error('insert returned no row');
    const notices = batch.map(({ message, agencyEmail }, i) => ({
      kind: 'contact-notice',
      to: agencyEmail,
      subject: `פנייה חדשה מהאתר: ${message.service || 'צור קשר'}`,
      text: [
        `פנייה מספר ${rows[i]?.id}`,
        `שם: ${message.firstName} ${message.lastName}`,
        `טלפון: ${message.phone}`,
        `דוא״ל: ${message.email}`,
        `נושא: ${message.service || 'צור קשר'}`,
      ].join('\n'),
    }));
    if (mailer.enqueueAll) await mailer.enqueueAll(tx, notices);
    else for (const notice of notices) await mailer.enqueue(tx, notice);
    return rows;
  });
}
