import { describe, expect, it } from 'vitest';
import { analyse, changesSince, maskId } from './analysis';
import type { PortfolioReport, ReportPolicy } from './report';
import { ruleTexts } from './rules';

const TODAY = '2026-03-15';

function policy(fields: Partial<ReportPolicy>): ReportPolicy {
  return {
    section: 'health',
    branch: 'ביטוח בריאות',
    subBranch: 'ניתוחים אחידה',
    productType: 'פוליסת פרט',
    company: 'הראל',
    startDate: '2025-01-01',
    endDate: '2026-12-31',
    premium: 100,
    premiumPeriod: 'monthly',
    policyNumber: 'P-1',
    planType: 'פרט',
    details: '',
    ...fields,
  };
}

/** Life and disability cover, so the gap rules stay quiet unless a test takes them away. */
const covered = [
  policy({ section: 'life', subBranch: 'אבדן כושר עבודה', policyNumber: 'L-D', premium: null }),
  policy({ section: 'life', subBranch: 'ביטוח חיים למקרה מוות', policyNumber: 'L-L', premium: null }),
];

const report = (policies: ReportPolicy[]): PortfolioReport => ({
  asOf: '2026-03-01',
  holderId: '012345674',
  policies,
  unreadRows: [],
});

const codes = (policies: ReportPolicy[], today = TODAY) =>
  analyse(report(policies), today).findings.map((f) => [f.code, f.policies]);

describe('the analysis', () => {
  it('masks the ID number but its last 3 digits', () => {
    expect(analyse(report(covered), TODAY).holder.idMasked).toBe('******674');
    expect(maskId('')).toBe('');
  });

  it('marks a policy active from its start to its end day, both included, as of the day given', () => {
    const p = policy({ startDate: '2026-03-15', endDate: '2026-04-15' });
    expect(analyse(report([p]), '2026-03-14').policies[0]?.active).toBe(false);
    expect(analyse(report([p]), '2026-03-15').policies[0]?.active).toBe(true);
    expect(analyse(report([p]), '2026-04-15').policies[0]?.active).toBe(true);
    expect(analyse(report([p]), '2026-04-16').policies[0]?.active).toBe(false);
  });

  it('totals the active policies a month and a year, a yearly premium counting 1/12, in agorot', () => {
    const { totals } = analyse(
      report([
        policy({ premium: 123.45, policyNumber: 'A' }),
        policy({ premium: 1000, premiumPeriod: 'yearly', policyNumber: 'B' }),
        policy({ premium: 999, endDate: '2025-12-31', policyNumber: 'ended' }),
        policy({ premium: null, policyNumber: 'no premium' }),
      ]),
      TODAY,
    );
    // 123.45 + 1000 / 12 = 206.7833…
    expect(totals).toEqual({ monthly: 206.78, yearly: 2481.4 });
  });
});

describe('the findings rules', () => {
  it('every rule says where it comes from, why it matters and what to do', () => {
    for (const rule of Object.values(ruleTexts)) {
      expect(rule.source.length).toBeGreaterThan(20);
      expect(rule.text).toMatch(/[\u0590-\u05FF]/);
      expect(rule.action).toMatch(/נשמח/);
    }
  });

  it('DUPLICATE_COVER: two active policies with the same indemnity cover, at two insurers', () => {
    const findings = analyse(
      report([
        ...covered,
        policy({ subBranch: 'ניתוחים אחידה', company: 'הראל', policyNumber: 'S-1' }),
        policy({ subBranch: 'ניתוחים משלים שב״ן', company: 'מגדל', policyNumber: 'S-2' }),
        policy({ subBranch: 'תרופות - בסיס', company: 'כלל', policyNumber: 'D-1' }),
        policy({ subBranch: 'תרופות - הרחבה', company: 'הפניקס', policyNumber: 'D-2' }),
        // ended: no longer double
        policy({ subBranch: 'השתלות', policyNumber: 'T-1' }),
        policy({ subBranch: 'השתלות', endDate: '2026-01-31', policyNumber: 'T-2' }),
        // a compensation cover pays per policy: never double
        policy({ subBranch: 'מחלות קשות', policyNumber: 'C-1' }),
        policy({ subBranch: 'מחלות קשות', policyNumber: 'C-2' }),
      ]),
      TODAY,
    ).findings.filter((f) => f.code === 'DUPLICATE_COVER');
    expect(findings.map((f) => f.policies)).toEqual([['S-1', 'S-2']]);
    expect(findings[0]?.title).toBe('כפל ביטוחי: ניתוחים בישראל');
    expect(findings[0]?.text).toContain('2 פוליסות');
  });

  it('DUPLICATE_COVER: a drugs policy of basis and extension doubles each of the two', () => {
    const found = codes([
      ...covered,
      policy({ subBranch: 'תרופות - בסיס + הרחבה', policyNumber: 'D-1' }),
      policy({ subBranch: 'תרופות - הרחבה', policyNumber: 'D-2' }),
    ]);
    expect(found).toEqual([['DUPLICATE_COVER', ['D-1', 'D-2']]]);
  });

  it('NO_DISABILITY_COVER: no active disability policy', () => {
    const life = covered.filter((p) => p.policyNumber === 'L-L');
    expect(codes(life)).toEqual([['NO_DISABILITY_COVER', []]]);
    const endedDisability = policy({
      subBranch: 'אבדן כושר עבודה',
      endDate: '2026-01-01',
      policyNumber: 'X',
    });
    expect(codes([...life, endedDisability]).map(([code]) => code)).toContain('NO_DISABILITY_COVER');
  });

  it('NO_LIFE_COVER: no active life policy paying on death (pure savings does not)', () => {
    const disability = covered.filter((p) => p.policyNumber === 'L-D');
    const savings = policy({ section: 'life', subBranch: 'ביטוח חיים חיסכון טהור', policyNumber: 'SV' });
    expect(codes([...disability, savings])).toEqual([['NO_LIFE_COVER', []]]);
    const risk = policy({ section: 'life', subBranch: 'אחר', productType: 'ריסק', policyNumber: 'R' });
    expect(codes([...disability, risk])).toEqual([]);
  });

  it('ENDING_SOON: an active policy ending within 60 days, one finding each, soonest first', () => {
    const found = analyse(
      report([
        ...covered,
        policy({ endDate: '2026-05-14', company: 'מגדל', subBranch: 'שיניים', policyNumber: 'E-60' }),
        policy({ endDate: '2026-03-20', subBranch: 'שיניים', policyNumber: 'E-5' }),
        policy({ endDate: '2026-05-15', subBranch: 'שיניים', policyNumber: 'E-61' }),
      ]),
      TODAY,
    ).findings;
    expect(found.map((f) => [f.code, f.policies])).toEqual([
      ['ENDING_SOON', ['E-5']],
      ['ENDING_SOON', ['E-60']],
    ]);
    expect(found[1]?.title).toBe('מסתיימת בקרוב: שיניים במגדל');
    expect(found[1]?.text).toContain('14.05.2026');
  });

  it('ENDED: every policy whose end day has passed, in one finding', () => {
    expect(
      codes([
        ...covered,
        policy({ endDate: '2026-03-14', policyNumber: 'X-1' }),
        policy({ endDate: '2020-01-01', policyNumber: 'X-2' }),
        policy({ endDate: '2026-03-15', policyNumber: 'today' }),
      ]),
    ).toEqual([
      ['ENDING_SOON', ['today']],
      ['ENDED', ['X-1', 'X-2']],
    ]);
  });

  it('reads the same report differently as the days pass', () => {
    const p = [...covered, policy({ endDate: '2026-06-30', policyNumber: 'A' })];
    expect(codes(p, '2026-03-15')).toEqual([]);
    expect(codes(p, '2026-06-01')).toEqual([['ENDING_SOON', ['A']]]);
    expect(codes(p, '2026-07-01')).toEqual([['ENDED', ['A']]]);
    expect(codes(p, '2027-01-01')).toEqual([
      ['NO_DISABILITY_COVER', []],
      ['NO_LIFE_COVER', []],
      ['ENDED', ['L-D', 'L-L', 'A']],
    ]);
  });
});

describe('changes since the holder’s earlier report', () => {
  it('lists policies new, gone and with a changed premium', () => {
    const since = new Date('2026-01-01T10:00:00Z');
    const earlier = report([policy({ policyNumber: 'A' }), policy({ policyNumber: 'B', premium: 50 })]);
    const later = report([policy({ policyNumber: 'B', premium: 75 }), policy({ policyNumber: 'C' })]);
    expect(changesSince({ report: earlier, importedAt: since }, later)).toEqual({
      since,
      added: ['C'],
      removed: ['A'],
      premiumChanged: [{ policyNumber: 'B', before: 50, after: 75 }],
    });
  });
});
