import { createHash, randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, statSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/** The lock file in DATA_DIR, PostgreSQL's postmaster.pid in spirit: who holds the folder. */
export const LOCK_FILE = 'server.pid';
/** The holder touches its lock this often, for a process that cannot check its pid (another host). */
const HEARTBEAT_MS = 10_000;
/** A lock from another host (a container) untouched this long is left over from a crash. */
const HEARTBEAT_STALE_MS = 3 * HEARTBEAT_MS;

export interface LockOwner {
  pid: number;
  /** when the process started (ISO 8601) */
  startedAt: string;
  host: string;
  /** the kernel's boot id: a lock from before a reboot is stale whatever its pid says */
  bootId?: string;
  /** the process's start in clock ticks since boot (/proc/<pid>/stat): a reused pid has another */
  procStart?: string;
}

/** Another live process holds the folder; the message is the one line `npm start` prints. */
export class DataDirInUse extends Error {
  override name = 'DataDirInUse';
  constructor(
    readonly owner: LockOwner,
    dataDir: string,
  ) {
    const where = owner.host === hostname() ? '' : ` on ${owner.host}`;
    super(
      `DATA_DIR ${dataDir} is in use by process ${owner.pid}${where} (started ${owner.startedAt}): stop it first, or set another DATA_DIR`,
    );
  }
}

export interface DataLock {
  /** Removes the lock if it is still this process's (a clean exit). */
  release(): void;
}

/**
 * Makes this process the one owner of `dataDir` (PGlite allows one process per folder: a second one
 * sees only its own writes and loses them). The lock file is created whole and atomically (written
 * aside, then hard-linked into place, which fails if one exists), so two processes starting at the same
 * instant cannot both get it. A lock whose process is gone (no such pid, a reused pid, an earlier boot,
 * or our own pid from an earlier life in a container) is taken over; a live one throws DataDirInUse.
 */
export function lockDataDir(dataDir: string): DataLock {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  const me = currentProcess();
  const mine = `${JSON.stringify(me)}\n`;
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, mine, { mode: 0o644 });
  try {
    for (let attempt = 0; attempt < 20; attempt++) {
      if (tryLink(draft, file)) return held(file, mine);
      const raw = readOrUndefined(file);
      if (raw === undefined) continue; // released meanwhile
      const owner = parseOwner(raw);
      if (owner && isAlive(owner, me, file)) throw new DataDirInUse(owner, dataDir);
      if (!takeOver(file, raw)) pause(25 + attempt * 25);
    }
    throw new Error(`DATA_DIR ${dataDir}: another process keeps taking over ${LOCK_FILE}; try again`);
  } finally {
    unlinkSync(draft);
  }
}

function held(file: string, mine: string): DataLock {
  // a sign of life for a process that cannot see our pid (another container sharing the folder)
  const heartbeat = setInterval(() => {
    const now = new Date();
    try {
      utimesSync(file, now, now);
    } catch {}
  }, HEARTBEAT_MS);
  heartbeat.unref();
  const release = () => {
    clearInterval(heartbeat);
    process.off('exit', release);
    if (readOrUndefined(file) === mine) unlinkSync(file);
  };
  // an uncaught error ends the process without close(): the lock goes with it
  process.on('exit', release);
  return { release };
}

/**
 * Removes a stale lock, once: the removal goes through a tombstone named after the stale content
 * (a hard link, which only one process can make), and only if the lock still is that content.
 */
function takeOver(file: string, stale: string): boolean {
  const tomb = `${file}.stale-${createHash('sha256').update(stale).digest('hex').slice(0, 16)}`;
  if (!tryLink(file, tomb)) {
    // another process is taking it over now, or one crashed while doing so long ago
    const age = ageMs(tomb);
    if (age !== undefined && age > 10_000) unlinkIfExists(tomb);
    return false;
  }
  try {
    // the lock changed between our reading it and the link: whoever changed it goes first
    if (readOrUndefined(tomb) !== stale) return false;
    unlinkIfExists(file);
    return true;
  } finally {
    unlinkIfExists(tomb);
  }
}

function isAlive(owner: LockOwner, me: LockOwner, file: string): boolean {
  if (owner.bootId && me.bootId && owner.bootId !== me.bootId) return false;
  if (owner.host !== me.host) {
    // its pid means nothing here: believe its heartbeat
    const age = ageMs(file);
    return age !== undefined && age < HEARTBEAT_STALE_MS;
  }
  // our own pid: this very process (a second start in it), or an earlier life of a container's pid 1
  if (owner.pid === me.pid) return owner.procStart === me.procStart && owner.startedAt === me.startedAt;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  // the pid lives, but is it still that process? another one that got the pid started at another time
  const start = procStartOf(owner.pid);
  return !(owner.procStart && start && start !== owner.procStart);
}

function currentProcess(): LockOwner {
  const bootId = readOrUndefined('/proc/sys/kernel/random/boot_id')?.trim();
  const procStart = procStartOf(process.pid);
  return {
    pid: process.pid,
    startedAt: new Date(performance.timeOrigin).toISOString(),
    host: hostname(),
    ...(bootId ? { bootId } : {}),
    ...(procStart ? { procStart } : {}),
  };
}

/** Field 22 of /proc/<pid>/stat (Linux); the command name before it may hold spaces and parentheses. */
export function procStartOf(pid: number): string | undefined {
  const stat = readOrUndefined(`/proc/${pid}/stat`);
  if (!stat) return undefined;
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
}

function parseOwner(raw: string): LockOwner | undefined {
  try {
    const value = JSON.parse(raw) as Partial<LockOwner>;
    if (typeof value.pid === 'number' && Number.isInteger(value.pid) && value.pid > 0) {
      return {
        pid: value.pid,
        startedAt: String(value.startedAt ?? 'at an unknown time'),
        host: String(value.host ?? hostname()),
        ...(typeof value.bootId === 'string' ? { bootId: value.bootId } : {}),
        ...(typeof value.procStart === 'string' ? { procStart: value.procStart } : {}),
      };
    }
  } catch {}
  // not ours, or half of one: nothing alive stands behind it
  return undefined;
}

function tryLink(from: string, to: string): boolean {
  try {
    linkSync(from, to);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST' || code === 'ENOENT') return false;
    throw error;
  }
}

function readOrUndefined(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

function unlinkIfExists(file: string) {
  try {
    unlinkSync(file);
  } catch {}
}

function ageMs(file: string): number | undefined {
  try {
    return Date.now() - statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
}

// a start-up step, so blocking for a few milliseconds is fine
const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
