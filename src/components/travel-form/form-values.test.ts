import { describe, expect, it } from 'vitest';
import { addDays, israelToday } from '../../shared/israel-time';
import { TravelRequestSchema } from '../../shared/travel';
import {
  emptyAddress,
  emptyForm,
  padAddresses,
  stepOfPath,
  type TravelFormValues,
  toRequest,
} from './form-values';
import { firstInvalidStep, stepIssues } from './validation';

const departure = addDays(israelToday(), 10);

const valid = (): TravelFormValues => ({
  ...emptyForm(),
  destinations: ['US'],
  departureDate: departure,
  returnDate: addDays(departure, 7),
  isPreviousCustomer: 'no',
  travelers: [
    {
      firstName: 'דנה',
      lastName: 'לוי',
      email: 'dana@example.com',
      phone: '050 123 4567',
      dateOfBirth: '1990-05-04',
      gender: 'female',
    },
  ],
  termsAccepted: true,
  addresses: [
    { idNumber: '123456782', city: 'חיפה', street: 'הנביאים', houseNumber: '12', passportNumber: '' },
  ],
});

describe('travel form values', () => {
  it('pads address rows to the travelers and cuts the extra ones, keeping what was typed', () => {
    const typed = { ...emptyAddress(), city: 'חיפה' };
    expect(padAddresses([typed], 3)).toEqual([typed, emptyAddress(), emptyAddress()]);
    expect(padAddresses([typed, emptyAddress(), emptyAddress()], 1)).toEqual([typed]);
  });

  it('names the step of a field the server complains about', () => {
    expect(stepOfPath('destinations')).toBe(1);
    expect(stepOfPath('returnDate')).toBe(2);
    expect(stepOfPath('travelers.1.email')).toBe(4);
    expect(stepOfPath('termsAccepted')).toBe(4);
    expect(stepOfPath('addresses.0.idNumber')).toBe(7);
    expect(stepOfPath('idempotencyKey')).toBe(8);
  });

  it('lists a step’s problems in the order the form shows them, with field paths', () => {
    const values = {
      ...valid(),
      departureDate: addDays(israelToday(), -1),
      returnDate: addDays(israelToday(), -3),
    };
    expect(stepIssues(2, values)).toEqual([
      { path: 'departureDate', message: 'תאריך היציאה לא יכול להיות בעבר' },
      { path: 'returnDate', message: 'תאריך החזרה חייב להיות אחרי תאריך היציאה' },
    ]);
    expect(stepIssues(1, { ...valid(), destinations: [] })).toEqual([
      { path: 'destinations', message: 'יש לבחור לפחות יעד אחד' },
    ]);
    const two = {
      ...valid(),
      travelers: [...valid().travelers, { ...valid().travelers[0], firstName: 'א' }],
    };
    expect(stepIssues(4, two as TravelFormValues)[0]).toEqual({
      path: 'travelers.1.firstName',
      message: 'נוסע 2: יש להזין שם פרטי (לפחות 2 תווים)',
    });
  });

  it('finds the first step that does not validate', () => {
    expect(firstInvalidStep(valid(), 1, 7)).toBeUndefined();
    expect(firstInvalidStep({ ...valid(), isPreviousCustomer: '' }, 1, 7)).toBe(3);
    const noId = { ...valid(), addresses: [{ ...emptyAddress(), city: 'חיפה' }] };
    expect(firstInvalidStep(noId, 1, 7)).toBe(7);
    expect(firstInvalidStep(noId, 1, 6)).toBeUndefined();
  });

  it('builds a request the server’s schema accepts, without an empty passport number', () => {
    const request = toRequest(valid(), '3f2b8c1e-6a4d-4e7b-9c2a-1d5e8f7a6b3c');
    expect(request.addresses[0]).not.toHaveProperty('passportNumber');
    const parsed = TravelRequestSchema.parse(request);
    expect(parsed.travelers[0]?.phone).toBe('0501234567');
    expect(parsed.idempotencyKey).toBe('3f2b8c1e-6a4d-4e7b-9c2a-1d5e8f7a6b3c');
    expect(parsed.addresses[0]?.passportNumber).toBeNull();
  });
});
