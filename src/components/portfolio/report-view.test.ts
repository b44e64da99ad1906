import { ChakraProvider } from '@chakra-ui/react';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '@/shared/money';
import type { PortfolioAnalysis, PortfolioPolicy } from '@/shared/portfolio';
import { getSystem } from '@/theme/system';
import { ReportView } from './report-view';

const policy = (over: Partial<PortfolioPolicy>): PortfolioPolicy => ({
  section: 'health',
  branch: 'ביטוח בריאות',
  subBranch: 'ניתוחים אחידה',
  productType: 'פוליסת פרט',
  company: 'הראל',
  startDate: '2025-01-01',
  endDate: '2030-12-31',
  premium: 100,
  premiumPeriod: 'monthly',
  policyNumber: 'P-1',
  planType: 'פרט',
  details: '',
  active: true,
  ...over,
});

// totals that are not the sum of the premiums: the view must show the server's, never its own
const analysis: PortfolioAnalysis = {
  asOf: '2026-03-15',
  holder: { idMasked: '******674' },
  policies: [
    policy({ policyNumber: 'SRG-1' }),
    policy({ policyNumber: 'SRG-2', company: 'מגדל', premium: 1200, premiumPeriod: 'yearly' }),
    policy({ section: 'general', branch: 'ביטוח דירה', subBranch: 'ביטוח חיות מחמד', policyNumber: 'PET-9' }),
    policy({ section: 'life', subBranch: 'ביטוח חיים למקרה מוות', policyNumber: 'LIFE-3', active: false }),
  ],
  unreadRows: [
    { row: 12, reason: 'הפרמיה אינה סכום בשקלים', cells: ['12345', 'ביטוח בריאות', 'שיניים', 'XYZ-7'] },
  ],
  totals: { monthly: 4321.5, yearly: 51858 },
  findings: [
    {
      code: 'DUPLICATE_COVER',
      title: 'כפל ביטוחי: ניתוחים אחידה',
      text: 'שתי פוליסות מכסות את אותם ניתוחים.',
      action: 'בדקו איזו מהן לבטל.',
      policies: ['SRG-1', 'SRG-2'],
    },
    { code: 'SOMETHING_NEW', title: 'ממצא חדש', text: 'טקסט', action: 'פעולה', policies: [] },
  ],
};

/** The text a reader sees: no style tags, no React's text separators, each element's text apart. */
const textOf = (html: string) =>
  html
    .replace(/<style[^>]*>.*?<\/style>/gs, '')
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ');

const render = () =>
  renderToString(
    createElement(ChakraProvider, {
      value: getSystem(),
      // biome-ignore lint/correctness/noChildrenProp: the provider's props type requires them here
      children: createElement(ReportView, {
        analysis,
        help: (finding) => createElement('button', { type: 'button' }, `עזרה: ${finding.code}`),
      }),
    }),
  );

describe('ReportView', () => {
  const html = textOf(render());

  it('shows the totals the server computed, in shekels', () => {
    expect(html).toContain(formatMoney(4321.5, 'ILS'));
    expect(html).toContain(formatMoney(51858, 'ILS'));
  });

  it('shows every policy under its section, unknown covers as the report wrote them', () => {
    for (const number of ['SRG-1', 'SRG-2', 'PET-9', 'LIFE-3']) expect(html).toContain(number);
    expect(html).toContain('בריאות ותאונות אישיות');
    expect(html).toContain('חיים ואבדן כושר עבודה');
    expect(html).toContain('ביטוח חיות מחמד');
    expect(html).toContain(`${formatMoney(1200, 'ILS')} לשנה`);
    expect(html).toContain('לא בתוקף');
  });

  it('shows each finding with why, what to do and the help offered, whatever its code', () => {
    expect(html).toContain('ממצאים (2)');
    expect(html).toContain('בדקו איזו מהן לבטל.');
    expect(html).toContain('עזרה: DUPLICATE_COVER');
    expect(html).toContain('עזרה: SOMETHING_NEW');
  });

  it('reports the rows it could not read beside the policies', () => {
    expect(html).toContain('שורה 12: הפרמיה אינה סכום בשקלים');
    expect(html).toContain('XYZ-7');
  });
});
