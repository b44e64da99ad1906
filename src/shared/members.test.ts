import { describe, expect, it } from 'vitest';
import { MemberInputSchema, MemberListSchema, MemberPhoneSchema } from './members';

describe('the member form rules', () => {
  it.each([
    ['050-1234567', '0501234567'],
    ['050 123 4567', '0501234567'],
    ['(03) 623.4567', '036234567'],
    ['+972 50-123-4567', '0501234567'],
    ['+44 20 7946 0958', '+442079460958'],
    ['', null],
    ['   ', null],
    [null, null],
    [undefined, null],
  ])('takes the phone %j as %j', (input, stored) => {
    expect(MemberPhoneSchema.parse(input)).toBe(stored);
  });

  it.each(['12345', '050-12345678901', 'טלפון', '+972', '1-800-FLOWERS'])('refuses the phone %j', (input) => {
    expect(MemberPhoneSchema.safeParse(input).error?.issues[0]?.message).toBe('מספר טלפון לא תקין');
  });

  it('cleans the name, lower-cases the e-mail and makes a member active unless told otherwise', () => {
    expect(MemberInputSchema.parse({ name: ' \u202eדנה  כהן ', email: ' Dana@Example.COM ' })).toEqual({
      name: 'דנה כהן',
      email: 'dana@example.com',
      phone: null,
      status: 'active',
    });
  });

  it('gives one Hebrew message per failed field', () => {
    const result = MemberInputSchema.safeParse({ name: 'א', email: 'x', phone: '1', status: 'gone' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['name', 'השם חייב להכיל לפחות 2 תווים'],
      ['email', 'כתובת דוא״ל לא תקינה'],
      ['phone', 'מספר טלפון לא תקין'],
      ['status', 'סטטוס לא תקין'],
    ]);
  });

  it('lists newest first, 50 a page, unless asked otherwise', () => {
    expect(MemberListSchema.parse({})).toEqual({ page: 1, pageSize: 50, sort: 'createdAt', order: 'desc' });
    expect(MemberListSchema.safeParse({ sort: 'phone' }).success).toBe(false);
  });
});
