/**
 * The travel form's values as the inputs hold them (strings, booleans), what each step checks, and the
 * pure helpers the form and its saved progress share. The rules themselves are the shared schemas of
 * src/shared/travel.ts, the same the server applies.
 */
import {
  type HealthQuestionId,
  healthQuestions,
  TRAVEL_STEPS,
  type TravelRequestInput,
  TravelRequestSchema,
  type TravelStep,
  travelStepSchemas,
} from '../../shared/travel';

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

/** The name of each step (SPEC §2), shown under the progress bar and as the step's heading. */
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

/** SPEC §4: one address row per traveler, padded with empty rows or cut to the travelers' count. */
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

/** The schema a step validates with: its own one, or on step 8 the whole request. */
export const schemaOfStep = (step: TravelStep) =>
  step === 8 ? TravelRequestSchema : travelStepSchemas[step];

/** What is wrong on a step, in the order the schema checks it (the first is the one to show and focus). */
export function stepIssues(step: TravelStep, values: TravelFormValues): FieldIssue[] {
  const result = schemaOfStep(step).safeParse(values);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

/** The first of steps `from`…`to` that does not validate, if any. */
export function firstInvalidStep(
  values: TravelFormValues,
  from: TravelStep,
  to: TravelStep,
): TravelStep | undefined {
  for (let step = from; step <= to; step++) {
    if (stepIssues(step as TravelStep, values).length > 0) return step as TravelStep;
  }
  return undefined;
}

/** The request the server takes (SPEC §3): the values as typed, the schema normalizes them there too. */
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
