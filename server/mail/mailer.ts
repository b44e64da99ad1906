import { eq } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { emailOutbox } from '../db/schema';
import type { Logger } from '../log';

export interface OutgoingMail {
  kind: string;
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** Writes the message to the outbox (in the caller's transaction when given) and returns its id. */
  enqueue(db: Db, mail: OutgoingMail): Promise<number>;
  /** Sends what waits in the outbox; without SMTP marks it stored and logs it. */
  flush(db: Db): Promise<void>;
}

export function createMailer(options: { smtpUrl: string | undefined; from: string; log: Logger }): Mailer {
  const transport: Transporter | undefined = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : undefined;
  const { log } = options;
  // one flush at a time in this process, so two callers never send the same message twice
  let running: Promise<void> = Promise.resolve();

  return {
    async enqueue(db, mail) {
      const [row] = await db.insert(emailOutbox).values(mail).returning({ id: emailOutbox.id });
      if (!row) throw new Error('outbox insert returned no row');
      return row.id;
    },
    flush(db) {
      const next = running.catch(() => {}).then(() => sendPending(db));
      running = next;
      return next;
    },
  };

  async function sendPending(db: Db) {
    const pending = await db.select().from(emailOutbox).where(eq(emailOutbox.status, 'pending')).limit(20);
    for (const mail of pending) {
      if (!transport) {
        log.info(
          { mailId: mail.id, kind: mail.kind, to: mail.to, subject: mail.subject },
          'mail stored in outbox',
        );
        await db.update(emailOutbox).set({ status: 'stored' }).where(eq(emailOutbox.id, mail.id));
        continue;
      }
      try {
        await transport.sendMail({
          from: options.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
        });
        await db
          .update(emailOutbox)
          .set({ status: 'sent', sentAt: new Date(), attempts: mail.attempts + 1 })
          .where(eq(emailOutbox.id, mail.id));
      } catch (error) {
        const attempts = mail.attempts + 1;
        log.warn({ mailId: mail.id, err: String(error) }, 'mail send failed');
        await db
          .update(emailOutbox)
          .set({ attempts, lastError: String(error), status: attempts >= 5 ? 'failed' : 'pending' })
          .where(eq(emailOutbox.id, mail.id));
      }
    }
  }
}
