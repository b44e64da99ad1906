import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { maskNumber } from '../../src/shared/mask';
import { TravelRequestSchema } from '../../src/shared/travel';
import { adminTestApp, trpcCall as trpc } from '../../tests/admin-app';
import { israeliId, validTravelRequest } from '../../tests/payloads';
import { loadConfig } from '../config';
import { dataKeys } from '../data-key/crypto';
import { rotateDataKey } from '../data-key/rotate';
import { type Db, openDatabase, rowsOf } from '../db/client';
import { emailOutbox, travelInsurance } from '../db/schema';
import { createLogger } from '../log';
import { createMailer, openMailText } from '../mail/mailer';
import { getApplication, listApplications } from './admin';
import { sealTravelRows } from './sealed';
import { applicationRow, type StoredTravelRequest } from './service';

const app = adminTestApp();
const { db } = app;
const keys = () => app.t.deps.config.dataKeys;

/** Two travelers, each with an ID and a passport number, and health answers of both kinds. */
function sensitiveRequest(seed: number) {
  const base = validTravelRequest(2);
  return {
    ...base,
    travelers: base.travelers.map((t, i) => ({ ...t, firstName: `נוסע${'אב'[i]}`, lastName: `סוד${seed}` })),
    healthQuestions: { ...base.healthQuestions, hasMedication: true, isPregnant: true },
    addresses: base.addresses.map((a, i) => ({
      ...a,
      idNumber: israeliId(String(21_000_000 + seed * 10 + i)),
      passportNumber: `QZ${seed}${i}98765`,
    })),
  };
}
type Sensitive = ReturnType<typeof sensitiveRequest>;

/** What must never be stored as it was typed: the numbers, and the health answers by their question ids. */
const secretsOf = (request: Sensitive) => [
  ...request.addresses.flatMap((a) => [a.idNumber, a.passportNumber]),
  ...Object.keys(request.healthQuestions),
];

/**
 * Every text, jsonb and array column of every table holding any of `values`, as `table.column: value`
 * (an array or jsonb column is read as its text).
 */
async function plaintextFound(database: Db, values: string[]): Promise<string[]> {
  const columns = await rowsOf<{ table_name: string; column_name: string }>(
    database,
    sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' and data_type in ('text', 'jsonb', 'json', 'ARRAY', 'character varying')`,
  );
  expect(columns.length).toBeGreaterThan(20);
  const found: string[] = [];
  const candidates = sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );
  for (const { table_name, column_name } of columns) {
    const rows = await rowsOf<{ v: string }>(
      database,
      sql`select v from unnest(array[${candidates}]::text[]) as v where exists (
            select 1 from ${sql.identifier(table_name)} where strpos(${sql.identifier(column_name)}::text, v) > 0)`,
    );
    for (const { v } of rows) found.push(`${table_name}.${column_name}: ${v}`);
  }
  return found;
}

const listed = (search: string) =>
  trpc(app.admin.agent, 'admin.travel.list', { search }).then((r) =>
    r.data.items.map((i: { id: number }) => i.id),
  );

describe('sensitive fields at rest', () => {
  it('stores no ID number, passport number or health answer in any column; the admin still finds and reads them', async () => {
    const request = sensitiveRequest(1);
    const sent = await app.t.agent().request('/api/travel/submit', { json: request });
    expect(sent.status).toBe(201);
    const { id } = sent.body;

    expect(await plaintextFound(db(), secretsOf(request))).toEqual([]);
    const [row] = await db().select().from(travelInsurance).where(eq(travelInsurance.id, id));
    expect(row?.searchText).toBe(`נוסעא סוד1 dana@example.com נוסעב סוד1 traveler1@example.com`);
    expect(row?.dataKeyId).toBe(keys().current.id);

    // by an exact ID (either traveler's, with or without its leading zeros) or passport number, by a name
    const [first, second] = request.addresses;
    for (const search of [first?.idNumber, second?.idNumber, first?.passportNumber.toLowerCase(), 'סוד1'])
      expect(await listed(search as string)).toEqual([id]);
    // nor does the audit log of those searches keep the numbers
    expect(await plaintextFound(db(), secretsOf(request))).toEqual([]);

    const details = await trpc(app.admin.agent, 'admin.travel.get', { id });
    expect(details.status).toBe(200);
    const { idempotencyKey: _, ...parsed } = TravelRequestSchema.parse(request);
    expect(details.data).toMatchObject({
      idNumber: first?.idNumber,
      passportNumber: first?.passportNumber,
      request: parsed,
    });
    expect(details.data.request.healthQuestions).toMatchObject({ hasMedication: true, isPregnant: true });
    // the list finds it by the whole number but shows the numbers masked to their last 3 characters
    const list = await trpc(app.admin.agent, 'admin.travel.list', { search: 'סוד1' });
    expect(list.data.items[0]).toMatchObject({
      idNumber: maskNumber(first?.idNumber ?? ''),
      passportNumber: maskNumber(first?.passportNumber ?? ''),
    });
  });

  it('encrypts the rows stored before encryption once, however many instances start together', async () => {
    const request = sensitiveRequest(2);
    const { idempotencyKey: _, ...parsed } = TravelRequestSchema.parse(request);
    const plain = applicationRow(keys(), parsed);
    // a row as the previous version stored it: numbers and answers as typed, no key, no lookup hashes
    const [legacy] = await db()
      .insert(travelInsurance)
      .values({
        ...plain,
        idNumber: parsed.addresses[0]?.idNumber as string,
        passportNumber: parsed.addresses[0]?.passportNumber ?? null,
        request: parsed,
        lookupHashes: [],
        dataKeyId: null,
      })
      .returning({ id: travelInsurance.id });
    const id = legacy?.id as number;
    expect((await plaintextFound(db(), secretsOf(request))).length).toBeGreaterThan(0);

    const runs = await Promise.all([1, 2, 3].map(() => sealTravelRows(db(), keys(), 'plaintext')));
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await sealTravelRows(db(), keys(), 'plaintext')).toBe(0);

    expect(await plaintextFound(db(), secretsOf(request))).toEqual([]);
    expect(await listed(request.addresses[1]?.idNumber as string)).toEqual([id]);
    const details = await trpc(app.admin.agent, 'admin.travel.get', { id });
    expect(details.data).toMatchObject({ idNumber: request.addresses[0]?.idNumber, request: parsed });
  }, 120_000);

  it('rotates: every row moves to the new key, and reads and searches under the new key alone', async () => {
    const sent = await app.t.agent().request('/api/travel/submit', { json: sensitiveRequest(3) });
    const { id } = sent.body;
    const oldKey = keys().current.encryption;
    const newKey = randomBytes(32);
    const during = dataKeys(newKey, oldKey);
    const before = await db().select({ n: sql<number>`count(*)::int` }).from(travelInsurance);
    expect(await sealTravelRows(db(), during, 'all')).toBe(before[0]?.n);
    expect(await sealTravelRows(db(), during, 'all')).toBe(0);

    const after = dataKeys(newKey);
    const stored = sensitiveRequest(3);
    const details = await getApplication(db(), after, id);
    expect(details.request.addresses.map((a) => a.idNumber)).toEqual(stored.addresses.map((a) => a.idNumber));
    expect(details.request.healthQuestions.hasMedication).toBe(true);
    const page = await listApplications(db(), after, {
      search: stored.addresses[1]?.idNumber,
      page: 1,
      pageSize: 50,
    });
    expect(page.items.map((i) => i.id)).toEqual([id]);
    // the old key alone reads nothing any more
    await expect(getApplication(db(), dataKeys(oldKey), id)).rejects.toThrow(/not configured/);
    // put the app's key back for the other tests
    await sealTravelRows(db(), dataKeys(oldKey, newKey), 'all');
  });
});

describe('npm run data-key:rotate on the embedded database', () => {
  it('replaces the kept key, re-encrypts every row, and the server reads them with the new key', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'agency-rotate-'));
    try {
      const env = { DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
      const oldKeys = loadConfig(env).dataKeys;
      const pgliteDir = path.join(dataDir, 'pglite');
      const request = TravelRequestSchema.parse(sensitiveRequest(4));
      let database = await openDatabase({ pgliteDir });
      const [row] = await database.db
        .insert(travelInsurance)
        .values(applicationRow(oldKeys, request as StoredTravelRequest))
        .returning({ id: travelInsurance.id });
      // a mailed link, its token sealed in the outbox
      const mailer = createMailer({
        smtpUrl: undefined,
        from: 'a@b.example',
        log: createLogger('silent'),
        dataKeys: oldKeys,
      });
      const link = 'http://localhost/reset-password?token=rotate-me';
      const mailId = await mailer.enqueue(database.db, {
        kind: 'password-reset',
        to: 'x@example.com',
        subject: 's',
        text: link,
        secret: 'rotate-me',
      });
      await database.close();

      const log = vi.spyOn(console, 'log').mockImplementation(() => {});
      await rotateDataKey(env);
      expect(log.mock.calls.flat().join(' ')).toMatch(
        /^Re-encrypted 1 travel requests, 0 authenticator secrets, 1 mailed links and 0 saved portfolios; every value is under data key [0-9a-f]{8}\.$/,
      );
      log.mockRestore();

      const newKeys = loadConfig(env).dataKeys;
      expect(newKeys.current.id).not.toBe(oldKeys.current.id);
      expect(newKeys.all).toHaveLength(1);
      expect(existsSync(path.join(dataDir, 'data-key.previous'))).toBe(false);
      expect((await readFile(path.join(dataDir, 'data-key'), 'utf8')).trim()).toBe(
        newKeys.current.encryption.toString('base64'),
      );
      database = await openDatabase({ pgliteDir });
      try {
        const details = await getApplication(database.db, newKeys, row?.id as number);
        expect(details.idNumber).toBe(request.addresses[0]?.idNumber);
        await expect(getApplication(database.db, oldKeys, row?.id as number)).rejects.toThrow(
          /not configured/,
        );
        const [mail] = await database.db.select().from(emailOutbox).where(eq(emailOutbox.id, mailId));
        expect(mail && openMailText(newKeys, mail)).toBe(link);
        expect(() => mail && openMailText(oldKeys, mail)).toThrow(/not configured/);
      } finally {
        await database.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 300_000);
});
