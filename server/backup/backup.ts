import { execFile } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { lockDataDir } from '../data-lock';
import { PGLITE_MEMORY_PARAMS, pgliteExtensions } from '../db/client';
import type { Storage } from '../storage/types';

const run = promisify(execFile);

/** What a backup or a restore works on: the database (PostgreSQL by URL, else the data folder's PGlite) and the file store. */
export interface BackupSource {
  databaseUrl: string | undefined;
  /** the data folder; the embedded database is its `pglite/` */
  dataDir: string;
  storage: Storage;
}

interface ManifestFile {
  key: string;
  size: number;
  contentType: string;
  sha256: string;
}

interface Manifest {
  format: 1;
  createdAt: string;
  database: 'postgres' | 'pglite';
  /** PostgreSQL: pg_dump's version, which pg_restore must be at least */
  pgDump?: string;
  files: ManifestFile[];
}

export interface BackupSummary {
  database: 'postgres' | 'pglite';
  files: number;
  bytes: number;
}

const MANIFEST = 'manifest.json';
const PG_DUMP_FILE = 'database.pgdump';
const PGLITE_FILE = 'pglite.tar.gz';
const FILES = 'files';
/** objects copied at once */
const PARALLEL = 8;

export class BackupError extends Error {
  override name = 'BackupError';
}

/**
 * Writes a backup into `dir` (new or empty): first the database as one snapshot, then every object of
 * the file store, then `manifest.json` (its presence marks a whole backup). An upload writes its file
 * before its row, so every file the snapshot names is copied unless it was deleted during the backup;
 * files newer than the snapshot come along unreferenced. The data folder's secrets (session secret,
 * data key) and its lock are never read.
 */
export async function backup(source: BackupSource, dir: string): Promise<BackupSummary> {
  await mustBeEmpty(dir, 'the backup folder');
  await mkdir(path.join(dir, FILES), { recursive: true });
  const manifest: Manifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    database: source.databaseUrl ? 'postgres' : 'pglite',
    files: [],
  };
  if (source.databaseUrl) manifest.pgDump = await dumpPostgres(source.databaseUrl, dir);
  else await dumpPglite(source.dataDir, dir);

  const keys: string[] = [];
  for await (const object of source.storage.list('')) keys.push(object.key);
  await inParallel(keys, async (key) => {
    const file = await copyOut(source.storage, key, dir);
    if (file) manifest.files.push(file);
  });
  manifest.files.sort((a, b) => a.key.localeCompare(b.key));
  await writeFile(path.join(dir, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return summary(manifest);
}

/**
 * Restores a backup into an empty database and an empty store (refused otherwise): the database first
 * (PostgreSQL in one transaction), then every file, each checked against its hash. The app applies any
 * newer migrations when it starts.
 */
export async function restore(target: BackupSource, dir: string): Promise<BackupSummary> {
  const manifest = await readManifest(dir);
  const kind = target.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.database !== kind)
    throw new BackupError(`this backup holds a ${manifest.database} database; the target is ${kind}`);
  for await (const object of target.storage.list('')) {
    throw new BackupError(`the file store is not empty (it holds ${object.key}); restore into an empty one`);
  }
  if (target.databaseUrl) await restorePostgres(target.databaseUrl, dir);
  else await restorePglite(target.dataDir, dir);

  await inParallel(manifest.files, async (file) => {
    const bytes = await readFile(path.join(dir, FILES, file.sha256));
    if (sha256(bytes) !== file.sha256) throw new BackupError(`the backup's copy of ${file.key} is damaged`);
    await target.storage.put(file.key, bytes, file.contentType);
  });
  return summary(manifest);
}

const summary = (m: Manifest): BackupSummary => ({
  database: m.database,
  files: m.files.length,
  bytes: m.files.reduce((sum, f) => sum + f.size, 0),
});

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function mustBeEmpty(dir: string, what: string) {
  const entries = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  if (entries.length > 0) throw new BackupError(`${what} ${dir} is not empty`);
}

async function readManifest(dir: string): Promise<Manifest> {
  let raw: string;
  try {
    raw = await readFile(path.join(dir, MANIFEST), 'utf8');
  } catch {
    throw new BackupError(`${dir} holds no ${MANIFEST}: not a backup, or one that did not finish`);
  }
  const manifest = JSON.parse(raw) as Manifest;
  if (manifest.format !== 1) throw new BackupError(`${dir}: unknown backup format ${manifest.format}`);
  return manifest;
}

/** Runs `work` over the items, PARALLEL at a time; the first failure stops the rest. */
async function inParallel<T>(items: readonly T[], work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, items.length) }, worker));
}

/** Streams one object into files/<sha256>; undefined when it was deleted after it was listed. */
async function copyOut(storage: Storage, key: string, dir: string): Promise<ManifestFile | undefined> {
  const info = await storage.head(key);
  const stream = await storage.get(key);
  if (!info || !stream) return undefined;
  const hash = createHash('sha256');
  let size = 0;
  const part = path.join(dir, FILES, `${randomUUID()}.part`);
  await pipeline(
    stream,
    async function* (chunks: AsyncIterable<Buffer>) {
      for await (const chunk of chunks) {
        hash.update(chunk);
        size += chunk.length;
        yield chunk;
      }
    },
    createWriteStream(part),
  );
  const digest = hash.digest('hex');
  await rename(part, path.join(dir, FILES, digest));
  return { key, size, contentType: info.contentType ?? 'application/octet-stream', sha256: digest };
}

// PostgreSQL: pg_dump and pg_restore of Debian's postgresql-client, at least the server's major version

/** The URL without its password, which goes to libpq through PGPASSWORD (never onto a command line). */
function libpq(url: string) {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    dbname: parsed.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

async function toolVersion(tool: 'pg_dump' | 'pg_restore'): Promise<{ text: string; major: number }> {
  try {
    const { stdout } = await run(tool, ['--version']);
    const text = stdout.trim();
    return { text, major: Number(/(\d+)(\.\d+)?/.exec(text)?.[1] ?? 0) };
  } catch {
    throw new BackupError(`${tool} is not installed: apt-get install postgresql-client`);
  }
}

async function serverMajor(url: string): Promise<number> {
  const sql = postgres(url, { max: 1, onnotice: () => {}, connect_timeout: 10 });
  try {
    const [row] = await sql<{ server_version_num: string }[]>`show server_version_num`;
    return Math.floor(Number(row?.server_version_num) / 10_000);
  } finally {
    await sql.end({ timeout: 5 });
  }
}

async function checkTool(tool: 'pg_dump' | 'pg_restore', url: string) {
  const [version, server] = await Promise.all([toolVersion(tool), serverMajor(url)]);
  if (version.major < server)
    throw new BackupError(
      `${version.text} cannot work with a PostgreSQL ${server} server: install postgresql-client-${server}`,
    );
  return version.text;
}

/** pg_dump's custom format: one snapshot of every schema (the app's tables and drizzle's migrations). */
async function dumpPostgres(url: string, dir: string): Promise<string> {
  const version = await checkTool('pg_dump', url);
  const { dbname, env } = libpq(url);
  await run('pg_dump', ['--format=custom', '--file', path.join(dir, PG_DUMP_FILE), '--dbname', dbname], {
    env,
    maxBuffer: 16 * 1024 * 1024,
  });
  return version;
}

async function restorePostgres(url: string, dir: string) {
  await checkTool('pg_restore', url);
  const sql = postgres(url, { max: 1, onnotice: () => {}, connect_timeout: 10 });
  try {
    const [row] = await sql<{ tables: number }[]>`
      select count(*)::int as tables from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema')
        and n.nspname not like 'pg\\_toast%'`;
    if ((row?.tables ?? 0) > 0)
      throw new BackupError('the database is not empty; restore into a new, empty database');
  } finally {
    await sql.end({ timeout: 5 });
  }
  const { dbname, env } = libpq(url);
  // owners and grants are the target's own: whoever restores owns what is restored
  await run(
    'pg_restore',
    [
      '--no-owner',
      '--no-acl',
      '--single-transaction',
      '--exit-on-error',
      '--dbname',
      dbname,
      path.join(dir, PG_DUMP_FILE),
    ],
    { env, maxBuffer: 16 * 1024 * 1024 },
  );
}

// The embedded PGlite: one process owns the data folder, so its backup and restore run with the server stopped

const pgliteDir = (dataDir: string) => path.join(dataDir, 'pglite');

async function withDataDir<T>(dataDir: string, work: () => Promise<T>): Promise<T> {
  const lock = lockDataDir(dataDir);
  try {
    return await work();
  } finally {
    lock.release();
  }
}

const openPglite = (dataDir: string, loadDataDir?: Blob) =>
  new PGlite({
    dataDir: pgliteDir(dataDir),
    extensions: pgliteExtensions,
    startParams: [...PGlite.defaultStartParams, ...PGLITE_MEMORY_PARAMS],
    ...(loadDataDir ? { loadDataDir } : {}),
  });

async function dumpPglite(dataDir: string, dir: string) {
  await withDataDir(dataDir, async () => {
    if (!existsSync(path.join(pgliteDir(dataDir), 'PG_VERSION')))
      throw new BackupError(`${pgliteDir(dataDir)} holds no database`);
    const pg = openPglite(dataDir);
    try {
      // dumpDataDir does not wait for the start itself: called at once, it never settled here
      await pg.waitReady;
      const dump = await pg.dumpDataDir('gzip');
      await writeFile(path.join(dir, PGLITE_FILE), new Uint8Array(await dump.arrayBuffer()));
    } finally {
      await pg.close();
    }
  });
}

async function restorePglite(dataDir: string, dir: string) {
  await withDataDir(dataDir, async () => {
    await mustBeEmpty(pgliteDir(dataDir), 'the embedded database folder');
    const dump = new Blob([await readFile(path.join(dir, PGLITE_FILE))]);
    await mkdir(pgliteDir(dataDir), { recursive: true });
    const pg = openPglite(dataDir, dump);
    try {
      await pg.waitReady;
    } catch (error) {
      await rm(pgliteDir(dataDir), { recursive: true, force: true });
      throw error;
    } finally {
      if (!pg.closed) await pg.close();
    }
  });
}
