/**
 * The regulator's clocks on an insurer's handling of a claim, as staff see them: an acknowledgement
 * within 14 business days and a decision within 30 days of the claim's arrival, in Israel's calendar.
 */
import { flags, type HDate, HebrewCalendar } from '@hebcal/core';
import { type ClaimStatus, type DueDate, decidedStatuses } from '../../src/shared/claims';
import { addDays, israelToday } from '../../src/shared/israel-time';

export const ACKNOWLEDGEMENT_BUSINESS_DAYS = 14;
export const DECISION_DAYS = 30;

// Closed for business: Friday, Saturday, every yom tov of Israel's calendar (hebcal's CHAG with il:
// Rosh Hashana I–II, Yom Kippur, Sukkot I, Shemini Atzeret, Pesach I and VII, Shavuot) and Yom
// HaAtzma'ut on its observed day; an erev chag and chol hamoed are business days (offices open).
const closedDaysByYear = new Map<number, Set<string>>();

function closedDaysOf(year: number): Set<string> {
  let days = closedDaysByYear.get(year);
  if (days) return days;
  days = new Set();
  const events = HebrewCalendar.calendar({
    start: new Date(year, 0, 1),
    end: new Date(year, 11, 31),
    il: true,
    noMinorFast: true,
    noSpecialShabbat: true,
    noRoshChodesh: true,
  });
  for (const event of events) {
    const chag = (event.getFlags() & flags.CHAG) !== 0;
    const independenceDay = event.getDesc() === "Yom HaAtzma'ut";
    if (chag || independenceDay) days.add(isoOf(event.getDate()));
  }
  closedDaysByYear.set(year, days);
  return days;
}

const pad = (n: number) => String(n).padStart(2, '0');
const isoOf = (date: HDate) => {
  const day = date.greg();
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
};

/** Whether 'YYYY-MM-DD' is an Israeli business day. */
export function isBusinessDay(day: string): boolean {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  if (weekday === 5 || weekday === 6) return false;
  return !closedDaysOf(Number(day.slice(0, 4))).has(day);
}

/** The `count`th business day after `day` (the day itself not counted). */
export function addBusinessDays(day: string, count: number): string {
  let current = day;
  for (let left = count; left > 0; ) {
    current = addDays(current, 1);
    if (isBusinessDay(current)) left--;
  }
  return current;
}

/** `day`, or the first business day after it. */
export function businessDayFrom(day: string): string {
  let current = day;
  while (!isBusinessDay(current)) current = addDays(current, 1);
  return current;
}

/** A clock's state: met once `metAt` is set, overdue when today is past its last day. */
function clock(due: string, metAt: Date | null, today: string): DueDate {
  if (metAt) return { due, state: 'met' };
  return { due, state: today > due ? 'overdue' : 'running' };
}

/**
 * The acknowledgement is due on the 14th business day after the claim's arrival; it is met once the
 * claim has left 'received'. The decision counts 30 calendar days (the regulator's rule names business
 * days for the acknowledgement and plain days for the decision), and a last day on which business is
 * closed moves to the next business day; it is met once the claim is approved, declined, paid or closed.
 */
export function claimDueDates(
  claim: { createdAt: Date; status: ClaimStatus; acknowledgedAt: Date | null; decidedAt: Date | null },
  today: string = israelToday(),
) {
  const arrived = israelToday(claim.createdAt);
  const decided = decidedStatuses.includes(claim.status) ? (claim.decidedAt ?? claim.createdAt) : null;
  const acknowledged = claim.status === 'received' ? null : (claim.acknowledgedAt ?? claim.createdAt);
  return {
    acknowledgement: clock(addBusinessDays(arrived, ACKNOWLEDGEMENT_BUSINESS_DAYS), acknowledged, today),
    decision: clock(businessDayFrom(addDays(arrived, DECISION_DAYS)), decided, today),
  };
}
