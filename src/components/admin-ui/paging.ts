/** Paging of the admin lists: which page numbers to offer and the 'showing' line. */

const numberFormat = new Intl.NumberFormat('he-IL');
/** '1,234': figures as the admin area shows them */
export const formatNumber = (n: number) => numberFormat.format(n);

/** The page numbers to offer: the first, the last and the current one's neighbours, with gaps as null. */
export function pageWindow(page: number, pages: number): (number | null)[] {
  const wanted = new Set([1, pages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const items: (number | null)[] = [];
  sorted.forEach((n, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && n - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && n - previous > 2) items.push(null);
    items.push(n);
  });
  return items;
}

/** 'מציג 21–40 מתוך 1,234', or `none` when there is nothing. */
export function rangeText(page: number, pageSize: number, total: number, none: string): string {
  if (total === 0) return none;
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return `מציג ${formatNumber(first)}–${formatNumber(last)} מתוך ${formatNumber(total)}`;
}
