import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/app';
import { contactMessages, emailOutbox } from '../db/schema';
import { contactReference } from '../travel/reference';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT: 'off', AGENCY_EMAIL: 'office@agency.example' } });
});
afterAll(() => t.close());

const valid = {
  firstName: 'ישראל',
  lastName: 'ישראלי',
  phone: '0521234567',
  email: 'Israel@Example.com',
  service: 'צור קשר',
};
const send = (body: unknown) => t.agent().request('/api/contact', { json: body });

describe('POST /api/contact', () => {
  it('answers 201 {id}, stores the message and puts a notice to the agency in the outbox', async () => {
    const res = await send(valid);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number) });

    const [row] = await t.deps.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, res.body.id));
    expect(row).toMatchObject({ ...valid, email: 'israel@example.com', handledAt: null });

    const notices = await t.deps.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, 'office@agency.example'));
    const notice = notices.find((m) => m.text.includes(`פנייה מספר ${contactReference(res.body.id)}\n`));
    expect(notice?.kind).toBe('contact-notice');
    expect(notice?.text).toContain('טלפון: 052-1234567');
  });

  it.each([
    ['firstName', 'א', 'שם פרטי חייב להכיל לפחות 2 תווים'],
    ['firstName', undefined, 'שם פרטי חייב להכיל לפחות 2 תווים'],
    ['firstName', '  א  ', 'שם פרטי חייב להכיל לפחות 2 תווים'],
    ['lastName', 'ב', 'שם משפחה חייב להכיל לפחות 2 תווים'],
    ['lastName', 7, 'שם משפחה חייב להכיל לפחות 2 תווים'],
    ['phone', '052123456', 'מספר טלפון לא תקין'],
    ['phone', '05212345678', 'מספר טלפון לא תקין'],
    ['phone', '052-123456', 'מספר טלפון לא תקין'],
    ['email', 'israel@', 'כתובת דוא״ל לא תקינה'],
    ['email', undefined, 'כתובת דוא״ל לא תקינה'],
  ])('answers 400 when %s is %j, with the spec message', async (field, value, message) => {
    const res = await send({ ...valid, [field]: value });
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([{ path: field, message }]);
  });

  it('lists every failed field at once', async () => {
    const res = await send({ firstName: '', lastName: '', phone: '', email: '', service: '' });
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual(
      expect.arrayContaining([
        { path: 'firstName', message: 'שם פרטי חייב להכיל לפחות 2 תווים' },
        { path: 'lastName', message: 'שם משפחה חייב להכיל לפחות 2 תווים' },
        { path: 'phone', message: 'מספר טלפון לא תקין' },
        { path: 'email', message: 'כתובת דוא״ל לא תקינה' },
      ]),
    );
  });

  it('refuses a NUL character that PostgreSQL could not store, with 400 and no row', async () => {
    const before = await t.deps.database.db.select({ id: contactMessages.id }).from(contactMessages);
    const res = await send({ ...valid, service: 'ביטוח\u0000רכב' });
    expect(res.status).toBe(400);
    const after = await t.deps.database.db.select({ id: contactMessages.id }).from(contactMessages);
    expect(after).toHaveLength(before.length);
  });

  it("stores the optional message, cleaned, and puts it in the agency's notice", async () => {
    const res = await send({ ...valid, message: '  אשמח לשיחה על ביטוח דירה\u202e\r\nאחרי 17:00  ' });
    expect(res.status).toBe(201);
    const db = t.deps.database.db;
    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, res.body.id));
    expect(row?.message).toBe('אשמח לשיחה על ביטוח דירה\nאחרי 17:00');
    const notices = await db.select().from(emailOutbox).where(eq(emailOutbox.to, 'office@agency.example'));
    const notice = notices.find((m) => m.text.includes(`פנייה מספר ${contactReference(res.body.id)}\n`));
    expect(notice?.text).toContain('במה נוכל לעזור?\nאשמח לשיחה על ביטוח דירה\nאחרי 17:00');
  });

  it('takes a message of 1,000 characters and refuses 1,001 with 400 and a Hebrew message', async () => {
    expect((await send({ ...valid, message: 'א'.repeat(1000) })).status).toBe(201);
    const res = await send({ ...valid, message: 'א'.repeat(1001) });
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([{ path: 'message', message: 'ההודעה ארוכה מ-1,000 תווים' }]);
  });

  it('stores no message as empty, absent or null alike', async () => {
    const db = t.deps.database.db;
    for (const message of [undefined, null, '   ']) {
      const res = await send({ ...valid, message });
      expect(res.status).toBe(201);
      const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, res.body.id));
      expect(row?.message).toBe('');
    }
  });
});

describe('POST /api/contact with an idempotencyKey', () => {
  const rowsOf = (key: string) =>
    t.deps.database.db.select().from(contactMessages).where(eq(contactMessages.idempotencyKey, key));
  const noticesOf = async (id: number) =>
    (await t.deps.database.db.select().from(emailOutbox)).filter((m) =>
      m.text.includes(`פנייה מספר ${contactReference(id)}\n`),
    );

  it('answers the same key and body with the same id, one row and one notice', async () => {
    const body = { ...valid, message: 'שאלה על פוליסה', idempotencyKey: 'key_same-0001' };
    const [first, again] = [await send(body), await send({ ...body, phone: '052-123-4567' })];
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual({ id: first.body.id });
    expect(await rowsOf('key_same-0001')).toHaveLength(1);
    expect(await noticesOf(first.body.id)).toHaveLength(1);
  });

  it('answers two sends of one key at the same moment alike, with one row', async () => {
    const body = { ...valid, idempotencyKey: 'key-together-01' };
    const answers = await Promise.all([send(body), send(body), send(body)]);
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(await rowsOf('key-together-01')).toHaveLength(1);
  });

  it('refuses the same key with another message with 409 and stores nothing', async () => {
    const body = { ...valid, message: 'ביטוח רכב', idempotencyKey: 'key-other-body' };
    expect((await send(body)).status).toBe(201);
    const res = await send({ ...body, message: 'ביטוח דירה' });
    expect(res.status).toBe(409);
    expect(res.body.issues).toEqual([
      {
        path: 'idempotencyKey',
        message: 'פנייה אחרת כבר נשלחה עם מזהה השליחה הזה. רעננו את הדף ושלחו את הפנייה מחדש',
      },
    ]);
    const rows = await rowsOf('key-other-body');
    expect(rows.map((r) => r.message)).toEqual(['ביטוח רכב']);
  });

  it('keeps a key 24 hours: afterwards the same key stores a new message', async () => {
    const body = { ...valid, idempotencyKey: 'key-expires-1' };
    const first = await send(body);
    await t.deps.database.db
      .update(contactMessages)
      .set({ createdAt: sql`now() - interval '24 hours 1 minute'` })
      .where(eq(contactMessages.id, first.body.id));
    const later = await send({ ...body, message: 'פנייה חדשה' });
    expect(later.status).toBe(201);
    expect(later.body.id).not.toBe(first.body.id);
    expect((await rowsOf('key-expires-1')).map((r) => r.id)).toEqual([later.body.id]);
  });

  it.each(['short', 'has space in it', 'x'.repeat(101), 'עברית-מפתח-1'])(
    'refuses the key %j with 400',
    async (idempotencyKey) => {
      const res = await send({ ...valid, idempotencyKey });
      expect(res.status).toBe(400);
      expect(res.body.issues).toEqual([{ path: 'idempotencyKey', message: 'מזהה שליחה לא תקין' }]);
    },
  );
});
