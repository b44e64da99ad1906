import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase, pgliteExtensions } from '../server/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** a migrated PGlite data directory (tar), absent when the tests run on PostgreSQL */
    pgliteTemplate: string | undefined;
  }
}

/** Migrates PGlite once per run; every worker loads this dump instead of migrating again. */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplate', undefined);
    return;
  }
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
