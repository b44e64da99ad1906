/**
 * Server render of one page: match the route, prefetch its data through tRPC (in-process, anonymous),
 * load its lazy chunk, render the whole document, then add the one stylesheet, the dehydrated state
 * and the script that loads the app once the page has painted (src/render/start-app.ts). Called by
 * server/pages/page-handler.ts (production and development alike).
 */
import type { QueryClient } from '@tanstack/react-query';
import superjson from 'superjson';
import { createDataLayer } from '@/lib/data-layer';
import type { ServerHelpers } from '@/lib/prefetch';
import { AppShell } from '@/render/app-shell';
import { BOOTSTRAP_ID, type Bootstrap } from '@/render/bootstrap';
import { Document } from '@/render/document';
import { createServerEmotionCache, emotionStyleTag } from '@/render/emotion-cache';
import { pageModuleIds, preloadPage } from '@/render/lazy-page';
import { dehydratePage } from '@/render/page-state';
import { AppProviders } from '@/render/providers';
import { renderToReadableStream } from '@/render/server-renderer';
import { SiteRouter } from '@/render/site-router';
import { START_APP_MAX_WAIT_MS, startApp } from '@/render/start-app';
import { matchAppRoute, NOT_FOUND_PATH } from '@/routes';
import { getSystem } from '@/theme/system';

export interface PageAssets {
  /** the browser entry module */
  entry: string;
  /** modules the entry and the page's chunk import, preloaded beside the entry when the app starts */
  preload: string[];
  /** extra tags for <head> (development: Vite's client); every <script> must carry the nonce */
  head?: string;
}

export interface RenderRequest {
  /** pathname + search */
  url: string;
  nonce: string;
  publicUrl: string;
  /** resolves the assets of the entry plus the given page modules ('src/pages/public/home.tsx') */
  assets: (pageModules: string[]) => PageAssets;
  createHelpers: (queryClient: QueryClient) => Promise<ServerHelpers>;
  onError?: (error: unknown) => void;
}

export interface RenderResult {
  status: number;
  html: string;
}

export async function render(request: RenderRequest): Promise<RenderResult> {
  const { pathname, search, searchParams } = new URL(request.url, 'http://localhost');
  const { route, params } = matchAppRoute(pathname);
  let status = route.path === NOT_FOUND_PATH ? 404 : 200;

  const data = createDataLayer();
  if (route.prefetch) {
    const helpers = await request.createHelpers(data.queryClient);
    if ((await route.prefetch(helpers, params, searchParams)) === 'not-found') status = 404;
  }
  await preloadPage(route.page);

  const { nonce, publicUrl } = request;
  const emotionCache = createServerEmotionCache(nonce);
  const stream = await renderToReadableStream(
    <Document nonce={nonce}>
      <AppProviders site={{ publicUrl, nonce }} data={data} emotionCache={emotionCache}>
        <SiteRouter ssrPath={pathname} ssrSearch={search}>
          <AppShell />
        </SiteRouter>
      </AppProviders>
    </Document>,
    {
      nonce,
      // React ≥ 19.2 would stream big boundaries as hidden content revealed by an inline script
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onError: request.onError,
    },
  );
  await stream.allReady;
  const html = await new Response(stream).text();

  const dehydrated = dehydratePage(data.queryClient);
  const state = dehydrated.queries.length > 0 ? superjson.serialize(dehydrated) : undefined;
  const bootstrap: Bootstrap = { publicUrl, state };
  const assets = request.assets(pageModuleIds(route.page));
  const styles = emotionStyleTag(emotionCache, nonce, getSystem().layers.atRule);
  return { status, html: injectAssets(html, assets, bootstrap, nonce, styles) };
}

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

function injectAssets(html: string, assets: PageAssets, bootstrap: Bootstrap, nonce: string, styles: string) {
  // JSON is data, never executed: no nonce needed; '<' escaped so '</script>' cannot end it early
  const state = JSON.stringify(bootstrap).replace(/</g, '\\u003c');
  const args = JSON.stringify([assets.entry, assets.preload, START_APP_MAX_WAIT_MS]).replace(/</g, '\\u003c');
  const start = `(${startApp.toString()})(...${args})`;
  const body =
    `<script type="application/json" id="${BOOTSTRAP_ID}">${state}</script>` +
    `<script type="module" nonce="${escapeAttr(nonce)}">${start}</script>`;
  return html
    .replace('</head>', `${styles}${assets.head ?? ''}</head>`)
    .replace(/<\/body>(?![\s\S]*<\/body>)/, `${body}</body>`);
}
