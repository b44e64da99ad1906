import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createServerSideHelpers } from '@trpc/react-query/server';
import type { Context as HonoContext } from 'hono';
import superjson from 'superjson';
import type { PageAssets, RenderRequest, RenderResult } from '../../src/render/entry-server';
import { matchAppRoute } from '../../src/routes';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../http/env';
import { requestLogger } from '../http/request-log';
import { contentSecurityPolicy, requestNonce } from '../http/security';
import { createContext } from '../trpc/context';
import { appRouter } from '../trpc/router';
import { identityOf, type KeptPage, type PageCache, preparePage, type Rendered } from './page-cache';
import { pageTarget } from './page-query';

export type RenderFn = (request: RenderRequest) => Promise<RenderResult>;

/**
 * A kept page may be stored by a CDN or proxy for 30 s and served stale for 60 s more while it asks
 * again (no notification reaches a CDN: an edit shows there within that time); browsers ask every time
 * (max-age=0) and get a 304 while the page is unchanged.
 */
export const KEPT_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=30, stale-while-revalidate=60';

/**
 * Answers a page request. A public page, when there is a cache: the same bytes for every visitor
 * (page-cache.ts), with its ETag (If-None-Match → 304) and a CSP of hashes. Account and admin pages,
 * answers made for a one-time token, and every page of the development server: rendered for this
 * request with its own nonce (or hashes, for a public page rendered for a token), never stored
 * (`no-store`). Production and development differ only in `render`, `assets` and `cache`.
 */
export async function renderPage(
  c: HonoContext<AppEnv>,
  deps: AppDeps,
  render: RenderFn,
  assets: (pageModules: string[]) => PageAssets,
  cache?: PageCache,
) {
  if (!cache) return perRequest(c, deps, render, assets, requestNonce(c));
  const url = new URL(c.req.url);
  const { location, key } = pageTarget(url);
  // only public pages are kept, so a kept key needs no route lookup
  const kept = key === undefined ? undefined : cache.peek(key);
  if (!kept && matchAppRoute(url.pathname).route.area !== 'public')
    return perRequest(c, deps, render, assets, requestNonce(c));
  const draw = () => renderOnce(c, deps, render, assets, location, '');
  if (key === undefined) return send(c, await preparePage(await draw()), 'no-store');
  const page = await cache.page(key, draw);
  return send(c, page, page.status === 200 ? KEPT_PAGE_CACHE_CONTROL : 'no-store');
}

/** One server render; `nonce` '' renders without nonces (the CSP then names the inline code by hash). */
async function renderOnce(
  c: HonoContext<AppEnv>,
  deps: AppDeps,
  render: RenderFn,
  assets: (pageModules: string[]) => PageAssets,
  location: string,
  nonce: string,
): Promise<Rendered> {
  let failed = false;
  const result = await render({
    url: location,
    nonce,
    publicUrl: deps.config.publicUrl,
    assets,
    // public pages are the same for every visitor: prefetch runs without the visitor's cookie
    createHelpers: async (queryClient) =>
      createServerSideHelpers({
        router: appRouter,
        ctx: await createContext(deps, c, new Headers(), { anonymous: true }),
        transformer: superjson,
        queryClient,
      }),
    onError: (error) => {
      failed = true;
      requestLogger(c).error({ err: error, path: c.req.path }, 'page render error');
    },
  });
  return { ...result, failed };
}

const matches = (header: string, tags: string[]) => {
  if (header.trim() === '*') return true;
  // If-None-Match compares weakly: W/"x" matches "x"
  return header.split(',').some((tag) => tags.includes(tag.trim().replace(/^W\//, '')));
};

type Encoding = 'br' | 'gzip' | 'identity';

/** The headers a page is sent with in one encoding, or with its 304 (`notModified`). */
function pageHeaders(page: KeptPage, cacheControl: string, encoding: Encoding, notModified: boolean) {
  const headers: Record<string, string> = {
    'Content-Security-Policy': page.csp,
    'Cache-Control': cacheControl,
    Vary: 'Accept-Encoding',
  };
  if (page.status === 200 && cacheControl !== 'no-store')
    headers.ETag = `"${page.hash}${encoding === 'br' ? '-br' : encoding === 'gzip' ? '-gz' : ''}"`;
  if (!notModified) {
    headers['Content-Type'] = 'text/html; charset=utf-8';
    if (encoding !== 'identity') headers['Content-Encoding'] = encoding;
  }
  return headers;
}

/** Sends a prepared page: 304 when the client holds it, else its bytes in the encoding the client takes. */
function send(c: HonoContext<AppEnv>, page: KeptPage, cacheControl: string) {
  const accept = c.req.header('accept-encoding') ?? '';
  const encoding: Encoding = /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : 'identity';
  if (page.status === 200 && cacheControl !== 'no-store') {
    const inm = c.req.header('if-none-match');
    if (inm && matches(inm, [`"${page.hash}"`, `"${page.hash}-br"`, `"${page.hash}-gz"`]))
      return c.body(null, 304, pageHeaders(page, cacheControl, encoding, true));
  }
  const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : identityOf(page);
  // zlib and gunzip give Buffers over a plain ArrayBuffer: sent as they are, not copied
  const headers = pageHeaders(page, cacheControl, encoding, false);
  return c.body(body as Uint8Array<ArrayBuffer>, page.status as 200 | 404, headers);
}

/** A page rendered for this request alone, with this request's nonce; never stored. */
async function perRequest(
  c: HonoContext<AppEnv>,
  deps: AppDeps,
  render: RenderFn,
  assets: (pageModules: string[]) => PageAssets,
  nonce: string,
) {
  const url = new URL(c.req.url);
  const { location } = pageTarget(url);
  const result = await renderOnce(c, deps, render, assets, location, nonce);
  const headers: Record<string, string> = {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': contentSecurityPolicy(nonce),
    'Cache-Control': 'no-store',
    Vary: 'Accept-Encoding',
  };
  const { body, encoding } = compress(result.html, c.req.header('accept-encoding') ?? '');
  if (encoding) headers['Content-Encoding'] = encoding;
  return c.body(body, result.status as 200 | 404, headers);
}

/** A page of 30–150 kB sent once: brotli at a fast level, else gzip. */
function compress(
  html: string,
  accept: string,
): { body: string | Uint8Array<ArrayBuffer>; encoding?: string } {
  if (/\bbr\b/.test(accept)) {
    const body = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return { body: new Uint8Array(body), encoding: 'br' };
  }
  if (/\bgzip\b/.test(accept))
    return { body: new Uint8Array(gzipSync(html, { level: 6 })), encoding: 'gzip' };
  return { body: html };
}
