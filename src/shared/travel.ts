/**
 * The travel-insurance request of SPEC §3 and its rules (SPEC §5, CONTRACT §4): one schema for the
 * 8-step form in the browser and for both doors of the server (tRPC travel.submit, POST /api/travel/submit).
 * Messages are the SPEC's, in Hebrew; per-traveler messages name the traveler ('נוסע 2: …').
 */

import { EmailSchema } from './auth';
import { normalizePhone } from './contact';
import { cleanName } from './text';
import { z } from './zod';

// ─── constants (SPEC §3, §9) ────────────────────────────────────────────────────────────────────

export const TRAVEL_STEPS = 8;
export const MAX_DESTINATIONS = 5;
export const MAX_TRAVELERS = 10;
/** a saved form older than this is removed (SPEC §4) */
export const SAVED_FORM_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** the longest trip the form takes, in days (a year; longer stays are a different product) */
export const MAX_TRIP_DAYS = 365;
/** how far ahead a departure may be booked, in days */
export const MAX_DAYS_AHEAD = 730;

export const destinationCountries = [
  { code: 'US', name: 'ארצות הברית' },
  { code: 'SE', name: 'שוודיה' },
  { code: 'RO', name: 'רומניה' },
  { code: 'HR', name: 'קרואטיה' },
  { code: 'IN', name: 'הודו' },
  { code: 'ES', name: 'ספרד' },
] as const;
export type CountryCode = (typeof destinationCountries)[number]['code'];
const countryCodes = new Set<string>(destinationCountries.map((c) => c.code));
export const countryName = (code: string) => destinationCountries.find((c) => c.code === code)?.name ?? code;

/** SPEC §3 coverage options with their daily price in USD. */
export const coverageOptions = [
  { id: 'search-rescue', name: 'איתור וחילוץ', pricePerDay: 0.2 },
  { id: 'trip-cancel', name: 'ביטול או קיצור נסיעה (כולל קורונה)', pricePerDay: 0.7 },
  { id: 'luggage', name: 'כבודה', pricePerDay: 1 },
  { id: 'mobile', name: 'טלפון נייד', pricePerDay: 1 },
  { id: 'laptop', name: 'מחשב נייד', pricePerDay: 1 },
  { id: 'sports', name: 'ספורט חורף ואתגרי', pricePerDay: 2 },
  { id: 'rental-car', name: 'רכב שכור (השתתפות עצמית)', pricePerDay: 10 },
] as const;
export type CoverageId = (typeof coverageOptions)[number]['id'];
const coverageIds = new Set<string>(coverageOptions.map((c) => c.id));

/**
 * The indicative base price of the policy per traveler per day, in USD, before extra coverages. It is
 * the agency's own figure for the estimate the form shows; the real price comes from the insurer.
 */
export const BASE_PRICE_PER_DAY_USD = 3;

export const healthQuestions = [
  { id: 'isMedicalTreatment', label: 'אחד הנוסעים נמצא כעת בטיפול רפואי או בבירור רפואי' },
  { id: 'hasRecentHospital', label: 'אחד הנוסעים אושפז בבית חולים בשנה האחרונה' },
  { id: 'hasRecentTests', label: 'אחד הנוסעים עבר בדיקות או הופנה לבדיקות בחצי השנה האחרונה' },
  { id: 'hasMedication', label: 'אחד הנוסעים נוטל תרופות באופן קבוע' },
  { id: 'isPregnant', label: 'אחת הנוסעות בהריון' },
] as const;
export type HealthQuestionId = (typeof healthQuestions)[number]['id'];

export const genders = [
  { value: 'male', label: 'זכר' },
  { value: 'female', label: 'נקבה' },
] as const;

// ─── dates ──────────────────────────────────────────────────────────────────────────────────────

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** A `YYYY-MM-DD` that names a real calendar day. */
export function isCalendarDate(value: string): boolean {
  if (!isoDate.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Today's date in Israel, `YYYY-MM-DD` (the day a departure may not be before). */
export function israelToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jerusalem' }).format(now);
}

/** `YYYY-MM-DD` plus `days`. */
export function addDays(value: string, days: number): string {
  return new Date(Date.parse(`${value}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** SPEC §4: the number of days between departure and return, never negative (0 until both are valid). */
export function tripDays(departureDate: string, returnDate: string): number {
  if (!isCalendarDate(departureDate) || !isCalendarDate(returnDate)) return 0;
  const days = Math.round((Date.parse(returnDate) - Date.parse(departureDate)) / DAY_MS);
  return Math.max(0, days);
}

/**
 * The indicative estimate of the form's step 6: days × travelers × (base + chosen coverages), in USD,
 * rounded to cents. A same-day trip counts as one day. It is shown as an estimate, never as a quote.
 */
export function estimatePriceUsd(days: number, travelers: number, coverages: readonly string[]): number {
  const chosen = coverageOptions
    .filter((c) => coverages.includes(c.id))
    .reduce((sum, c) => sum + c.pricePerDay, 0);
  return Math.round(Math.max(1, days) * travelers * (BASE_PRICE_PER_DAY_USD + chosen) * 100) / 100;
}

// ─── Israeli ID ─────────────────────────────────────────────────────────────────────────────────

/** An Israeli ID number (teudat zehut): 9 digits whose check digit holds; 000000000 is refused. */
export function isValidIsraeliId(id: string): boolean {
  if (!/^\d{9}$/.test(id) || /^0+$/.test(id)) return false;
  let sum = 0;
  for (let i = 0; i < 9; i++) {
    const step = Number(id[i]) * ((i % 2) + 1);
    sum += step > 9 ? step - 9 : step;
  }
  return sum % 10 === 0;
}

// ─── fields ─────────────────────────────────────────────────────────────────────────────────────

/**
 * A traveler's phone as people type it: Israeli numbers in any common form are stored as
 * '0501234567'; a foreign number keeps its '+' and country code ('+447911123456').
 */
export function normalizeTravelPhone(input: string): string {
  const national = normalizePhone(input);
  return /^00[1-9]/.test(national) ? `+${national.slice(2)}` : national;
}
const isTravelPhone = (phone: string) => /^0\d{8,9}$/.test(phone) || /^\+[1-9]\d{7,14}$/.test(phone);

const text = z.string({ error: 'ערך לא תקין' });
const name = text.max(200, 'ערך ארוך מדי').transform(cleanName);
const date = text.trim().max(10, 'תאריך לא תקין');

/** Custom issues at a path under the value being refined. */
type Ctx = z.RefinementCtx;
const fail = (ctx: Ctx, path: (string | number)[], message: string) =>
  ctx.addIssue({ code: 'custom', path, message });

export const DestinationsSchema = z
  .array(text.trim().toUpperCase(), { error: 'יש לבחור לפחות יעד אחד' })
  .min(1, 'יש לבחור לפחות יעד אחד')
  .max(MAX_DESTINATIONS, `ניתן לבחור עד ${MAX_DESTINATIONS} יעדים`)
  .refine((codes) => codes.every((code) => countryCodes.has(code)), 'נמצאו יעדים לא תקינים')
  .refine((codes) => new Set(codes).size === codes.length, 'כל יעד יכול להיבחר פעם אחת בלבד');

const TravelerShape = z.object({
  firstName: name,
  lastName: name,
  email: text.trim().max(254, 'כתובת דוא״ל לא תקינה'),
  phone: text.max(40, 'מספר טלפון לא תקין').transform(normalizeTravelPhone),
  dateOfBirth: date,
  gender: text,
});
export type TravelerInput = z.input<typeof TravelerShape>;

function checkTraveler(traveler: z.output<typeof TravelerShape>, index: number, ctx: Ctx, today: string) {
  const n = `נוסע ${index + 1}`;
  const at = (field: string) => [index, field];
  if (traveler.firstName.length < 2) fail(ctx, at('firstName'), `${n}: יש להזין שם פרטי (לפחות 2 תווים)`);
  if (traveler.lastName.length < 2) fail(ctx, at('lastName'), `${n}: יש להזין שם משפחה (לפחות 2 תווים)`);
  if (!traveler.email) fail(ctx, at('email'), `${n}: יש להזין כתובת דוא״ל`);
  else if (!EmailSchema.safeParse(traveler.email).success)
    fail(ctx, at('email'), `${n}: כתובת דוא״ל לא תקינה`);
  if (!traveler.phone) fail(ctx, at('phone'), `${n}: יש להזין מספר טלפון`);
  else if (!isTravelPhone(traveler.phone)) fail(ctx, at('phone'), `${n}: מספר טלפון לא תקין`);
  if (!traveler.dateOfBirth) fail(ctx, at('dateOfBirth'), `${n}: יש להזין תאריך לידה`);
  else if (
    !isCalendarDate(traveler.dateOfBirth) ||
    traveler.dateOfBirth > today ||
    traveler.dateOfBirth < addDays(today, -120 * 366)
  )
    fail(ctx, at('dateOfBirth'), `${n}: תאריך לידה לא תקין`);
  if (traveler.gender !== 'male' && traveler.gender !== 'female')
    fail(ctx, at('gender'), `${n}: יש לבחור מגדר`);
}

export const TravelersSchema = z
  .array(TravelerShape, { error: 'יש להוסיף לפחות נוסע אחד' })
  .min(1, 'יש להוסיף לפחות נוסע אחד')
  .max(MAX_TRAVELERS, `ניתן להוסיף עד ${MAX_TRAVELERS} נוסעים`)
  .superRefine((travelers, ctx) => {
    const today = israelToday();
    travelers.forEach((traveler, index) => {
      checkTraveler(traveler, index, ctx, today);
    });
  })
  .transform((travelers) =>
    travelers.map((t) => ({
      ...t,
      email: t.email.toLowerCase(),
      gender: t.gender as 'male' | 'female',
    })),
  );

const AddressShape = z.object({
  idNumber: text.transform((v) => v.replace(/[\s-]/g, '')),
  city: name,
  street: name,
  houseNumber: text.trim().max(20, 'מספר בית ארוך מדי'),
  /** optional: passport number for the policy abroad */
  passportNumber: text
    .max(40, 'מספר דרכון לא תקין')
    .transform((v) => v.replace(/[\s-]/g, '').toUpperCase())
    .optional(),
});
export type AddressInput = z.input<typeof AddressShape>;

export const AddressesSchema = z
  .array(AddressShape, { error: 'יש למלא פרטי כתובת לכל נוסע' })
  .max(MAX_TRAVELERS, `ניתן להוסיף עד ${MAX_TRAVELERS} נוסעים`)
  .superRefine((addresses, ctx) => {
    const seen = new Map<string, number>();
    addresses.forEach((address, index) => {
      const n = `נוסע ${index + 1}`;
      const at = (field: string) => [index, field];
      if (!/^\d{9}$/.test(address.idNumber))
        fail(ctx, at('idNumber'), `${n}: תעודת זהות חייבת להכיל 9 ספרות`);
      else if (!isValidIsraeliId(address.idNumber))
        fail(ctx, at('idNumber'), `${n}: מספר תעודת הזהות אינו תקין`);
      else if (seen.has(address.idNumber))
        fail(ctx, at('idNumber'), `${n}: מספר תעודת הזהות כבר הוזן עבור נוסע ${seen.get(address.idNumber)}`);
      else seen.set(address.idNumber, index + 1);
      if (address.city.length < 2) fail(ctx, at('city'), `${n}: יש להזין עיר (לפחות 2 תווים)`);
      if (address.street.length < 2) fail(ctx, at('street'), `${n}: יש להזין רחוב (לפחות 2 תווים)`);
      if (address.houseNumber.length < 1) fail(ctx, at('houseNumber'), `${n}: יש להזין מספר בית`);
      if (address.passportNumber && !/^[A-Z0-9]{5,15}$/.test(address.passportNumber))
        fail(ctx, at('passportNumber'), `${n}: מספר דרכון לא תקין`);
    });
  })
  .transform((addresses) =>
    addresses.map(({ passportNumber, ...address }) => ({
      ...address,
      passportNumber: passportNumber || null,
    })),
  );

export const HealthQuestionsSchema = z.object(
  {
    isMedicalTreatment: z.boolean({ error: 'יש לענות על שאלות הבריאות' }),
    hasRecentHospital: z.boolean({ error: 'יש לענות על שאלות הבריאות' }),
    hasRecentTests: z.boolean({ error: 'יש לענות על שאלות הבריאות' }),
    hasMedication: z.boolean({ error: 'יש לענות על שאלות הבריאות' }),
    isPregnant: z.boolean({ error: 'יש לענות על שאלות הבריאות' }),
  },
  { error: 'יש לענות על שאלות הבריאות' },
);

export const CoverageOptionsSchema = z
  .array(text, { error: 'נמצאו כיסויים לא תקינים' })
  .max(coverageOptions.length, 'נמצאו כיסויים לא תקינים')
  .refine((ids) => ids.every((id) => coverageIds.has(id)), 'נמצאו כיסויים לא תקינים')
  .transform((ids) => [...new Set(ids)] as CoverageId[]);

/** SPEC §3 'yes/no'; JSON callers may also send a boolean. Stored as 'yes' | 'no'. */
export const PreviousCustomerSchema = z
  .union([z.enum(['yes', 'no']), z.boolean()], { error: 'יש לציין אם היית לקוח שלנו בעבר' })
  .transform((v): 'yes' | 'no' => (v === true || v === 'yes' ? 'yes' : 'no'));

/** A client-made key (a UUID) that makes a submission idempotent: the same key twice stores one request. */
export const IdempotencyKeySchema = z
  .string({ error: 'מזהה שליחה לא תקין' })
  .regex(/^[A-Za-z0-9-]{16,64}$/, 'מזהה שליחה לא תקין');

// ─── steps ──────────────────────────────────────────────────────────────────────────────────────

function checkDates(value: { departureDate: string; returnDate: string }, ctx: Ctx) {
  const today = israelToday();
  const { departureDate, returnDate } = value;
  if (!departureDate) fail(ctx, ['departureDate'], 'יש לבחור תאריך יציאה');
  else if (!isCalendarDate(departureDate)) fail(ctx, ['departureDate'], 'תאריך היציאה אינו תקין');
  else if (departureDate < today) fail(ctx, ['departureDate'], 'תאריך היציאה לא יכול להיות בעבר');
  else if (departureDate > addDays(today, MAX_DAYS_AHEAD))
    fail(ctx, ['departureDate'], 'ניתן לבקש ביטוח לנסיעה שמתחילה בתוך שנתיים לכל היותר');
  if (!returnDate) fail(ctx, ['returnDate'], 'יש לבחור תאריך חזרה');
  else if (!isCalendarDate(returnDate)) fail(ctx, ['returnDate'], 'תאריך החזרה אינו תקין');
  else if (isCalendarDate(departureDate) && returnDate < departureDate)
    fail(ctx, ['returnDate'], 'תאריך החזרה חייב להיות אחרי תאריך היציאה');
  else if (isCalendarDate(departureDate) && tripDays(departureDate, returnDate) > MAX_TRIP_DAYS)
    fail(ctx, ['returnDate'], `ניתן לבטח נסיעה של עד ${MAX_TRIP_DAYS} ימים`);
}

function checkAddressCount(value: { travelers: unknown[]; addresses: unknown[] }, ctx: Ctx) {
  if (value.addresses.length !== value.travelers.length)
    fail(ctx, ['addresses'], 'יש למלא פרטי כתובת לכל נוסע');
}

const TermsSchema = z.literal(true, { error: 'יש לאשר את תנאי השימוש' });

/** A travel date; a missing one gets the SPEC's 'choose …' message, as an empty one does. */
const travelDate = (required: string) => z.string({ error: required }).trim().max(10, 'תאריך לא תקין');

const fields = {
  destinations: DestinationsSchema,
  departureDate: travelDate('יש לבחור תאריך יציאה'),
  returnDate: travelDate('יש לבחור תאריך חזרה'),
  isPreviousCustomer: PreviousCustomerSchema,
  travelers: TravelersSchema,
  termsAccepted: TermsSchema,
  healthQuestions: HealthQuestionsSchema,
  coverageOptions: CoverageOptionsSchema,
  addresses: AddressesSchema,
};

/**
 * What each step of the form validates before it advances (step 8 submits the whole request).
 * Each is a schema of its own, so a step's cross-field rules run even while later steps are empty.
 */
export const travelStepSchemas = {
  1: z.object({ destinations: fields.destinations }),
  2: z.object({ departureDate: fields.departureDate, returnDate: fields.returnDate }).superRefine(checkDates),
  3: z.object({ isPreviousCustomer: fields.isPreviousCustomer }),
  4: z.object({ travelers: fields.travelers, termsAccepted: fields.termsAccepted }),
  5: z.object({ healthQuestions: fields.healthQuestions }),
  6: z.object({ coverageOptions: fields.coverageOptions }),
  7: z
    .object({ travelers: z.array(z.unknown()), addresses: fields.addresses })
    .superRefine(checkAddressCount),
} as const;
export type TravelStep = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

/** The whole request (SPEC §3) as the server accepts it; `idempotencyKey` is optional for REST callers. */
export const TravelRequestSchema = z
  .object({ ...fields, idempotencyKey: IdempotencyKeySchema.optional() })
  .superRefine((value, ctx) => {
    checkDates(value, ctx);
    checkAddressCount(value, ctx);
  });
export type TravelRequestInput = z.input<typeof TravelRequestSchema>;
export type TravelRequest = z.output<typeof TravelRequestSchema>;

/** What a submission answers: the row id and the short reference the customer quotes on the phone. */
export interface TravelSubmitResult {
  id: number;
  reference: string;
}
