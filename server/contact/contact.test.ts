import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/app';
import { contactMessages, emailOutbox } from '../db/schema';

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
    const notice = notices.find((m) => m.text.includes(`פנייה מספר ${res.body.id}`));
    expect(notice?.kind).toBe('contact-notice');
    expect(notice?.text).toContain('0521234567');
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
});
