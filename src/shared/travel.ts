/**
 * The travel-insurance request and its rules: one schema for the
 * 8-step form in the browser and for both doors of the server (tRPC travel.submit, POST /api/travel/submit).
 * Messages are in Hebrew; per-traveler messages name the traveler ('נוסע 2: …').
 * Constants, the trip's length and the ID check live in ./travel-core.ts (no zod, for the form's first
 * load) and are re-exported here; Israel's calendar days are in ./israel-time.ts.
 */

import { EmailSchema } from './auth';
import { normalizePhone } from './contact';
import { isDestinationCode } from './destinations';
import { addDays, israelToday } from './israel-time';
import { cleanName } from './text';
import {
  type CoverageId,
  coverageOptions,
  isCalendarDate,
  isValidIsraeliId,
  MAX_DAYS_AHEAD,
  MAX_DESTINATIONS,
  MAX_TRAVELERS,
  MAX_TRIP_DAYS,
  tripDays,
} from './travel-core';
import { z } from './zod';

export * from './travel-core';

const coverageIds = new Set<string>(coverageOptions.map((c) => c.id));

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
  .superRefine((codes, ctx) => {
    const unknown = codes.filter((code) => !isDestinationCode(code));
    if (unknown.length > 0) ctx.addIssue({ code: 'custom', message: `יעד לא מוכר: ${unknown.join(', ')}` });
  })
  .refine((codes) => new Set(codes).size === codes.length, 'כל יעד יכול להיבחר פעם אחת בלבד');

const TravelerShape = z.object({
  firstName: name,
  lastName: name,
  email: text.trim().max(254, 'כתובת דוא״ל לא תקינה'),
  phone: text.max(40, 'מספר טלפון לא תקין').transform(normalizeTravelPhone),
  dateOfBirth: date,
  gender: text,
});

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

const PREVIOUS_CUSTOMER = 'יש לציין אם הייתם לקוחות שלנו בעבר';
/** A 'yes/no' answer; JSON callers may also send a boolean. Stored as 'yes' | 'no'. */
export const PreviousCustomerSchema = z
  .union([z.enum(['yes', 'no'], { error: PREVIOUS_CUSTOMER }), z.boolean({ error: PREVIOUS_CUSTOMER })], {
    error: PREVIOUS_CUSTOMER,
  })
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

/** A travel date; a missing one gets the 'choose …' message, as an empty one does. */
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

/** The whole request as the server accepts it; `idempotencyKey` is optional for REST callers. */
export const TravelRequestSchema = z
  .object({ ...fields, idempotencyKey: IdempotencyKeySchema.optional() })
  .superRefine((value, ctx) => {
    checkDates(value, ctx);
    checkAddressCount(value, ctx);
  });
export type TravelRequestInput = z.input<typeof TravelRequestSchema>;
export type TravelRequest = z.output<typeof TravelRequestSchema>;

export const TravelSubmitResultSchema = z.object({
  id: z.number(),
  reference: z.string(),
}) satisfies z.ZodType<import('./travel-core').TravelSubmitResult>;
