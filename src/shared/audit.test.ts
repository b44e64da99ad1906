import { describe, expect, it } from 'vitest';
import { AuditListSchema, israelDayStart, nextDay } from './audit';

describe('Israel days for the audit filters', () => {
  it.each([
    ['2026-01-15', '2026-01-14T22:00:00.000Z'], // winter: UTC+2
    ['2026-07-15', '2026-07-14T21:00:00.000Z'], // summer: UTC+3
    ['2026-03-27', '2026-03-26T22:00:00.000Z'], // the day the clocks go forward (at 02:00)
    ['2026-10-25', '2026-10-24T21:00:00.000Z'], // the day they go back
  ])('starts %s at %s', (day, instant) => {
    expect(israelDayStart(day).toISOString()).toBe(instant);
  });

  it('counts the next day across months and years', () => {
    expect(nextDay('2026-02-28')).toBe('2026-03-01');
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
  });

  it('refuses a range the wrong way round and impossible days', () => {
    expect(
      AuditListSchema.safeParse({ from: '2026-05-02', to: '2026-05-01' }).error?.issues[0]?.path,
    ).toEqual(['to']);
    expect(AuditListSchema.safeParse({ from: '2026-13-40' }).success).toBe(false);
    expect(AuditListSchema.safeParse({ to: '2026-02-30' }).success).toBe(false);
    expect(AuditListSchema.safeParse({ to: '2028-02-29' }).success).toBe(true);
    expect(AuditListSchema.safeParse({ action: "member'; drop" }).success).toBe(false);
  });
});
