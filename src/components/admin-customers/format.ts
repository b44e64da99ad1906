/** '2026-01-31' → '31.01.2026', as the admin pages write calendar days. */
export const dayText = (day: string | null | undefined) => (day ? day.split('-').reverse().join('.') : '');

/** '1 מסמך' / '3 מסמכים'. */
export const countText = (n: number, one: string, many: string) =>
  n === 1 ? one : `${n.toLocaleString('he-IL')} ${many}`;
