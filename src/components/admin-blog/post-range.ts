import { formatNumber } from '@/components/admin-applications/format';

/** 'מציג 21–40 מתוך 134 מאמרים' */
export function postRangeText(page: number, pageSize: number, total: number, none: string): string {
  if (total === 0) return none;
  if (total === 1) return 'מאמר אחד';
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return `מציג ${formatNumber(first)}–${formatNumber(last)} מתוך ${formatNumber(total)} מאמרים`;
}
