import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/app';
import { contactMessages } from '../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT: 'off' } });
});
afterAll(() => t.close());

const valid = { firstName: 'ישראל', lastName: 'ישראלי', email: 'israel@example.com', service: 'צור קשר' };
const send = (phone: string) => t.agent().request('/api/contact', { json: { ...valid, phone } });

describe('POST /api/contact: the phone as people type it', () => {
  it.each([
    ['+972501234567', '0501234567'],
    ['050-1234567', '0501234567'],
    ['050 123 4567', '0501234567'],
  ])('accepts %j and stores the 10 digits %j', async (typed, stored) => {
    const res = await send(typed);
    expect(res.status).toBe(201);
    const [row] = await t.deps.database.db
      .select({ phone: contactMessages.phone })
      .from(contactMessages)
      .where(eq(contactMessages.id, res.body.id));
    expect(row?.phone).toBe(stored);
  });

  it('still refuses a number that is not 10 digits once normalized', async () => {
    const res = await send('+97250123456');
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([{ path: 'phone', message: 'מספר טלפון לא תקין' }]);
  });
});
