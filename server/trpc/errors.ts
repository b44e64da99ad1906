import { TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import { pgErrorCode } from '../db/client';

export interface FieldIssue {
  path: string;
  message: string;
}

const defaultMessages: Partial<Record<TRPCError['code'], string>> = {
  BAD_REQUEST: 'הנתונים שנשלחו אינם תקינים',
  PARSE_ERROR: 'גוף הבקשה אינו תקין',
  UNAUTHORIZED: 'יש להתחבר כדי לבצע פעולה זו',
  FORBIDDEN: 'אין לך הרשאה לבצע פעולה זו',
  NOT_FOUND: 'המשאב המבוקש לא נמצא',
  CONFLICT: 'הפריט כבר קיים במערכת',
  PAYLOAD_TOO_LARGE: 'הבקשה גדולה מדי',
  UNSUPPORTED_MEDIA_TYPE: 'סוג הקובץ אינו נתמך',
  TOO_MANY_REQUESTS: 'נשלחו יותר מדי בקשות. נסו שוב בעוד מספר דקות',
  METHOD_NOT_SUPPORTED: 'הפעולה אינה נתמכת',
  SERVICE_UNAVAILABLE: 'השירות אינו זמין כרגע. נסו שוב בעוד מספר דקות',
  INTERNAL_SERVER_ERROR: 'אירעה שגיאה בשרת. נסו שוב מאוחר יותר',
};

const INVALID_VALUE = 'ערך לא תקין';
const hasHebrew = (text: string) => /[\u0590-\u05FF]/.test(text);

/** Hebrew text for the client: a procedure's own message when it wrote one, else the code's default. */
export function hebrewMessage(error: TRPCError): string {
  if (error.cause instanceof ZodError) return defaultMessages.BAD_REQUEST as string;
  if (error.code === 'INTERNAL_SERVER_ERROR') return defaultMessages.INTERNAL_SERVER_ERROR as string;
  if (hasHebrew(error.message)) return error.message;
  return defaultMessages[error.code] ?? (defaultMessages.INTERNAL_SERVER_ERROR as string);
}

/** One entry per failed field; zod's own English texts (wrong type, unknown shape) become a Hebrew one. */
export function issuesOf(error: ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: hasHebrew(issue.message) ? issue.message : INVALID_VALUE,
  }));
}

/** Marks a 429 with the seconds after which a retry may succeed. */
export class RetryAfter extends Error {
  constructor(readonly seconds: number) {
    super(`retry after ${seconds}s`);
  }
}

export function tooManyRequests(seconds: number, message?: string) {
  return new TRPCError({
    code: 'TOO_MANY_REQUESTS',
    message: message ?? (defaultMessages.TOO_MANY_REQUESTS as string),
    cause: new RetryAfter(seconds),
  });
}

/** Seconds to wait, when the error (or one of a batch) is a 429 that says so. */
export function retryAfterOf(errors: readonly TRPCError[]): number | undefined {
  const seconds = errors.flatMap((e) => (e.cause instanceof RetryAfter ? [e.cause.seconds] : []));
  return seconds.length > 0 ? Math.max(...seconds) : undefined;
}

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
 * The status an unexpected error deserves: a database or network outage is 503, a value PostgreSQL
 * refused (NUL byte, number out of range, a key that does not exist) is the client's 400.
 */
export function classifyUnexpected(error: unknown): TRPCError['code'] | undefined {
  const pg = pgErrorCode(error);
  if (pg) {
    if (pg.startsWith('08') || pg.startsWith('57P') || pg === '53300') return 'SERVICE_UNAVAILABLE';
    if (pg.startsWith('22') || pg === '23503' || pg === '23502' || pg === '54000') return 'BAD_REQUEST';
    if (pg === '23505') return 'CONFLICT';
    return undefined;
  }
  for (let e: unknown = error, i = 0; e && i < 5; e = (e as { cause?: unknown }).cause, i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || UNAVAILABLE_DRIVER.has(code))) {
      return 'SERVICE_UNAVAILABLE';
    }
    if (e instanceof Error && /PGlite is closed/i.test(e.message)) return 'SERVICE_UNAVAILABLE';
  }
  return undefined;
}
