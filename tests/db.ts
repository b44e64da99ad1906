import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { inject } from 'vitest';
import { type Database, openDatabase, pgliteExtensions } from '../server/db/client';

/**
 * A fresh, migrated database for one test (or one file): PostgreSQL when DATABASE_URL is set,
 * else an in-memory PGlite loaded from a migrated template. `close()` also removes it.
 */
export async function createTestDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  return url ? createPostgresDatabase(url) : createPgliteDatabase();
}

let template: Promise<Blob> | undefined;

// A migrated data directory, read once per worker: the run's global setup dumped it (or, when
// a file runs without it, it is migrated here). Loading that dump is what PGlite's clone() does.
export function pgliteTemplate(): Promise<Blob> {
  template ??= (async () => {
    const file = inject('pgliteTemplate');
    if (file) return new Blob([await readFile(file)]);
    const pg = new PGlite({ extensions: pgliteExtensions });
    await openDatabase({ pglite: pg });
    const dump = await pg.dumpDataDir('none');
    await pg.close();
    return dump;
  })();
  return template;
}

async function createPgliteDatabase(): Promise<Database> {
  const pg = new PGlite({ loadDataDir: await pgliteTemplate(), extensions: pgliteExtensions });
  return openDatabase({ pglite: pg, migrate: false });
}

let admin: ReturnType<typeof postgres> | undefined;

async function createPostgresDatabase(url: string): Promise<Database> {
  // a copy of the run's migrated template (tests/global-setup.ts): seconds faster than migrating
  const empty = await createEmptyPostgresDatabase(url, inject('postgresTemplate'));
  const database = await openDatabase({ databaseUrl: empty.url, max: 4 });
  return {
    ...database,
    async close() {
      await database.close();
      await empty.drop();
    },
  };
}

/**
 * A new, empty database on the PostgreSQL server of `url` (or a copy of the database `template`), for
 * a test that opens several pools on it (as several instances of the app would): its URL, and `drop()`
 * (which ends whatever is connected).
 */
export async function createEmptyPostgresDatabase(
  url: string,
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  // idle connections close by themselves, so a finished worker is not kept alive
  admin ??= postgres(url, { max: 2, idle_timeout: 2, onnotice: () => {} });
  const name = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await admin.unsafe(`create database "${name}"${template ? ` template "${template}"` : ''}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const server = admin;
  return {
    url: target.toString(),
    drop: async () => {
      await server.unsafe(`drop database if exists "${name}" with (force)`);
    },
  };
}

/** An empty database of a test's own on DATABASE_URL's server: its URL, and `drop()` to remove it. */
export async function emptyPostgresDatabase(url: string, prefix: string) {
  const server = postgres(url, { max: 1, onnotice: () => {} });
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  await server.unsafe(`create database "${name}"`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    async drop() {
      await server.unsafe(`drop database if exists "${name}" with (force)`);
      await server.end();
    },
  };
}
