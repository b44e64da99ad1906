import { describe, expect, it } from 'vitest';
import { daysText, israeliDate, travelerLabel, usd } from './format';

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

  it('writes dollars with cents only when there are any', () => {
    expect([0.2, 0.7, 1, 10, 3.2, 196, 1234.5].map(usd)).toEqual([
      '$0.20',
      '$0.70',
      '$1',
      '$10',
      '$3.20',
      '$196',
      '$1,234.50',
    ]);
  });

  it('writes dates day first and names travelers by number and name', () => {
    expect(israeliDate('2027-03-05')).toBe('05.03.2027');
    expect(travelerLabel({ firstName: 'דנה', lastName: 'לוי' }, 1)).toBe('נוסע 2: דנה לוי');
    expect(travelerLabel({ firstName: ' ', lastName: '' }, 0)).toBe('נוסע 1');
    expect(travelerLabel(undefined, 2)).toBe('נוסע 3');
  });
});
