import { upload } from '@/lib/file-transfer';
import { PORTFOLIO_FILE_MAX_BYTES, type PortfolioAnalysis } from '@/shared/portfolio';

/** The server's reasons the portfolio screens act on. */
export const portfolioReasons = {
  notTheReport: 'NOT_A_PORTFOLIO_REPORT',
  emailNotVerified: 'EMAIL_NOT_VERIFIED',
} as const;

const messages = {
  failed: 'הבדיקה נכשלה. נסו שוב בעוד כמה רגעים.',
  offline: 'אין חיבור לשרת. בדקו את החיבור ונסו שוב.',
  tooLarge: 'הקובץ גדול מ־5MB. הקובץ של הר הביטוח קטן בהרבה – בדקו שבחרתם את הקובץ הנכון.',
};

/**
 * Why a chosen file cannot be the report, before it goes up, or null. Only its size: its name may have
 * been changed, and the server judges its type by the bytes.
 */
export const reportFileProblem = (file: File): string | null =>
  file.size > PORTFOLIO_FILE_MAX_BYTES ? messages.tooLarge : null;

const formOf = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return form;
};

const options = (onProgress: (fraction: number) => void) => ({
  onProgress,
  failed: messages.failed,
  offline: messages.offline,
});

/** POST /api/portfolio/check: the report read and analysed, nothing stored. */
export const checkReport = (file: File, onProgress: (fraction: number) => void) =>
  upload<PortfolioAnalysis>('/api/portfolio/check', formOf(file), options(onProgress));

/** What POST /api/user/portfolio answers: the saved report (its times as JSON strings). */
export type SavedReportAnswer = PortfolioAnalysis & { id: number; importedAt: string };

/** POST /api/user/portfolio: the report saved in the personal area (a verified e-mail is required). */
export const saveReport = (file: File, onProgress: (fraction: number) => void) =>
  upload<SavedReportAnswer>('/api/user/portfolio', formOf(file), options(onProgress));
