import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../tests/db';
import { runReminderProcesses } from '../../tests/reminder-processes';
import { createUser } from '../../tests/users';
import { dataKeys } from '../data-key/crypto';
import { type Database, type Db, openDatabase } from '../db/client';
import { emailOutbox, insurancePolicies, users } from '../db/schema';
import { createLogger } from '../log';
import { createMailer } from '../mail/mailer';
import { RENEWAL_REMINDER_KIND, sendRenewalReminders } from './reminders';

const PUBLIC_URL = 'https://ofek.example';
const mailer = createMailer({
  smtpUrl: undefined,
  from: 'site@example.com',
  log: createLogger('silent'),
  dataKeys: dataKeys(randomBytes(32)),
});
// 10 March 2026, noon in Israel
const MARCH_10 = new Date('2026-03-10T10:00:00Z');
const at = (day: string) => new Date(`${day}T10:00:00Z`);

/** A customer whose address is verified (unless told otherwise). */
async function customer(db: Db, verified = true) {
  const user = await createUser(db);
  if (verified) await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
  return user;
}

async function addPolicy(
  db: Db,
  userId: number,
  endDate: string,
  fields: Partial<typeof insurancePolicies.$inferInsert> = {},
) {
  const [row] = await db
    .insert(insurancePolicies)
    .values({
      userId,
      policyNumber: `R-${randomBytes(4).toString('hex').toUpperCase()}`,
      policyType: 'car',
      startDate: '2025-01-01',
      endDate,
      ...fields,
    })
    .returning();
  if (!row) throw new Error('no row');
  return row;
}

/** How many reminder mails name each policy number. */
async function mailsPer(db: Db, numbers: string[]) {
  const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.kind, RENEWAL_REMINDER_KIND));
  return numbers.map((n) => mails.filter((m) => m.subject.includes(n)).length);
}

describe('renewal reminders', () => {
  let database: Database;
  let db: Db;
  beforeEach(async () => {
    database = await createTestDatabase();
    db = database.db;
  });
  afterEach(() => database.close());

  it('mails 45 and 10 days before the end, once each, only verified customers and open renewals', async () => {
    const owner = await customer(db);
    const unverified = await customer(db, false);
    const in45 = await addPolicy(db, owner.id, '2026-04-24', { company: 'מגדל' });
    const in46 = await addPolicy(db, owner.id, '2026-04-25');
    const in10 = await addPolicy(db, owner.id, '2026-03-20');
    const renewed = await addPolicy(db, owner.id, '2026-03-15', { renewalStatus: 'renewed' });
    const lost = await addPolicy(db, owner.id, '2026-03-15', { renewalStatus: 'lost' });
    const cancelled = await addPolicy(db, owner.id, '2026-03-15', { status: 'cancelled' });
    const notVerified = await addPolicy(db, unverified.id, '2026-03-15');

    expect(await sendRenewalReminders(db, mailer, PUBLIC_URL, { now: MARCH_10 })).toBe(2);
    const mails = await db.select().from(emailOutbox).where(eq(emailOutbox.kind, RENEWAL_REMINDER_KIND));
    const mail45 = mails.find((m) => m.subject.includes(in45.policyNumber));
    expect(mail45?.to).toBe(owner.email);
    expect(mail45?.subject).toContain('24.04.2026');
    expect(mail45?.text).toContain('בעוד 45 ימים');
    expect(mail45?.text).toContain('במגדל');
    expect(mail45?.text).toContain(`${PUBLIC_URL}/dashboard?tab=policies`);
    // the same day again, or another instance: nothing new
    expect(await sendRenewalReminders(db, mailer, PUBLIC_URL, { now: MARCH_10 })).toBe(0);

    // 35 days on, in45 is 10 days away: its second mail; in46 got its first at day 45 on the way
    expect(await sendRenewalReminders(db, mailer, PUBLIC_URL, { now: at('2026-03-11') })).toBe(1);
    expect(await sendRenewalReminders(db, mailer, PUBLIC_URL, { now: at('2026-04-14') })).toBe(1);
    expect(await sendRenewalReminders(db, mailer, PUBLIC_URL, { now: at('2026-04-15') })).toBe(1);
    expect(await sendRenewalReminders(db, mailer, PUBLIC_URL, { now: at('2026-04-16') })).toBe(0);
    expect(
      await mailsPer(db, [
        in45.policyNumber,
        in46.policyNumber,
        in10.policyNumber,
        renewed.policyNumber,
        lost.policyNumber,
        cancelled.policyNumber,
        notVerified.policyNumber,
      ]),
    ).toEqual([2, 2, 1, 0, 0, 0, 0]);
  });

  it('a missed 45-day mark is mailed late while over 10 days remain, then only the 10-day mail', async () => {
    const owner = await customer(db);
    const late = await addPolicy(db, owner.id, '2026-04-01'); // 22 days on 10 March
    const close = await addPolicy(db, owner.id, '2026-03-15'); // 5 days: its 45-day mail is skipped
    expect(await sendRenewalReminders(db, mailer, PUBLIC_URL, { now: MARCH_10 })).toBe(2);
    expect(await sendRenewalReminders(db, mailer, PUBLIC_URL, { now: at('2026-03-30') })).toBe(1);
    expect(await mailsPer(db, [late.policyNumber, close.policyNumber])).toEqual([2, 1]);
  });

  it('staff renewing the policy with a new end date makes its reminders due again', async () => {
    const owner = await customer(db);
    const policy = await addPolicy(db, owner.id, '2026-03-15');
    expect(await sendRenewalReminders(db, mailer, PUBLIC_URL, { now: MARCH_10 })).toBe(1);
    const { updatePolicy } = await import('../customers/policies');
    await db.transaction((tx) =>
      updatePolicy(
        tx,
        {
          id: policy.id,
          policyNumber: policy.policyNumber,
          policyType: 'car',
          startDate: '2025-01-01',
          endDate: '2027-03-15',
          status: 'active',
          company: '',
          premium: null,
          premiumPeriod: null,
          coverages: [],
        },
        owner.id,
      ),
    );
    expect(await sendRenewalReminders(db, mailer, PUBLIC_URL, { now: at('2027-03-05') })).toBe(1);
    expect(await mailsPer(db, [policy.policyNumber])).toEqual([2]);
  });

  it('overlapping runs on one database mail each policy once', async () => {
    const owners = await Promise.all([customer(db), customer(db), customer(db)]);
    const numbers: string[] = [];
    for (let i = 0; i < 45; i++) {
      const row = await addPolicy(
        db,
        owners[i % 3]?.id ?? 0,
        `2026-03-${String(11 + (i % 15)).padStart(2, '0')}`,
      );
      numbers.push(row.policyNumber);
    }
    const runs = await Promise.all(
      [1, 2, 3].map(() => sendRenewalReminders(db, mailer, PUBLIC_URL, { now: MARCH_10, batch: 4 })),
    );
    expect(runs.reduce((a, b) => a + b, 0)).toBe(45);
    expect(await mailsPer(db, numbers)).toEqual(numbers.map(() => 1));
  });
});

const url = process.env.DATABASE_URL;

describe.skipIf(!url)('renewal reminders on PostgreSQL, two processes at once', () => {
  let admin: ReturnType<typeof postgres>;
  let name: string;
  let target: string;
  let setup: Database;

  beforeEach(async () => {
    if (!url) return;
    admin = postgres(url, { max: 1, onnotice: () => {} });
    name = `renewals_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
    await admin.unsafe(`create database "${name}"`);
    const u = new URL(url);
    u.pathname = `/${name}`;
    target = u.toString();
    setup = await openDatabase({ databaseUrl: target, max: 2 });
  });
  afterEach(async () => {
    await setup?.close();
    await admin?.unsafe(`drop database if exists "${name}" with (force)`);
    await admin?.end();
  });

  it('two processes running the pass at once: exactly one mail per due policy and mark', async () => {
    const owners = await Promise.all([1, 2, 3, 4].map(() => customer(setup.db)));
    const values = Array.from({ length: 240 }, (_, i) => ({
      userId: owners[i % 4]?.id ?? 0,
      policyNumber: `TWO-${i}`,
      policyType: 'car',
      startDate: '2025-01-01',
      // spread over the next 45 days: some at the 10-day mark, most at the 45-day one
      endDate: `2026-${i % 2 ? '03' : '04'}-${String(11 + (i % 13)).padStart(2, '0')}`,
    }));
    await setup.db.insert(insurancePolicies).values(values);
    const queued = await runReminderProcesses(target, {
      PASS: 'renewals',
      NOW: MARCH_10.toISOString(),
      BATCH: '3',
    });
    expect((queued[0] ?? 0) + (queued[1] ?? 0)).toBe(240);
    expect(queued[0]).toBeGreaterThan(0);
    expect(queued[1]).toBeGreaterThan(0);
    const [total] = await setup.db
      .select({ n: sql<number>`count(*)::int` })
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, RENEWAL_REMINDER_KIND));
    expect(total?.n).toBe(240);
    expect(
      await mailsPer(
        setup.db,
        values.map((v) => `הפוליסה ${v.policyNumber} (`),
      ),
    ).toEqual(values.map(() => 1));
  }, 120_000);
});
