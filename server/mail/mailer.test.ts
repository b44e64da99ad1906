import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../tests/db';
import type { Database } from '../db/client';
import { emailOutbox } from '../db/schema';
import { createLogger } from '../log';
import { createMailer } from './mailer';

const log = createLogger('silent');
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const mail = (to: string) => ({ kind: 'test', to, subject: 'נושא', text: 'גוף ההודעה' });
const rowOf = async (id: number) =>
  (await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0];

describe('mailer', () => {
  it('without SMTP keeps every message in the outbox, marked stored', async () => {
    const mailer = createMailer({ smtpUrl: undefined, from: 'no-reply@example.com', log });
    const ids = [
      await mailer.enqueue(database.db, mail('a@example.com')),
      await mailer.enqueue(database.db, mail('b@example.com')),
    ];
    expect((await rowOf(ids[0] ?? 0))?.status).toBe('pending');
    // two flushes at once take turns
    await Promise.all([mailer.flush(database.db), mailer.flush(database.db)]);
    for (const id of ids) expect(await rowOf(id)).toMatchObject({ status: 'stored', text: 'גוף ההודעה' });
  });

  it('enqueues inside the caller’s transaction: a rollback leaves no message', async () => {
    const mailer = createMailer({ smtpUrl: undefined, from: 'no-reply@example.com', log });
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
    const mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:1', from: 'no-reply@example.com', log });
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
});
