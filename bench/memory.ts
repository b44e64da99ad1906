/**
 * The server's memory: RSS idle after start, after a minute of mixed load (public pages, API reads,
 * contact posts) and after a garbage collection, on the embedded PGlite and, with BENCH_DATABASE_URL, on
 * PostgreSQL. Budget: MEMORY_BUDGET_MB. Run alone with `node --import tsx bench/memory.ts` after a build,
 * or through `npm run bench` (BENCH_ONLY=memory).
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import postgres from 'postgres';
import { startBuiltServer } from './serve';
import { hasWrk, unexpected, WRK_MISSING, wrk } from './wrk';

export const MEMORY_BUDGET_MB = 250;
const LOAD_SECONDS = Number(process.env.BENCH_MEMORY_SECONDS ?? 60);

interface Usage {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

/**
 * CPU seconds (user + system) a process has used. Requests per CPU second is the bench's measure of
 * throughput that other work on the machine does not skew: the request count of a run falls when other
 * processes take the cores, but what a request costs the server (rendering, garbage collection) does not.
 */
function cpuSecondsOf(pid: number): number {
  // fields after the command name (which may hold spaces): utime and stime are the 12th and 13th
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100; // USER_HZ: 100 on Linux
}

/** The resident set of a process as the kernel counts it. */
function rssOf(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  if (!line?.[1]) throw new Error(`no VmRSS for ${pid}`);
  return Number(line[1]) * 1024;
}

async function start(port: number, databaseUrl?: string) {
  // its entry wrapped to report memory on a signal
  const server = await startBuiltServer(port, {
    databaseUrl,
    args: ['--expose-gc', 'bench/gc-on-signal.mjs'],
    env: databaseUrl
      ? {
          SESSION_SECRET: 'bench-session-secret-that-is-long-enough-0123456789',
          DATA_KEY: 'YmVuY2gtZGF0YS1rZXktb2YtMzItYnl0ZXMtLS0tLS0=',
        }
      : {},
    stderr: 'pipe',
  });
  const { child } = server;
  const usages: Usage[] = [];
  let err = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    err += chunk.toString();
    let i = err.indexOf('\n');
    while (i >= 0) {
      const line = err.slice(0, i);
      err = err.slice(i + 1);
      if (line.startsWith('{"memory"')) usages.push((JSON.parse(line) as { memory: Usage }).memory);
      else process.stderr.write(`${line}\n`);
      i = err.indexOf('\n');
    }
  });
  const collect = async (): Promise<Usage> => {
    const before = usages.length;
    child.kill('SIGUSR2');
    for (let i = 0; i < 50 && usages.length === before; i++) await new Promise((r) => setTimeout(r, 100));
    const usage = usages.at(-1);
    if (!usage || usages.length === before) throw new Error('the server did not report its memory');
    return { ...usage, rss: rssOf(child.pid ?? 0) };
  };
  return { ...server, collect };
}

/** A database of its own on that server (the app migrates and seeds it), dropped afterwards. */
async function scratchDatabase(url: string) {
  const name = `bench_memory_${Date.now().toString(36)}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: async () => {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** A minute of what visitors do, in turn: pages, the data the browser asks for, contact messages. */
async function mixedLoad(base: string) {
  const contact = JSON.stringify({
    firstName: 'ישראל',
    lastName: 'ישראלי',
    phone: '0501234567',
    // each message from another address (wrk puts a count in place of %d)
    email: 'bench%d@example.com',
    service: 'ביטוח בריאות',
    message: 'בדיקת עומס',
  });
  const result = await wrk(base, {
    connections: 20,
    seconds: LOAD_SECONDS,
    requests: [
      { path: '/' },
      { path: '/insurance/health' },
      { path: '/blog' },
      { path: '/blog/travel-insurance-checklist' },
      { path: `/blog?q=${encodeURIComponent('ביטוח')}&page=1` },
      { path: '/api/blog' },
      { path: '/trpc/auth.session' },
      {
        method: 'POST',
        path: '/api/contact',
        headers: { origin: base, 'content-type': 'application/json' },
        body: contact,
      },
    ],
  });
  return { requests: result.total, unexpected: unexpected(result, '2xx').text };
}

export async function memoryReport(
  port: number,
  databaseUrl = process.env.BENCH_DATABASE_URL,
): Promise<string> {
  const rows = [
    '| database | idle after start MB | after 1 min mixed load MB | after GC MB | JS heap used / committed MB | external MB (WebAssembly, buffers) | requests; not 2xx | requests per CPU s | budget |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  if (!hasWrk()) {
    process.exitCode = 1;
    return `## Server memory\nNot run: ${WRK_MISSING}.`;
  }
  const failures: string[] = [];
  for (const [name, url] of [
    ['PGlite', undefined],
    ['PostgreSQL', databaseUrl],
  ] as const) {
    if (name === 'PostgreSQL' && !url) continue;
    const scratch = url ? await scratchDatabase(url) : undefined;
    const server = await start(port, scratch?.url);
    try {
      const base = `http://127.0.0.1:${port}`;
      await new Promise((r) => setTimeout(r, 2000));
      const idle = rssOf(server.child.pid ?? 0);
      const cpuBefore = cpuSecondsOf(server.child.pid ?? 0);
      const load = await mixedLoad(base);
      const loaded = rssOf(server.child.pid ?? 0);
      const perCpuSecond = load.requests / (cpuSecondsOf(server.child.pid ?? 0) - cpuBefore);
      const after = await server.collect();
      const worst = Math.max(idle, loaded);
      const over = worst / 1024 / 1024 > MEMORY_BUDGET_MB;
      if (over) failures.push(`${name}: ${mb(worst)} MB RSS > ${MEMORY_BUDGET_MB} MB`);
      rows.push(
        `| ${name} | ${mb(idle)} | ${mb(loaded)} | ${mb(after.rss)} | ${mb(after.heapUsed)} / ${mb(after.heapTotal)} | ${mb(after.external)} | ${load.requests}; ${load.unexpected} | ${perCpuSecond.toFixed(0)} | ${over ? 'OVER' : 'ok'} |`,
      );
    } finally {
      await server.stop();
      await scratch?.drop();
    }
  }
  if (failures.length) process.exitCode = 1;
  const verdict = failures.length
    ? `\nOver budget:\n${failures.map((f) => `- ${f}`).join('\n')}`
    : `\nWithin ${MEMORY_BUDGET_MB} MB RSS.`;
  // request counts fall when other work takes the cores: the load average says how busy the machine was
  const load = loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
  return `## Server memory (RSS; ${LOAD_SECONDS} s of pages, API reads and contact posts, 20 connections; load average at the end ${load})\n${rows.join('\n')}${verdict}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await memoryReport(Number(process.env.BENCH_PORT ?? 4396)));
}
