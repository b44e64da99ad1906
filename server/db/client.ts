import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type the app uses, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'postgres' | 'pglite';
  ping(): Promise<void>;
  close(): Promise<void>;
}

export const migrationsFolder = path.resolve('drizzle');

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

/** Opens PostgreSQL (postgres.js) when a URL is given, else the embedded PGlite; applies migrations. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  const migrate = options.migrate ?? true;
  if (options.databaseUrl) {
    const client = postgres(options.databaseUrl, {
      max: options.max ?? 10,
      onnotice: () => {},
      connect_timeout: 10,
    });
    const db = drizzlePostgres({ client, schema, casing: 'snake_case' });
    if (migrate) await migratePostgres(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => client.end({ timeout: 5 }),
    };
  }
  let client = options.pglite;
  if (!client) {
    if (options.pgliteDir) mkdirSync(options.pgliteDir, { recursive: true });
    client = new PGlite(options.pgliteDir);
  }
  const db = drizzlePglite({ client, schema, casing: 'snake_case' });
  if (migrate) await migratePglite(db, { migrationsFolder });
  const pg = client;
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    ping: async () => {
      await pg.query('select 1');
    },
    close: async () => {
      if (!pg.closed) await pg.close();
    },
  };
}

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
