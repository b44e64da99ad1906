/**
 * The travel form's values as the inputs hold them (strings, booleans), and the pure helpers the form and
 * its saved progress share. No zod here: the first step renders with this alone, and what each step
 * checks (the shared schemas of src/shared/travel.ts) loads later, in ./validation.ts.
 */
import type { TravelRequestInput } from '../../shared/travel';
import {
  type HealthQuestionId,
  healthQuestions,
  TRAVEL_STEPS,
  type TravelStep,
} from '../../shared/travel-core';

export interface TravelerValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  dateOfBirth: string;
  gender: '' | 'male' | 'female';
}

export interface AddressValues {
  idNumber: string;
  city: string;
  street: string;
  houseNumber: string;
  passportNumber: string;
}

export interface TravelFormValues {
  destinations: string[];
  departureDate: string;
  returnDate: string;
  isPreviousCustomer: '' | 'yes' | 'no';
  travelers: TravelerValues[];
  termsAccepted: boolean;
  healthQuestions: Record<HealthQuestionId, boolean>;
  coverageOptions: string[];
  addresses: AddressValues[];
}

/** The name of each step, shown under the progress bar and as the step's heading. */
export const stepTitles: Record<TravelStep, string> = {
  1: 'בחירת יעדים',
  2: 'תאריכי הנסיעה',
  3: 'לקוחות קודמים',
  4: 'פרטי הנוסעים',
  5: 'הצהרת בריאות',
  6: 'כיסויים נוספים',
  7: 'כתובת ומספר זהות',
  8: 'סיכום ושליחה',
};

export const emptyTraveler = (): TravelerValues => ({
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  dateOfBirth: '',
  gender: '',
});

export const emptyAddress = (): AddressValues => ({
  idNumber: '',
  city: '',
  street: '',
  houseNumber: '',
  passportNumber: '',
});

export const noHealthAnswers = () =>
  Object.fromEntries(healthQuestions.map((q) => [q.id, false])) as Record<HealthQuestionId, boolean>;

export const emptyForm = (): TravelFormValues => ({
  destinations: [],
  departureDate: '',
  returnDate: '',
  isPreviousCustomer: '',
  travelers: [emptyTraveler()],
  termsAccepted: false,
  healthQuestions: noHealthAnswers(),
  coverageOptions: [],
  addresses: [emptyAddress()],
});

/** One address row per traveler, padded with empty rows or cut to the travelers' count. */
export function padAddresses(addresses: readonly AddressValues[], count: number): AddressValues[] {
  return Array.from({ length: count }, (_, i) => addresses[i] ?? emptyAddress());
}

export const isStep = (value: unknown): value is TravelStep =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= TRAVEL_STEPS;

const stepOfField: Record<string, TravelStep> = {
  destinations: 1,
  departureDate: 2,
  returnDate: 2,
  isPreviousCustomer: 3,
  travelers: 4,
  termsAccepted: 4,
  healthQuestions: 5,
  coverageOptions: 6,
  addresses: 7,
};

/** The step that holds a field ('travelers.1.email' → 4), for the server's issues; 8 when none does. */
export const stepOfPath = (path: string): TravelStep => stepOfField[path.split('.')[0] ?? ''] ?? 8;

export interface FieldIssue {
  /** the field's path as react-hook-form names it ('travelers.0.firstName') */
  path: string;
  message: string;
}

/** The request the server takes: the values as typed, the schema normalizes them there too. */
export function toRequest(values: TravelFormValues, idempotencyKey: string): TravelRequestInput {
  return {
    destinations: values.destinations,
    departureDate: values.departureDate,
    returnDate: values.returnDate,
    isPreviousCustomer: values.isPreviousCustomer === 'yes' ? 'yes' : 'no',
    travelers: values.travelers,
    termsAccepted: values.termsAccepted as true,
    healthQuestions: values.healthQuestions,
    coverageOptions: values.coverageOptions,
    addresses: padAddresses(values.addresses, values.travelers.length).map(
      ({ passportNumber, ...address }) => ({
        ...address,
        ...(passportNumber.trim() ? { passportNumber } : {}),
      }),
    ),
    idempotencyKey,
  };
}

/** The summary's edit button for the health step: the focus goes there when health answers are due. */
export const HEALTH_EDIT_ID = 'summary-edit-5';
