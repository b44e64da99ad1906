/**
 * A report analysed as of a day: which policies are active, what they cost a month and a year, and the
 * findings of rules.ts. A pure function of (report, today): the same report reads differently next month.
 */
import { daysBetween } from '../../src/shared/israel-time';
import type { Finding, PortfolioAnalysis, PortfolioPolicy, SavedPortfolio } from '../../src/shared/portfolio';
import type { PortfolioReport, ReportPolicy } from './report';
import {
  ENDING_SOON_DAYS,
  indemnityCovers,
  isDisabilityCover,
  isLifeCover,
  ruleTexts,
  sameBranch,
} from './rules';

/** Only the last 3 digits of the ID number show. */
export const maskId = (id: string) =>
  id === '' ? '' : `${'*'.repeat(Math.max(0, id.length - 3))}${id.slice(-3)}`;

/** Active on `today`: started (or no start given) and not yet ended (or no end given). */
const isActive = (p: ReportPolicy, today: string) =>
  (p.startDate === null || p.startDate <= today) && (p.endDate === null || today <= p.endDate);

const agorot = (shekels: number) => Math.round(shekels * 100) / 100;

/** A shekel sum a month: a yearly premium counts 1/12; a premium without its period counts monthly. */
const monthlyOf = (p: PortfolioPolicy) =>
  p.premium === null ? 0 : p.premiumPeriod === 'yearly' ? p.premium / 12 : p.premium;

/** The monthly and yearly totals of the active policies, rounded to agorot. */
export function totalsOf(policies: PortfolioPolicy[]): { monthly: number; yearly: number } {
  const monthly = policies.filter((p) => p.active).reduce((sum, p) => sum + monthlyOf(p), 0);
  return { monthly: agorot(monthly), yearly: agorot(monthly * 12) };
}

const ddmmyyyy = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

function finding(
  code: keyof typeof ruleTexts,
  policies: PortfolioPolicy[],
  fill: Record<string, string> = {},
): Finding {
  const rule = ruleTexts[code];
  const values: Record<string, string> = { count: String(policies.length), ...fill };
  const filled = (text: string) => text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
  return {
    code,
    title: filled(rule.title),
    text: filled(rule.text),
    action: filled(rule.action),
    policies: policies.map((p) => p.policyNumber),
  };
}

/** Every rule of rules.ts over the policies as they stand on `today`. */
export function findingsOf(policies: PortfolioPolicy[], today: string): Finding[] {
  const active = policies.filter((p) => p.active);
  const findings: Finding[] = [];
  for (const cover of indemnityCovers) {
    const holding = active.filter(
      (p) => p.section === 'health' && cover.subBranches.some((b) => sameBranch(b, p.subBranch)),
    );
    if (holding.length >= 2) findings.push(finding('DUPLICATE_COVER', holding, { cover: cover.name }));
  }
  if (!active.some(isDisabilityCover)) findings.push(finding('NO_DISABILITY_COVER', []));
  if (!active.some(isLifeCover)) findings.push(finding('NO_LIFE_COVER', []));
  const ending = active
    .filter((p) => p.endDate !== null && daysBetween(today, p.endDate) <= ENDING_SOON_DAYS)
    .sort((a, b) => (a.endDate as string).localeCompare(b.endDate as string));
  for (const p of ending) {
    findings.push(
      finding('ENDING_SOON', [p], {
        branch: p.subBranch || p.branch,
        company: p.company,
        date: ddmmyyyy(p.endDate as string),
      }),
    );
  }
  const ended = policies.filter((p) => p.endDate !== null && p.endDate < today);
  if (ended.length > 0) findings.push(finding('ENDED', ended));
  return findings;
}

/** The report analysed as of `today` (YYYY-MM-DD, Israel time). */
export function analyse(report: PortfolioReport, today: string): PortfolioAnalysis {
  const policies = report.policies.map((p) => ({ ...p, active: isActive(p, today) }));
  return {
    asOf: report.asOf,
    holder: { idMasked: maskId(report.holderId) },
    policies,
    unreadRows: report.unreadRows,
    totals: totalsOf(policies),
    findings: findingsOf(policies, today),
  };
}

/** What changed since the holder's earlier report: policies new, gone, and premiums changed. */
export function changesSince(
  earlier: { report: PortfolioReport; importedAt: Date },
  later: PortfolioReport,
): NonNullable<SavedPortfolio['changes']> {
  const before = new Map(earlier.report.policies.map((p) => [p.policyNumber, p]));
  const after = new Map(later.policies.map((p) => [p.policyNumber, p]));
  return {
    since: earlier.importedAt,
    added: [...after.keys()].filter((n) => !before.has(n)),
    removed: [...before.keys()].filter((n) => !after.has(n)),
    premiumChanged: [...after.values()].flatMap((p) => {
      const old = before.get(p.policyNumber);
      if (!old || (old.premium === p.premium && old.premiumPeriod === p.premiumPeriod)) return [];
      return [{ policyNumber: p.policyNumber, before: old.premium, after: p.premium }];
    }),
  };
}
