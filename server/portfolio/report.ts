/**
 * The Har HaBituach report's rows read into the holder, the report's date, its policies and the rows
 * that are not policies. Forgiving around the layout: title and date rows before the header row (its
 * first cell 'תעודת זהות'), section rows ('תחום - …', no policy number) above their policies, numbers
 * as numbers or as text. A row that cannot be read is kept with its reason, never dropped.
 */
import {
  type PortfolioPolicy,
  type PortfolioSection,
  type PremiumPeriod,
  portfolioMessages,
  portfolioReasons,
} from '../../src/shared/portfolio';
import { unprocessable } from '../errors';
import type { Cell } from './workbook';

/** A policy as the report states it; whether it is active depends on the day it is looked at. */
export type ReportPolicy = Omit<PortfolioPolicy, 'active'>;

export interface UnreadRow {
  row: number;
  reason: string;
  cells: string[];
}

export interface PortfolioReport {
  /** the report's own date, YYYY-MM-DD, or null when it does not say */
  asOf: string | null;
  /** the holder's ID number, 9 digits ('' when no row has one) */
  holderId: string;
  policies: ReportPolicy[];
  unreadRows: UnreadRow[];
}

const HEADER_FIRST_CELL = 'תעודת זהות';
const COLUMNS = 11;

/** The section a section row names ('תחום - בריאות ותאונות אישיות'), by its words. */
function sectionOfTitle(title: string): PortfolioSection | undefined {
  if (!title.startsWith('תחום')) return undefined;
  if (title.includes('בריאות') || title.includes('תאונות')) return 'health';
  if (title.includes('חיים') || title.includes('כושר')) return 'life';
  if (title.includes('כללי')) return 'general';
  return undefined;
}

/** A policy above any section row: its section by its main branch. */
function sectionOfBranch(branch: string): PortfolioSection {
  if (/חיים|כושר/.test(branch)) return 'life';
  if (/בריאות|תאונות|סיעוד/.test(branch)) return 'health';
  return 'general';
}

// the report writes abbreviations with a typewriter quote (שב"ן, ש"ח); the site writes gershayim (״)
const text = (cell: Cell | undefined) =>
  cell === undefined
    ? ''
    : String(cell)
        .trim()
        .replace(/(?<=[\u05d0-\u05ea])"(?=[\u05d0-\u05ea])/g, '״');

/** 'dd/mm/yyyy' (or with dots or dashes) as 'YYYY-MM-DD', undefined unless a real calendar day. */
export function isoDay(day: string, month: string, year: string): string | undefined {
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso ? undefined : iso;
}

const DATE = /(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})/g;

/** Every date written in a text, in order. */
function datesIn(value: string): (string | undefined)[] {
  return [...value.matchAll(DATE)].map(([, d, m, y]) => isoDay(d as string, m as string, y as string));
}

/** The period cell 'dd/mm/yyyy - dd/mm/yyyy': both dates, or why not. */
function periodOf(value: string): { start: string | null; end: string | null } | string {
  if (value === '') return { start: null, end: null };
  const dates = datesIn(value);
  if (dates.length !== 2 || dates.some((d) => d === undefined)) return 'תקופת הביטוח אינה שני תאריכים';
  const [start, end] = dates as [string, string];
  if (end < start) return 'תאריך הסיום של הפוליסה מוקדם מתאריך תחילתה';
  return { start, end };
}

/** A premium cell: a number, or text such as '1,234.50' or '₪ 99'; null when empty, undefined when neither. */
function premiumOf(cell: Cell | undefined): number | null | undefined {
  if (typeof cell === 'number') return Number.isFinite(cell) && cell >= 0 ? cell : undefined;
  const value = text(cell).replace(/[₪,\s]|ש״ח/g, '');
  if (value === '') return null;
  return /^\d+(\.\d+)?$/.test(value) ? Number(value) : undefined;
}

/** 'חודשית' or 'שנתית'; null when empty, undefined when neither. */
function premiumPeriodOf(value: string): PremiumPeriod | null | undefined {
  if (value === '') return null;
  if (value.includes('חודש')) return 'monthly';
  if (value.includes('שנת')) return 'yearly';
  return undefined;
}

/** An ID number as its 9 digits: a sheet that stored it as a number lost its leading zeros. */
function idOf(cell: Cell | undefined): string {
  const digits = text(cell).replace(/\D/g, '');
  return digits === '' || digits.length > 9 ? digits : digits.padStart(9, '0');
}

/** The report's rows read; 422 NOT_A_PORTFOLIO_REPORT without the header row. */
export function readReport(rows: Cell[][]): PortfolioReport {
  const headerIndex = rows.findIndex((row) => text(row[0]) === HEADER_FIRST_CELL);
  if (headerIndex === -1) throw unprocessable(portfolioMessages.notAReport, portfolioReasons.notAReport);

  let asOf: string | null = null;
  for (const row of rows.slice(0, headerIndex)) {
    const day = row
      .map(text)
      .flatMap(datesIn)
      .find((d) => d !== undefined);
    if (day) {
      asOf = day;
      break;
    }
  }

  let section: PortfolioSection | undefined;
  let holderId = '';
  const policies: ReportPolicy[] = [];
  const unreadRows: UnreadRow[] = [];
  for (const [index, row] of rows.entries()) {
    if (index <= headerIndex) continue;
    const cells = Array.from({ length: COLUMNS }, (_, i) => text(row[i]));
    if (row.every((c) => text(c) === '')) continue;
    const [, branch = '', subBranch = '', productType = '', company = '', period = '', details = ''] = cells;
    const policyNumber = cells[9] ?? '';
    const unread = (reason: string) => unreadRows.push({ row: index + 1, reason, cells: row.map(text) });
    if (policyNumber === '') {
      const titled = sectionOfTitle(branch) ?? sectionOfTitle(cells.find((c) => c !== '') ?? '');
      if (titled) section = titled;
      else unread('בשורה אין מספר פוליסה');
      continue;
    }
    const dates = periodOf(period);
    if (typeof dates === 'string') {
      unread(dates);
      continue;
    }
    const premium = premiumOf(row[7]);
    if (premium === undefined) {
      unread('הפרמיה אינה סכום בשקלים');
      continue;
    }
    const premiumPeriod = premiumPeriodOf(cells[8] ?? '');
    if (premiumPeriod === undefined) {
      unread('סוג הפרמיה אינו חודשית או שנתית');
      continue;
    }
    if (holderId === '') holderId = idOf(row[0]);
    policies.push({
      section: section ?? sectionOfBranch(branch),
      branch,
      subBranch,
      productType,
      company,
      startDate: dates.start,
      endDate: dates.end,
      premium,
      premiumPeriod,
      policyNumber,
      planType: cells[10] ?? '',
      details,
    });
  }
  return { asOf, holderId, policies, unreadRows };
}
