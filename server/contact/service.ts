import type { z } from 'zod';
import type { ContactSchema } from '../../src/shared/contact';
import type { Db } from '../db/client';
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
/** messages waiting for their transaction, per database */
const queues = new WeakMap<Db, { waiting: Waiting[]; running: boolean }>();

/**
 * Stores the message and, in the same transaction, a notice to the agency in the outbox; resolves once
 * that transaction has committed (a 2xx means committed).
 *
 * Group commit: a submission that arrives while another one's transaction runs waits for it, and all that
 * arrived meanwhile are then written in one transaction (one multi-row insert of the messages, one of
 * their notices, one commit; 50 at most). A lone submission is written at once, as before. Under a burst this turns N transactions into
 * a few: PGlite has one connection, so transactions wait for each other anyway, and on PostgreSQL it is
 * one commit (one WAL flush) for many rows. If a shared transaction fails, its messages are written again
 * one by one, so one bad message fails only its own request.
 */
export function submitContact(
  db: Db,
  mailer: Mailer,
  agencyEmail: string,
  message: ContactMessage,
): Promise<{ id: number }> {
  let queue = queues.get(db);
  if (!queue) {
    queue = { waiting: [], running: false };
    queues.set(db, queue);
  }
  const q = queue;
  return new Promise((resolve, reject) => {
    q.waiting.push({ message, mailer, agencyEmail, resolve, reject });
    if (!q.running) {
      q.running = true;
      // PGlite runs a whole transaction in microtasks, so nothing new is read from a socket while one
      // runs: without this wait the requests read in the same turn of the event loop would each get a
      // transaction of their own. setImmediate runs once that turn has read every socket it had.
      setImmediate(() => void drain(db, q));
    }
  });
}

async function drain(db: Db, queue: { waiting: Waiting[]; running: boolean }) {
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
        if (batch.length === 1) {
          batch[0]?.reject(error);
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
    queue.running = false;
  }
}

function writeMessages(db: Db, mailer: Mailer, batch: Waiting[]): Promise<{ id: number }[]> {
  return db.transaction(async (tx) => {
    // a multi-row INSERT … RETURNING gives its rows in the order of its VALUES
    const rows = await tx
      .insert(contactMessages)
      .values(batch.map((item) => item.message))
      .returning({ id: contactMessages.id });
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
