import { describe, expect, it } from 'vitest';
import { pdfFile } from '../../tests/document-files';
import {
  bombWorkbook,
  HOLDER_ID,
  manyRowsWorkbook,
  policyRow,
  reportRows,
  reportWorkbook,
  sectionRow,
  unrelatedWorkbook,
  workbookOf,
  zipOf,
} from '../../tests/portfolio-files';
import { DomainError } from '../errors';
import { readPortfolioFile } from './check';

const fileOf = (bytes: Buffer) => new Blob([new Uint8Array(bytes)]);
const read = async (bytes: Buffer) => readPortfolioFile(fileOf(bytes));

/** What a refused file was refused with: its kind and reason. */
async function refusal(bytes: Buffer) {
  try {
    await read(bytes);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return { kind: error.kind, reason: error.reason, message: error.message };
  }
  throw new Error('the file was accepted');
}

describe('reading the report', () => {
  it('reads every row past the too-small declared dimension, by section, with the holder and date', async () => {
    const report = await read(
      await reportWorkbook(
        {
          general: [{ branch: 'ביטוח רכב', subBranch: 'רכב חובה', company: 'כלל', policyNumber: 'G-1' }],
          health: [
            { subBranch: 'ניתוחים אחידה', premium: '123.45', policyNumber: 'H-1' },
            { subBranch: 'תרופות - בסיס', premium: 1200, premiumPeriod: 'שנתית', policyNumber: 'H-2' },
          ],
          life: [
            {
              branch: 'ביטוח חיים',
              subBranch: 'אבדן כושר עבודה',
              company: 'מגדל',
              period: '01/06/2020 - 31/05/2045',
              policyNumber: 'L-1',
            },
          ],
        },
        '15/03/2026',
      ),
    );
    expect(report.asOf).toBe('2026-03-15');
    // stored as a number, the ID lost its leading zero; it is 9 digits again
    expect(report.holderId).toBe(HOLDER_ID);
    expect(report.policies.map((p) => [p.section, p.policyNumber])).toEqual([
      ['general', 'G-1'],
      ['health', 'H-1'],
      ['health', 'H-2'],
      ['life', 'L-1'],
    ]);
    const [car, surgery, drugs, disability] = report.policies;
    expect(car).toMatchObject({ branch: 'ביטוח רכב', subBranch: 'רכב חובה', company: 'כלל' });
    expect(surgery).toMatchObject({ premium: 123.45, premiumPeriod: 'monthly' });
    expect(drugs).toMatchObject({ premium: 1200, premiumPeriod: 'yearly' });
    expect(disability).toMatchObject({ startDate: '2020-06-01', endDate: '2045-05-31', company: 'מגדל' });
    expect(report.unreadRows).toEqual([]);
  });

  it('reports rows it cannot read beside the others, and keeps unknown secondary branches as they are', async () => {
    const rows = [
      ...reportRows({
        health: [
          { subBranch: 'כיסוי חדש שלא היה', policyNumber: 'H-1' },
          { period: 'לא ידוע', policyNumber: 'H-2' },
          { premium: 'חינם', policyNumber: 'H-3' },
        ],
      }),
      policyRow({ policyNumber: '', details: 'שורה בלי מספר פוליסה' }),
      policyRow({ premiumPeriod: 'רבעונית', policyNumber: 'H-4' }),
    ];
    const report = await read(await workbookOf(rows));
    expect(report.policies.map((p) => [p.policyNumber, p.subBranch])).toEqual([['H-1', 'כיסוי חדש שלא היה']]);
    expect(report.unreadRows.map((r) => [r.row, r.reason])).toEqual([
      [6, 'תקופת הביטוח אינה שני תאריכים'],
      [7, 'הפרמיה אינה סכום בשקלים'],
      [8, 'בשורה אין מספר פוליסה'],
      [9, 'סוג הפרמיה אינו חודשית או שנתית'],
    ]);
    expect(report.unreadRows[0]?.cells).toContain('H-2');
  });

  it('puts a policy above any section row in the section of its main branch', async () => {
    const rows = [
      ['תיק ביטוחי'],
      ['תאריך הפקה 01/02/2026'],
      reportRows({})[2] ?? [],
      policyRow({ branch: 'ביטוח חיים', subBranch: 'ביטוח חיים למקרה מוות', policyNumber: 'L-9' }),
      sectionRow('general'),
      policyRow({ branch: 'ביטוח דירה', subBranch: 'ביטוח מבנה', policyNumber: 'G-9' }),
    ];
    const report = await read(await workbookOf(rows));
    expect(report.policies.map((p) => [p.policyNumber, p.section])).toEqual([
      ['L-9', 'life'],
      ['G-9', 'general'],
    ]);
  });
});

describe('refusing what is not the report', () => {
  it('refuses a PDF renamed .xlsx by its bytes (415)', async () => {
    expect(await refusal(pdfFile())).toMatchObject({ kind: 'unsupported-type' });
  });

  it('refuses a zip that is not a workbook (415)', async () => {
    expect(await refusal(await zipOf({ 'notes.txt': 'hello' }))).toMatchObject({ kind: 'unsupported-type' });
  });

  it('refuses an unrelated workbook with NOT_A_PORTFOLIO_REPORT and where to get the right file', async () => {
    const answer = await refusal(await unrelatedWorkbook());
    expect(answer).toMatchObject({ kind: 'unprocessable', reason: 'NOT_A_PORTFOLIO_REPORT' });
    expect(answer.message).toContain('הר הביטוח');
  });

  it('refuses a decompression bomb from its declared sizes, without inflating it', async () => {
    const bomb = await bombWorkbook(60);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const started = performance.now();
    expect(await refusal(bomb)).toMatchObject({ kind: 'unprocessable', reason: 'WORKBOOK_TOO_LARGE' });
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('refuses a workbook of more than 2,000 rows, and reads one of 2,000', async () => {
    expect(await refusal(await manyRowsWorkbook(2001))).toMatchObject({
      kind: 'unprocessable',
      reason: 'WORKBOOK_TOO_LARGE',
    });
    // 4 rows before the policies (title, date, header, section)
    const report = await read(await manyRowsWorkbook(1996));
    expect(report.policies).toHaveLength(1996);
  });

  it('refuses a file over 5 MiB before reading it (413)', async () => {
    expect(await refusal(Buffer.alloc(6 * 1024 * 1024, 1))).toMatchObject({ kind: 'too-large' });
  });
});
