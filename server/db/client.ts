import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type SQL, sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { databaseWorkUnderWay } from './deadline';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type the app uses, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'postgres' | 'pglite';
  /** resolves when the database answers and its schema is at this build's last migration */
  ping(): Promise<void>;
  /** PostgreSQL: requests' database work under way (more than `size` means some wait) and the pool size */
  poolUse?(): { busy: number; size: number };
  close(): Promise<void>;
}

export const migrationsFolder = path.resolve('drizzle');

/** The extensions the migrations create (pg_trgm); every PGlite of the app and its tests loads them. */
export const pgliteExtensions = { pg_trgm };

/**
 * PostgreSQL's default 128 MB of shared buffers grows PGlite's WebAssembly memory to ~200 MB; 16 MB
 * (2,048 pages; misses are read from the folder's files, which the OS caches) saves ~30 MB of RSS
 * against 32 MB. work_mem stays at its 4 MB default; the sorts here are small.
 */
export const PGLITE_MEMORY_PARAMS = ['-c', 'shared_buffers=16MB'];

/**
 * The first start on a new folder runs PGlite's initdb, a WebAssembly program of its own that leaves
 * ~130 MB of RSS behind in the process that ran it for as long as it lives. A short-lived child process
 * runs it instead (~1 s, once per folder).
 */
async function initPgliteDirApart(dir: string): Promise<void> {
  if (existsSync(path.join(dir, 'PG_VERSION'))) return;
  const entry = pathToFileURL(createRequire(import.meta.url).resolve('@electric-sql/pglite')).href;
  const script = [
    `const m = await import(${JSON.stringify(entry)});`,
    'const db = new (m.PGlite ?? m.default.PGlite)({ dataDir: process.argv[1] });',
    'await db.waitReady;',
    'await db.close();',
  ].join('\n');
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script, dir], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`PGlite's initdb for ${dir} exited with ${code}`)),
    );
  });
}

export interface OpenOptions {
  databaseUrl?: string | undefined;
  /** folder for PGlite; omitted → in memory */
  pgliteDir?: string | undefined;
  /** an already created PGlite, e.g. a clone for a test */
  pglite?: PGlite;
  migrate?: boolean;
  /** pool size for postgres.js */
  max?: number;
}

/** The longest a statement may run on the server (PostgreSQL's statement_timeout): an outage past it. */
const STATEMENT_TIMEOUT_MS = 5_000;

/**
 * postgres.js options of the app's connections. PostgreSQL bounds what runs on the server: a statement
 * (statement_timeout), a wait for a lock (lock_timeout, shorter: a clearer error than a cancel), and a
 * transaction whose client went quiet (idle_in_transaction_session_timeout frees its locks). The driver
 * bounds a connection attempt (connect_timeout) and retries a failed one after 0.1 s: its default back-off
 * grows with every failure of the pool (to 20 s), and queries waiting for a connection waited that long,
 * so a restart or a refusing server kept requests for seconds. Idle connections close after a minute;
 * max_lifetime stays at the driver's default (30–60 minutes, spread so connections do not end together).
 * What no setting bounds (a server that accepts and stays silent) the request's deadline does
 * (deadline.ts).
 */
export function postgresOptions(max: number) {
  return {
    max,
    onnotice: () => {},
    connect_timeout: 3,
    idle_timeout: 60,
    backoff: () => 0.1,
    connection: {
      statement_timeout: STATEMENT_TIMEOUT_MS,
      lock_timeout: STATEMENT_TIMEOUT_MS - 1_000,
      idle_in_transaction_session_timeout: 2 * STATEMENT_TIMEOUT_MS,
    },
  } satisfies postgres.Options<Record<string, postgres.PostgresType>>;
}

/** Opens PostgreSQL (postgres.js) when a URL is given, else the embedded PGlite; applies migrations. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  const migrate = options.migrate ?? true;
  if (options.databaseUrl) {
    if (migrate) await migratePostgresOnce(options.databaseUrl);
    const size = options.max ?? 10;
    const client = postgres(options.databaseUrl, postgresOptions(size));
    const db = drizzlePostgres({ client, schema, casing: 'snake_case' });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      ping: () => schemaIsCurrent(db as unknown as Db),
      poolUse: () => ({ busy: databaseWorkUnderWay(), size }),
      close: () => client.end({ timeout: 5 }),
    };
  }
  let client = options.pglite;
  if (!client) {
    if (options.pgliteDir) {
      mkdirSync(options.pgliteDir, { recursive: true });
      await initPgliteDirApart(options.pgliteDir);
    }
    // the production process runs PGlite with flags of its own (scripts/serve.sh: --liftoff-only, a
    // lower heap growth)
    client = new PGlite({
      dataDir: options.pgliteDir,
      extensions: pgliteExtensions,
      startParams: [...PGlite.defaultStartParams, ...PGLITE_MEMORY_PARAMS],
    });
  }
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  if (migrate) await migratePglite(db, { migrationsFolder });
  const pg = client;
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    ping: () => schemaIsCurrent(db as unknown as Db),
    close: async () => {
      if (!pg.closed) await pg.close();
    },
  };
}

/**
 * Advisory lock key of the start's one-at-a-time work on a database (the lock is per database): the
 * migrations here, the demo content in seed.ts.
 */
export const START_LOCK = 730_001;

/**
 * Applies the migrations on a connection of its own, free of the app's statement timeout, holding
 * START_LOCK: of several instances starting together one migrates while the others wait, then find
 * nothing left to apply (unlocked, they would all create the same tables and all but one would fail).
 * The lock is the connection's, so a migrator that dies releases it with its connection.
 */
async function migratePostgresOnce(databaseUrl: string): Promise<void> {
  const migrator = postgres(databaseUrl, { max: 1, onnotice: () => {}, connect_timeout: 10 });
  try {
    await migrator`select pg_advisory_lock(${START_LOCK})`;
    await migratePostgres(drizzlePostgres({ client: migrator }), { migrationsFolder });
  } finally {
    // ending the connection releases the lock
    await migrator.end({ timeout: 5 });
  }
}

/** The rows of a statement written in SQL: postgres.js gives them as the result, PGlite in `rows`. */
export async function rowsOf<Row extends Record<string, unknown>>(db: Db, statement: SQL): Promise<Row[]> {
  const result = await db.execute<Row>(statement);
  return Array.isArray(result) ? result : (result as unknown as { rows: Row[] }).rows;
}

/**
 * Runs an `INSERT … RETURNING id` written in SQL as a named, prepared statement (on PostgreSQL parsed and
 * planned once per connection, and sent without postgres.js's round trip for its parameters' types).
 * drizzle prepares only named queries, and SQL has no builder to name: the insert goes inside a WITH that
 * a named select reads back. The ids come in RETURNING's order.
 */
export function preparedInsertIds(db: Db, name: string, insert: SQL): Promise<{ id: number }[]> {
  const inserted = db.$with('inserted', { id: sql<number>`id`.as('id') }).as(insert);
  return db.with(inserted).select({ id: inserted.id }).from(inserted).prepare(name).execute();
}

/**
 * Rejects unless the last migration applied (drizzle's own table) is at least the last one this build
 * ships: a database recreated empty, or one an older build migrated, is not ready.
 */
async function schemaIsCurrent(db: Db): Promise<void> {
  lastMigration ??= readMigrationFiles({ migrationsFolder }).at(-1)?.folderMillis ?? 0;
  const rows = await rowsOf<{ created_at: string | null }>(
    db,
    sql`select max(created_at) as created_at from drizzle.__drizzle_migrations`,
  );
  const applied = Number(rows[0]?.created_at ?? 0);
  if (applied < lastMigration) {
    throw new Error(`the database schema is at migration ${applied}; this build needs ${lastMigration}`);
  }
}
let lastMigration: number | undefined;

/** PostgreSQL error code of a failed query; drizzle wraps driver errors and keeps them on `cause`. */
export function pgErrorCode(error: unknown): string | undefined {
  let e: unknown = error;
  for (let i = 0; i < 4 && e; i++) {
    const code = (e as { code?: unknown }).code;
    // SQLSTATE classes start with a digit or F, H, P, X; Node's EPIPE and friends do not count
    if (typeof code === 'string' && /^[0-9FHPX][0-9A-Z]{4}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

export const isUniqueViolation = (error: unknown) => pgErrorCode(error) === '23505';

/** Name of the constraint a failed query broke (postgres.js says `constraint_name`, PGlite `constraint`). */
export function pgConstraint(error: unknown): string | undefined {
  let e: unknown = error;
  for (let i = 0; i < 4 && e; i++) {
    const { constraint_name, constraint } = e as { constraint_name?: unknown; constraint?: unknown };
    const name = constraint_name ?? constraint;
    if (typeof name === 'string') return name;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}
