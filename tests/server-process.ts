import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { inject } from 'vitest';
import { pgliteExtensions } from '../server/db/client';

export interface ServerProcess {
  child: ChildProcess;
  /** http://127.0.0.1:port, once "Serving on" was printed */
  url: string;
  stdout(): string;
  stderr(): string;
  exited: Promise<number | null>;
}

/**
 * Spawns `node --import tsx <script>` as `npm start` runs the server, and waits until it prints
 * "Serving on …" (or exits first: then `url` is empty).
 */
export async function spawnServer(script: string, env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (d) => {
    stdout += d;
  });
  child.stderr?.on('data', (d) => {
    stderr += d;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  const until = Date.now() + 150_000;
  while (!/^Admin: .*\n/m.test(stdout) && !gone && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 50));
  }
  const port = /^Serving on http:\/\/localhost:(\d+)$/m.exec(stdout)?.[1];
  return {
    child,
    url: port ? `http://127.0.0.1:${port}` : '',
    stdout: () => stdout,
    stderr: () => stderr,
    exited,
  };
}

/**
 * The database a spawned server uses: on PostgreSQL (DATABASE_URL set) a new database, dropped by
 * `drop()`; else DATA_DIR's PGlite folder, filled from the run's migrated template (no ~4 s initdb).
 */
export async function serverDatabase(dataDir: string) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const admin = postgres(url, { max: 1, onnotice: () => {} });
    const name = `test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
    await admin.unsafe(`create database "${name}"`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: target.toString() } as Record<string, string>,
      async drop() {
        await admin.unsafe(`drop database if exists "${name}" with (force)`);
        await admin.end();
      },
    };
  }
  const template = inject('pgliteTemplate');
  if (template) {
    await mkdir(dataDir, { recursive: true });
    const pg = new PGlite(path.join(dataDir, 'pglite'), {
      loadDataDir: new Blob([await readFile(template)]),
      extensions: pgliteExtensions,
    });
    await pg.waitReady;
    await pg.close();
  }
  return { env: { DATA_DIR: dataDir } as Record<string, string>, async drop() {} };
}
