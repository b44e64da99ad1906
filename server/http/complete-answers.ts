/**
 * Answers whose headers are all known when they are made: the app's hot paths (a kept page, its 304,
 * the JSON 404). They carry everything the middlewares would add afterwards (the security headers, a
 * CSP, the request id, `Connection: close` for an unread body) in one plain object, and the middlewares
 * leave them alone. @hono/node-server writes such an object as it is; once anything touches
 * `response.headers`, it builds a WHATWG `Headers`, sets each header on it and converts it back, which
 * cost ~15% of a kept page's answer (CPU profile under load, README "Speed").
 *
 * The mark is a property of the response, not a WeakMap entry: a WeakMap of one entry per request made
 * every scavenge walk its table (GC went from 4% to 11% of the CPU under load).
 */
const COMPLETE = Symbol('complete answer headers');

type Marked = Response & { [COMPLETE]?: Readonly<Record<string, string>> };

/** Records that `response`'s headers are final (answer.ts makes such answers). */
export function markComplete(response: Response, headers: Readonly<Record<string, string>>) {
  (response as Marked)[COMPLETE] = headers;
}

/** Whether `response` was made complete, so no middleware adds to its headers. */
export const isComplete = (response: Response) => (response as Marked)[COMPLETE] !== undefined;

/** The answer's Content-Type, read without turning a complete answer's headers into `Headers`. */
export const contentTypeOf = (response: Response): string =>
  (response as Marked)[COMPLETE]?.['Content-Type'] ?? response.headers.get('content-type') ?? '';
