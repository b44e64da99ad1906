/**
 * Travel requests for the admin e2e specs, sent through POST /api/travel/submit as a visitor would.
 * Each test's requests share a made-up Hebrew surname, so a search for it finds only that test's rows.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { addDays, israelToday } from '../src/shared/israel-time';
import { isValidIsraeliId } from '../src/shared/travel';
import { healthAnswers } from '../tests/payloads';
import { expect } from './fixtures';

/** A surname no other test uses: six random Hebrew letters. */
export function uniqueSurname() {
  const letters = 'אבגדהוזחטיכלמנסעפצקרשת';
  return [...randomBytes(6)].map((b) => letters[b % letters.length]).join('');
}

/** A random Israeli ID number whose check digit holds. */
function israeliId(): string {
  const body = String(10_000_000 + (randomBytes(4).readUInt32BE() % 89_999_999)).slice(0, 8);
  for (let digit = 0; digit <= 9; digit++) if (isValidIsraeliId(`${body}${digit}`)) return `${body}${digit}`;
  throw new Error('no check digit');
}

export const today = israelToday();
export const departure = addDays(today, 10);
export const returning = addDays(today, 17);
/** '2026-12-01' → '01.12.2026', as the admin pages show calendar dates */
export const shown = (date: string) => date.split('-').reverse().join('.');

export interface Person {
  firstName: string;
  lastName: string;
  idNumber: string;
  email: string;
}

export function person(firstName: string, lastName: string): Person {
  const tag = randomBytes(4).toString('hex');
  return { firstName, lastName, idNumber: israeliId(), email: `travel_${tag}@example.com` };
}

/** A valid travel request for `people` (the first is the applicant). */
export function travelRequest(people: Person[], extra: Record<string, unknown> = {}) {
  return {
    destinations: ['US', 'ES'],
    departureDate: departure,
    returnDate: returning,
    isPreviousCustomer: 'no',
    travelers: people.map((p, index) => ({
      firstName: p.firstName,
      lastName: p.lastName,
      email: p.email,
      phone: `050-12345${60 + index}`,
      dateOfBirth: '1985-04-12',
      gender: index % 2 === 0 ? 'female' : 'male',
    })),
    termsAccepted: true,
    healthQuestions: healthAnswers(),
    coverageOptions: [],
    addresses: people.map((p) => ({
      idNumber: p.idNumber,
      city: 'תל אביב',
      street: 'הרצל',
      houseNumber: '12',
    })),
    ...extra,
  };
}

/** Submits a request as a visitor would (the REST door); returns its id and reference. */
export async function submit(page: Page, body: ReturnType<typeof travelRequest>) {
  const response = await page.request.post('/api/travel/submit', { data: body });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; reference: string };
}
