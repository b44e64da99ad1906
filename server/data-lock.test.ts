import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DataDirInUse, LOCK_FILE, type LockOwner, lockDataDir, procStartOf } from './data-lock';

let root: string;
let dir: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'agency-lock-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));
let n = 0;
const fresh = () => {
  dir = path.join(root, `d${n++}`);
  return dir;
};
const lockFile = () => path.join(dir, LOCK_FILE);
const owner = async (): Promise<LockOwner> => JSON.parse(await readFile(lockFile(), 'utf8'));
const plant = async (lock: Partial<LockOwner> | string) => {
  await lockDataDir(dir).release(); // makes the folder
  await writeFile(lockFile(), typeof lock === 'string' ? lock : JSON.stringify(lock));
};
const bootId = () =>
  readFile('/proc/sys/kernel/random/boot_id', 'utf8').then(
    (s) => s.trim(),
    () => undefined,
  );

/** A pid that belonged to a process that has ended. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid as number;
}

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill();
});
function sleeper(): ChildProcess {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
  children.push(child);
  return child;
}

describe('the DATA_DIR lock', () => {
  it('refuses a second owner while the first holds it, naming its pid and start, and is free once released', () => {
    fresh();
    const first = lockDataDir(dir);
    let refused: unknown;
    try {
      lockDataDir(dir);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(DataDirInUse);
    const started = new Date(performance.timeOrigin).toISOString();
    expect((refused as Error).message).toBe(
      `DATA_DIR ${dir} is in use by process ${process.pid} (started ${started}): stop it first, or set another DATA_DIR`,
    );
    first.release();
    expect(existsSync(lockFile())).toBe(false);
    lockDataDir(dir).release();
  });

  it('writes who holds it: pid, start, host, boot and /proc start time', async () => {
    fresh();
    const lock = lockDataDir(dir);
    expect(await owner()).toEqual({
      pid: process.pid,
      startedAt: new Date(performance.timeOrigin).toISOString(),
      host: hostname(),
      bootId: await bootId(),
      procStart: procStartOf(process.pid),
    });
    lock.release();
  });

  it('takes over a lock left by a process that has ended', async () => {
    fresh();
    await plant({ pid: await deadPid(), startedAt: '2026-01-01T00:00:00.000Z', host: hostname() });
    const lock = lockDataDir(dir);
    expect((await owner()).pid).toBe(process.pid);
    lock.release();
  });

  it('takes over a lock whose pid now belongs to another program (a reused pid), not one whose process lives', async () => {
    fresh();
    const other = sleeper();
    await new Promise((resolve) => other.once('spawn', resolve));
    const pid = other.pid as number;
    const real = {
      pid,
      startedAt: '2026-01-01T00:00:00.000Z',
      host: hostname(),
      procStart: procStartOf(pid),
    };
    await plant(real);
    expect(() => lockDataDir(dir)).toThrow(`is in use by process ${pid} (started 2026-01-01T00:00:00.000Z)`);
    // the same pid, but a process that started at another time: not the one that wrote the lock
    await writeFile(lockFile(), JSON.stringify({ ...real, procStart: '1' }));
    const lock = lockDataDir(dir);
    expect((await owner()).pid).toBe(process.pid);
    lock.release();
  });

  it("takes over its own pid from an earlier life (a container's pid 1), a lock from before a reboot, and garbage", async () => {
    for (const stale of [
      { pid: process.pid, startedAt: '2026-01-01T00:00:00.000Z', host: hostname(), procStart: '1' },
      {
        pid: process.ppid,
        startedAt: '2026-01-01T00:00:00.000Z',
        host: hostname(),
        bootId: 'an-earlier-boot',
      },
      '{"pid":',
      '',
    ]) {
      fresh();
      await plant(stale);
      const lock = lockDataDir(dir);
      expect((await owner()).pid).toBe(process.pid);
      lock.release();
    }
  });

  it("believes another host's lock while it is touched, and takes it over once it is not", async () => {
    fresh();
    await plant({ pid: 1, startedAt: '2026-01-01T00:00:00.000Z', host: 'web-2' });
    expect(() => lockDataDir(dir)).toThrow(
      `is in use by process 1 on web-2 (started 2026-01-01T00:00:00.000Z)`,
    );
    const aMinuteAgo = new Date(Date.now() - 60_000);
    await utimes(lockFile(), aMinuteAgo, aMinuteAgo);
    const lock = lockDataDir(dir);
    expect((await owner()).pid).toBe(process.pid);
    lock.release();
  });

  it.each([
    ['a free folder', false],
    ['a stale lock', true],
  ])(
    'gives %s to exactly one of six processes starting at the same instant',
    async (_, stale) => {
      fresh();
      if (stale)
        await plant({ pid: await deadPid(), startedAt: '2026-01-01T00:00:00.000Z', host: hostname() });
      else await lockDataDir(dir).release();
      const at = Date.now() + 4_000;
      const script = `
      import { lockDataDir } from ${JSON.stringify(path.resolve('server/data-lock.ts'))};
      while (Date.now() < ${at});
      try { lockDataDir(${JSON.stringify(dir)}); console.log('got'); setTimeout(() => {}, 1_500); }
      catch (e) { console.log(e.name); }`;
      const outcomes = await Promise.all(
        Array.from({ length: 6 }, () => {
          const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script]);
          children.push(child);
          let out = '';
          child.stdout.on('data', (d) => {
            out += d;
          });
          return new Promise<string>((resolve) => child.once('exit', () => resolve(out.trim())));
        }),
      );
      expect(outcomes.sort()).toEqual([
        'DataDirInUse',
        'DataDirInUse',
        'DataDirInUse',
        'DataDirInUse',
        'DataDirInUse',
        'got',
      ]);
      // the winner released it on exit, and no draft or tombstone is left behind
      expect(await readdir(dir)).toEqual([]);
    },
    30_000,
  );
});
