import { upload } from '@/lib/file-transfer';
import type { PortfolioAnalysis } from '@/shared/portfolio';

// the public page's first load stays free of the shared schemas (zod): only types come from there
const options = (onProgress: (fraction: number) => void) => ({
  onProgress,
  failed: 'הפעולה נכשלה. נסו שוב בעוד כמה רגעים.',
  offline: 'אין חיבור לשרת. בדקו את החיבור ונסו שוב.',
});

const formOf = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return form;
};

/** POST /api/portfolio/check: the report read and analysed, nothing stored. */
export const checkReport = (file: File, onProgress: (fraction: number) => void) =>
  upload<PortfolioAnalysis>('/api/portfolio/check', formOf(file), options(onProgress));

/** What POST /api/user/portfolio answers: the saved report (its times as JSON strings). */
export type SavedReportAnswer = PortfolioAnalysis & { id: number; importedAt: string };

/** POST /api/user/portfolio: the report saved in the personal area (a verified e-mail is required). */
export const saveReport = (file: File, onProgress: (fraction: number) => void) =>
  upload<SavedReportAnswer>('/api/user/portfolio', formOf(file), options(onProgress));
