/**
 * The server rows of `npm run bench` (BENCH_ONLY=server): the built app under autocannon (50
 * connections) against a raw Hono hello-world started in the same run (bench/yardstick.ts, its own
 * process and port), on PGlite and, when BENCH_DATABASE_URL or DATABASE_URL is set, on PostgreSQL (a
 * fresh database, dropped afterwards). Each row reports req/s, the ratio to the yardstick (run just before
 * and just after the row: the ratio is to their mean), p50/p99 and the answers that were not the
 * expected status; after the contact burst the server is stopped and every id a 201 carried is looked up
 * in the database. Fails over the targets below.
 */
import { type ChildProcess, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { count, inArray } from 'drizzle-orm';
import postgres from 'postgres';
import { openDatabase } from '../server/db/client';
import { contactMessages } from '../server/db/schema';
import { benchEnv, spawnReady, stopChild } from './serve';

const PORT = Number(process.env.BENCH_PORT ?? 4390);
const YARDSTICK_PORT = PORT + 1;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
/** each judged row runs between two yardstick runs this long */
const YARDSTICK_SECONDS = Math.max(2, Math.round(SECONDS / 2));
const CONNECTIONS = 50;
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd', accept: 'text/html' };
const CONTACT = {
  firstName: 'דנה',
  lastName: 'כהן',
  phone: '0501234567',
  email: 'dana@example.com',
  service: 'צור קשר',
};

/** The targets, as ratios to the yardstick measured in the same run. */
export const serverTargets = {
  pageRatio: 0.5,
  pageP99Ms: 20,
  apiRatio: 0.5,
  contactP99MsPglite: 200,
  contactRatioPostgres: 0.05,
};

interface Load {
  rps: number;
  p50: number;
  p99: number;
  /** answers with another status than expected, plus connection errors and timeouts */
  unexpected: number;
  total: number;
}

type StatusClass = '1xx' | '2xx' | '3xx' | '4xx' | '5xx';

async function load(
  url: string,
  options: {
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
    expect?: StatusClass;
    /** this many requests instead of SECONDS of load */
    amount?: number;
    /** seconds of load instead of SECONDS */
    seconds?: number;
  } = {},
  onBody?: (body: Buffer) => void,
): Promise<Load> {
  const expect = options.expect ?? '2xx';
  const r = await autocannon({
    url,
    connections: CONNECTIONS,
    ...(options.amount ? { amount: options.amount } : { duration: options.seconds ?? SECONDS }),
    pipelining: 1,
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
    ...(onBody ? { setupClient: (client) => client.on('body', onBody) } : {}),
  });
  const classes: StatusClass[] = ['1xx', '2xx', '3xx', '4xx', '5xx'];
  const unexpected = classes.filter((k) => k !== expect).reduce((n, k) => n + (r[k] ?? 0), 0);
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    unexpected: unexpected + r.errors + r.timeouts,
    total: r.requests.total,
  };
}

/** Whether wrk (Debian's package) is installed: a lighter load tool, for reference rows. */
const hasWrk = spawnSync('wrk', ['--version']).error === undefined;

const toMs = (value: string, unit: string) =>
  Number(value) * (unit === 'us' ? 0.001 : unit === 's' ? 1000 : unit === 'm' ? 60_000 : 1);

/**
 * The same load with wrk (one thread, CONNECTIONS connections, SECONDS). autocannon turns the body of
 * every answer into a string (autocannon 9's `req.body += data`, read or not), and a brotli body is not
 * UTF-8: 81% of its CPU in `Buffer.toString` against raw Hono sending the home page's bytes, which caps a
 * page row at 2,000–4,000 req/s here, far below what the server can send (README "Speed").
 */
function wrkLoad(url: string, headers: Record<string, string> = {}, expect: '2xx' | '4xx' = '2xx'): Load {
  const args = ['-t1', `-c${CONNECTIONS}`, `-d${SECONDS}s`, '--latency'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  const out = spawnSync('wrk', [...args, url], { encoding: 'utf8' }).stdout ?? '';
  const percentile = (p: number) => {
    const m = new RegExp(`^\\s+${p}%\\s+([\\d.]+)(us|ms|s|m)`, 'm').exec(out);
    return m ? Math.round(toMs(m[1] ?? '0', m[2] ?? 'ms') * 10) / 10 : Number.NaN;
  };
  const total = Number(/(\d+) requests in/.exec(out)?.[1] ?? 0);
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
  const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  return {
    rps: Math.round(Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0)),
    p50: percentile(50),
    p99: percentile(99),
    // wrk counts every 4xx and 5xx together: for a 4xx row only the socket errors are unexpected
    unexpected:
      (expect === '2xx' ? non2xx : 0) + (errors ? errors.slice(1).reduce((n, x) => n + Number(x), 0) : 0),
    total,
  };
}

/** A GET whose body comes as sent (fetch would decompress it). */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ body: Buffer; headers: IncomingHttpHeaders }>((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ body: Buffer.concat(chunks), headers: res.headers }));
      res.on('error', reject);
    }).on('error', reject);
  });
}

function rssMb(child: ChildProcess): number | undefined {
  try {
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Number.isFinite(kb) ? Math.round(kb / 1024) : undefined;
  } catch {
    return undefined;
  }
}

interface Row {
  name: string;
  load: Load;
  ratio: number;
  verdict: string[];
  /** the yardstick's req/s just before and just after the row (its ratio is to their mean) */
  around?: [number, number];
  /** a reference row (wrk): reported, never judged */
  reference?: boolean;
}

/** One database's rows: yardstick, the home page, a product page, an API 404, the contact burst. */
async function measure(kind: 'PGlite' | 'PostgreSQL', databaseUrl?: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-server-'));
  const env: NodeJS.ProcessEnv = {
    ...benchEnv(PORT, dataDir, databaseUrl),
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    SESSION_SECRET: randomBytes(24).toString('base64'),
    DATA_KEY: randomBytes(32).toString('base64'),
  };
  // run as the product runs (scripts/serve.sh: its flags and memory settings)
  const app = await spawnReady('sh', ['scripts/serve.sh'], env, 'Serving on');
  const base = `http://127.0.0.1:${PORT}`;
  // the home page's brotli bytes, for the yardstick's same-size answer
  const pageFile = path.join(dataDir, 'home.br');
  writeFileSync(pageFile, (await rawGet(`${base}/`, BROWSER_HEADERS)).body);
  const yardstick = await spawnReady(
    process.execPath,
    ['--import', 'tsx', 'bench/yardstick.ts'],
    { ...process.env, PORT: String(YARDSTICK_PORT), YARDSTICK_PAGE: pageFile },
    'yardstick on',
  ).catch(async (error) => {
    await stopChild(app);
    throw error;
  });
  const rows: Row[] = [];
  const ids = new Set<number>();
  let created = 0;
  let rss: number | undefined;
  let samePage = 0;
  let sameApi = 0;
  try {
    // one request each first, so the rows measure kept pages and warm code, not the first render
    for (const p of ['/', '/insurance/health']) await fetch(`${base}${p}`).then((r) => r.arrayBuffer());
    const yardstick = () => load(`http://127.0.0.1:${YARDSTICK_PORT}/`, { seconds: YARDSTICK_SECONDS });
    /**
     * A row between two runs of the yardstick, its ratio to their mean: a machine's speed can drift by a
     * third and more within a bench (one run measured the yardstick at 34,800 req/s just before a row and
     * 55,700 just after it), and a ratio to one yardstick taken minutes before judged the drift, not the app.
     */
    const add = async (
      name: string,
      measureRow: () => Promise<Load>,
      verdict: (l: Load, ratio: number) => string[] = () => [],
    ) => {
      const before = await yardstick();
      const l = await measureRow();
      const after = await yardstick();
      const ratio = l.rps / ((before.rps + after.rps) / 2);
      const row: Row = { name, load: l, ratio, verdict: verdict(l, ratio), around: [before.rps, after.rps] };
      rows.push(row);
      return row;
    };
    const yard = await load(`http://127.0.0.1:${YARDSTICK_PORT}/`);
    rows.push({ name: 'yardstick: raw Hono hello-world', load: yard, ratio: 1, verdict: [] });
    const same = await add('yardstick: raw Hono sending the bytes of GET / (no work)', () =>
      load(`http://127.0.0.1:${YARDSTICK_PORT}/page`, { headers: BROWSER_HEADERS }),
    );

    const homePage = await add(
      'GET / (HTML, br)',
      () => load(`${base}/`, { headers: BROWSER_HEADERS }),
      pageVerdict,
    );
    samePage = homePage.ratio / same.ratio;
    const etag = String((await rawGet(`${base}/`, BROWSER_HEADERS)).headers.etag ?? '');
    await add(
      'GET / with its ETag (304)',
      () => load(`${base}/`, { headers: { ...BROWSER_HEADERS, 'if-none-match': etag }, expect: '3xx' }),
      pageVerdict,
    );
    await add(
      'GET /insurance/health (HTML, br)',
      () => load(`${base}/insurance/health`, { headers: BROWSER_HEADERS }),
      pageVerdict,
    );
    const essentials = await add(
      "yardstick: raw Hono sending the 404's bytes and headers, logging its access line (no middleware)",
      () => load(`http://127.0.0.1:${YARDSTICK_PORT}/essentials`, { expect: '4xx' }),
    );
    const api = await add(
      'GET /api/no-such-path (404 JSON)',
      () => load(`${base}/api/no-such-path`, { expect: '4xx' }),
      (l, ratio) => [
        ...(ratio < serverTargets.apiRatio ? [`ratio < ${serverTargets.apiRatio}`] : []),
        ...(l.unexpected > 0 ? [`${l.unexpected} unexpected answers`] : []),
      ],
    );
    sameApi = api.ratio / essentials.ratio;

    if (hasWrk) {
      // reference rows, no verdict: the same answers under a lighter load tool, against its own yardstick
      const wrkYard = wrkLoad(`http://127.0.0.1:${YARDSTICK_PORT}/`);
      const wrkRow = (name: string, l: Load) =>
        rows.push({ name, load: l, ratio: l.rps / wrkYard.rps, verdict: [], reference: true });
      wrkRow('wrk: raw Hono hello-world', wrkYard);
      wrkRow(
        'wrk: raw Hono sending the bytes of GET /',
        wrkLoad(`http://127.0.0.1:${YARDSTICK_PORT}/page`, BROWSER_HEADERS),
      );
      wrkRow('wrk: GET / (HTML, br)', wrkLoad(`${base}/`, BROWSER_HEADERS));
      wrkRow('wrk: GET /api/no-such-path (404 JSON)', wrkLoad(`${base}/api/no-such-path`, {}, '4xx'));
    }

    const contactLoad = (extra: { amount?: number; seconds?: number } = {}) =>
      load(
        `${base}/api/contact`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(CONTACT),
          ...extra,
        },
        (body) => {
          try {
            const id = (JSON.parse(body.toString()) as { id?: unknown }).id;
            if (typeof id === 'number') ids.add(id);
          } catch {
            // not JSON: counted as unexpected by its status
          }
        },
      );
    // The first burst after a start runs the write path cold (JavaScript not yet optimized, PGlite's
    // WebAssembly functions compiled on first use): its own row, then two seconds of the same load
    // unreported, as the page rows are measured on kept pages and warm code.
    const cold = await contactLoad({ amount: CONNECTIONS });
    rows.push({
      name: `POST /api/contact, the first ${CONNECTIONS} after the start (cold)`,
      load: cold,
      ratio: cold.rps / yard.rps,
      verdict: [],
    });
    await contactLoad({ seconds: 2 });
    await add('POST /api/contact (201)', contactLoad, (contact, ratio) => {
      const v: string[] = [];
      if (kind === 'PGlite' && contact.p99 > serverTargets.contactP99MsPglite)
        v.push(`p99 > ${serverTargets.contactP99MsPglite} ms`);
      if (kind === 'PostgreSQL' && ratio < serverTargets.contactRatioPostgres)
        v.push(`ratio < ${serverTargets.contactRatioPostgres}`);
      if (contact.unexpected > 0) v.push(`${contact.unexpected} unexpected answers`);
      return v;
    });
    created = ids.size;
    rss = rssMb(app);
  } finally {
    await stopChild(app);
    await stopChild(yardstick);
  }

  // after the stop: every 201's id must be a row (a 2xx means committed)
  const database = await openDatabase(
    databaseUrl
      ? { databaseUrl, migrate: false }
      : { pgliteDir: path.join(dataDir, 'pglite'), migrate: false },
  );
  let missing = 0;
  try {
    const list = [...ids];
    for (let i = 0; i < list.length; i += 1000) {
      const chunk = list.slice(i, i + 1000);
      const [found] = await database.db
        .select({ n: count() })
        .from(contactMessages)
        .where(inArray(contactMessages.id, chunk));
      missing += chunk.length - (found?.n ?? 0);
    }
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const contactRow = rows.at(-1);
  if (contactRow && missing > 0) contactRow.verdict.push(`${missing} of ${created} answered rows missing`);
  return { kind, rows, created, missing, rss, samePage, sameApi };
}

function pageVerdict(l: Load, ratio: number) {
  const v: string[] = [];
  if (ratio < serverTargets.pageRatio) v.push(`ratio < ${serverTargets.pageRatio}`);
  if (l.p99 > serverTargets.pageP99Ms) v.push(`p99 > ${serverTargets.pageP99Ms} ms`);
  if (l.unexpected > 0) v.push(`${l.unexpected} unexpected answers`);
  return v;
}

async function withPostgresDatabase<T>(url: string, run: (url: string) => Promise<T>): Promise<T> {
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  const name = `bench_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  try {
    await admin.unsafe(`create database "${name}"`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    return await run(target.toString());
  } finally {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.end({ timeout: 5 });
  }
}

/** Runs the server rows; returns the Markdown section and the targets missed. */
export async function serverBenchReport(): Promise<{ report: string; failures: string[] }> {
  const load1 = loadavg()[0]?.toFixed(2);
  const runs = [await measure('PGlite')];
  const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  if (pgUrl) runs.push(await withPostgresDatabase(pgUrl, (url) => measure('PostgreSQL', url)));
  const failures: string[] = [];
  const lines = [
    `## Server (autocannon, ${CONNECTIONS} connections, ${SECONDS} s a row, sharing the machine with the load tool; rows named "wrk:" with wrk, 1 thread, when it is installed; load average ${load1} → ${loadavg()[0]?.toFixed(2)})`,
    '| database | target | req/s | × yardstick | yardstick before / after | p50 ms | p99 ms | unexpected | verdict |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const run of runs) {
    for (const row of run.rows) {
      const l = row.load;
      lines.push(
        `| ${run.kind} | ${row.name} | ${l.rps} | ${row.ratio.toFixed(3)} | ${row.around?.join(' / ') ?? ''} | ${l.p50} | ${l.p99} | ${l.unexpected} | ${row.reference ? 'reference (× the wrk yardstick)' : row.verdict.join('; ') || 'ok'} |`,
      );
      for (const v of row.verdict) failures.push(`${run.kind} ${row.name}: ${v}`);
    }
    lines.push(
      `| ${run.kind} | contact rows after the burst | ${run.created - run.missing} of ${run.created} | | | | | ${run.missing} | server RSS at the end ${run.rss ?? '?'} MB |`,
      `| ${run.kind} | GET / against the same bytes sent by raw Hono | | ${run.samePage.toFixed(3)} | | | | | the app's own cost on a kept page |`,
      `| ${run.kind} | the 404 against raw Hono doing its answer's own work | | ${run.sameApi.toFixed(3)} | | | | | the middleware chain's cost |`,
    );
  }
  const verdict = failures.length
    ? `\nOver the targets:\n${failures.map((f) => `- ${f}`).join('\n')}`
    : '\nAll server rows within the targets.';
  return { report: `${lines.join('\n')}${verdict}`, failures };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  serverBenchReport().then(
    ({ report, failures }) => {
      console.log(report);
      process.exit(failures.length ? 1 : 0);
    },
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
