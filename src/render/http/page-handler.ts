import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createServerSideHelpers } from '@trpc/react-query/server';
import type { Context as HonoContext } from 'hono';
import superjson from 'superjson';
import type { AppDeps } from '../../../server/deps';
import type { AppEnv } from '../../../server/http/env';
import { createContext } from '../../../server/trpc/context';
import { appRouter } from '../../../server/trpc/router';
import type { PageAssets, RenderRequest, RenderResult } from '../entry-server';
import type { PageCache } from './page-cache';
import { pageTarget } from './page-query';

export type RenderFn = (request: RenderRequest) => Promise<RenderResult>;

/** Renders the page of `c`'s path; production and development differ only in `render` and `assets`. */
export async function renderPage(
  c: HonoContext<AppEnv>,
  deps: AppDeps,
  render: RenderFn,
  assets: (pageModules: string[]) => PageAssets,
  cache?: PageCache,
) {
  const { location, key } = pageTarget(new URL(c.req.url));
  const nonce = c.get('nonce');
  const cacheKey = cache ? key : undefined;
  const cached = cacheKey ? cache?.get(cacheKey, nonce) : undefined;
  if (cached) return answer(c, cached.html, cached.status);
  const since = cache?.generation;
  let failed = false;
  const result = await render({
    url: location,
    nonce: cacheKey && cache ? cache.placeholder : nonce,
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
      c.get('log').error({ err: error, path: c.req.path }, 'page render error');
    },
  });
  if (cacheKey && cache) {
    // a page whose render failed is not kept
    if (!failed) cache.set(cacheKey, result.html, result.status, since);
    return answer(c, result.html.split(cache.placeholder).join(nonce), result.status);
  }
  return answer(c, result.html, result.status);
}

function answer(c: HonoContext<AppEnv>, html: string, status: number) {
  const headers: Record<string, string> = {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-cache',
    Vary: 'Accept-Encoding',
  };
  const { body, encoding } = compress(html, c.req.header('accept-encoding') ?? '');
  if (encoding) headers['Content-Encoding'] = encoding;
  return c.body(body, status as 200 | 404, headers);
}

/** Pages are 30–100 kB of HTML (inline styles included): brotli at a fast level, else gzip. */
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
