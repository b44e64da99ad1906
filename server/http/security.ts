import { randomBytes } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './env';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Third parties the pages may load: the contact page's map and the country flags of the travel form. */
export const thirdPartyOrigins = {
  frame: ['https://www.google.com', 'https://maps.google.com'],
  img: ['https://flagcdn.com'],
};

const otherDirectives = [
  `img-src 'self' data: blob: ${thirdPartyOrigins.img.join(' ')}`,
  "font-src 'self'",
  "connect-src 'self'",
  `frame-src 'self' ${thirdPartyOrigins.frame.join(' ')}`,
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
];

/**
 * The policy of a per-request answer: its inline scripts and styles carry `nonce` (pages of the account
 * and admin areas, the development server). Without a nonce (JSON, files): no inline script or style.
 */
export function contentSecurityPolicy(nonce?: string) {
  const inline = nonce ? ` 'nonce-${nonce}'` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${inline}`,
    `style-src 'self'${inline}`,
    ...otherDirectives,
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

/** sha256 of the empty string: the empty `<style>` Emotion adds before it inserts rules through the CSSOM. */
export const EMPTY_STYLE_HASH = 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=';

/**
 * The policy of a page kept for every visitor (server/pages/page-cache.ts): no nonce, which would be
 * the same for everyone. Scripts: 'strict-dynamic' plus the hash of each inline script that runs (the
 * start-up script), so what those scripts load runs and nothing injected does ('self' only for browsers
 * without 'strict-dynamic'). Styles: the hash of each server `<style>`, plus the empty style element
 * Emotion's production sheet creates in the browser and then fills with `insertRule` (CSSOM, which CSP
 * does not check), so client-side navigation and dialogs style themselves and an injected `<style>` with
 * content does not apply.
 */
export function hashedContentSecurityPolicy(hashes: {
  scripts: readonly string[];
  styles: readonly string[];
}) {
  const scripts = hashes.scripts.map((h) => ` '${h}'`).join('');
  const styles = [...new Set([...hashes.styles, EMPTY_STYLE_HASH])].map((h) => ` '${h}'`).join('');
  return [
    "default-src 'self'",
    `script-src 'self' 'strict-dynamic'${scripts}`,
    `style-src 'self'${styles}`,
    ...otherDirectives,
  ].join('; ');
}

/** The CSP nonce of this answer, made on first use (only answers with inline scripts or styles need one). */
export function requestNonce(c: Context<AppEnv>): string {
  let nonce = c.get('nonce');
  if (!nonce) {
    nonce = randomBytes(16).toString('base64');
    c.set('nonce', nonce);
  }
  return nonce;
}

/** The headers every answer carries, whatever it is. */
export const staticSecurityHeaders: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
};
/** The policy of an answer without inline scripts or styles (JSON, files). */
export const noNoncePolicy = contentSecurityPolicy();

/**
 * Strict headers on every answer. The CSP is the answer's own when its handler set one (a kept page's
 * hashes), else the nonce policy with `c.var.nonce` when something used `requestNonce`, else none inline.
 */
export const securityHeaders = (): MiddlewareHandler<AppEnv> => async (c, next) => {
  await next();
  const h = c.res.headers;
  const ownPolicy = h.has('Content-Security-Policy');
  if (!ownPolicy) {
    const nonce = c.get('nonce');
    h.set('Content-Security-Policy', nonce ? contentSecurityPolicy(nonce) : noNoncePolicy);
  }
  // a stored file (a document's preview) brings its own sandboxing policy and may be framed by the site
  const ownFraming = ownPolicy && h.has('X-Frame-Options');
  for (const [name, value] of Object.entries(staticSecurityHeaders)) {
    if (!(ownFraming && name === 'X-Frame-Options')) h.set(name, value);
  }
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
  // an answer's own Cache-Control is kept ('private, no-store' of a file, the public OpenAPI document)
  if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
};
