import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  israelDateTime,
  israelDayEnd,
  israelDayStart,
  israelToday,
} from './israel-time';

const at = (instant: string) => new Date(instant);
const HOUR = 3_600_000;

// In 2026 Israel's clocks go forward on Friday 27 March at 02:00 (to 03:00) and back on Sunday
// 25 October at 02:00 (to 01:00): the first day has 23 hours, the second 25.
function israelCalendar() {
  it.each([
    // winter, UTC+2: the day turns at 22:00 UTC
    ['2026-01-14T21:59:59.999Z', '2026-01-14'],
    ['2026-01-14T22:00:00.000Z', '2026-01-15'],
    // summer, UTC+3: at 21:00 UTC
    ['2026-07-01T20:59:59.999Z', '2026-07-01'],
    ['2026-07-01T21:00:00.000Z', '2026-07-02'],
    // the day the clocks go forward: begins at UTC+2, ends at UTC+3
    ['2026-03-26T21:59:59.999Z', '2026-03-26'],
    ['2026-03-26T22:00:00.000Z', '2026-03-27'],
    ['2026-03-26T23:59:59.999Z', '2026-03-27'], // 01:59:59 in Israel
    ['2026-03-27T00:00:00.000Z', '2026-03-27'], // 03:00, the hour after the gap
    ['2026-03-27T20:59:59.999Z', '2026-03-27'],
    ['2026-03-27T21:00:00.000Z', '2026-03-28'],
    // the day they go back: begins at UTC+3, ends at UTC+2
    ['2026-10-24T20:59:59.999Z', '2026-10-24'],
    ['2026-10-24T21:00:00.000Z', '2026-10-25'],
    ['2026-10-24T23:30:00.000Z', '2026-10-25'], // 01:30 the second time
    ['2026-10-25T21:59:59.999Z', '2026-10-25'],
    ['2026-10-25T22:00:00.000Z', '2026-10-26'],
    // New Year's Eve: 22:30 UTC is already next year in Israel
    ['2026-12-31T22:30:00.000Z', '2027-01-01'],
  ])('the instant %s is the Israel day %s', (instant, day) => {
    expect(israelToday(at(instant))).toBe(day);
  });

  it.each([
    ['2026-01-15', '2026-01-14T22:00:00.000Z', 24], // winter
    ['2026-07-15', '2026-07-14T21:00:00.000Z', 24], // summer
    ['2026-03-27', '2026-03-26T22:00:00.000Z', 23], // the clocks go forward at 02:00
    ['2026-03-28', '2026-03-27T21:00:00.000Z', 24],
    ['2026-10-25', '2026-10-24T21:00:00.000Z', 25], // the clocks go back at 02:00
    ['2026-10-26', '2026-10-25T22:00:00.000Z', 24],
    // the nights New York's clocks change (a server there must not shift Israel's days)
    ['2026-03-08', '2026-03-07T22:00:00.000Z', 24],
    ['2026-11-01', '2026-10-31T22:00:00.000Z', 24],
  ])('the Israel day %s begins at %s and lasts %i hours', (day, instant, hours) => {
    expect(israelDayStart(day).toISOString()).toBe(instant);
    expect(israelDayEnd(day).getTime() - israelDayStart(day).getTime()).toBe(hours * HOUR);
    expect(israelToday(israelDayStart(day))).toBe(day);
    expect(israelToday(new Date(israelDayEnd(day).getTime() - 1))).toBe(day);
  });

  it.each([
    ['2026-01-15T10:30:00.000Z', '15.01.2026 12:30'], // winter, UTC+2
    ['2026-07-01T21:05:59.999Z', '02.07.2026 00:05'], // summer, UTC+3: already the next day
    ['2026-03-27T00:00:00.000Z', '27.03.2026 03:00'], // the hour after the clocks go forward
    ['2026-10-24T23:30:00.000Z', '25.10.2026 01:30'], // the repeated hour the clocks go back
    ['2026-12-31T22:30:00.000Z', '01.01.2027 00:30'],
  ])('the instant %s reads %s on Israel’s clocks', (instant, shown) => {
    expect(israelDateTime(at(instant))).toBe(shown);
  });
}

// the process's own zone must not matter: a server or a browser anywhere gets Israel's days
const zones = { UTC: 0, 'Asia/Jerusalem': -120, 'America/New_York': 300, 'Pacific/Chatham': -825 };

describe.each(Object.entries(zones))('with the process in %s', (zone, offset) => {
  const before = process.env.TZ;
  beforeEach(() => {
    process.env.TZ = zone;
  });
  afterEach(() => {
    process.env.TZ = before;
  });

  it('runs in that zone (its 1 January is that far from UTC)', () => {
    expect(new Date(2026, 0, 1).getTimezoneOffset()).toBe(offset);
  });

  israelCalendar();
});

describe('calendar days', () => {
  it('adds and subtracts days across months, leap days and years', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-03-27', 0)).toBe('2026-03-27');
    expect(addDays('2026-11-26', -120 * 366)).toBe('1906-08-28');
  });

  it('counts whole days between two days, across the clock changes', () => {
    expect(daysBetween('2026-03-26', '2026-03-28')).toBe(2);
    expect(daysBetween('2026-10-24', '2026-10-26')).toBe(2);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2026-05-10', '2026-05-03')).toBe(-7);
  });
});
