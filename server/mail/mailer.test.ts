import { randomBytes } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../tests/db';
import { startSmtpSink } from '../../tests/smtp-sink';
import { dataKeys } from '../data-key/crypto';
import type { Database } from '../db/client';
import { emailOutbox } from '../db/schema';
import { createLogger } from '../log';
import { createMailer, openMailText, pruneSentMail } from './mailer';

const log = createLogger('silent');
const keys = dataKeys(randomBytes(32));
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const mail = (to: string) => ({ kind: 'test', to, subject: 'נושא', text: 'גוף ההודעה' });
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
const rowOf = async (id: number) =>
  (await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0];

describe('mailer', () => {
  it('without SMTP keeps every message in the outbox, marked stored', async () => {
    const mailer = createMailer({ smtpUrl: undefined, from: 'no-reply@example.com', log, dataKeys: keys });
    const ids = [
      await mailer.enqueue(database.db, mail('a@example.com')),
      await mailer.enqueue(database.db, mail('b@example.com')),
    ];
    expect((await rowOf(ids[0] ?? 0))?.status).toBe('pending');
    // two flushes at once take turns
    await Promise.all([mailer.flush(database.db), mailer.flush(database.db)]);
    for (const id of ids) expect(await rowOf(id)).toMatchObject({ status: 'stored', text: 'גוף ההודעה' });
  });

  it('answers the flushes asked for in one turn with one pass, which sees every message committed before', async () => {
    const mailer = createMailer({ smtpUrl: undefined, from: 'no-reply@example.com', log, dataKeys: keys });
    const ids = await mailer.enqueueAll?.(
      database.db,
      Array.from({ length: 20 }, (_, i) => mail(`turn${i}@example.com`)),
    );
    const update = vi.spyOn(database.db, 'update');
    try {
      // as a group commit's requests do once their transaction has committed
      await Promise.all(Array.from({ length: 20 }, () => mailer.flush(database.db)));
      expect(update).toHaveBeenCalledTimes(1);
      // a flush asked for while a pass runs gets a pass of its own after it, which sees a later message
      const first = mailer.flush(database.db);
      await new Promise((resolve) => setImmediate(resolve));
      const late = await mailer.enqueue(database.db, mail('late@example.com'));
      await Promise.all([first, mailer.flush(database.db)]);
      expect(await rowOf(late)).toMatchObject({ status: 'stored' });
    } finally {
      update.mockRestore();
    }
    for (const id of ids ?? []) expect(await rowOf(id)).toMatchObject({ status: 'stored' });
  });

  it('once stopped, starts no pass: what waits stays pending for another instance', async () => {
    const mailer = createMailer({ smtpUrl: undefined, from: 'no-reply@example.com', log, dataKeys: keys });
    const id = await mailer.enqueue(database.db, mail('stop@example.com'));
    const asked = mailer.flush(database.db);
    await mailer.stop();
    await asked;
    await mailer.flush(database.db);
    expect(await rowOf(id)).toMatchObject({ status: 'pending' });
    // a running mailer sends it
    await createMailer({ smtpUrl: undefined, from: 'no-reply@example.com', log, dataKeys: keys }).flush(
      database.db,
    );
    expect(await rowOf(id)).toMatchObject({ status: 'stored' });
  });

  it('enqueues inside the caller’s transaction: a rollback leaves no message', async () => {
    const mailer = createMailer({ smtpUrl: undefined, from: 'no-reply@example.com', log, dataKeys: keys });
    let id = 0;
    await expect(
      database.db.transaction(async (tx) => {
        id = await mailer.enqueue(tx, mail('rollback@example.com'));
        throw new Error('the caller fails');
      }),
    ).rejects.toThrow('the caller fails');
    expect(await rowOf(id)).toBeUndefined();
  });

  it('when SMTP is down keeps the message pending with the error, and gives up after 5 attempts', async () => {
    const mailer = createMailer({
      smtpUrl: 'smtp://127.0.0.1:1',
      from: 'no-reply@example.com',
      log,
      dataKeys: keys,
    });
    await database.db.update(emailOutbox).set({ status: 'stored' });
    const id = await mailer.enqueue(database.db, mail('down@example.com'));
    await mailer.flush(database.db);
    expect(await rowOf(id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: expect.stringMatching(/ECONNREFUSED/),
    });
    for (let i = 0; i < 4; i++) await mailer.flush(database.db);
    expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: 5 });
  });

  it('over SMTP, two instances flushing at once send each message once', async () => {
    const sink = await startSmtpSink();
    try {
      await database.db.update(emailOutbox).set({ status: 'stored' });
      const a = createMailer({ smtpUrl: sink.url, from: 'no-reply@example.com', log, dataKeys: keys });
      const b = createMailer({ smtpUrl: sink.url, from: 'no-reply@example.com', log, dataKeys: keys });
      const to = Array.from({ length: 45 }, (_, i) => `twice${i}@example.com`);
      const ids = await a.enqueueAll?.(database.db, to.map(mail));
      await Promise.all([
        a.flush(database.db),
        b.flush(database.db),
        b.flush(database.db),
        a.flush(database.db),
      ]);
      expect(sink.mails.flatMap((m) => m.to).sort()).toEqual([...to].sort());
      const rows = await database.db
        .select()
        .from(emailOutbox)
        .where(inArray(emailOutbox.id, ids ?? []));
      expect(rows.map((r) => [r.status, r.attempts, r.claimedAt])).toEqual(to.map(() => ['sent', 1, null]));
    } finally {
      await sink.close();
    }
  });

  it('keeps a message’s secret sealed in its row, and sends it in its place (SMTP and stored alike)', async () => {
    const sink = await startSmtpSink();
    try {
      await database.db.update(emailOutbox).set({ status: 'stored' });
      const secret = 'tok_secret-1234';
      const link = `http://localhost/reset-password?token=${secret}`;
      const linked = (to: string) => ({ ...mail(to), text: `hello,\n${link}\nbye`, secret });
      const plain = createMailer({ smtpUrl: undefined, from: 'no-reply@example.com', log, dataKeys: keys });
      const stored = await plain.enqueue(database.db, linked('stored@example.com'));
      await plain.flush(database.db);
      const smtp = createMailer({ smtpUrl: sink.url, from: 'no-reply@example.com', log, dataKeys: keys });
      const sent = await smtp.enqueue(database.db, linked('sent@example.com'));
      const waiting = await rowOf(sent);
      expect(JSON.stringify(waiting)).not.toContain(secret);
      expect(waiting?.text).toBe('hello,\nhttp://localhost/reset-password?token={secret}\nbye');
      expect(waiting?.secret).toMatch(/^v1\.[0-9a-f]{8}\./);
      await smtp.flush(database.db);

      // over SMTP the recipient gets the link whole; the sent row keeps neither the secret nor its seal
      expect(sink.mails.map((m) => m.to)).toEqual([['sent@example.com']]);
      expect(sink.mails[0]?.data).toContain(`\r\n${link}\r\n`);
      expect(await rowOf(sent)).toMatchObject({ status: 'sent', secret: null });
      // stored without SMTP (the outbox is its only copy): sealed still, opened with the key
      const kept = await rowOf(stored);
      expect(kept?.status).toBe('stored');
      expect(JSON.stringify(kept)).not.toContain(secret);
      expect(kept && openMailText(keys, kept)).toBe(`hello,\n${link}\nbye`);
      // a message whose text does not hold its secret is a mistake of its writer
      await expect(smtp.enqueue(database.db, { ...mail('x@example.com'), secret })).rejects.toThrow(/secret/);
    } finally {
      await sink.close();
    }
  });

  it('takes again, after a minute, a message another instance took and never finished', async () => {
    const sink = await startSmtpSink();
    try {
      const mailer = createMailer({ smtpUrl: sink.url, from: 'no-reply@example.com', log, dataKeys: keys });
      const stale = await mailer.enqueue(database.db, mail('stale@example.com'));
      const fresh = await mailer.enqueue(database.db, mail('fresh@example.com'));
      await database.db
        .update(emailOutbox)
        .set({ status: 'sending', claimedAt: sql`now() - interval '70 seconds'` })
        .where(eq(emailOutbox.id, stale));
      await database.db
        .update(emailOutbox)
        .set({ status: 'sending', claimedAt: sql`now() - interval '30 seconds'` })
        .where(eq(emailOutbox.id, fresh));
      await mailer.flush(database.db);
      expect(sink.mails.flatMap((m) => m.to)).toEqual(['stale@example.com']);
      // the Message-ID is the row's: the recipient's mail system sees a resend as the same message
      expect(sink.mails[0]?.data).toMatch(new RegExp(`^Message-ID: <outbox-${stale}@example\\.com>\r$`, 'm'));
      expect(await rowOf(stale)).toMatchObject({ status: 'sent' });
      expect(await rowOf(fresh)).toMatchObject({ status: 'sending' });
    } finally {
      await sink.close();
    }
  });

  it('a database error after the send is no send failure: no SQL or address in the log, sent again later', async () => {
    const sink = await startSmtpSink();
    const lines: string[] = [];
    const capture = createLogger('info', { write: (line: string) => void lines.push(line) });
    await database.db.update(emailOutbox).set({ status: 'stored' });
    const mailer = createMailer({
      smtpUrl: sink.url,
      from: 'no-reply@example.com',
      log: capture,
      dataKeys: keys,
    });
    const id = await mailer.enqueue(database.db, mail('kept.secret@example.org'));
    // the claim and its renewal go through; recording the send fails as a lost database would
    const realUpdate = database.db.update.bind(database.db);
    const update = vi.spyOn(database.db, 'update').mockImplementation((table) => {
      if (update.mock.calls.length <= 2) return realUpdate(table);
      throw new Error(
        'Failed query: update "email_outbox" set "status" = $1 where "id" = $2\nparams: sent,kept.secret@example.org',
      );
    });
    try {
      await expect(mailer.flush(database.db)).rejects.toThrow(/Failed query/);
    } finally {
      update.mockRestore();
      await sink.close();
    }
    expect(sink.mails.flatMap((m) => m.to)).toEqual(['kept.secret@example.org']);
    expect(lines.join('')).not.toMatch(/mail send failed|kept\.secret|params/);
    // still claimed: taken back once the claim is stale, and sent again with the same Message-ID
    expect(await rowOf(id)).toMatchObject({ status: 'sending', attempts: 0 });
  });

  it('marks a message sent again when a database restart cuts the mark: sent once', async () => {
    const sink = await startSmtpSink();
    await database.db.update(emailOutbox).set({ status: 'stored' });
    const mailer = createMailer({ smtpUrl: sink.url, from: 'no-reply@example.com', log, dataKeys: keys });
    const id = await mailer.enqueue(database.db, mail('restart@example.com'));
    // the claim and its renewal go through; the first two marks meet a restarting database
    const realUpdate = database.db.update.bind(database.db);
    const update = vi.spyOn(database.db, 'update').mockImplementation((table) => {
      const call = update.mock.calls.length;
      if (call === 3 || call === 4)
        throw Object.assign(new Error('terminating connection due to administrator command'), {
          code: '57P01',
        });
      return realUpdate(table);
    });
    let updates = 0;
    try {
      await mailer.flush(database.db);
      updates = update.mock.calls.length;
    } finally {
      update.mockRestore();
      await sink.close();
    }
    expect(updates).toBe(5);
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(sink.mails.flatMap((m) => m.to)).toEqual(['restart@example.com']);
  });

  it('deletes sent messages after 30 days and keeps every other', async () => {
    const mailer = createMailer({ smtpUrl: undefined, from: 'no-reply@example.com', log, dataKeys: keys });
    const ids = await mailer.enqueueAll?.(
      database.db,
      ['old', 'recent', 'stored', 'failed'].map((k) => mail(`${k}@example.com`)),
    );
    const [old, recent, stored, failed] = ids ?? [];
    const set = (id: number | undefined, values: Partial<typeof emailOutbox.$inferInsert>) =>
      database.db
        .update(emailOutbox)
        .set(values)
        .where(eq(emailOutbox.id, id ?? 0));
    await set(old, { status: 'sent', sentAt: daysAgo(31) });
    await set(recent, { status: 'sent', sentAt: daysAgo(29) });
    await set(stored, { status: 'stored', createdAt: daysAgo(400) });
    await set(failed, { status: 'failed', createdAt: daysAgo(400) });
    expect(await pruneSentMail(database.db)).toBe(1);
    expect(await rowOf(old ?? 0)).toBeUndefined();
    for (const id of [recent, stored, failed]) expect(await rowOf(id ?? 0)).toBeDefined();
  });
});
