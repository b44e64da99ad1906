import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, israelToday } from '../../src/shared/israel-time';
import { PortfolioAnalysisSchema } from '../../src/shared/portfolio';
import { createTestApp, type TestApp } from '../../tests/app';
import { pdfFile } from '../../tests/document-files';
import {
  bombWorkbook,
  fileForm,
  HOLDER_ID,
  reportWorkbook,
  unrelatedWorkbook,
} from '../../tests/portfolio-files';
import { createLogger } from '../log';

const ddmmyyyy = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
const today = israelToday();
const period = (from: number, to: number) =>
  `${ddmmyyyy(addDays(today, from))} - ${ddmmyyyy(addDays(today, to))}`;

let t: TestApp;
const lines: string[] = [];

beforeAll(async () => {
  // the most the logger can say: every level
  const log = createLogger('trace', { write: (line: string) => void lines.push(line) });
  t = await createTestApp({ env: { RATE_LIMIT: 'off' }, log });
});
afterAll(() => t.close());

const check = (form: FormData) => t.agent().request('/api/portfolio/check', { method: 'POST', body: form });

describe('POST /api/portfolio/check', () => {
  it('answers the report analysed as of today: policies, totals and findings', async () => {
    const file = await reportWorkbook({
      health: [
        {
          subBranch: 'ניתוחים אחידה',
          company: 'הראל',
          period: period(-100, 300),
          premium: '80.50',
          policyNumber: 'SURG-HAREL-771',
        },
        {
          subBranch: 'ניתוחים אחידה',
          company: 'מגדל',
          period: period(-50, 300),
          premium: 60,
          policyNumber: 'SURG-MIGDAL-772',
        },
        {
          subBranch: 'שיניים',
          period: period(-300, 20),
          premium: 1200,
          premiumPeriod: 'שנתית',
          policyNumber: 'TEETH-773',
        },
      ],
      general: [
        { branch: 'ביטוח רכב', subBranch: 'רכב חובה', period: period(-800, -400), policyNumber: 'CAR-774' },
      ],
    });
    const res = await check(fileForm(file));
    expect(res.status, res.text).toBe(200);
    const analysis = PortfolioAnalysisSchema.parse(res.body);
    expect(analysis.holder.idMasked).toBe('******674');
    expect(analysis.policies.map((p) => [p.policyNumber, p.active])).toEqual([
      ['CAR-774', false],
      ['SURG-HAREL-771', true],
      ['SURG-MIGDAL-772', true],
      ['TEETH-773', true],
    ]);
    expect(analysis.totals).toEqual({ monthly: 240.5, yearly: 2886 });
    expect(analysis.findings.map((f) => [f.code, f.policies])).toEqual([
      ['DUPLICATE_COVER', ['SURG-HAREL-771', 'SURG-MIGDAL-772']],
      ['NO_DISABILITY_COVER', []],
      ['NO_LIFE_COVER', []],
      ['ENDING_SOON', ['TEETH-773']],
      ['ENDED', ['CAR-774']],
    ]);
  });

  it('answers 415 for a PDF renamed .xlsx, 422 NOT_A_PORTFOLIO_REPORT for another workbook', async () => {
    const pdf = await check(fileForm(pdfFile(), 'data-1.xlsx'));
    expect(pdf.status).toBe(415);
    expect(pdf.body.error).toContain('הר הביטוח');
    const other = await check(fileForm(await unrelatedWorkbook()));
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ code: 'NOT_A_PORTFOLIO_REPORT' });
    expect(other.body.error).toContain('תעודת זהות');
  });

  it('answers 422 for a decompression bomb and 413 for a file over 5 MiB', async () => {
    const bomb = await check(fileForm(await bombWorkbook(60)));
    expect(bomb.status).toBe(422);
    expect(bomb.body).toMatchObject({ code: 'WORKBOOK_TOO_LARGE' });
    const big = await check(fileForm(Buffer.alloc(6 * 1024 * 1024, 1)));
    expect(big.status).toBe(413);
    expect(big.body.error).toContain('5MB');
  });

  it('answers 400 without a file, and 415 for a JSON body', async () => {
    const none = await check(new FormData());
    expect(none.status).toBe(400);
    const json = await t.agent().request('/api/portfolio/check', { json: { file: 'x' } });
    expect(json.status).toBe(415);
  });

  it('writes nothing of the file to the log: no ID number, policy number, insurer or branch', () => {
    const log = lines.join('');
    expect(log).toContain('/api/portfolio/check');
    for (const value of [
      HOLDER_ID,
      String(Number(HOLDER_ID)),
      'SURG-HAREL-771',
      'TEETH-773',
      'מגדל',
      'ניתוחים',
    ])
      expect(log).not.toContain(value);
  });
});
