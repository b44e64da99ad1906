import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase, pgliteExtensions } from '../server/db/client';
import { createEmptyPostgresDatabase } from './db';

declare module 'vitest' {
  export interface ProvidedContext {
    /** a migrated PGlite data directory (tar), absent when the tests run on PostgreSQL */
    pgliteTemplate: string | undefined;
    /** a migrated PostgreSQL database, the template of each test's, when the tests run on PostgreSQL */
    postgresTemplate: string | undefined;
  }
}

/**
 * Migrates the database once per run; every test's database is a copy (PGlite: this dump, loaded by
 * every worker; PostgreSQL: a template database, copied by CREATE DATABASE … TEMPLATE).
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = await createEmptyPostgresDatabase(url);
    // its connections end before it is copied: PostgreSQL copies no database others are connected to
    await (await openDatabase({ databaseUrl: template.url, max: 1 })).close();
    project.provide('pgliteTemplate', undefined);
    project.provide('postgresTemplate', new URL(template.url).pathname.slice(1));
    return template.drop;
  }
  project.provide('postgresTemplate', undefined);
  const dir = await mkdtemp(path.join(tmpdir(), 'agency-pglite-'));
  const pg = new PGlite({ extensions: pgliteExtensions });
  await openDatabase({ pglite: pg });
  const dump = await pg.dumpDataDir('none');
  await pg.close();
  const file = path.join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
