import type { Context, MiddlewareHandler } from 'hono';
import type { AppDeps } from '../deps';
import { type PageViewCounter, pageViewCounterOf } from '../page-views/service';
import { staticEntries } from '../seo/sitemap';
import type { AppEnv } from './env';

const ASSET = /\.[a-z0-9]{2,5}$/i;
/** Where the app reports a page opened inside it (a click on a link: no request for the page's HTML). */
export const NAVIGATION_BEACON_PATH = '/page-view';
const MAX_PATH = 200;

/**
 * Programs, not people: search and social crawlers (their user agents name themselves bot, crawler,
 * spider or preview), link unfurlers, headless browsers and audits (HeadlessChrome, Lighthouse,
 * PageSpeed), uptime monitors and HTTP libraries (curl, wget, python-requests, Go, Java, node-fetch).
 */
export const BOT_USER_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|mediapartners|facebookexternalhit|facebookcatalog|embedly|preview|whatsapp|headless|lighthouse|pagespeed|pingdom|uptime|monitor|curl\/|wget|python-|aiohttp|go-http-client|java\/|okhttp|node-fetch|undici|axios|libwww|httpclient|scrapy|phantomjs|ahrefs|semrush|petalbot|yandex|baiduspider|bytespider|gptbot|ccbot|claude|perplexity/i;

type Headers = { get(name: string): string | null | undefined };

const isBot = (headers: Headers) => {
  const agent = headers.get('user-agent');
  return !agent || BOT_USER_AGENT.test(agent);
};

/** Whether this request is a person opening a page (not a bot, a prefetch, a prerender or a frame). */
export function isHumanPageRequest(headers: Headers): boolean {
  if (isBot(headers)) return false;
  const purpose = `${headers.get('purpose') ?? ''} ${headers.get('sec-purpose') ?? ''} ${headers.get('x-purpose') ?? ''} ${headers.get('x-moz') ?? ''}`;
  if (/prefetch|prerender|preview/i.test(purpose)) return false;
  // browsers send Sec-Fetch-Dest: document for a page the user opens; a fetch or an iframe is not a view
  const dest = headers.get('sec-fetch-dest');
  return !dest || dest === 'document';
}

const isAdminPath = (path: string) => path === '/admin' || path.startsWith('/admin/');

let staticPaths: Set<string> | undefined;

/**
 * A page a navigation inside the app may report: one of the site's fixed pages (the sitemap's), or a
 * page the server has answered since it started (a blog post, /dashboard), never the admin area: a
 * made-up path cannot fill the table.
 */
function reportable(counter: PageViewCounter, path: string): boolean {
  if (path.length > MAX_PATH || isAdminPath(path)) return false;
  staticPaths ??= new Set(staticEntries().map((entry) => entry.path));
  return staticPaths.has(path) || counter.wasServed(path);
}

/**
 * POST /page-view (navigator.sendBeacon, the path as text): a page opened inside the app, which made no
 * request for its HTML. 204 whether or not it was counted.
 */
export const navigationBeacon = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const counter = pageViewCounterOf(deps.database.db, deps.log);
  const length = Number(c.req.header('content-length'));
  if (Number.isFinite(length) && length > 0 && length <= MAX_PATH * 4 && !isBot(c.req.raw.headers)) {
    const path = (await c.req.text()).trim();
    if (reportable(counter, path)) counter.count(path);
  }
  return c.body(null, 204);
};

/**
 * Counts each page a person opens or reloads, once its answer is ready: 200 HTML, or 304 for a page the
 * browser holds (so unknown paths, answered 404, cannot fill the table), never the admin area (staff at
 * work are not visitors). The pages opened inside the app come through `navigationBeacon`. No cookie, no
 * IP: only the path and the Israel day are kept, added up in memory (server/page-views/service.ts).
 */
export const pageViewCounter =
  (deps: AppDeps): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const counter = pageViewCounterOf(deps.database.db, deps.log);
    await next();
    const status = c.res.status;
    if (c.req.method !== 'GET' || (status !== 200 && status !== 304) || ASSET.test(c.req.path)) return;
    // a 304 is a kept page the browser already holds (a reload, a return visit): a view too
    if (status === 200 && !c.res.headers.get('content-type')?.startsWith('text/html')) return;
    if (isAdminPath(c.req.path)) return;
    const path = c.req.path.slice(0, MAX_PATH);
    counter.markServed(path);
    if (isHumanPageRequest(c.req.raw.headers)) counter.count(path);
  };
