import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { asc } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../tests/app';
import { pgliteTemplate } from '../../tests/db';
import { pdfFile, pngFile } from '../../tests/document-files';
import { validTravelRequest } from '../../tests/payloads';
import { startS3 } from '../../tests/s3';
import { createUser } from '../../tests/users';
import { type Database, openDatabase, pgliteExtensions } from '../db/client';
import { createCategory, createPost } from '../db/factories';
import { blogPosts, travelInsurance, users } from '../db/schema';
import { createLocalStorage } from '../storage/local';
import { BackupError, type BackupSource, backup, restore } from './backup';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const tempDir = async (name: string) => {
  const dir = await mkdtemp(path.join(tmpdir(), `agency-backup-${name}-`));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
};

/** A database and a store to back up or restore into, and how to open its database. */
interface Place {
  source: BackupSource;
  open(): Promise<Database>;
}

/** A data folder; its database, when first opened, is a copy of the migrated template (no initdb). */
async function embeddedPlace(name: string): Promise<Place> {
  const dataDir = await tempDir(name);
  const pgliteDir = path.join(dataDir, 'pglite');
  return {
    source: { databaseUrl: undefined, dataDir, storage: createLocalStorage(path.join(dataDir, 'uploads')) },
    open: async () =>
      existsSync(path.join(pgliteDir, 'PG_VERSION'))
        ? openDatabase({ pgliteDir })
        : openDatabase({
            pglite: new PGlite({
              dataDir: pgliteDir,
              loadDataDir: await pgliteTemplate(),
              extensions: pgliteExtensions,
            }),
            migrate: false,
          }),
  };
}

let admin: ReturnType<typeof postgres> | undefined;

/** A new, empty PostgreSQL database (dropped after the file) and a new s3rver bucket. */
async function serverPlace(url: string, name: string): Promise<Place> {
  admin ??= postgres(url, { max: 1, idle_timeout: 2, onnotice: () => {} });
  const database = `test_backup_${name}_${randomBytes(4).toString('hex')}`;
  await admin.unsafe(`create database "${database}"`);
  const server = admin;
  cleanups.push(async () => {
    await server.unsafe(`drop database if exists "${database}" with (force)`);
  });
  const target = new URL(url);
  target.pathname = `/${database}`;
  const s3 = await startS3();
  cleanups.push(() => s3.stop());
  return {
    source: { databaseUrl: target.toString(), dataDir: await tempDir(name), storage: s3.storage },
    open: () => openDatabase({ databaseUrl: target.toString(), max: 2 }),
  };
}

const rowsOf = async (db: Database) => ({
  users: await db.db.select().from(users).orderBy(asc(users.id)),
  posts: await db.db.select().from(blogPosts).orderBy(asc(blogPosts.id)),
  travel: await db.db.select().from(travelInsurance).orderBy(asc(travelInsurance.id)),
});

const documentUpload = (bytes: Buffer, name: string, type: string) => {
  const body = new FormData();
  body.append('file', new File([new Uint8Array(bytes)], 'file', { type }));
  body.append('name', name);
  body.append('category', 'general');
  return body;
};

/**
 * Fills `from` through the app (a user, two documents, a post, a travel request), backs it up,
 * restores into the empty `to` and finds the same rows, a user who signs in, and the same bytes.
 */
async function drill(from: Place, to: Place) {
  const fromDb = await from.open();
  const before = await createTestApp({ database: fromDb, storage: from.source.storage });
  const user = await createUser(fromDb.db);
  const alice = before.agent();
  expect(
    (await alice.request('/api/auth/login', { json: { username: user.username, password: user.password } }))
      .status,
  ).toBe(200);
  const files = [pdfFile(`פוליסה ${randomBytes(8).toString('hex')}`), pngFile()];
  for (const [i, bytes] of files.entries()) {
    const type = i === 0 ? 'application/pdf' : 'image/png';
    const res = await alice.request('/api/user/documents', {
      method: 'POST',
      body: documentUpload(bytes, `מסמך ${i}`, type),
    });
    expect(res.status).toBe(201);
  }
  const category = await createCategory(fromDb.db);
  const post = await createPost(fromDb.db, { categoryId: category.id });
  expect((await before.agent().request('/api/travel/submit', { json: validTravelRequest(2) })).status).toBe(
    201,
  );
  const documents = (await alice.request('/api/user/documents')).body;
  const rows = await rowsOf(fromDb);
  await before.close();
  await fromDb.close();

  const dir = path.join(await tempDir('folder'), 'backup');
  const made = await backup(from.source, dir);
  expect(made.files).toBe(2);
  expect(made.bytes).toBe(files.reduce((sum, f) => sum + f.length, 0));

  expect(await restore(to.source, dir)).toEqual(made);

  const toDb = await to.open();
  cleanups.push(() => toDb.close());
  const after = await createTestApp({ database: toDb, storage: to.source.storage });
  cleanups.push(() => after.close());
  expect(await rowsOf(toDb)).toEqual(rows);
  const back = after.agent();
  const login = await back.request('/api/auth/login', {
    json: { username: user.username, password: user.password },
  });
  expect(login.status).toBe(200);
  expect((await back.request('/api/user/documents')).body).toEqual(documents);
  for (const doc of documents as { id: number; name: string }[]) {
    const res = await after.app.request(`/api/user/documents/${doc.id}/download`, {
      headers: { cookie: back.cookieHeader() },
    });
    expect(res.status).toBe(200);
    const original = files[Number(doc.name.replace('מסמך ', ''))] as Buffer;
    expect(Buffer.from(await res.arrayBuffer()).equals(original)).toBe(true);
  }
  expect((await back.request(`/api/blog/${encodeURIComponent(post.slug)}`)).status).toBe(200);

  // a second restore finds the target in use and changes nothing
  await expect(restore(to.source, dir)).rejects.toThrow(BackupError);
  return dir;
}

describe('backup and restore', () => {
  it('carries the embedded database and the local files into an empty data folder, never its secrets', async () => {
    const from = await embeddedPlace('from');
    const secrets = {
      'session-secret': randomBytes(32).toString('hex'),
      'data-key': randomBytes(32).toString('base64'),
    };
    for (const [name, value] of Object.entries(secrets))
      await writeFile(path.join(from.source.dataDir, name), `${value}\n`);
    const dir = await drill(from, await embeddedPlace('to'));

    const names = await readdir(dir, { recursive: true });
    expect(names.filter((n) => !n.startsWith('files')).sort()).toEqual(['manifest.json', 'pglite.tar.gz']);
    const contents = await Promise.all(
      names.filter((n) => n.includes('.')).map(async (n) => readFile(path.join(dir, n))),
    );
    const tar = gunzipSync(await readFile(path.join(dir, 'pglite.tar.gz')));
    for (const value of Object.values(secrets))
      for (const bytes of [...contents, tar]) expect(bytes.includes(value)).toBe(false);
    // nor the travel request's ID and passport numbers and health answers as they were typed
    const { addresses, healthQuestions } = validTravelRequest(2);
    const typed = [
      ...addresses.flatMap((a) => [a.idNumber, a.passportNumber]),
      ...Object.keys(healthQuestions),
    ];
    expect(typed.filter((value) => value && tar.includes(value))).toEqual([]);
  }, 180_000);

  it('refuses a backup folder that is not empty, and a folder that is not a backup', async () => {
    const place = await embeddedPlace('refuse');
    const full = await tempDir('full');
    await writeFile(path.join(full, 'something'), 'x');
    await expect(backup(place.source, full)).rejects.toThrow(/is not empty/);
    await expect(restore(place.source, full)).rejects.toThrow(/holds no manifest\.json/);
  });

  const url = process.env.DATABASE_URL;
  it.runIf(url)(
    'carries PostgreSQL and an S3 bucket into an empty database and bucket',
    async () => {
      const base = url as string;
      await drill(await serverPlace(base, 'from'), await serverPlace(base, 'to'));
    },
    180_000,
  );
});
