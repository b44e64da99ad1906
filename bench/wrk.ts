/**
 * wrk, the benches' load tool (Debian's package, `apt-get install wrk`): one thread, a fixed number of
 * connections for a fixed time, driven by a Lua script of ours that counts every answer's status and
 * prints the result as one JSON line. wrk's own cost per answer is a copy of its bytes, so a row
 * measures the server and not the load tool (docs/decisions/010-wrk-for-page-rows.md).
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const WRK_MISSING =
  "wrk is not installed: the server and memory benches load the server with it (Debian's package: apt-get install wrk)";

/** Whether wrk can be run. */
export const hasWrk = () => spawnSync('wrk', ['--version']).error === undefined;

export interface Load {
  rps: number;
  /** latency percentiles, ms */
  p50: number;
  p99: number;
  /** answers by status */
  statuses: Record<string, number>;
  /** connect, read, write and timeout errors */
  socketErrors: number;
  total: number;
}

/**
 * The answers that were not `expect` (a status, or '2xx'), socket errors included: how many, and which
 * ('12 (503: 10, socket: 2)').
 */
export function unexpected(load: Load, expect: number | '2xx') {
  const fits = (status: string) => (expect === '2xx' ? status.startsWith('2') : status === String(expect));
  const others = Object.entries(load.statuses).filter(([status]) => !fits(status));
  if (load.socketErrors > 0) others.push(['socket', load.socketErrors]);
  const count = others.reduce((n, [, c]) => n + c, 0);
  const text = count === 0 ? '0' : `${count} (${others.map(([s, c]) => `${s}: ${c}`).join(', ')})`;
  return { count, text };
}

/** One request as wrk sends it. */
export interface WrkRequest {
  method?: 'GET' | 'POST';
  /** default: the URL's */
  path?: string;
  headers?: Record<string, string>;
  /** the body; `%d` in it becomes a number counting up, so each request differs */
  body?: string;
}

export interface WrkOptions {
  seconds: number;
  connections: number;
  /** the requests to send, in turn (one: the same each time); default a GET of the URL */
  requests?: WrkRequest[];
  /** collect the numbers answers carry as `"id":<n>` (an insert's id), for a check afterwards */
  collectIds?: boolean;
}

const lua = (value: string) => JSON.stringify(value); // a JSON string is a valid Lua string literal here

/** The Lua of one request set once for every request (wrk then builds it once). */
function fixedRequest(r: WrkRequest): string {
  return [
    `wrk.method = ${lua(r.method ?? 'GET')}`,
    ...(r.path === undefined ? [] : [`wrk.path = ${lua(r.path)}`]),
    ...(r.body === undefined ? [] : [`wrk.body = ${lua(r.body)}`]),
    ...Object.entries(r.headers ?? {}).map(([k, v]) => `wrk.headers[${lua(k)}] = ${lua(v)}`),
  ].join('\n');
}

/** The Lua of requests sent in turn, each body's `%d` replaced by a count. */
function requestsInTurn(requests: WrkRequest[]): string {
  const table = requests.map((r) => {
    const headers = Object.entries(r.headers ?? {})
      .map(([k, v]) => `[${lua(k)}] = ${lua(v)}`)
      .join(', ');
    const body = r.body === undefined ? 'nil' : lua(r.body);
    const where = r.path === undefined ? 'nil' : lua(r.path);
    return `{ method = ${lua(r.method ?? 'GET')}, path = ${where}, headers = { ${headers} }, body = ${body} }`;
  });
  return `local requests = { ${table.join(',\n  ')} }
local turn, sent = 0, 0
function request()
  turn = turn % #requests + 1
  sent = sent + 1
  local r = requests[turn]
  local headers = {}
  for k, v in pairs(r.headers) do headers[k] = v end
  local body = nil
  if r.body then body = string.gsub(r.body, "%%d", tostring(sent)) end
  return wrk.format(r.method, r.path or wrk.path, headers, body)
end`;
}

function script(options: WrkOptions): string {
  const requests = options.requests ?? [];
  const [only] = requests;
  const fixed = requests.length === 1 && only && !only.body?.includes('%d');
  return `
local threads = {}
function setup(thread) table.insert(threads, thread) end
function init(args) statuses = {}; ids = {} end
${fixed ? fixedRequest(only) : requests.length > 0 ? requestsInTurn(requests) : ''}

function response(status, headers, body)
  statuses[status] = (statuses[status] or 0) + 1
  ${options.collectIds ? `local id = body and string.match(body, '"id":(%d+)'); if id then ids[#ids + 1] = id end` : ''}
end

function done(summary, latency, requests)
  local counts, all = {}, {}
  for _, t in ipairs(threads) do
    for status, n in pairs(t:get("statuses")) do counts[#counts + 1] = string.format('"%d":%d', status, n) end
    for _, id in ipairs(t:get("ids")) do all[#all + 1] = id end
  end
  local e = summary.errors
  io.write(string.format(
    'WRK_RESULT {"requests":%d,"us":%d,"p50":%d,"p99":%d,"socketErrors":%d,"statuses":{%s},"ids":[%s]}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    e.connect + e.read + e.write + e.timeout, table.concat(counts, ","), table.concat(all, ",")))
end
`;
}

/** Loads `url` with wrk; resolves with what it measured (and the ids answers carried, if asked). */
export function wrk(url: string, options: WrkOptions): Promise<Load & { ids: number[] }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-wrk-'));
  const file = path.join(dir, 'load.lua');
  writeFileSync(file, script(options));
  const args = ['-t1', `-c${options.connections}`, `-d${options.seconds}s`, '-s', file, url];
  return new Promise<Load & { ids: number[] }>((resolve, reject) => {
    const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.once('error', (error) => reject(new Error(`${WRK_MISSING} (${error.message})`)));
    child.once('exit', (code) => {
      const line = /^WRK_RESULT (.*)$/m.exec(out)?.[1];
      if (code !== 0 || !line) return reject(new Error(`wrk ${args.join(' ')} exited with ${code}:\n${out}`));
      const r = JSON.parse(line) as {
        requests: number;
        us: number;
        p50: number;
        p99: number;
        socketErrors: number;
        statuses: Record<string, number>;
        ids: number[];
      };
      resolve({
        rps: Math.round(r.requests / (r.us / 1e6)),
        p50: Math.round(r.p50 / 100) / 10,
        p99: Math.round(r.p99 / 100) / 10,
        statuses: r.statuses,
        socketErrors: r.socketErrors,
        total: r.requests,
        ids: r.ids,
      });
    });
  }).finally(() => rmSync(dir, { recursive: true, force: true }));
}
