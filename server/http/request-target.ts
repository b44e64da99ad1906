import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './env';

/** The methods some path of the app answers; anything else (TRACE, PROPFIND, OPTIONS…) is 405. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const allowed = new Set<string>(ALLOWED_METHODS);

// a decoded path with a control character or a line separator names no page: refused
const CONTROL = /[\p{Cc}\u2028\u2029]/u;

export const badPathMessage = 'כתובת הבקשה אינה תקינה';

/** 405 with the methods the path does answer. */
export function methodNotAllowed(c: Context<AppEnv>, allow: readonly string[]) {
  c.header('Allow', allow.join(', '));
  return c.json({ error: 'שיטת הבקשה אינה נתמכת' }, 405);
}

/** The path of a request URL as the client sent it (still %-encoded), and the query ('' or '?…'). */
export function requestTargetOf(url: string): { path: string; search: string } {
  const start = url.indexOf('/', url.indexOf('://') + 3);
  if (start < 0) return { path: '/', search: '' };
  const query = url.indexOf('?', start);
  return query < 0
    ? { path: url.slice(start), search: '' }
    : { path: url.slice(start, query), search: url.slice(query) };
}

/**
 * The path with its %-escapes decoded, or undefined when one is broken ('%ZZ', '%E0%A4%A').
 * The value must be used: a bundler drops a bare `decodeURIComponent(x)` whose result is ignored as
 * free of side effects, try/catch and all (that is how /trpc/%ZZ reached tRPC and answered 500).
 */
export function decodePath(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

/**
 * Refuses what no route can answer before any handler sees it (no input may give a 5xx):
 * an unknown method → 405, a broken %-escape or a control character in the path → 400, and sends a
 * GET with empty segments ('//', '/about//') to the same path with single slashes.
 */
export const requestTarget = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  const method = c.req.method;
  if (!allowed.has(method)) return methodNotAllowed(c, ALLOWED_METHODS);
  const { path, search } = requestTargetOf(c.req.url);
  const decoded = path.includes('%') ? decodePath(path) : path;
  if (decoded === undefined || CONTROL.test(decoded)) return c.json({ error: badPathMessage }, 400);
  if (path.includes('//') && (method === 'GET' || method === 'HEAD')) {
    // node's server refuses a backslash in the path, so the target is always a path of this site
    return c.redirect(path.replace(/\/{2,}/g, '/') + search, 301);
  }
  return next();
};
