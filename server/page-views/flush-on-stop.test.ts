import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { loadConfig } from '../config';
import { openDatabase, pgliteExtensions } from '../db/client';
import { pageViews } from '../db/schema';
import { type MountPages, startServer } from '../start';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'agency-views-'));
  // a migrated, empty database from the run's template (tests/global-setup.ts), as server/start.test.ts does
  const template = inject('pgliteTemplate');
  if (template) {
    await mkdir(path.join(dataDir, 'pglite'), { recursive: true });
    const pg = new PGlite(path.join(dataDir, 'pglite'), {
      loadDataDir: new Blob([await readFile(template)]),
      extensions: pgliteExtensions,
    });
    await pg.waitReady;
    await pg.close();
  }
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const onePage: MountPages = async () => (app) => {
  app.get('/about', (c) => c.html('<h1>אודות</h1>'));
};

it('writes the views still in memory when the server stops (SIGTERM), before the database closes', async () => {
  const env = { DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' };
  const started = await startServer(loadConfig(env), onePage);
  const url = `http://127.0.0.1:${started.port}/about`;
  const headers = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0 Safari/537.36' };
  for (let i = 0; i < 3; i++) expect((await fetch(url, { headers })).status).toBe(200);
  await started.close();

  const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
  try {
    const rows = await database.db.select({ path: pageViews.path, count: pageViews.count }).from(pageViews);
    expect(rows).toEqual([{ path: '/about', count: 3 }]);
  } finally {
    await database.close();
  }
}, 120_000);
