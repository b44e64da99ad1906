import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './env';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Third parties the pages may load: the contact page's map and the country flags of the travel form. */
export const thirdPartyOrigins = {
  frame: ['https://www.google.com', 'https://maps.google.com'],
  img: ['https://flagcdn.com'],
};

export function contentSecurityPolicy(nonce: string) {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    `img-src 'self' data: blob: ${thirdPartyOrigins.img.join(' ')}`,
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src 'self' ${thirdPartyOrigins.frame.join(' ')}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * A customer's file (a document's preview or download): nothing in it may load, run or submit anything
 * (`sandbox` gives it an opaque origin even if a browser rendered it as a page); only the preview may be
 * framed, and only by our own pages.
 */
export function documentFilePolicy(framable: boolean) {
  return [
    "default-src 'none'",
    "img-src 'self' data:",
    "style-src 'unsafe-inline'",
    "form-action 'none'",
    "base-uri 'none'",
    `frame-ancestors ${framable ? "'self'" : "'none'"}`,
    'sandbox',
  ].join('; ');
}

/** Strict headers on every answer, with a fresh CSP nonce the page renderer reads from `c.var.nonce`. */
export const securityHeaders = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  const nonce = randomBytes(16).toString('base64');
  c.set('nonce', nonce);
  await next();
  const h = c.res.headers;
  // a stored file (a document's preview) brings its own sandboxing policy and may be framed by the site
  const ownPolicy = h.has('Content-Security-Policy');
  if (!ownPolicy) h.set('Content-Security-Policy', contentSecurityPolicy(nonce));
  h.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  h.set('X-Content-Type-Options', 'nosniff');
  if (!ownPolicy || !h.has('X-Frame-Options')) h.set('X-Frame-Options', 'DENY');
  h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  h.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
  h.set('Cross-Origin-Opener-Policy', 'same-origin');
  h.set('Cross-Origin-Resource-Policy', 'same-origin');
  h.delete('X-Powered-By');
};

/** Refuses a state-changing request sent by a page of another origin (CSRF). */
export const originCheck =
  (publicUrl: string): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    if (!MUTATING.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    const fetchSite = c.req.header('sec-fetch-site');
    const allowed = new Set([new URL(publicUrl).origin, new URL(c.req.url).origin]);
    // behind a TLS proxy the app sees http:// while the browser says https://: the host decides then
    const sameHost = (o: string) => URL.canParse(o) && new URL(o).host === c.req.header('host');
    const foreign =
      (origin !== undefined && origin !== '' && !allowed.has(origin) && !sameHost(origin)) ||
      fetchSite === 'cross-site';
    if (foreign) {
      return c.json({ error: 'הבקשה נחסמה: מקור הבקשה אינו מורשה' }, 403);
    }
    return next();
  };

/** Answers that carry personal data must never be stored by a browser or proxy. */
export const noStore = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  await next();
  // 'private, no-store' of a file answer is kept
  if (!/\bno-store\b/.test(c.res.headers.get('Cache-Control') ?? ''))
    c.res.headers.set('Cache-Control', 'no-store');
};
