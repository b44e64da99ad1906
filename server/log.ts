import pino from 'pino';

export type Logger = pino.Logger;

/** Structured JSON logs (stdout unless a destination is given); errors go through `logSafeError`. */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: undefined,
    timestamp: isoTime,
    formatters: { level: (label) => ({ level: label }) },
    serializers: { err: logSafeError, error: logSafeError, to: maskAddress },
    redact: { paths: ['password', '*.password', 'token', '*.token', 'cookie', '*.cookie'], remove: true },
  };
  return pino(options, destination ?? bufferedStdout());
}

let timeOfMs = -1;
let timeField = '';

/**
 * pino's `isoTime` (`,"time":"2026-11-26T08:00:00.000Z"`), made once per millisecond: under load many
 * lines share one. Making the date string takes ~0.5 µs a line (2 million calls: 530–660 ns, cached
 * 42–61 ns), under 1% of a 404.
 */
export function isoTime(now = Date.now()): string {
  if (now !== timeOfMs) {
    timeOfMs = now;
    timeField = `,"time":"${new Date(now).toISOString()}"`;
  }
  return timeField;
}

/**
 * The same logger without redaction, for lines whose fields are fixed and carry no secret: the outbox's
 * "mail stored" line of every message (the access line of every request has its own writer,
 * `accessLogger`, held to this logger's output by log.test.ts). Serializers still apply (`to` is masked). Redaction costs ~1.7–2 µs of CPU a line (pino with and without these paths, 200,000
 * lines each: ~4.0–5.0 against ~2.3–2.9 µs).
 */
export const withoutRedaction = (log: Logger): Logger => log.child({}, { redact: { paths: [] } });

/** What the access line of a request holds (http/request-log.ts): no personal data, no query. */
export interface AccessEntry {
  requestId: string;
  method: string;
  path: string;
  status: number;
  ms: number;
  ip: string;
}

/**
 * Writes the access line of every request to `log`'s destination as the same JSON pino would write
 * (`{"level":"info","time":…,"requestId":…,"method":…,"path":…,"status":…,"ms":…,"ip":…,"msg":"request"}`),
 * at `error` for a 5xx and `info` otherwise, when that level is on. Its fields are fixed and hold no
 * secret, so it needs none of pino's generic path (serializers, redaction, a loop over the keys): one
 * template and JSON.stringify of its four strings, 0.56–0.61 µs a line against pino's 1.0–1.2 µs (200,000
 * lines each into a destination that keeps nothing). log.test.ts holds it to pino's own output.
 */
export function accessLogger(log: Logger): (entry: AccessEntry) => void {
  const destination = (log as unknown as Record<symbol, pino.DestinationStream>)[pino.symbols.streamSym];
  if (!destination) throw new Error('the logger has no destination');
  const q = JSON.stringify;
  return (e) => {
    const level = e.status >= 500 ? 'error' : 'info';
    if (!log.isLevelEnabled(level)) return;
    destination.write(
      `{"level":"${level}"${isoTime()},"requestId":${q(e.requestId)},"method":${q(e.method)},"path":${q(e.path)},"status":${e.status},"ms":${e.ms},"ip":${q(e.ip)},"msg":"request"}\n`,
    );
  };
}

/**
 * stdout written in blocks of 4 KiB instead of a write per line (a request's log line cost as much as
 * routing it; measured in a CPU profile of the built server under load), and at least every 200 ms, so a
 * quiet server's lines still come out at once. pino writes what is left when the process exits (also
 * through process.exit); only a SIGKILL can lose the last 200 ms.
 *
 * sonic-boom appends each line to the block it is filling and measures that whole block's UTF-8 length
 * again (V8 flattens the joined string to measure it): 2.6–2.9 µs a line in bursts of 50 between turns
 * of the event loop. Its `contentMode: 'buffer'` with each line as bytes took 1.2–1.6 µs, but the
 * server's RSS at the end of `npm run bench`'s server rows (stdout a pipe the busy bench reads late) rose
 * from 203 to 269–279 MB, likely the waiting lines held as Buffers outside the JavaScript heap; not kept.
 */
function bufferedStdout() {
  const stream = pino.destination({ dest: 1, minLength: 4096, sync: false });
  setInterval(() => {
    try {
      stream.flush();
    } catch {
      // not ready yet, or already closed: the next tick or the exit writes it
    }
  }, 200).unref();
  return stream;
}

// What an error may bring into the log: codes and names of database objects, never values
const SAFE_FIELDS = [
  'code',
  'severity',
  'routine',
  'constraint',
  'constraint_name',
  'table',
  'table_name',
  'column',
  'column_name',
  'schema',
  'schema_name',
  'errno',
  'syscall',
  'address',
  'port',
  'status',
] as const;
const REDACTED = '[redacted]';
const EMAIL = /[\w.+-]+@((?:[\w-]+\.)+[\w-]+)/g;
// a value PostgreSQL quotes in a message (`invalid input syntax for type uuid: "…"`, `value "…" is out
// of range`); names of database objects after these words are kept
const QUOTED = /(\b\w+\s+|:\s*)?"((?:[^"]|"")*)"/g;
const OBJECT_WORDS =
  /^(column|relation|table|constraint|index|schema|type|function|sequence|database|role|extension|operator|trigger|view|cursor|savepoint|statement|portal|parameter)\s+$/i;

type ErrorLike = Error & Record<string, unknown>;
const isErrorLike = (value: unknown): value is ErrorLike =>
  typeof value === 'object' && value !== null && typeof (value as Error).message === 'string';

/**
 * Logs an error without personal data (CONTRACT §2, ASVS V16): a failed query is named by its statement
 * and table with its SQLSTATE, never by its SQL or parameters; PostgreSQL's quoted values and `detail`
 * (a failing row, a duplicate key) are left out; e-mail addresses anywhere in a message are masked.
 */
export function logSafeError(value: unknown): unknown {
  if (typeof value === 'string') return scrub(value, new Set());
  if (!isErrorLike(value)) return value;
  const secrets = new Set<string>();
  for (let e: unknown = value, i = 0; isErrorLike(e) && i < 6; e = e.cause, i++) {
    for (const list of [e.params, e.parameters]) {
      if (Array.isArray(list)) for (const item of list) addSecret(secrets, item);
    }
  }
  return serialize(value, secrets, 0);
}

function serialize(error: ErrorLike, secrets: Set<string>, depth: number): Record<string, unknown> {
  const type =
    error.constructor?.name && error.constructor.name !== 'Object' ? error.constructor.name : error.name;
  const query = typeof error.query === 'string' ? error.query : undefined;
  // drizzle's DrizzleQueryError, and whatever wraps it with its message (a TRPCError), spell out SQL and values
  const failed = /^Failed query: ([\s\S]*?)(\nparams: [\s\S]*)?$/.exec(error.message);
  const message = failed
    ? `Failed query: ${statementOf(failed[1] ?? '')}`
    : scrub(error.message, secrets, isPg(error));
  const frames = (typeof error.stack === 'string' ? error.stack.split('\n') : []).filter((line) =>
    /^\s+at /.test(line),
  );
  const out: Record<string, unknown> = {
    type,
    message,
    stack: [`${type}: ${message}`, ...frames].join('\n'),
  };
  if (query !== undefined) out.query = statementOf(query);
  for (const field of SAFE_FIELDS) {
    const v = error[field];
    if (typeof v === 'string' || typeof v === 'number')
      out[field] = typeof v === 'string' ? scrub(v, secrets) : v;
  }
  if (isErrorLike(error.cause) && depth < 5) out.cause = serialize(error.cause, secrets, depth + 1);
  // an AggregateError (a connection tried on each address of a host name)
  if (Array.isArray(error.errors) && depth < 5) {
    out.errors = error.errors.filter(isErrorLike).map((e) => serialize(e, secrets, depth + 1));
  }
  return out;
}

/** A PostgreSQL error (PGlite or postgres.js): a five-character SQLSTATE and a severity. */
const isPg = (error: ErrorLike) =>
  typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code) && typeof error.severity === 'string';

/** `insert contact_messages`, `select users`: what a statement does and to which table, without values. */
export function statementOf(query: string): string {
  const first = /^\s*(\w+)/.exec(query)?.[1]?.toLowerCase() ?? 'query';
  // a WITH whose subquery writes (`with inserted as (insert into … returning id) select …`) is that write
  const write = first === 'with' ? /\b(insert|update|delete)\b/i.exec(query) : null;
  const kind = write?.[1]?.toLowerCase() ?? first;
  const table = /\b(?:from|into|update)\s+((?:"[^"]+"\.)?"[^"]+"|[\w.]+)/i.exec(
    write ? query.slice(write.index) : query,
  )?.[1];
  return table ? `${kind} ${table.replaceAll('"', '')}` : kind;
}

function scrub(text: string, secrets: Set<string>, pg = false): string {
  let out = text;
  for (const secret of secrets) out = out.split(secret).join(REDACTED);
  if (pg) {
    out = out.replace(QUOTED, (whole, before: string | undefined) =>
      before && OBJECT_WORDS.test(before) ? whole : `${before ?? ''}"${REDACTED}"`,
    );
  }
  return maskEmails(out);
}

function addSecret(secrets: Set<string>, value: unknown) {
  if (value === null || value === undefined || typeof value === 'boolean') return;
  const text =
    value instanceof Date
      ? value.toISOString()
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  // one or two characters (an id, a flag) would blot out half the message and hide nothing
  if (text.length >= 3) secrets.add(text);
}

/** An e-mail recipient in a log line keeps only its domain. */
function maskAddress(value: unknown): unknown {
  return typeof value === 'string' ? maskEmails(value) : value;
}

const maskEmails = (text: string) => text.replace(EMAIL, (_, domain: string) => `***@${domain}`);
