import type { z } from 'zod';
import type { ContactInput } from '../src/shared/contact';
import { addDays, israelToday } from '../src/shared/israel-time';
import type { HealthQuestionsSchema, TravelRequestInput } from '../src/shared/travel';

/** A contact message every contact rule accepts. */
export const validContact = {
  firstName: 'דנה',
  lastName: 'כהן',
  phone: '0501234567',
  email: 'dana@example.com',
  service: 'צור קשר',
} satisfies ContactInput;

/** An Israeli ID number with a valid check digit, from any 8 leading digits. */
export function israeliId(first8: string): string {
  let sum = 0;
  for (let i = 0; i < 8; i++) {
    const step = Number(first8[i]) * ((i % 2) + 1);
    sum += step > 9 ? step - 9 : step;
  }
  return `${first8}${(10 - (sum % 10)) % 10}`;
}

/** The health questions answered "no", but for those `yes` names. */
export function healthAnswers(
  yes: Partial<Record<keyof z.input<typeof HealthQuestionsSchema>, true>> = {},
): z.input<typeof HealthQuestionsSchema> {
  return {
    isMedicalTreatment: false,
    hasRecentHospital: false,
    hasRecentTests: false,
    hasMedication: false,
    isPregnant: false,
    ...yes,
  };
}

/**
 * A travel request every travel rule accepts, for `travelers` people (1–10), leaving two weeks
 * from today in Israel, so it never goes stale.
 */
export function validTravelRequest(travelers = 1) {
  const today = israelToday();
  const people = Array.from({ length: travelers }, (_, i) => i);
  return {
    destinations: ['US', 'ES'],
    departureDate: addDays(today, 14),
    returnDate: addDays(today, 24),
    isPreviousCustomer: 'no',
    travelers: people.map((i) => ({
      firstName: i === 0 ? 'דנה' : `נוסע${'אבגדהוזחטי'[i]}`,
      lastName: 'כהן',
      email: i === 0 ? 'dana@example.com' : `traveler${i}@example.com`,
      phone: `05012345${String(i).padStart(2, '0')}`,
      dateOfBirth: '1985-04-12',
      gender: i % 2 === 0 ? 'female' : 'male',
    })),
    termsAccepted: true,
    healthQuestions: healthAnswers(),
    coverageOptions: ['search-rescue', 'luggage'],
    addresses: people.map((i) => ({
      idNumber: israeliId(`1234567${i}`),
      city: 'תל אביב',
      street: 'הרצל',
      houseNumber: '12',
      passportNumber: i === 0 ? '12345678' : '',
    })),
  } satisfies TravelRequestInput;
}
