import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/app';
import { validContact } from '../../tests/payloads';
import { signedIn } from '../../tests/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT: 'off' } });
});
afterAll(() => t.close());

// a right-to-left override (U+202E) stored in a name reverses the text after it wherever staff read it
const RLO = '\u202e';
const PDF = '\u202c';

describe('names with direction controls (contact form → admin inbox)', () => {
  it('stores and shows the name without overrides, isolates or zero-width characters', async () => {
    const res = await t.agent().request('/api/contact', {
      json: {
        ...validContact,
        firstName: `${RLO}דנה${PDF}`,
        lastName: `\u2067כ\u200bהן\u2069  מזרחי\u200f`,
        email: 'bidi@example.com',
      },
    });
    expect(res.status).toBe(201);

    const { agent } = await signedIn(t, 'admin');
    const inbox = await agent.request('/api/admin/contact-messages');
    expect(inbox.status).toBe(200);
    const message = inbox.body.find((m: { id: number }) => m.id === res.body.id);
    expect({ firstName: message?.firstName, lastName: message?.lastName }).toEqual({
      firstName: 'דנה',
      lastName: 'כהן מזרחי',
    });
  });

  it('counts the length without them: a name of controls and one letter is too short (400)', async () => {
    const res = await t.agent().request('/api/contact', {
      json: { ...validContact, firstName: `${RLO}${RLO}ד\u200b` },
    });
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([{ path: 'firstName', message: 'שם פרטי חייב להכיל לפחות 2 תווים' }]);
  });
});
