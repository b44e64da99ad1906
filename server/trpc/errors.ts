import { type TRPC_ERROR_CODE_KEY, TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import { pgErrorCode } from '../db/client';
import { isOutage } from '../db/outage';
import { DomainError, type DomainErrorKind, type FieldIssue, TOO_MANY_MESSAGE } from '../errors';

const defaultMessages: Partial<Record<TRPC_ERROR_CODE_KEY, string>> = {
  BAD_REQUEST: 'הנתונים שנשלחו אינם תקינים',
  PARSE_ERROR: 'גוף הבקשה אינו תקין',
  UNAUTHORIZED: 'יש להתחבר כדי לבצע פעולה זו',
  FORBIDDEN: 'אין לכם הרשאה לבצע פעולה זו',
  NOT_FOUND: 'המשאב המבוקש לא נמצא',
  CONFLICT: 'הפריט כבר קיים במערכת',
  PAYLOAD_TOO_LARGE: 'הבקשה גדולה מדי',
  UNSUPPORTED_MEDIA_TYPE: 'סוג הקובץ אינו נתמך',
  UNPROCESSABLE_CONTENT: 'לא ניתן לעבד את הקובץ',
  TOO_MANY_REQUESTS: TOO_MANY_MESSAGE,
  METHOD_NOT_SUPPORTED: 'הפעולה אינה נתמכת',
  SERVICE_UNAVAILABLE: 'השירות אינו זמין כרגע. נסו שוב בעוד מספר דקות',
  INTERNAL_SERVER_ERROR: 'אירעה שגיאה בשרת. נסו שוב מאוחר יותר',
};

/** The one map from the domain's errors to tRPC codes; the REST door takes its status from the code. */
const codeOfKind: Record<DomainErrorKind, TRPC_ERROR_CODE_KEY> = {
  invalid: 'BAD_REQUEST',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  'not-found': 'NOT_FOUND',
  conflict: 'CONFLICT',
  'too-large': 'PAYLOAD_TOO_LARGE',
  'unsupported-type': 'UNSUPPORTED_MEDIA_TYPE',
  unprocessable: 'UNPROCESSABLE_CONTENT',
  'too-many': 'TOO_MANY_REQUESTS',
  unavailable: 'SERVICE_UNAVAILABLE',
};

/**
 * Any error as the TRPCError both doors answer with: a domain error keeps its Hebrew message (and its
 * issues and retry time, on `cause`), a zod error is a 400, an outage a 503, anything else a 500.
 */
export function toTRPCError(error: unknown): TRPCError {
  if (error instanceof TRPCError) {
    return error.code === 'INTERNAL_SERVER_ERROR' && error.cause ? toTRPCError(error.cause) : error;
  }
  if (error instanceof DomainError) {
    return new TRPCError({ code: codeOfKind[error.kind], message: error.message, cause: error });
  }
  if (error instanceof ZodError) return new TRPCError({ code: 'BAD_REQUEST', cause: error });
  return new TRPCError({ code: classifyUnexpected(error) ?? 'INTERNAL_SERVER_ERROR', cause: error });
}

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

/** The field issues an answer carries: zod's for a 400, the domain's (a taken e-mail on `email`). */
export function fieldIssuesOf(error: TRPCError): readonly FieldIssue[] | undefined {
  if (error.cause instanceof ZodError) return issuesOf(error.cause);
  if (error.cause instanceof DomainError) return error.cause.issues;
  return undefined;
}

/** The domain's machine-readable reason of a refusal (`STEP_UP_REQUIRED`), when it gave one. */
export function reasonOf(error: TRPCError): string | undefined {
  return error.cause instanceof DomainError ? error.cause.reason : undefined;
}

/** When to try again after a 503: a database restart or failover takes seconds, not minutes. */
export const OUTAGE_RETRY_SECONDS = 5;

/** Seconds to wait, when the error (or one of a batch) is a 429 that says so, or an outage (503). */
export function retryAfterOf(errors: readonly TRPCError[]): number | undefined {
  const seconds = errors.flatMap((e) => {
    if (e.cause instanceof DomainError && e.cause.retryAfterSeconds !== undefined)
      return [e.cause.retryAfterSeconds];
    return e.code === 'SERVICE_UNAVAILABLE' ? [OUTAGE_RETRY_SECONDS] : [];
  });
  return seconds.length > 0 ? Math.max(...seconds) : undefined;
}

/**
 * The status an unexpected error deserves: a database or network outage is 503, a value PostgreSQL
 * refused (NUL byte, number out of range, a key that does not exist) is the client's 400.
 */
export function classifyUnexpected(error: unknown): TRPC_ERROR_CODE_KEY | undefined {
  if (isOutage(error)) return 'SERVICE_UNAVAILABLE';
  const pg = pgErrorCode(error);
  if (pg?.startsWith('22') || pg === '23503' || pg === '23502' || pg === '54000') return 'BAD_REQUEST';
  if (pg === '23505') return 'CONFLICT';
  return undefined;
}
