import { describe, expect, it } from 'vitest';
import { ContactSchema, formatPhone, normalizePhone } from './contact';

const valid = { firstName: 'ישראל', lastName: 'ישראלי', email: 'a@example.com', service: 'צור קשר' };
const phoneOf = (phone: unknown) => ContactSchema.safeParse({ ...valid, phone });

describe('contact phone', () => {
  it.each([
    ['0501234567', '0501234567'],
    ['050-1234567', '0501234567'],
    ['050 123 4567', '0501234567'],
    ['050-123-4567', '0501234567'],
    [' 050.123.4567 ', '0501234567'],
    ['(050) 1234567', '0501234567'],
    ['+972501234567', '0501234567'],
    ['+972 50-123-4567', '0501234567'],
    ['+972-050-1234567', '0501234567'],
    ['00972501234567', '0501234567'],
    ['972501234567', '0501234567'],
    ['050\u05BE1234567', '0501234567'], // Hebrew maqaf
    ['\u200E050-1234567\u200F', '0501234567'], // direction marks pasted from Hebrew text
    ['077–1234567', '0771234567'], // en dash
  ])('accepts %j and stores %j', (typed, stored) => {
    const result = phoneOf(typed);
    expect(result.success).toBe(true);
    expect(result.data?.phone).toBe(stored);
  });

  it.each([
    '',
    '050123456', // 9 digits
    '05012345678', // 11 digits
    '03-7654321', // a landline has 9
    '052-123456',
    '+97250123456', // too short after the country code
    '+9725012345678', // too long
    '+15551234567', // not an Israeli number
    '050-123456a',
    '050/1234567',
    '٠٥٠١٢٣٤٥٦٧', // Arabic-Indic digits
    undefined,
    501234567,
  ])('refuses %j with the phone message', (typed) => {
    const result = phoneOf(typed);
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['phone'], message: 'מספר טלפון לא תקין' }),
    ]);
  });

  it('normalizes the same way twice (the client sends the normalized form, the server parses it again)', () => {
    for (const typed of ['050-1234567', '+972 50 123 4567', '050 123']) {
      expect(normalizePhone(normalizePhone(typed))).toBe(normalizePhone(typed));
    }
  });
});

describe('formatPhone', () => {
  it.each([
    ['0501234567', '050-1234567'],
    ['0771234567', '077-1234567'],
    ['031234567', '03-1234567'],
    ['+441234567890', '+441234567890'],
    ['12345', '12345'],
  ])('%s → %s', (stored, shown) => {
    expect(formatPhone(stored)).toBe(shown);
  });

  it('shows a number typed any way the same way once stored', () => {
    for (const typed of ['050-1234567', '050 123 4567', '+972 50-123-4567', '0501234567']) {
      expect(formatPhone(normalizePhone(typed))).toBe('050-1234567');
    }
  });
});
