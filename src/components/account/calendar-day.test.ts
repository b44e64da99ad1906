import { describe, expect, it } from 'vitest';
import { formatDay } from './calendar-day';

describe('formatDay', () => {
  it.each([
    ['2025-06-01', '01.06.2025'],
    // winter (UTC+2) and summer (UTC+3) in Israel, and the year's ends
    ['2025-01-01', '01.01.2025'],
    ['2024-12-31', '31.12.2024'],
    ['2025-03-28', '28.03.2025'],
    ['2025-10-26', '26.10.2025'],
  ])('writes %s as %s, the calendar day itself in Israel', (day, expected) => {
    expect(formatDay(day)).toBe(expected);
  });
});
