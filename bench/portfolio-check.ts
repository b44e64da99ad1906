/**
 * The portfolio check of a 300-policy Har HaBituach report, in-process: the whole path of the public
 * check (bytes judged, zip checked, workbook read, report read, analysed), BENCH_PORTFOLIO_CALLS (200)
 * calls after 20 to warm up. Budget: p95 ≤ 150 ms, and at most 30 MB held by one check (heap and
 * buffers at its end, over the garbage of earlier calls collected first: what a check needs, not how
 * far V8 lets garbage pile up between collections).
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

import { checkPortfolio } from '../server/portfolio/check';
import { addDays, israelToday } from '../src/shared/israel-time';
import { type FixturePolicy, reportWorkbook } from '../tests/portfolio-files';

const POLICIES = 300;
const CALLS = Number(process.env.BENCH_PORTFOLIO_CALLS ?? 200);
const BUDGET_P95_MS = 150;
const BUDGET_EXTRA_MB = 30;

const subBranches = ['ניתוחים אחידה', 'תרופות - בסיס', 'שיניים', 'רכב חובה', 'אבדן כושר עבודה'];
const ddmmyyyy = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

function policies(): FixturePolicy[] {
  const today = israelToday();
  return Array.from({ length: POLICIES }, (_, i) => ({
    subBranch: subBranches[i % subBranches.length],
    company: ['הראל', 'מגדל', 'כלל', 'הפניקס'][i % 4],
    period: `${ddmmyyyy(addDays(today, -400 + i))} - ${ddmmyyyy(addDays(today, i - 100))}`,
    premium: i % 2 ? 100 + i : `${50 + i}.50`,
    premiumPeriod: i % 3 ? 'חודשית' : 'שנתית',
    policyNumber: `BENCH-${100000 + i}`,
  }));
}

// Node's documented way to reach the collector without starting node with --expose-gc
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const mb = (bytes: number) => bytes / 1024 / 1024;

export async function portfolioCheckReport(): Promise<string> {
  const bytes = await reportWorkbook({ health: policies() });
  const file = new Blob([new Uint8Array(bytes)]);
  for (let i = 0; i < 20; i++) await checkPortfolio(file);
  const times: number[] = [];
  for (let i = 0; i < CALLS; i++) {
    const started = performance.now();
    const analysis = await checkPortfolio(file);
    times.push(performance.now() - started);
    if (analysis.policies.length !== POLICIES) throw new Error(`read ${analysis.policies.length} policies`);
  }
  // memory apart from the times: what one check holds at its end (its garbage too), the garbage of the
  // calls before collected first; the heap and the buffers, which the unpacked workbook lives in
  const held = () => {
    const { heapUsed, arrayBuffers } = process.memoryUsage();
    return heapUsed + arrayBuffers;
  };
  let extraBytes = 0;
  for (let i = 0; i < 20; i++) {
    collectGarbage();
    const before = held();
    await checkPortfolio(file);
    extraBytes = Math.max(extraBytes, held() - before);
  }
  times.sort((a, b) => a - b);
  const p50 = percentile(times, 50);
  const p95 = percentile(times, 95);
  const extra = mb(extraBytes);
  const over = p95 > BUDGET_P95_MS || extra > BUDGET_EXTRA_MB;
  if (over) process.exitCode = 1;
  return [
    `## Portfolio check (${POLICIES} policies, ${(bytes.length / 1024).toFixed(1)} kB file, ${CALLS} calls, in-process)`,
    '| p50 ms | p95 ms | MB held by one check | budget |',
    '|---|---|---|---|',
    `| ${p50.toFixed(1)} | ${p95.toFixed(1)} | ${extra.toFixed(1)} | p95 ≤ ${BUDGET_P95_MS} ms, ≤ ${BUDGET_EXTRA_MB} MB ${over ? '✗' : '✓'} |`,
  ].join('\n');
}

// run alone: node --import tsx bench/portfolio-check.ts
if (import.meta.url === `file://${process.argv[1]}`) console.log(await portfolioCheckReport());
