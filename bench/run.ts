/**
 * `npm run bench`: builds nothing itself (run `npm run build` first, or let `npm run bench` do it),
 * starts the built server on a throwaway data folder and measures
 *   1. the server under wrk against raw Hono yardsticks, on PGlite and PostgreSQL (bench/server.ts),
 *   2. the pages with Lighthouse mobile (performance, accessibility, best practices, SEO),
 *   3. the initial JavaScript of the home page (gzip) from the Vite manifest,
 *   4. the admin's travel-request list at 100,000 requests, in-process (bench/travel-list.ts),
 *   5. the blog's list, search, category page and post at 10,000 posts, in-process (bench/blog-list.ts),
 *   6. the JavaScript each public page really loads in Chromium (bench/first-load.ts, 150 kB gzip budget),
 *      and the time from a tap to the dialog of a part that loads on interaction,
 *   7. the server's RSS idle, after a minute of mixed load and after GC (bench/memory.ts, 250 MB budget),
 *   8. every admin list at 100,000 rows: first page, a search, a deep page, in-process (bench/admin-lists.ts),
 *   9. the portfolio check of a 300-policy report, in-process (bench/portfolio-check.ts).
 * Budgets are checked here, never in the test suite.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { assetResolver, type Manifest } from '../server/pages/assets';
import { adminListsReport } from './admin-lists';
import { blogListReport } from './blog-list';
import { firstLoadReport, tapReport } from './first-load';
import { memoryReport } from './memory';
import { portfolioCheckReport } from './portfolio-check';
import { startBuiltServer } from './serve';
import { serverBenchReport } from './server';
import { travelListReport } from './travel-list';

const PORT = Number(process.env.BENCH_PORT ?? 4390);
const BASE = `http://127.0.0.1:${PORT}`;
const only = new Set(
  (process.env.BENCH_ONLY ?? 'server,pages,bundle,travel,admin,blog,first-load,memory,portfolio').split(','),
);
const lighthousePages = (
  process.env.BENCH_PAGES ??
  '/,/insurance/health,/travel,/travel/travelinsurance,/about,/blog,/blog/travel-insurance-checklist'
).split(',');
/** Lighthouse mobile, median of the runs; the home page's first load (`first-load` holds every page's) */
const budgets = { performance: 90, accessibility: 100, bestPractices: 100, seo: 100, initialJsKb: 165 };
/** pages with a performance target of their own (none today) */
const performanceBudgets: Record<string, number> = {};

async function main() {
  const results: string[] = [];
  if (only.has('bundle')) results.push(bundleReport());
  if (only.has('travel')) results.push(await travelListReport());
  if (only.has('admin')) results.push(await adminListsReport());
  if (only.has('blog')) results.push(await blogListReport());
  if (only.has('portfolio')) results.push(await portfolioCheckReport());
  let serverFailures: string[] = [];
  if (only.has('server')) {
    const { report, failures } = await serverBenchReport();
    results.push(report);
    serverFailures = failures;
  }
  if (only.has('pages') || only.has('first-load')) {
    const server = await startBuiltServer(PORT);
    try {
      if (only.has('first-load')) {
        results.push(await firstLoadReport(BASE));
        // what a person feels of a lazily loaded part: the time from a tap to its dialog
        results.push(await tapReport(BASE));
      }
      if (only.has('pages')) results.push(await lighthouseReport());
    } finally {
      await server.stop();
    }
  }
  if (only.has('memory')) results.push(await memoryReport(PORT));
  const out = results.join('\n\n');
  console.log(`\n${out}`);
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(`bench/results/bench-${new Date().toISOString().replace(/[:.]/g, '-')}.md`, `${out}\n`);
  if (serverFailures.length) process.exitCode = 1;
}

/**
 * Lighthouse's simulated phone runs the page's main-thread work this many times slower than this
 * machine did (its default: 4). Its scores therefore depend on the machine: to judge a page as on a
 * machine of benchmarkIndex B from one of benchmarkIndex M, set BENCH_CPU_SLOWDOWN to 4 × M / B (the
 * index is roughly proportional to CPU speed; README, "Lighthouse on a faster machine").
 */
const CPU_SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4);

// Lighthouse runs through npx (its lock entries are not installable here; see README), one CLI run a page.
/** The middle value (the mean of the two middle ones for an even count); 0 for none. */
function median(values: number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

function lighthouse(url: string): Promise<LighthouseResult> {
  return new Promise((resolve, reject) => {
    const args = [
      '--yes',
      'lighthouse@12.8.2',
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--only-categories=performance,accessibility,best-practices,seo',
      `--throttling.cpuSlowdownMultiplier=${CPU_SLOWDOWN}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync',
    ];
    const child = spawn('npx', args, {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse exited with ${code} for ${url}`));
      try {
        resolve(JSON.parse(out) as LighthouseResult);
      } catch (error) {
        reject(error);
      }
    });
  });
}

interface LighthouseResult {
  environment?: { benchmarkIndex?: number };
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
}

async function lighthouseReport() {
  // the median of three runs is judged
  const runs = Number(process.env.BENCH_RUNS ?? 3);
  const rows = [
    '| page | performance | accessibility | best practices | SEO | FCP s | LCP s | TBT ms | CLS | benchmarkIndex | load avg |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  const failures: string[] = [];
  for (const page of lighthousePages) {
    const scores: Record<string, number[]> = {};
    const add = (k: string, v: number) => {
      scores[k] = [...(scores[k] ?? []), v];
    };
    for (let i = 0; i < runs; i++) {
      // Lighthouse now and then fails to record a trace (NO_NAVSTART): one more try before giving up
      const lhr = await lighthouse(`${BASE}${page}`).catch(() => lighthouse(`${BASE}${page}`));
      const c = lhr.categories;
      add('performance', (c.performance?.score ?? 0) * 100);
      add('accessibility', (c.accessibility?.score ?? 0) * 100);
      add('bestPractices', (c['best-practices']?.score ?? 0) * 100);
      add('seo', (c.seo?.score ?? 0) * 100);
      add('fcp', (lhr.audits['first-contentful-paint']?.numericValue ?? 0) / 1000);
      add('lcp', (lhr.audits['largest-contentful-paint']?.numericValue ?? 0) / 1000);
      add('tbt', lhr.audits['total-blocking-time']?.numericValue ?? 0);
      add('cls', lhr.audits['cumulative-layout-shift']?.numericValue ?? 0);
      // Lighthouse's own measure of the machine's speed, and how busy it was: scores mean little without them
      add('benchmarkIndex', lhr.environment?.benchmarkIndex ?? 0);
      add('load', loadavg()[0] ?? 0);
    }
    const m = (k: string, digits = 0) => median(scores[k] ?? []).toFixed(digits);
    rows.push(
      `| ${page} | ${m('performance')} | ${m('accessibility')} | ${m('bestPractices')} | ${m('seo')} | ${m('fcp', 2)} | ${m('lcp', 2)} | ${m('tbt')} | ${m('cls', 3)} | ${m('benchmarkIndex')} | ${m('load', 1)} |`,
    );
    const performanceBudget = performanceBudgets[page] ?? budgets.performance;
    if (Number(m('performance')) < performanceBudget)
      failures.push(`${page} performance ${m('performance')} < ${performanceBudget}`);
    for (const k of ['accessibility', 'bestPractices', 'seo'] as const) {
      if (Number(m(k)) < budgets[k]) failures.push(`${page} ${k} ${m(k)} < ${budgets[k]}`);
    }
  }
  const verdict = failures.length
    ? `\nOver budget:\n${failures.map((f) => `- ${f}`).join('\n')}`
    : '\nAll pages within budget.';
  return `## Pages (Lighthouse ${runs}× mobile, median; CPU slowdown ${CPU_SLOWDOWN}×)\n${rows.join('\n')}${verdict}`;
}

function bundleReport() {
  const manifest = JSON.parse(readFileSync('dist/client/.vite/manifest.json', 'utf8')) as Manifest;
  // exactly what the home page loads once painted: the entry plus every module preloaded beside it
  const { entry, preload } = assetResolver(manifest)(['src/pages/public/home.tsx']);
  const files = [entry, ...preload];
  let raw = 0;
  let gz = 0;
  for (const f of files) {
    const bytes = readFileSync(path.join('dist/client', f));
    raw += bytes.length;
    gz += gzipSync(bytes, { level: 9 }).length;
  }
  const kb = (n: number) => (n / 1024).toFixed(1);
  const verdict =
    gz / 1024 <= budgets.initialJsKb ? 'within budget' : `OVER the ${budgets.initialJsKb} kB budget`;
  return `## Bundle\n| what | files | raw kB | gzip kB |\n|---|---|---|---|\n| initial JS of / (entry + home route, as preloaded) | ${files.length} | ${kb(raw)} | ${kb(gz)} |\n\nBudget ${budgets.initialJsKb} kB gzip: ${verdict}.`;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
