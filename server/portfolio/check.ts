import { israelToday } from '../../src/shared/israel-time';
import type { PortfolioAnalysis } from '../../src/shared/portfolio';
import { analyse } from './analysis';
import { type PortfolioReport, readReport } from './report';
import { readWorkbookRows } from './workbook';

/** The report in an uploaded file: 413, 415 or 422 (with the reason) for a file that is not one. */
export async function readPortfolioFile(file: Blob): Promise<PortfolioReport> {
  return readReport(await readWorkbookRows(file));
}

/** The public check: the file read and analysed as of today in Israel; nothing is stored or logged. */
export async function checkPortfolio(file: Blob, now = new Date()): Promise<PortfolioAnalysis> {
  return analyse(await readPortfolioFile(file), israelToday(now));
}
