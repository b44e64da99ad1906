import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, israelToday } from '../../src/shared/israel-time';
import { formatMoney } from '../../src/shared/money';
import { estimatePriceUsd, TravelRequestSchema, tripDays } from '../../src/shared/travel';
import { createTestApp, type TestApp, type TestResponse } from '../../tests/app';
import { israeliId, validTravelRequest } from '../../tests/payloads';
import { emailOutbox, rateLimits, travelInsurance } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { rateLimitRules } from '../rate-limit/service';
import { travelReference } from './reference';
import { openNumbers, openRequest } from './sealed';
import { KEY_REUSED_MESSAGE, submitTravelRequest } from './service';

const AGENCY = 'office@agency.example';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { RATE_LIMIT: 'off', AGENCY_EMAIL: AGENCY, PUBLIC_URL: 'https://agency.example' },
  });
});
afterAll(() => t.close());

type Request = ReturnType<typeof validTravelRequest>;
type Traveler = Request['travelers'][number];
type Address = Request['addresses'][number];
type Door = 'rest' | 'trpc';
const doors: Door[] = ['rest', 'trpc'];

/** Submits through one door; answers the status, the {id, reference} or the error with its issues. */
async function submit(door: Door, body: unknown) {
  const res: TestResponse =
    door === 'rest'
      ? await t.agent().request('/api/travel/submit', { json: body })
      : await t.agent().request('/trpc/travel.submit', { json: { json: body } });
  if (door === 'rest')
    return { status: res.status, data: res.body, error: res.body?.error, issues: res.body?.issues };
  const error = res.body?.error?.json;
  return {
    status: res.status,
    data: res.body?.result?.data?.json,
    error: error?.message,
    issues: error?.data?.issues,
  };
}

const db = () => t.deps.database.db;
const rowCount = async () => (await db().select({ n: count() }).from(travelInsurance))[0]?.n ?? 0;
const outboxCount = async () => (await db().select({ n: count() }).from(emailOutbox))[0]?.n ?? 0;

/** The request with `fields` changed on entry `index` of its travelers or its addresses. */
function withEntry<K extends 'travelers' | 'addresses'>(
  request: Request,
  list: K,
  index: number,
  fields: Partial<Request[K][number]>,
): Request {
  const entries: object[] = request[list];
  return { ...request, [list]: entries.map((e, i) => (i === index ? { ...e, ...fields } : e)) };
}
const withTraveler = (request: Request, index: number, fields: Partial<Traveler>) =>
  withEntry(request, 'travelers', index, fields);
const withAddress = (request: Request, index: number, fields: Partial<Address>) =>
  withEntry(request, 'addresses', index, fields);

const today = israelToday();
const one = validTravelRequest(1);
const two = validTravelRequest(2);
const eleven = validTravelRequest(10);

/** A rule on one field of traveler `index` (of one traveler, or the second of two): [what, index, fields, message]. */
const travelerRules: [string, number, Partial<Traveler>, string][] = [
  ['a 1-letter first name', 1, { firstName: 'א' }, 'נוסע 2: יש להזין שם פרטי (לפחות 2 תווים)'],
  ['no last name', 0, { lastName: '  ' }, 'נוסע 1: יש להזין שם משפחה (לפחות 2 תווים)'],
  ['no e-mail', 0, { email: '' }, 'נוסע 1: יש להזין כתובת דוא״ל'],
  ['a bad e-mail', 0, { email: 'dana@' }, 'נוסע 1: כתובת דוא״ל לא תקינה'],
  ['no phone', 0, { phone: '' }, 'נוסע 1: יש להזין מספר טלפון'],
  ['an 8-character phone', 0, { phone: '05012345' }, 'נוסע 1: מספר טלפון לא תקין'],
  ['no birth date', 0, { dateOfBirth: '' }, 'נוסע 1: יש להזין תאריך לידה'],
  ['a gender outside male/female', 0, { gender: 'other' as 'male' }, 'נוסע 1: יש לבחור מגדר'],
];
/** The same for one field of the first traveler's address. */
const addressRules: [string, Partial<Address>, string][] = [
  ['a 5-digit ID', { idNumber: '12345' }, 'נוסע 1: תעודת זהות חייבת להכיל 9 ספרות'],
  ['ID 000000000', { idNumber: '000000000' }, 'נוסע 1: מספר תעודת הזהות אינו תקין'],
  ['a wrong check digit', { idNumber: '123456789' }, 'נוסע 1: מספר תעודת הזהות אינו תקין'],
  ['a 1-letter city', { city: 'א' }, 'נוסע 1: יש להזין עיר (לפחות 2 תווים)'],
  ['no street', { street: '' }, 'נוסע 1: יש להזין רחוב (לפחות 2 תווים)'],
  ['no house number', { houseNumber: ' ' }, 'נוסע 1: יש להזין מספר בית'],
];
const onlyField = (fields: object) => Object.keys(fields)[0];

// The travel rules (and the ID's check digit), each with its field path and Hebrew message
const rules: [string, unknown, string, string][] = [
  ['no destination', { ...one, destinations: [] }, 'destinations', 'יש לבחור לפחות יעד אחד'],
  [
    '6 destinations',
    { ...one, destinations: [...one.destinations, 'SE', 'RO', 'HR', 'IN'] },
    'destinations',
    'ניתן לבחור עד 5 יעדים',
  ],
  ['an unknown code', { ...one, destinations: ['US', 'QQ'] }, 'destinations', 'יעד לא מוכר: QQ'],
  ['Israel', { ...one, destinations: ['IL'] }, 'destinations', 'יעד לא מוכר: IL'],
  ['no departure date', { ...one, departureDate: '' }, 'departureDate', 'יש לבחור תאריך יציאה'],
  ['no return date', { ...one, returnDate: '' }, 'returnDate', 'יש לבחור תאריך חזרה'],
  [
    'a departure date left out',
    { ...one, departureDate: undefined },
    'departureDate',
    'יש לבחור תאריך יציאה',
  ],
  ['a return date left out', { ...one, returnDate: undefined }, 'returnDate', 'יש לבחור תאריך חזרה'],
  [
    'return before departure',
    { ...one, returnDate: addDays(one.departureDate, -1) },
    'returnDate',
    'תאריך החזרה חייב להיות אחרי תאריך היציאה',
  ],
  [
    'departure in the past',
    { ...one, departureDate: addDays(today, -1), returnDate: addDays(today, 5) },
    'departureDate',
    'תאריך היציאה לא יכול להיות בעבר',
  ],
  ['no traveler', { ...one, travelers: [], addresses: [] }, 'travelers', 'יש להוסיף לפחות נוסע אחד'],
  [
    '11 travelers',
    {
      ...eleven,
      travelers: [...eleven.travelers, { ...eleven.travelers[1], email: 'x@example.com' }],
      addresses: [...eleven.addresses, { ...eleven.addresses[1], idNumber: israeliId('99999999') }],
    },
    'travelers',
    'ניתן להוסיף עד 10 נוסעים',
  ],
  ...travelerRules.map(([what, index, fields, message]): [string, unknown, string, string] => [
    what,
    withTraveler(index === 0 ? one : two, index, fields),
    `travelers.${index}.${onlyField(fields)}`,
    message,
  ]),
  ['terms not accepted', { ...one, termsAccepted: false }, 'termsAccepted', 'יש לאשר את תנאי השימוש'],
  ...addressRules.map(([what, fields, message]): [string, unknown, string, string] => [
    what,
    withAddress(one, 0, fields),
    `addresses.0.${onlyField(fields)}`,
    message,
  ]),
  [
    'the same ID for two travelers',
    withAddress(two, 1, { idNumber: two.addresses[0]?.idNumber }),
    'addresses.1.idNumber',
    'נוסע 2: מספר תעודת הזהות כבר הוזן עבור נוסע 1',
  ],
  [
    'fewer addresses than travelers',
    { ...two, addresses: two.addresses.slice(0, 1) },
    'addresses',
    'יש למלא פרטי כתובת לכל נוסע',
  ],
  [
    'no health answers',
    { ...one, healthQuestions: undefined },
    'healthQuestions',
    'יש לענות על שאלות הבריאות',
  ],
  [
    'an unknown coverage',
    { ...one, coverageOptions: ['luggage', 'jetpack'] },
    'coverageOptions',
    'נמצאו כיסויים לא תקינים',
  ],
  [
    'no previous-customer answer',
    { ...one, isPreviousCustomer: 'maybe' },
    'isPreviousCustomer',
    'יש לציין אם הייתם לקוחות שלנו בעבר',
  ],
];

describe.each(doors)('travel.submit rules through the %s door', (door) => {
  it.each(rules)(
    'refuses %s: 400, the field and its Hebrew message, nothing stored',
    async (_, body, path, message) => {
      const [rowsBefore, mailsBefore] = [await rowCount(), await outboxCount()];
      const res = await submit(door, body);
      expect(res.status).toBe(400);
      expect(res.error).toMatch(/[\u0590-\u05FF]/);
      expect(res.issues).toContainEqual({ path, message });
      expect(await rowCount()).toBe(rowsBefore);
      expect(await outboxCount()).toBe(mailsBefore);
    },
  );

  it('lists every failed field of a step at once', async () => {
    const res = await submit(door, withTraveler(withTraveler(two, 0, { firstName: '' }), 1, { email: 'x' }));
    expect(res.status).toBe(400);
    expect(res.issues).toEqual([
      { path: 'travelers.0.firstName', message: 'נוסע 1: יש להזין שם פרטי (לפחות 2 תווים)' },
      { path: 'travelers.1.email', message: 'נוסע 2: כתובת דוא״ל לא תקינה' },
    ]);
  });

  it.each(['050-1234567', '050 123 4567', '+972501234567', '+972-50-123-4567'])(
    'accepts the phone typed as %s and stores 0501234567',
    async (phone) => {
      const res = await submit(door, withTraveler(one, 0, { phone }));
      expect(res.status).toBe(door === 'rest' ? 201 : 200);
      const [row] = await db().select().from(travelInsurance).where(eq(travelInsurance.id, res.data.id));
      expect(row?.phone).toBe('0501234567');
      expect(openRequest(t.deps.config.dataKeys, row?.request).travelers[0]?.phone).toBe('0501234567');
    },
  );

  it('accepts a departure today and a return on the same day', async () => {
    const res = await submit(door, { ...one, departureDate: today, returnDate: today });
    expect(res.status).toBe(door === 'rest' ? 201 : 200);
  });
});

describe('a stored request', () => {
  it('answers 201 {id, reference}, keeps the whole request and derives the application row', async () => {
    const request = withAddress(
      withTraveler(validTravelRequest(2), 0, { email: 'Dana@Example.com', phone: '050-1234567' }),
      0,
      { passportNumber: 'ab 1234567' },
    );
    const res = await submit('rest', request);
    expect(res.status).toBe(201);
    expect(res.data).toEqual({ id: expect.any(Number), reference: travelReference(res.data.id) });
    expect(res.data.reference).toMatch(/^\d{7}$/);

    const [row] = await db().select().from(travelInsurance).where(eq(travelInsurance.id, res.data.id));
    const { idempotencyKey: _, ...parsed } = TravelRequestSchema.parse(request);
    const keys = t.deps.config.dataKeys;
    expect(row && openNumbers(keys, row)).toMatchObject({
      fullName: 'דנה כהן',
      idNumber: request.addresses[0]?.idNumber,
      passportNumber: 'AB1234567',
      email: 'dana@example.com',
      phone: '0501234567',
      destination: 'US,ES',
      startDate: request.departureDate,
      endDate: request.returnDate,
      status: 'pending',
      idempotencyKey: null,
    });
    expect(openRequest(keys, row?.request)).toEqual(parsed);
  });

  it('puts the Hebrew confirmation and the agency notice in the outbox, without ID numbers or health answers', async () => {
    const request = {
      ...validTravelRequest(2),
      healthQuestions: { ...one.healthQuestions, hasMedication: true },
    };
    const res = await submit('trpc', request);
    expect(res.status).toBe(200);
    const { reference } = res.data;
    const mails = (await db().select().from(emailOutbox)).filter((m) => m.subject.includes(reference));
    expect(mails.map((m) => [m.kind, m.to]).sort()).toEqual([
      ['travel-confirmation', 'dana@example.com'],
      ['travel-notice', AGENCY],
    ]);
    const confirmation = mails.find((m) => m.kind === 'travel-confirmation');
    const [y, m, d] = request.departureDate.split('-');
    expect(confirmation?.text).toContain(`מספר הבקשה: ${reference}`);
    expect(confirmation?.text).toContain('יעדים: ארצות הברית, ספרד');
    expect(confirmation?.text).toContain(`${d}.${m}.${y}`);
    expect(confirmation?.text).toContain('נוסעים: דנה כהן, נוסעב כהן');
    expect(confirmation?.text).toContain('כיסויים נוספים: איתור וחילוץ, כבודה');
    // the site's one money format, as the form showed it
    const days = tripDays(request.departureDate, request.returnDate);
    const estimate = estimatePriceUsd(days, 2, request.coverageOptions);
    expect(confirmation?.text).toContain(`הערכת מחיר ראשונית: ${formatMoney(estimate)} (`);
    const notice = mails.find((m) => m.kind === 'travel-notice');
    expect(notice?.text).toContain('https://agency.example/admin/applications');
    for (const mail of mails) {
      for (const address of request.addresses) expect(mail.text).not.toContain(address.idNumber);
      expect(mail.text).not.toMatch(/תרופות|בריאות|רפואי/);
    }
  });

  it('stores nothing, not even the row, when the outbox write fails inside the transaction', async () => {
    const failing: Mailer = {
      async enqueue() {
        throw new Error('outbox down');
      },
      async flush() {},
      async stop() {},
    };
    const before = await rowCount();
    const parsed = TravelRequestSchema.parse(validTravelRequest(1));
    await expect(
      submitTravelRequest(
        db(),
        failing,
        { agencyEmail: AGENCY, publicUrl: 'https://agency.example', dataKeys: t.deps.config.dataKeys },
        parsed,
      ),
    ).rejects.toThrow('outbox down');
    expect(await rowCount()).toBe(before);
  });
});

describe('idempotency', () => {
  const rowsWithKey = (key: string) =>
    db()
      .select({ id: travelInsurance.id })
      .from(travelInsurance)
      .where(eq(travelInsurance.idempotencyKey, key));

  it('stores one request for the same key sent twice, on either door, and answers both alike', async () => {
    const key = randomUUID();
    const body = { ...validTravelRequest(1), idempotencyKey: key };
    const mailsBefore = await outboxCount();
    const first = await submit('rest', body);
    const again = await submit('trpc', body);
    const third = await submit('rest', body);
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(third.status).toBe(201);
    expect(again.data).toEqual(first.data);
    expect(third.data).toEqual(first.data);
    expect(await rowsWithKey(key)).toEqual([{ id: first.data.id }]);
    expect(await outboxCount()).toBe(mailsBefore + 2);
  });

  it('stores one request when the same key arrives several times at once', async () => {
    const key = randomUUID();
    const body = { ...validTravelRequest(3), idempotencyKey: key };
    const mailsBefore = await outboxCount();
    const answers = await Promise.all(
      (['rest', 'trpc', 'rest', 'trpc', 'rest'] as const).map((door) => submit(door, body)),
    );
    for (const a of answers) expect(a.status).toBeLessThan(300);
    const ids = new Set(answers.map((a) => a.data.id));
    expect(ids.size).toBe(1);
    expect(await rowsWithKey(key)).toHaveLength(1);
    expect(await outboxCount()).toBe(mailsBefore + 2);
  });

  it('refuses the same key with a different request: 409, nothing changed', async () => {
    const key = randomUUID();
    const first = await submit('rest', { ...validTravelRequest(1), idempotencyKey: key });
    expect(first.status).toBe(201);
    for (const door of doors) {
      const res = await submit(door, { ...validTravelRequest(1), destinations: ['HR'], idempotencyKey: key });
      expect(res.status).toBe(409);
      expect(res.error).toBe(KEY_REUSED_MESSAGE);
      expect(res.issues).toEqual([{ path: 'idempotencyKey', message: KEY_REUSED_MESSAGE }]);
    }
    const [row] = await db().select().from(travelInsurance).where(eq(travelInsurance.id, first.data.id));
    expect(row?.destination).toBe('US,ES');
  });

  it('stores a new request each time without a key', async () => {
    const a = await submit('rest', validTravelRequest(1));
    const b = await submit('rest', validTravelRequest(1));
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(b.data.id).not.toBe(a.data.id);
  });

  it('refuses a malformed key', async () => {
    const res = await submit('rest', { ...validTravelRequest(1), idempotencyKey: 'short' });
    expect(res.status).toBe(400);
    expect(res.issues).toEqual([{ path: 'idempotencyKey', message: 'מזהה שליחה לא תקין' }]);
  });
});

describe('the forms rate limit', () => {
  it('answers 429 with Retry-After once the address has used the forms budget, storing nothing', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT: 'on' } });
    try {
      const { bucket, limit } = rateLimitRules.forms;
      // the budget the contact form and the newsletter share, already spent by this address ('unknown' in tests)
      await limited.deps.database.db
        .insert(rateLimits)
        .values({ key: `${bucket}:unknown`, windowStart: new Date(), count: limit });
      const rest = await limited.agent().request('/api/travel/submit', { json: validTravelRequest(1) });
      expect(rest.status).toBe(429);
      expect(Number(rest.headers.get('retry-after'))).toBeGreaterThan(0);
      const trpc = await limited
        .agent()
        .request('/trpc/travel.submit', { json: { json: validTravelRequest(1) } });
      expect(trpc.status).toBe(429);
      expect(await limited.deps.database.db.select().from(travelInsurance)).toEqual([]);
    } finally {
      await limited.close();
    }
  });
});
