import { describe, expect, it } from 'vitest';
import { validTravelRequest } from '../../tests/payloads';
import { addDays, israelToday } from './israel-time';
import { cleanName } from './text';
import {
  estimatePriceUsd,
  isValidIsraeliId,
  normalizeTravelPhone,
  TravelRequestSchema,
  travelStepSchemas,
  tripDays,
} from './travel';

const valid = validTravelRequest();
const departure = valid.departureDate;
const traveler = { ...valid.travelers[0], email: 'Dana@Example.com', phone: '050-1234567' };
const address = { idNumber: '123456782', city: 'חיפה', street: 'הרצל', houseNumber: '5' };
const request = { ...valid, travelers: [traveler], addresses: [address] };
const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('Israeli ID', () => {
  it.each(['123456782', '000000018', '039337423'])('accepts %s (check digit holds)', (id) => {
    expect(isValidIsraeliId(id)).toBe(true);
  });
  it.each(['000000000', '123456789', '12345678', '1234567820', '12345678a'])('refuses %s', (id) => {
    expect(isValidIsraeliId(id)).toBe(false);
  });
});

describe('trip length and estimate', () => {
  it('counts the days between departure and return, never negative', () => {
    expect(tripDays('2027-01-01', '2027-01-08')).toBe(7);
    expect(tripDays('2027-02-27', '2027-03-01')).toBe(2);
    expect(tripDays('2027-01-08', '2027-01-01')).toBe(0);
    expect(tripDays('', '2027-01-01')).toBe(0);
  });
  it('is days × travelers × (base + chosen), a same-day trip counting as one day', () => {
    expect(estimatePriceUsd(5, 2, ['luggage', 'rental-car'])).toBe(140); // 5 × 2 × (3 + 1 + 10)
    expect(estimatePriceUsd(3, 1, ['search-rescue'])).toBe(9.6); // 3 × 1 × (3 + 0.2)
    expect(estimatePriceUsd(0, 1, [])).toBe(3);
  });
});

describe('travel phone', () => {
  it.each([
    ['050-1234567', '0501234567'],
    ['050 123 4567', '0501234567'],
    ['+972501234567', '0501234567'],
    ['02-6543210', '026543210'],
    ['+44 7911 123456', '+447911123456'],
    ['0044 7911 123456', '+447911123456'],
  ])('stores %j as %j', (typed, stored) => {
    expect(normalizeTravelPhone(typed)).toBe(stored);
  });
});

describe('TravelRequestSchema', () => {
  it('accepts a whole request and normalizes what people type', () => {
    const result = TravelRequestSchema.safeParse({
      ...request,
      destinations: ['us', 'ES'],
      travelers: [{ ...traveler, firstName: ' \u202eדנה ' }],
      coverageOptions: ['luggage', 'luggage'],
    });
    expect(result.success).toBe(true);
    expect(result.data?.destinations).toEqual(['US', 'ES']);
    expect(result.data?.travelers[0]).toMatchObject({
      firstName: 'דנה',
      email: 'dana@example.com',
      phone: '0501234567',
    });
    expect(result.data?.coverageOptions).toEqual(['luggage']);
    expect(result.data?.addresses[0]?.passportNumber).toBeNull();
  });

  it('takes a boolean or yes/no for a previous customer', () => {
    expect(
      TravelRequestSchema.safeParse({ ...request, isPreviousCustomer: true }).data?.isPreviousCustomer,
    ).toBe('yes');
    expect(TravelRequestSchema.safeParse({ ...request, isPreviousCustomer: 'maybe' }).success).toBe(false);
  });

  it('names the traveler in each per-traveler message', () => {
    const second = { ...traveler, firstName: 'א', email: 'not-an-email', phone: '12', dateOfBirth: '' };
    const result = travelStepSchemas[4].safeParse({ travelers: [traveler, second], termsAccepted: false });
    expect(messagesOf(result)).toEqual([
      'נוסע 2: יש להזין שם פרטי (לפחות 2 תווים)',
      'נוסע 2: כתובת דוא״ל לא תקינה',
      'נוסע 2: מספר טלפון לא תקין',
      'נוסע 2: יש להזין תאריך לידה',
      'יש לאשר את תנאי השימוש',
    ]);
  });

  it('refuses destinations beyond five, unknown ones and none', () => {
    expect(messagesOf(travelStepSchemas[1].safeParse({ destinations: [] }))).toEqual([
      'יש לבחור לפחות יעד אחד',
    ]);
    expect(messagesOf(travelStepSchemas[1].safeParse({ destinations: ['US', 'XX', 'IL'] }))).toEqual([
      'יעד לא מוכר: XX, IL',
    ]);
    // any country but Israel, and the regions, each counting toward the five
    expect(travelStepSchemas[1].safeParse({ destinations: ['GR', 'cy', 'TH', 'XE', 'XW'] }).success).toBe(
      true,
    );
    expect(
      messagesOf(travelStepSchemas[1].safeParse({ destinations: ['GR', 'CY', 'TH', 'GB', 'XE', 'XW'] })),
    ).toContain('ניתן לבחור עד 5 יעדים');
    expect(
      messagesOf(travelStepSchemas[1].safeParse({ destinations: ['US', 'SE', 'RO', 'HR', 'IN', 'ES'] })),
    ).toContain('ניתן לבחור עד 5 יעדים');
  });

  it('refuses a departure in the past and a return before departure', () => {
    const yesterday = addDays(israelToday(), -1);
    expect(
      messagesOf(travelStepSchemas[2].safeParse({ departureDate: yesterday, returnDate: departure })),
    ).toEqual(['תאריך היציאה לא יכול להיות בעבר']);
    expect(
      messagesOf(
        travelStepSchemas[2].safeParse({ departureDate: departure, returnDate: addDays(departure, -1) }),
      ),
    ).toEqual(['תאריך החזרה חייב להיות אחרי תאריך היציאה']);
    expect(messagesOf(travelStepSchemas[2].safeParse({ departureDate: '', returnDate: '' }))).toEqual([
      'יש לבחור תאריך יציאה',
      'יש לבחור תאריך חזרה',
    ]);
  });

  it('checks each address: 9 digits, the check digit, no ID twice, one row per traveler', () => {
    const result = travelStepSchemas[7].safeParse({
      travelers: [traveler, traveler, traveler],
      addresses: [address, { ...address, idNumber: '12345' }, { ...address, idNumber: '000000000' }],
    });
    expect(messagesOf(result)).toEqual([
      'נוסע 2: תעודת זהות חייבת להכיל 9 ספרות',
      'נוסע 3: מספר תעודת הזהות אינו תקין',
    ]);
    expect(
      messagesOf(
        travelStepSchemas[7].safeParse({ travelers: [traveler, traveler], addresses: [address, address] }),
      ),
    ).toEqual(['נוסע 2: מספר תעודת הזהות כבר הוזן עבור נוסע 1']);
    expect(
      messagesOf(travelStepSchemas[7].safeParse({ travelers: [traveler, traveler], addresses: [address] })),
    ).toEqual(['יש למלא פרטי כתובת לכל נוסע']);
  });
});

describe('cleanName', () => {
  it('removes direction overrides and zero-width characters that would reverse or hide text', () => {
    expect(cleanName('\u202eנחום\u202c  \u200bכהן ')).toBe('נחום כהן');
  });
});
