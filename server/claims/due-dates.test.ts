import { describe, expect, it } from 'vitest';
import { addBusinessDays, claimDueDates, isBusinessDay } from './due-dates';

describe('Israeli business days', () => {
  it('skips Friday and Saturday', () => {
    expect(isBusinessDay('2026-11-26')).toBe(true); // Thursday
    expect(isBusinessDay('2026-11-27')).toBe(false); // Friday
    expect(isBusinessDay('2026-11-28')).toBe(false); // Saturday
    expect(addBusinessDays('2026-11-26', 1)).toBe('2026-11-29');
  });

  it('closes on the first and seventh days of Pesach, not on its intermediate days or its eve', () => {
    expect(isBusinessDay('2026-04-01')).toBe(true); // Erev Pesach
    expect(isBusinessDay('2026-04-02')).toBe(false); // Pesach I
    expect(isBusinessDay('2026-04-05')).toBe(true); // chol hamoed
    expect(isBusinessDay('2026-04-08')).toBe(false); // Pesach VII
    expect(addBusinessDays('2026-04-01', 1)).toBe('2026-04-05');
    expect(addBusinessDays('2026-04-07', 1)).toBe('2026-04-09');
  });

  it("closes on Yom HaAtzma'ut (its observed day) but not on Yom HaZikaron", () => {
    expect(isBusinessDay('2026-04-21')).toBe(true);
    expect(isBusinessDay('2026-04-22')).toBe(false);
    expect(isBusinessDay('2027-05-12')).toBe(false);
  });

  it('counts 14 business days across Rosh Hashana, Yom Kippur and Sukkot', () => {
    // from Thursday 10.09.2026: Rosh Hashana on Saturday–Sunday, Yom Kippur on Monday 21.09, Sukkot I and
    // Shemini Atzeret on Saturdays; the 14th business day is Sunday 04.10.2026
    expect(isBusinessDay('2026-09-13')).toBe(false); // Rosh Hashana II, a Sunday
    expect(isBusinessDay('2026-09-21')).toBe(false); // Yom Kippur
    expect(isBusinessDay('2026-09-20')).toBe(true); // Erev Yom Kippur
    expect(addBusinessDays('2026-09-10', 14)).toBe('2026-10-04');
    // in 2025 Sukkot I and Shemini Atzeret are Tuesdays, the days between them open
    expect(isBusinessDay('2025-10-07')).toBe(false);
    expect(isBusinessDay('2025-10-08')).toBe(true);
    expect(isBusinessDay('2025-10-14')).toBe(false);
    expect(addBusinessDays('2025-10-06', 1)).toBe('2025-10-08');
  });

  it('counts 14 business days over two weekends', () => {
    expect(addBusinessDays('2026-11-26', 14)).toBe('2026-12-16');
  });
});

describe('claim due dates', () => {
  const claim = { status: 'received' as const, acknowledgedAt: null, decidedAt: null };

  it("counts from the claim's day in Israel: 00:30 Thursday there is still Wednesday in UTC", () => {
    const createdAt = new Date('2026-11-25T22:30:00Z');
    const due = claimDueDates({ ...claim, createdAt }, '2026-11-30');
    expect(due.acknowledgement).toEqual({ due: '2026-12-16', state: 'running' });
    // 30 calendar days: Saturday 26.12.2026 moves to Sunday 27.12.2026
    expect(due.decision).toEqual({ due: '2026-12-27', state: 'running' });
  });

  it('moves a decision day that falls on a holiday to the next business day', () => {
    // 09.03.2026 + 30 days = 08.04.2026, Pesach VII
    const due = claimDueDates({ ...claim, createdAt: new Date('2026-03-09T08:00:00Z') }, '2026-03-10');
    expect(due.decision.due).toBe('2026-04-09');
  });

  it('marks a clock overdue after its day, and met once the claim moved on', () => {
    const createdAt = new Date('2026-11-26T08:00:00Z');
    expect(claimDueDates({ ...claim, createdAt }, '2026-12-16').acknowledgement.state).toBe('running');
    expect(claimDueDates({ ...claim, createdAt }, '2026-12-17').acknowledgement.state).toBe('overdue');
    const moved = {
      status: 'submitted' as const,
      acknowledgedAt: new Date('2026-12-20T08:00:00Z'),
      decidedAt: null,
    };
    const later = claimDueDates({ ...moved, createdAt }, '2027-01-15');
    expect(later.acknowledgement.state).toBe('met');
    expect(later.decision.state).toBe('overdue');
    const decided = { status: 'approved' as const, acknowledgedAt: createdAt, decidedAt: createdAt };
    expect(claimDueDates({ ...decided, createdAt }, '2027-01-15').decision.state).toBe('met');
  });
});
