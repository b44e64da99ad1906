import { pgErrorCode } from './client';

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const UNAVAILABLE_DRIVER = new Set([
  'CONNECTION_ENDED',
  'CONNECTION_CLOSED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
]);

/**
 * SQLSTATEs that say the database is not there for us, whatever the request: connection exceptions
 * (08), insufficient resources (53: too many connections, disk full), operator intervention (57P01–
 * 57P05: shut down, crashed, cannot connect now) and a cancelled statement (57014: statement_timeout),
 * a database that does not exist (3D000), is not accepting connections (55000: ALLOW_CONNECTIONS false)
 * or refuses our role (28000, 28P01), a lock not granted in time (55P03), and a schema that is not
 * there (42P01, 3F000: a database recreated empty).
 */
const UNAVAILABLE_SQLSTATE = /^(08|53|57P)|^(57014|3D000|55000|55P03|28000|28P01|42P01|3F000)$/;

/**
 * Whether an error says the database (or the network to it) is not there, whatever the request: an
 * answer to retry later (503), never the request's own fault.
 */
export function isOutage(error: unknown): boolean {
  const pg = pgErrorCode(error);
  if (pg) return UNAVAILABLE_SQLSTATE.test(pg);
  for (let e: unknown = error, i = 0; e && i < 5; e = (e as { cause?: unknown }).cause, i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || UNAVAILABLE_DRIVER.has(code)))
      return true;
    if (e instanceof Error && /PGlite is closed/i.test(e.message)) return true;
  }
  return false;
}
