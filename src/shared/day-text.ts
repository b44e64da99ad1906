/**
 * A calendar day as Israelis write and type it: 'dd.mm.yyyy', whatever the browser's language.
 * The forms and the server keep days as 'YYYY-MM-DD'.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' → 'dd.mm.yyyy'. */
export function formatDayText(day: string): string {
  return day.split('-').reverse().join('.');
}

// day, month and year apart by '.', '/' or '-' (5.3.1990, 05/03/1990), or eight digits together (05031990)
const TYPED_DAY = /^(\d{1,2})([./-])(\d{1,2})\2(\d{4})$/;
const DIGITS_ONLY = /^(\d{2})(\d{2})(\d{4})$/;
// what a browser's autofill may put in: 1990-03-05
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function dayParts(text: string): [year: string, month: string, day: string] | null {
  const iso = ISO_DAY.exec(text);
  if (iso) return [iso[1] ?? '', iso[2] ?? '', iso[3] ?? ''];
  const typed = TYPED_DAY.exec(text);
  if (typed) return [typed[4] ?? '', typed[3] ?? '', typed[1] ?? ''];
  const digits = DIGITS_ONLY.exec(text);
  if (digits) return [digits[3] ?? '', digits[2] ?? '', digits[1] ?? ''];
  return null;
}

/** Whether the value is a real day written 'YYYY-MM-DD'. */
export const isDay = (value: string) => ISO_DAY.test(value) && parseDayText(value) === value;

/** What was typed ('5.3.1990', '05/03/1990', '05031990', '1990-03-05') as 'YYYY-MM-DD'; null unless a real day. */
export function parseDayText(text: string): string | null {
  const parts = dayParts(text.trim());
  if (!parts) return null;
  const [year, month, day] = parts.map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  // 31.02 rolls over into March, and Date.UTC reads years below 100 as 19xx: neither is the day typed
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}
