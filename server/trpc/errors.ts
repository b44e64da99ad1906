import { TRPCError } from '@trpc/server';
import { ZodError } from 'zod';

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

/** Hebrew text for the client: a procedure's own message when it wrote one, else the code's default. */
export function hebrewMessage(error: TRPCError): string {
  if (error.cause instanceof ZodError) return defaultMessages.BAD_REQUEST as string;
  if (error.code === 'INTERNAL_SERVER_ERROR') return defaultMessages.INTERNAL_SERVER_ERROR as string;
  if (/[\u0590-\u05FF]/.test(error.message)) return error.message;
  return defaultMessages[error.code] ?? (defaultMessages.INTERNAL_SERVER_ERROR as string);
}

export function issuesOf(error: ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
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
