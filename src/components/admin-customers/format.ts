/** '2026-01-31' → '31.01.2026', as the admin pages write calendar days. */
export const dayText = (day: string | null | undefined) => (day ? day.split('-').reverse().join('.') : '');

/** Stored phone digits as people read them: '0501234567' → '050-1234567', '031234567' → '03-1234567'. */
export function phoneText(phone: string): string {
  if (/^05\d{8}$/.test(phone) || /^07\d{8}$/.test(phone)) return `${phone.slice(0, 3)}-${phone.slice(3)}`;
  if (/^0\d{8}$/.test(phone)) return `${phone.slice(0, 2)}-${phone.slice(2)}`;
  return phone;
}

/** '1 מסמך' / '3 מסמכים'. */
export const countText = (n: number, one: string, many: string) =>
  n === 1 ? one : `${n.toLocaleString('he-IL')} ${many}`;
