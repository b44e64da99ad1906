import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

// the format carries right-to-left marks and a no-break space; what a reader sees is this
const seen = (text: string) => text.replace(/\u200f/g, '').replace(/\u00a0/g, ' ');

describe('formatMoney', () => {
  it('writes the number, then the sign, with cents only when there are any', () => {
    expect([0.2, 0.7, 1, 10, 3.2, 94, 1234.5].map((amount) => seen(formatMoney(amount)))).toEqual([
      '0.20 $',
      '0.70 $',
      '1 $',
      '10 $',
      '3.20 $',
      '94 $',
      '1,234.50 $',
    ]);
  });

  it('writes shekels the same way', () => {
    expect(seen(formatMoney(99.9, 'ILS'))).toBe('99.90 ₪');
  });

  it('rounds to the cent and keeps the number right of the sign in a Hebrew line', () => {
    expect(seen(formatMoney(9.999))).toBe('10 $');
    expect(seen(formatMoney(0.125))).toBe('0.13 $');
    expect(formatMoney(1).startsWith('\u200f')).toBe(true);
  });
});
