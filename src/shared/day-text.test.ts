import { describe, expect, it } from 'vitest';
import { formatDayText, isDay, parseDayText } from './day-text';

describe('formatDayText', () => {
  it.each([
    ['1990-03-05', '05.03.1990'],
    ['2024-12-31', '31.12.2024'],
    ['2025-01-01', '01.01.2025'],
  ])('writes %s as %s', (day, shown) => {
    expect(formatDayText(day)).toBe(shown);
  });
});

describe('parseDayText', () => {
  it.each([
    ['05.03.1990', '1990-03-05'],
    ['5.3.1990', '1990-03-05'],
    ['05/03/1990', '1990-03-05'],
    ['5/3/1990', '1990-03-05'],
    ['05-03-1990', '1990-03-05'],
    ['05031990', '1990-03-05'],
    [' 05.03.1990 ', '1990-03-05'],
    ['1990-03-05', '1990-03-05'],
    ['29.02.2024', '2024-02-29'],
  ])('reads %j as %s', (typed, day) => {
    expect(parseDayText(typed)).toBe(day);
  });

  it.each([
    '',
    '05.03',
    '05.03.90',
    '31.02.2025',
    '29.02.2025',
    '00.01.2025',
    '01.13.2025',
    '05.03/1990',
    '5031990',
    'abc',
    '05.03.0090',
  ])('refuses %j', (typed) => {
    expect(parseDayText(typed)).toBeNull();
  });

  it('reads back what it writes', () => {
    expect(parseDayText(formatDayText('2026-12-31'))).toBe('2026-12-31');
  });
});

describe('isDay', () => {
  it('holds for a real day written YYYY-MM-DD only', () => {
    expect(isDay('2024-02-29')).toBe(true);
    expect(isDay('2025-02-29')).toBe(false);
    expect(isDay('29.02.2024')).toBe(false);
    expect(isDay('')).toBe(false);
  });
});
