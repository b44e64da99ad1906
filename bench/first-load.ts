/**
 * What a browser really loads on each public page: every script fetched from navigation until the
 * network has been quiet for a while after hydration (the entry with the data layer, the page's chunks and
 * the lazy chunks loaded after hydration), as Chromium received it and as gzip -9 of what it decoded (the
 * budget: `firstLoadBudgetKb`: a form page may cost what its form costs). Run alone with `node --import tsx bench/first-load.ts` after a build,
 * or through `npm run bench` (BENCH_ONLY=first-load).
 */
import { gzipSync } from 'node:zlib';
import { type Browser, chromium, type Page } from 'playwright-core';
import { CHROMIUM } from '../e2e/chromium';
import { startBuiltServer } from './serve';

/** The most JavaScript (gzip kB) a public page may load; the travel form's page carries its form. */
export const firstLoadBudgetKb = (page: string) => (page === '/travel/travelinsurance' ? 200 : 165);

export const firstLoadPages = [
  '/',
  '/about',
  '/contact',
  '/travel',
  '/travel/travelinsurance',
  '/insurance/health',
  '/insurance/cyber',
  '/investments/pension-fund',
  '/blog',
  '/blog/travel-insurance-checklist',
  '/blog/category/travel-insurance',
  '/privacy',
  '/no-such-page',
];

/** Lighthouse's mobile device: the viewport decides which lazy parts become visible during the load. */
const MOBILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

export interface ScriptLoad {
  url: string;
  transferred: number;
  decoded: number;
  gzip: number;
}

export interface PageLoad {
  page: string;
  status: number;
  scripts: ScriptLoad[];
  transferred: number;
  decoded: number;
  gzip: number;
}

/** Waits until hydration is done and no request has started or finished for `quietMs`. */
async function settle(page: Page, pending: () => number, lastActivity: () => number, quietMs = 1500) {
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached', timeout: 20_000 });
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (pending() === 0 && Date.now() - lastActivity() >= quietMs) return;
    await page.waitForTimeout(100);
  }
  throw new Error('the network did not go quiet within 20 s');
}

export async function measurePage(browser: Browser, url: string): Promise<PageLoad> {
  const context = await browser.newContext(MOBILE);
  const page = await context.newPage();
  let inFlight = 0;
  let last = Date.now();
  const loads: Promise<ScriptLoad | null>[] = [];
  page.on('request', () => {
    inFlight++;
    last = Date.now();
  });
  const done = () => {
    inFlight--;
    last = Date.now();
  };
  page.on('requestfailed', done);
  page.on('requestfinished', (request) => {
    done();
    if (request.resourceType() !== 'script') return;
    loads.push(
      (async () => {
        const response = await request.response();
        if (!response) return null;
        const [body, sizes] = await Promise.all([response.body(), request.sizes()]);
        return {
          url: new URL(request.url()).pathname,
          transferred: sizes.responseBodySize,
          decoded: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
        };
      })(),
    );
  });
  const response = await page.goto(url, { waitUntil: 'load' });
  await settle(
    page,
    () => inFlight,
    () => last,
  );
  const scripts = (await Promise.all(loads)).filter((s): s is ScriptLoad => s !== null);
  await context.close();
  const sum = (k: 'transferred' | 'decoded' | 'gzip') => scripts.reduce((n, s) => n + s[k], 0);
  return {
    page: new URL(url).pathname,
    status: response?.status() ?? 0,
    scripts,
    transferred: sum('transferred'),
    decoded: sum('decoded'),
    gzip: sum('gzip'),
  };
}

const kb = (n: number) => (n / 1024).toFixed(1);

export async function firstLoadReport(base: string, pages = firstLoadPages): Promise<string> {
  const browser = await chromium.launch(CHROMIUM);
  const rows = [
    '| page | status | scripts | transferred kB | decoded kB | gzip kB | budget |',
    '|---|---|---|---|---|---|---|',
  ];
  const failures: string[] = [];
  const detail: string[] = [];
  try {
    for (const page of pages) {
      const r = await measurePage(browser, `${base}${page}`);
      const budget = firstLoadBudgetKb(page);
      const over = r.gzip / 1024 > budget;
      if (over) failures.push(`${page}: ${kb(r.gzip)} kB gzip > ${budget} kB`);
      rows.push(
        `| ${page} | ${r.status} | ${r.scripts.length} | ${kb(r.transferred)} | ${kb(r.decoded)} | ${kb(r.gzip)} | ${budget} ${over ? 'OVER' : 'ok'} |`,
      );
      if (process.env.BENCH_VERBOSE)
        detail.push(`${page}\n${r.scripts.map((s) => `  ${kb(s.gzip).padStart(6)}  ${s.url}`).join('\n')}`);
    }
  } finally {
    await browser.close();
  }
  const verdict = failures.length
    ? `\nOver budget:\n${failures.map((f) => `- ${f}`).join('\n')}`
    : '\nEvery page within its budget.';
  if (failures.length) process.exitCode = 1;
  return `## JavaScript loaded by each public page (Chromium, Lighthouse's mobile viewport, until the network is quiet after hydration)\n${rows.join('\n')}${verdict}${detail.length ? `\n\n\`\`\`\n${detail.join('\n')}\n\`\`\`` : ''}`;
}

/**
 * Parts that load on interaction: how long a tap takes to show its dialog (and, for the contact form, its
 * first field), with the CPU slowed 4×. The contact and menu buttons twice: as the page's first touch
 * (their code loads with the tap), and one second after a first touch elsewhere, as for a visitor who has
 * scrolled (their code loads once the visitor has acted with the button in view: src/lib/approach.ts).
 */
const tapTargets = [
  {
    page: '/insurance/health',
    name: "a product page's contact button, the page's first touch",
    selector: 'main button[aria-haspopup="dialog"]',
    field: true,
  },
  {
    page: '/insurance/health',
    name: "the same button, 1 s after a first touch on the page's heading",
    selector: 'main button[aria-haspopup="dialog"]',
    field: true,
    touchFirst: true,
  },
  {
    page: '/travel',
    name: 'the first FAQ question on /travel',
    selector: 'main li button[aria-haspopup="dialog"]',
  },
  {
    page: '/',
    name: "the header's menu button (phones), the page's first touch",
    selector: 'header button[aria-haspopup="dialog"]',
  },
  {
    page: '/',
    name: "the same button, 1 s after a first touch on the page's heading",
    selector: 'header button[aria-haspopup="dialog"]',
    touchFirst: true,
  },
];

export async function tapReport(base: string): Promise<string> {
  const browser = await chromium.launch(CHROMIUM);
  const rows = [
    '| what | hydrated after ms | tap → dialog ms | tap → its first field ms |',
    '|---|---|---|---|',
  ];
  try {
    for (const target of tapTargets) {
      const context = await browser.newContext(MOBILE);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const started = Date.now();
      await page.goto(`${base}${target.page}`);
      await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached', timeout: 30_000 });
      const hydrated = Date.now() - started;
      const button = page.locator(target.selector).first();
      await button.scrollIntoViewIfNeeded();
      if (target.touchFirst) await page.locator('main h1').tap();
      // a visitor reads before tapping: a second between the scroll (or the first touch) and the tap
      await page.waitForTimeout(1000);
      const t = Date.now();
      await button.tap();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor({ state: 'visible', timeout: 30_000 });
      const shown = Date.now() - t;
      let field = '';
      if (target.field) {
        await dialog.locator('input').first().waitFor({ state: 'visible', timeout: 30_000 });
        field = String(Date.now() - t);
      }
      rows.push(`| ${target.name} | ${hydrated} | ${shown} | ${field} |`);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return `## Time until a tap works (Chromium, 4× CPU slowdown, Lighthouse's mobile viewport)\n${rows.join('\n')}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const server = await startBuiltServer(Number(process.env.BENCH_PORT ?? 4396));
  try {
    console.log(await firstLoadReport(server.base, process.env.BENCH_PAGES?.split(',') ?? firstLoadPages));
    console.log(`\n${await tapReport(server.base)}`);
  } finally {
    await server.stop();
  }
}
