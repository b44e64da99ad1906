/** Mail across instances: every outbox row reaches the SMTP server, once outside database outages. */
import { randomUUID } from 'node:crypto';
import { validContact } from '../payloads';
import type { SunkMail } from '../smtp-sink';
import { browser, newAddress } from './http';
import type { Stack } from './stack';
import type { Row } from './table';

/** Contact messages (each mails the agency) sent to A, B and C at once: their flushes race. */
export async function contactBurst(stack: Stack, perInstance = 10): Promise<number> {
  const answers = await Promise.all(
    stack.instances.flatMap((instance) =>
      Array.from({ length: perInstance }, () =>
        browser(instance.url, newAddress()).request('/api/contact', {
          json: { ...validContact, idempotencyKey: randomUUID() },
        }),
      ),
    ),
  );
  return answers.filter((res) => res.status === 201).length;
}

/** A message's recipient, subject and body: what a resend must repeat exactly (its Date may differ). */
const content = (mail: SunkMail) => {
  const [head = '', ...body] = mail.data.split('\r\n\r\n');
  const headers = head
    .replace(/\r\n[ \t]+/g, ' ')
    .split('\r\n')
    .filter((line) => /^(To|Subject|Message-ID):/i.test(line));
  return `${mail.to.join(',')}\n${headers.sort().join('\n')}\n${body.join('\r\n\r\n')}`;
};

/** A send cut from its "sent" mark by the database going away happened this close to the outage. */
const OUTAGE_MARGIN_MS = 2000;

/**
 * Waits until nothing is pending or being sent (each instance flushes after a write and every minute),
 * then matches the outbox's sent rows with the Message-IDs the SMTP server received. Delivery is at least
 * once: every sent row arrived; a row that arrived twice is allowed only when its first copy was sent
 * during a database outage (the mark after the send was cut; the mailer marks again for 30 s, so only a
 * longer outage or a dead instance repeats a message), and its copies are the same message with the same
 * Message-ID, so that the recipient's mail system drops the repeat.
 */
export async function mailOnce(stack: Stack, name: string, limitMs = 150_000): Promise<Row> {
  const started = Date.now();
  let waiting = 0;
  for (;;) {
    waiting = Number(
      stack.pg.query(`select count(*) from email_outbox where status in ('pending', 'sending')`)[0],
    );
    if (waiting === 0 || Date.now() - started > limitMs) break;
    await new Promise((r) => setTimeout(r, 1000));
  }
  const statuses = stack.pg.query(
    'select status, count(*) from email_outbox group by status order by status',
  );
  const sent = new Set(stack.pg.query(`select id from email_outbox where status = 'sent'`).map(Number));
  const received = new Map<number, SunkMail[]>();
  for (const mail of stack.mails) {
    const id = /^Message-ID:\s*<outbox-(\d+)@/im.exec(mail.data)?.[1];
    if (id) received.set(Number(id), [...(received.get(Number(id)) ?? []), mail]);
  }
  const inOutage = (at: number) =>
    stack.databaseOutages.some(([from, to]) => at >= from - OUTAGE_MARGIN_MS && at <= to + OUTAGE_MARGIN_MS);
  const repeated = [...received.values()].filter((copies) => copies.length > 1);
  const outside = repeated.filter(([first]) => !inOutage(first?.at ?? 0)).length;
  const differing = repeated.filter(([first, ...rest]) =>
    rest.some((copy) => first === undefined || content(copy) !== content(first)),
  ).length;
  const missing = [...sent].filter((id) => !received.has(id)).length;
  const unsent = [...received.keys()].filter((id) => !sent.has(id)).length;
  return {
    name,
    figures: `outbox ${statuses.map((line) => line.replace('|', ' ')).join(', ')} (settled in ${((Date.now() - started) / 1000).toFixed(0)} s); SMTP received ${stack.mails.length} mails for ${received.size} rows: ${missing} sent rows not received, ${unsent} received rows not marked sent; ${repeated.length} rows twice or more (${repeated.length - outside} first sent during the ${stack.databaseOutages.length} database outages, ${outside} outside them; ${differing} with copies that differ)`,
    pass: waiting === 0 && missing === 0 && unsent === 0 && outside === 0 && differing === 0,
  };
}
