import { describe, expect, it } from 'vitest';
import { daysText, israeliDate, travelerLabel } from './format';

describe('travel form formats', () => {
  it('says a trip’s length the way Hebrew does', () => {
    expect([0, 1, 2, 3, 14].map(daysText)).toEqual([
      'יציאה וחזרה באותו יום',
      'יום אחד',
      'יומיים',
      '3 ימים',
      '14 ימים',
    ]);
  });

  it('writes dates day first and names travelers by number and name', () => {
    expect(israeliDate('2027-03-05')).toBe('05.03.2027');
    expect(travelerLabel({ firstName: 'דנה', lastName: 'לוי' }, 1)).toBe('נוסע 2: דנה לוי');
    expect(travelerLabel({ firstName: ' ', lastName: '' }, 0)).toBe('נוסע 1');
    expect(travelerLabel(undefined, 2)).toBe('נוסע 3');
  });
});
