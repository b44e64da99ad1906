import { useRef, useState } from 'react';
import { TransferError } from '@/lib/file-transfer';
import type { PortfolioAnalysis } from '@/shared/portfolio';
import { checkReport } from './transfer';

export type CheckState =
  | { phase: 'idle' }
  | { phase: 'checking'; progress: number }
  | { phase: 'done'; analysis: PortfolioAnalysis; file: File }
  /** `wrongFile`: not an .xlsx, or a workbook that is not the report (the how-to helps) */
  | { phase: 'failed'; message: string; wrongFile: boolean };

/**
 * A report's check: the chosen file goes up (the server judges its size and type by the bytes; its name
 * may have been changed), the analysis or the server's Hebrew reason comes back.
 */
export function useReportCheck() {
  const [state, setState] = useState<CheckState>({ phase: 'idle' });
  // a second file chosen while the first is on its way wins
  const latest = useRef(0);
  const check = async (file: File) => {
    const turn = ++latest.current;
    setState({ phase: 'checking', progress: 0 });
    try {
      const analysis = await checkReport(file, (progress) => {
        if (turn === latest.current) setState({ phase: 'checking', progress });
      });
      if (turn === latest.current) setState({ phase: 'done', analysis, file });
    } catch (error) {
      if (turn !== latest.current) return;
      const transfer = error instanceof TransferError ? error : undefined;
      setState({
        phase: 'failed',
        message: transfer?.message ?? 'הבדיקה נכשלה. נסו שוב בעוד כמה רגעים.',
        // 415: not a workbook; 422: a workbook that is not the report (or far bigger than one)
        wrongFile: transfer?.status === 415 || transfer?.status === 422,
      });
    }
  };
  return { state, check, reset: () => setState({ phase: 'idle' }) };
}
