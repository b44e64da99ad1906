/**
 * The domain's one error language. Services throw a DomainError; server/trpc/errors.ts maps its kind to a
 * tRPC code once, and both doors turn that into their answer (the REST door's status via the same code).
 * Nothing here knows about tRPC or HTTP.
 */

/** A failed field: its path in the input (`email`, `travelers.0.idNumber`) and a Hebrew message. */
export interface FieldIssue {
  path: string;
  message: string;
}

export type DomainErrorKind =
  | 'invalid'
  | 'unauthorized'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'too-large'
  | 'unsupported-type'
  | 'unprocessable'
  | 'too-many'
  | 'unavailable';

export const TOO_MANY_MESSAGE = 'נשלחו יותר מדי בקשות. נסו שוב בעוד מספר דקות';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    /** Hebrew, shown to the user as it is */
    message: string,
    readonly issues?: readonly FieldIssue[],
    /** with `too-many`: the seconds after which a retry may succeed */
    readonly retryAfterSeconds?: number,
    /** a machine-readable reason the client acts on (`STEP_UP_REQUIRED`), sent beside the message */
    readonly reason?: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** Input the schema accepted but the rules refuse (an expired link); `issues` point at the fields. */
export const invalid = (message: string, issues?: readonly FieldIssue[]) =>
  new DomainError('invalid', message, issues);

/** Wrong credentials. */
export const unauthorized = (message: string) => new DomainError('unauthorized', message);

/** Signed in but not allowed; `reason` tells the client what would allow it (a step-up). */
export const forbidden = (message: string, reason?: string) =>
  new DomainError('forbidden', message, undefined, undefined, reason);

/** No such thing, or one the caller may not see. */
export const notFound = (message: string) => new DomainError('not-found', message);

/** Already exists; with `field`, the form shows the message on that field too. */
export const conflict = (message: string, field?: string) =>
  new DomainError('conflict', message, field === undefined ? undefined : [{ path: field, message }]);

/** A file bigger than its limit. */
export const tooLarge = (message: string) => new DomainError('too-large', message);

/** A file whose bytes are not of a type the upload takes. */
export const unsupportedType = (message: string) => new DomainError('unsupported-type', message);

/** A well-formed file the rules cannot use (a workbook that is not the report); `reason` names why. */
export const unprocessable = (message: string, reason?: string) =>
  new DomainError('unprocessable', message, undefined, undefined, reason);

/** Over a limit (requests, failed logins) for `retryAfterSeconds` more seconds. */
export const tooMany = (retryAfterSeconds: number, message = TOO_MANY_MESSAGE) =>
  new DomainError('too-many', message, undefined, retryAfterSeconds);

/** A dependency (the file store) is down: a 503 with Retry-After; nothing was half done. */
export const unavailable = (message: string, cause?: unknown) =>
  Object.assign(new DomainError('unavailable', message), { cause });
