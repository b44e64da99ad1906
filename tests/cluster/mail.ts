/** Mail across instances: every outbox row reaches the SMTP server once, whichever instance sends it. */
import { randomUUID } from 'node:crypto';
import { validContact } from '../payloads';
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

/**
 * Waits until nothing is pending or being sent (each instance flushes after a write and every minute),
 * then matches the outbox's sent rows with the Message-IDs the SMTP server received.
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
  const received = new Map<number, number>();
  for (const mail of stack.mails) {
    const id = /^Message-ID:\s*<outbox-(\d+)@/im.exec(mail.data)?.[1];
    if (id) received.set(Number(id), (received.get(Number(id)) ?? 0) + 1);
  }
  const twice = [...received].filter(([, n]) => n > 1).length;
  const missing = [...sent].filter((id) => !received.has(id)).length;
  return {
    name,
    figures: `outbox ${statuses.map((line) => line.replace('|', ' ')).join(', ')} (settled in ${((Date.now() - started) / 1000).toFixed(0)} s); SMTP received ${stack.mails.length} mails for ${received.size} rows: ${twice} rows twice, ${missing} sent rows not received`,
    pass: waiting === 0 && twice === 0 && missing === 0 && received.size === sent.size,
  };
}
