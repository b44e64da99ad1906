/**
 * The agency's calendar: Israel's, whatever the time zone of the server or the browser. "Today", the
 * instant an Israel day begins and ends, and day counts all come from here. A day is 'YYYY-MM-DD'.
 * The zone's rules (UTC+2 in winter, UTC+3 in summer, the switch at 02:00) come from the runtime's
 * time-zone data through @date-fns/tz; its smallest date class keeps the browser's share small.
 */
import { TZDateMini } from '@date-fns/tz/date/mini';

const ISRAEL_TIME_ZONE = 'Asia/Jerusalem';

const pad = (n: number) => String(n).padStart(2, '0');

/** The Israel calendar day at `now`, 'YYYY-MM-DD'. */
export function israelToday(now: Date = new Date()): string {
  const israel = new TZDateMini(now, ISRAEL_TIME_ZONE);
  return `${israel.getFullYear()}-${pad(israel.getMonth() + 1)}-${pad(israel.getDate())}`;
}

/** The instant as Israel's clocks showed it, 'dd.mm.yyyy HH:mm' (the way staff read times in exports). */
export function israelDateTime(instant: Date): string {
  const israel = new TZDateMini(instant, ISRAEL_TIME_ZONE);
  const day = `${pad(israel.getDate())}.${pad(israel.getMonth() + 1)}.${israel.getFullYear()}`;
  return `${day} ${pad(israel.getHours())}:${pad(israel.getMinutes())}`;
}

/** The instant the Israel day 'YYYY-MM-DD' begins: 22:00 UTC the day before in winter, 21:00 in summer. */
export function israelDayStart(day: string): Date {
  return new Date(+new TZDateMini(yearOf(day), monthOf(day) - 1, dateOf(day), ISRAEL_TIME_ZONE));
}

/** The instant the Israel day 'YYYY-MM-DD' ends: the next day's start (an upper bound, excluded). */
export function israelDayEnd(day: string): Date {
  return israelDayStart(addDays(day, 1));
}

/** 'YYYY-MM-DD' plus `days` calendar days (minus, for a negative `days`). */
export function addDays(day: string, days: number): string {
  return new Date(Date.UTC(yearOf(day), monthOf(day) - 1, dateOf(day) + days)).toISOString().slice(0, 10);
}

/** Whole calendar days from `from` to `to` ('YYYY-MM-DD'; negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

const yearOf = (day: string) => Number(day.slice(0, 4));
const monthOf = (day: string) => Number(day.slice(5, 7));
const dateOf = (day: string) => Number(day.slice(8, 10));
