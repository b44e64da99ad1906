import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../tests/db';
import { runReminderProcesses } from '../../tests/reminder-processes';
import { createUser } from '../../tests/users';
import { dataKeys } from '../data-key/crypto';
import { type Database, type Db, openDatabase } from '../db/client';
import { emailOutbox, userDocuments, users } from '../db/schema';
import { createLogger } from '../log';
import { createMailer } from '../mail/mailer';
import { REMINDER_MAIL_KIND, sendExpiryReminders, startReminderJob } from './reminders';

const PUBLIC_URL = 'https://ofek.example';
const mailer = createMailer({
  smtpUrl: undefined,
  from: 'site@example.com',
  log: createLogger('silent'),
  dataKeys: dataKeys(randomBytes(32)),
});
// 10 March 2026, 12:00 in Israel (UTC+2)
const NOON_MARCH_10 = new Date('2026-03-10T10:00:00Z');

/** A document row of `userId` (reminders never read the file, so none is stored). */
async function addDocument(
  db: Db,
  userId: number,
  fields: { name?: string; expirationDate?: string | null; reminderSent?: boolean } = {},
) {
  const [row] = await db
    .insert(userDocuments)
    .values({
      userId,
      name: fields.name ?? `מסמך ${randomBytes(3).toString('hex')}`,
      type: 'application/pdf',
      size: 10,
      path: `documents/${userId}/${crypto.randomUUID()}`,
      expirationDate: fields.expirationDate ?? null,
      reminderSent: fields.reminderSent ?? false,
    })
    .returning();
  if (!row) throw new Error('no row');
  return row;
}

const reminderMails = (db: Db) =>
  db.select().from(emailOutbox).where(eq(emailOutbox.kind, REMINDER_MAIL_KIND)).orderBy(emailOutbox.id);

/** How many reminder mails name each document (by its unique name in the subject). */
async function mailsPerDocument(db: Db, names: string[]) {
  const mails = await reminderMails(db);
  return names.map((name) => mails.filter((m) => m.subject.includes(`„${name}”`)).length);
}

describe('document expiry reminders', () => {
  let database: Database;
  let db: Db;
  beforeEach(async () => {
    database = await createTestDatabase();
    db = database.db;
  });
  afterEach(() => database.close());

  it('mails the owner once for each document due within 7 days, catching up on missed days, and skips the rest', async () => {
    const owner = await createUser(db);
    const other = await createUser(db);
    const due = {
      inSeven: await addDocument(db, owner.id, { name: 'דרכון', expirationDate: '2026-03-17' }),
      today: await addDocument(db, owner.id, { name: 'רישיון נהיגה', expirationDate: '2026-03-10' }),
      // its 7-day mark was 5 March: a server that was down then still reminds now
      missedMark: await addDocument(db, other.id, { name: 'ביטוח רכב', expirationDate: '2026-03-12' }),
    };
    const skipped = {
      inEight: await addDocument(db, owner.id, { name: 'תעודת זהות', expirationDate: '2026-03-18' }),
      expired: await addDocument(db, owner.id, { name: 'פוליסה ישנה', expirationDate: '2026-03-09' }),
      noDate: await addDocument(db, owner.id, { name: 'חוזה', expirationDate: null }),
      alreadySent: await addDocument(db, owner.id, {
        name: 'אישור',
        expirationDate: '2026-03-15',
        reminderSent: true,
      }),
    };

    expect(await sendExpiryReminders(db, mailer, PUBLIC_URL, { now: NOON_MARCH_10 })).toBe(3);

    const mails = await reminderMails(db);
    expect(mails).toHaveLength(3);
    const passport = mails.find((m) => m.subject.includes('„דרכון”'));
    expect(passport).toMatchObject({ to: owner.email, status: 'pending' });
    expect(passport?.subject).toBe('תזכורת: תוקף המסמך „דרכון” יפוג ב-17.03.2026');
    expect(passport?.text).toContain(`שלום ${owner.username},`);
    expect(passport?.text).toContain('יפוג בעוד 7 ימים, ב-17.03.2026');
    expect(passport?.text).toContain(`${PUBLIC_URL}/dashboard?tab=documents`);
    expect(mails.find((m) => m.subject.includes('„רישיון נהיגה”'))?.text).toContain('יפוג היום');
    expect(mails.find((m) => m.subject.includes('„ביטוח רכב”'))).toMatchObject({ to: other.email });

    const rows = await db.select().from(userDocuments);
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const doc of Object.values(due)) {
      expect(byId.get(doc.id)?.reminderSent).toBe(true);
      expect(byId.get(doc.id)?.reminderDate).toBeInstanceOf(Date);
    }
    for (const doc of [skipped.inEight, skipped.expired, skipped.noDate]) {
      expect(byId.get(doc.id)).toMatchObject({ reminderSent: false, reminderDate: null });
    }

    // the next run (the next hour, or another instance) finds nothing new
    expect(await sendExpiryReminders(db, mailer, PUBLIC_URL, { now: NOON_MARCH_10 })).toBe(0);
    // a day later the eighth-day document is due, the expired one still never mailed
    expect(await sendExpiryReminders(db, mailer, PUBLIC_URL, { now: new Date('2026-03-11T10:00:00Z') })).toBe(
      1,
    );
    expect(await mailsPerDocument(db, ['תעודת זהות', 'פוליסה ישנה', 'אישור', 'חוזה'])).toEqual([1, 0, 0, 0]);
  });

  it.each([
    // 00:30 on 10 March in Israel is still 9 March in UTC: Israel's date decides
    ['just after midnight in Israel (winter, UTC+2)', '2026-03-09T22:30:00Z', ['2026-03-17'], ['2026-03-18']],
    // 23:30 on 9 March in Israel: the 17th is 8 days away, the 9th itself is still today
    [
      'just before midnight in Israel (winter)',
      '2026-03-09T21:30:00Z',
      ['2026-03-16', '2026-03-09'],
      ['2026-03-17'],
    ],
    // summer time (UTC+3): 00:30 on 2 July in Israel is 21:30 on 1 July in UTC
    [
      'just after midnight in Israel (summer, UTC+3)',
      '2026-07-01T21:30:00Z',
      ['2026-07-09', '2026-07-02'],
      ['2026-07-10', '2026-07-01'],
    ],
  ])('takes the day by Israel’s calendar: %s', async (_, now, dueDates, notDueDates) => {
    const owner = await createUser(db);
    const names = new Map<string, string>();
    for (const date of [...dueDates, ...notDueDates]) {
      const doc = await addDocument(db, owner.id, { expirationDate: date });
      names.set(date, doc.name);
    }
    expect(await sendExpiryReminders(db, mailer, PUBLIC_URL, { now: new Date(now) })).toBe(dueDates.length);
    const counts = await mailsPerDocument(
      db,
      [...dueDates, ...notDueDates].map((d) => names.get(d) ?? ''),
    );
    expect(counts).toEqual([...dueDates.map(() => 1), ...notDueDates.map(() => 0)]);
  });

  it('does not mail a blocked customer (reminded once unblocked, if still in time)', async () => {
    const owner = await createUser(db);
    await db.update(users).set({ blockedAt: new Date() }).where(eq(users.id, owner.id));
    await addDocument(db, owner.id, { name: 'דרכון', expirationDate: '2026-03-14' });
    expect(await sendExpiryReminders(db, mailer, PUBLIC_URL, { now: NOON_MARCH_10 })).toBe(0);
    await db.update(users).set({ blockedAt: null }).where(eq(users.id, owner.id));
    expect(await sendExpiryReminders(db, mailer, PUBLIC_URL, { now: NOON_MARCH_10 })).toBe(1);
  });

  it('mails each document exactly once when runs overlap on one database', async () => {
    const owners = await Promise.all([createUser(db), createUser(db), createUser(db)]);
    const names: string[] = [];
    for (let i = 0; i < 60; i++) {
      const doc = await addDocument(db, owners[i % 3]?.id ?? 0, {
        name: `מסמך ${i}`,
        expirationDate: `2026-03-${String(10 + (i % 8)).padStart(2, '0')}`,
      });
      names.push(doc.name);
    }
    const runs = await Promise.all(
      [1, 2, 3].map(() => sendExpiryReminders(db, mailer, PUBLIC_URL, { now: NOON_MARCH_10, batch: 4 })),
    );
    expect(runs.reduce((a, b) => a + b, 0)).toBe(60);
    expect(await mailsPerDocument(db, names)).toEqual(names.map(() => 1));
  });

  it('a failed batch mails nothing and claims nothing: the next run sends it', async () => {
    const owner = await createUser(db);
    await addDocument(db, owner.id, { name: 'דרכון', expirationDate: '2026-03-12' });
    const failing = { ...mailer, enqueue: () => Promise.reject(new Error('outbox unavailable')) };
    await expect(sendExpiryReminders(db, failing, PUBLIC_URL, { now: NOON_MARCH_10 })).rejects.toThrow(
      'outbox unavailable',
    );
    const [row] = await db.select().from(userDocuments);
    expect(row?.reminderSent).toBe(false);
    expect(await sendExpiryReminders(db, mailer, PUBLIC_URL, { now: NOON_MARCH_10 })).toBe(1);
  });

  it('the scheduled job runs at start, joins a run under way, and stop() waits for it', async () => {
    const owner = await createUser(db);
    const tomorrow = new Date(Date.now() + 86_400_000).toLocaleDateString('en-CA', {
      timeZone: 'Asia/Jerusalem',
    });
    await addDocument(db, owner.id, { name: 'דרכון', expirationDate: tomorrow });
    const job = startReminderJob({ db, mailer, publicUrl: PUBLIC_URL, log: createLogger('silent') });
    // the start's run is under way: a second call joins it instead of running again
    const joined = job.run();
    await job.stop();
    expect(await joined).toBe(1);
    expect(await job.run()).toBe(0);
    const mails = await reminderMails(db);
    expect(mails).toHaveLength(1);
    // the job flushed the outbox after queueing (no SMTP: the mail is stored)
    expect(mails[0]?.status).toBe('stored');
  });
});

const url = process.env.DATABASE_URL;

describe.skipIf(!url)('document expiry reminders on PostgreSQL, several instances at once', () => {
  let admin: ReturnType<typeof postgres>;
  let name: string;
  let target: string;
  let setup: Database;
  let dataDir: string;

  beforeEach(async () => {
    if (!url) return;
    admin = postgres(url, { max: 1, onnotice: () => {} });
    name = `reminders_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
    await admin.unsafe(`create database "${name}"`);
    const u = new URL(url);
    u.pathname = `/${name}`;
    target = u.toString();
    setup = await openDatabase({ databaseUrl: target, max: 2 });
    dataDir = await mkdtemp(path.join(tmpdir(), 'reminders-'));
  });
  afterEach(async () => {
    await setup?.close();
    await admin?.unsafe(`drop database if exists "${name}" with (force)`);
    await admin?.end();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** `count` due documents spread over a few owners, and a few that are not due. */
  async function seed(count: number) {
    const owners = await Promise.all([1, 2, 3, 4].map(() => createUser(setup.db)));
    const values = Array.from({ length: count }, (_, i) => ({
      userId: owners[i % owners.length]?.id ?? 0,
      name: `מסמך ${i}`,
      type: 'application/pdf',
      size: 1,
      path: `documents/${owners[i % owners.length]?.id}/${crypto.randomUUID()}`,
      expirationDate: `2026-03-${String(10 + (i % 8)).padStart(2, '0')}`,
    }));
    await setup.db.insert(userDocuments).values(values);
    await setup.db.insert(userDocuments).values(
      [0, 1, 2].map((i) => ({
        userId: owners[0]?.id ?? 0,
        name: `לא בזמן ${i}`,
        type: 'application/pdf',
        size: 1,
        path: `documents/${owners[0]?.id}/${crypto.randomUUID()}`,
        expirationDate: '2026-04-30',
      })),
    );
    return values.map((v) => v.name);
  }

  it('two pools (two connections each) running the job at the same moment: one mail per document', async () => {
    const names = await seed(80);
    const second = await openDatabase({ databaseUrl: target, max: 2, migrate: false });
    try {
      const runs = await Promise.all([
        sendExpiryReminders(setup.db, mailer, PUBLIC_URL, { now: NOON_MARCH_10, batch: 3 }),
        sendExpiryReminders(second.db, mailer, PUBLIC_URL, { now: NOON_MARCH_10, batch: 3 }),
        sendExpiryReminders(second.db, mailer, PUBLIC_URL, { now: NOON_MARCH_10, batch: 3 }),
      ]);
      expect(runs.reduce((a, b) => a + b, 0)).toBe(80);
    } finally {
      await second.close();
    }
    expect(await mailsPerDocument(setup.db, names)).toEqual(names.map(() => 1));
  });

  it('two processes running the job against one database at once: exactly one outbox mail per due document', async () => {
    const names = await seed(300);
    const queued = await runReminderProcesses(target, { NOW: NOON_MARCH_10.toISOString(), BATCH: '3' });

    expect((queued[0] ?? 0) + (queued[1] ?? 0)).toBe(300);
    // both took part: the claims really were concurrent, not one process after the other
    expect(queued[0]).toBeGreaterThan(0);
    expect(queued[1]).toBeGreaterThan(0);
    expect(await mailsPerDocument(setup.db, names)).toEqual(names.map(() => 1));
    const [total] = await setup.db
      .select({ n: sql<number>`count(*)::int` })
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, REMINDER_MAIL_KIND));
    expect(total?.n).toBe(300);
    const notDue = await setup.db
      .select()
      .from(userDocuments)
      .where(inArray(userDocuments.expirationDate, ['2026-04-30']));
    expect(notDue.every((d) => !d.reminderSent)).toBe(true);
  }, 120_000);
});
