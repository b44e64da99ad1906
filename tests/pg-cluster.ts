/**
 * A throwaway PostgreSQL cluster of a test's own (initdb, pg_ctl), for drills that restart the database:
 * the server on :5432 is shared. Needs Debian's PostgreSQL binaries and root (initdb runs as the
 * `postgres` system user); CI has both.
 */
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/** Debian's PostgreSQL binaries, the newest version installed. */
const BIN = path.join(
  '/usr/lib/postgresql',
  (existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql') : [])
    .sort((a, b) => Number(a) - Number(b))
    .at(-1) ?? 'none',
  'bin',
);

/** Whether this machine can run a cluster of its own. */
export const canRunPostgres = existsSync(path.join(BIN, 'initdb')) && process.getuid?.() === 0;

/** A port the kernel says is free now. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

// asynchronous: a test's load keeps running while the server stops and starts
const asPostgres = (command: string, args: string[]) =>
  promisify(execFile)('runuser', ['-u', 'postgres', '--', path.join(BIN, command), ...args]);

export interface PostgresCluster {
  port: number;
  /** postgres://postgres@127.0.0.1:port/postgres */
  url: string;
  /** a folder beside the cluster's, for the test's own files */
  dir: string;
  /** pg_ctl start | stop | restart (fast shutdown; resolves once done) */
  ctl(action: 'start' | 'stop' | 'restart'): Promise<unknown>;
  /** one statement's rows through psql, each row's columns joined by '|' */
  query(sql: string): string[];
  /** stops the cluster and removes its files */
  remove(): Promise<void>;
}

/** initdb and start a cluster on `port` (a free one when not given), trust auth on 127.0.0.1. */
export async function startPostgres(port?: number): Promise<PostgresCluster> {
  const dir = await mkdtemp(path.join(tmpdir(), 'agency-pg-'));
  await chmod(dir, 0o777);
  const at = port ?? (await freePort());
  await asPostgres('initdb', ['-D', path.join(dir, 'data'), '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  const ctl = (action: string) =>
    asPostgres('pg_ctl', [
      '-D',
      path.join(dir, 'data'),
      '-l',
      path.join(dir, 'log'),
      '-w',
      '-m',
      'fast',
      '-o',
      `-c listen_addresses=127.0.0.1 -p ${at} -k ${dir}`,
      action,
    ]);
  await ctl('start');
  return {
    port: at,
    url: `postgres://postgres@127.0.0.1:${at}/postgres`,
    dir,
    ctl,
    query: (sql) =>
      execFileSync(
        path.join(BIN, 'psql'),
        ['-h', '127.0.0.1', '-p', String(at), '-U', 'postgres', '-At', '-c', sql],
        {
          encoding: 'utf8',
        },
      )
        .split('\n')
        .filter((line) => line !== ''),
    async remove() {
      try {
        await ctl('stop');
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
}
