import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, israelToday } from '../src/shared/israel-time';
import { type Agent, createTestApp, type TestApp } from '../tests/app';
import { pdfFile } from '../tests/document-files';
import { healthAnswers, israeliId, validTravelRequest } from '../tests/payloads';
import { startReminderJob } from './account/reminders';
import { createLogger } from './log';

// What people type into the site's forms, distinctive enough that finding any of it anywhere in the
// log is a leak. Each goes through every public and personal-area form below.
const person = {
  firstName: 'יהוידע',
  lastName: 'קוויסטורפ',
  latinName: 'Yehoyada',
  phone: '052-7319846',
  email: 'yehoyada.quistorp@example.org',
  username: 'Yehoyada_Quistorp',
  password: 'Quistorp-Secret-8812',
  newPassword: 'Quistorp-Renewed-9923',
  idNumber: israeliId('31415926'),
  secondIdNumber: israeliId('27182818'),
  passport: 'QX7319846',
  address: 'שדרות הקסמים 77 עין ורד',
  birthDate: '1971-03-09',
  documentName: 'תעודת זהות של יהוידע',
  freeText: 'הסוד-החופשי-שלי',
};

/** every value above, and the forms they take once stored (the phone without its dash) */
const personalValues = [
  ...Object.values(person),
  '0527319846',
  'yehoyada.quistorp',
  'Yehoyada_Quistorp'.toLowerCase(),
];

let t: TestApp;
const lines: string[] = [];
const logText = () => lines.join('');

beforeAll(async () => {
  // the most the logger can say: every level
  const log = createLogger('trace', { write: (line: string) => void lines.push(line) });
  t = await createTestApp({ env: { RATE_LIMIT: 'off' }, log });
});
afterAll(() => t.close());

const trpc = (agent: Agent, path: string, input: unknown) =>
  agent.request(`/trpc/${path}`, { json: { json: input } });

/** the free text with the person's name, ID number and phone in it, as the probe typed it */
const freeText = `${person.freeText} ${person.firstName} ${person.idNumber} ${person.phone}`;

describe('the log after personal data went through every form', () => {
  it('holds no name, phone, e-mail, ID number, address, document name or free text', async () => {
    const visitor = t.agent();
    const expectStatus = async (sent: Promise<{ status: number; text: string }>, status: number) => {
      const res = await sent;
      expect(res.status, res.text).toBe(status);
    };
    const contact = {
      firstName: person.firstName,
      lastName: person.lastName,
      phone: person.phone,
      email: person.email,
      // the free-text subject that reached the log as the agency notice's subject
      service: freeText,
      message: freeText,
    };
    await expectStatus(visitor.request('/api/contact', { json: contact }), 201);
    await expectStatus(trpc(visitor, 'contact.submit', contact), 200);
    // refused ones too: a bad phone beside the real name
    await expectStatus(visitor.request('/api/contact', { json: { ...contact, phone: '12' } }), 400);

    await expectStatus(visitor.request('/api/newsletter/subscribe', { json: { email: person.email } }), 201);
    await expectStatus(
      visitor.request('/api/newsletter/unsubscribe', { json: { token: `${person.freeText}-0123456789` } }),
      404,
    );

    const travel = validTravelRequest(2);
    const traveler = {
      ...travel.travelers[0],
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      phone: person.phone,
      dateOfBirth: person.birthDate,
    };
    await expectStatus(
      visitor.request('/api/travel/submit', {
        json: {
          ...travel,
          travelers: [traveler, { ...travel.travelers[1], firstName: person.latinName }],
          healthQuestions: { ...healthAnswers({ hasMedication: true }), medicationDetails: freeText },
          addresses: [
            { ...travel.addresses[0], idNumber: person.idNumber, passportNumber: person.passport },
            { ...travel.addresses[1], idNumber: person.secondIdNumber, street: person.address },
          ],
        },
      }),
      201,
    );

    // an account: registered, signed in (a wrong password first), its address asked for again
    const user = t.agent();
    const account = { username: person.username, password: person.password, email: person.email };
    await expectStatus(user.request('/api/auth/register', { json: account }), 201);
    await expectStatus(user.request('/api/auth/logout', { method: 'POST' }), 200);
    await expectStatus(
      user.request('/api/auth/login', { json: { username: person.username, password: person.newPassword } }),
      401,
    );
    await expectStatus(
      user.request('/api/auth/login', { json: { username: person.latinName, password: person.password } }),
      401,
    );
    await expectStatus(
      user.request('/api/auth/login', { json: { username: person.username, password: person.password } }),
      200,
    );
    await expectStatus(user.request('/api/auth/verify-email/resend', { method: 'POST' }), 202);
    await expectStatus(
      visitor.request('/api/auth/verify-email', { json: { token: `${person.freeText}-0123456789` } }),
      400,
    );
    await expectStatus(visitor.request('/api/auth/forgot-password', { json: { email: person.email } }), 202);
    await expectStatus(
      visitor.request('/api/auth/forgot-password', { json: { email: `other.${person.email}` } }),
      202,
    );
    await expectStatus(
      visitor.request('/api/auth/reset-password', {
        json: { token: `${person.freeText}-0123456789-abcdef`, password: person.newPassword },
      }),
      400,
    );

    // the personal area: profile, password, e-mail, documents, passkeys
    await expectStatus(
      user.request('/api/user/profile', {
        method: 'PUT',
        json: {
          fullName: `${person.firstName} ${person.lastName}`,
          phone: person.phone,
          address: person.address,
          birthDate: person.birthDate,
        },
      }),
      200,
    );
    await expectStatus(
      user.request('/api/user/profile', {
        method: 'PUT',
        json: { fullName: person.firstName, phone: person.idNumber, address: person.address, birthDate: '' },
      }),
      400,
    );
    await expectStatus(
      user.request('/api/user/password', {
        json: { currentPassword: person.password, newPassword: person.newPassword },
      }),
      200,
    );
    await expectStatus(
      trpc(user, 'account.email.change', { email: `new.${person.email}`, password: person.newPassword }),
      200,
    );
    const upload = new FormData();
    upload.append('file', new File([new Uint8Array(pdfFile())], `${person.idNumber}.pdf`));
    upload.append('name', person.documentName);
    upload.append('category', 'general');
    // expiring soon: the reminder mail names it
    upload.append('expirationDate', addDays(israelToday(), 3));
    await expectStatus(user.request('/api/user/documents', { method: 'POST', body: upload }), 201);
    await expectStatus(
      user.request('/api/user/passkeys/unknownPasskey', { method: 'PUT', json: { name: person.firstName } }),
      404,
    );

    // the jobs that mail what was typed: the expiry reminder (the document's name in its subject)
    const reminders = startReminderJob({
      db: t.deps.database.db,
      mailer: t.deps.mailer,
      publicUrl: t.deps.config.publicUrl,
      log: t.deps.log,
    });
    expect(await reminders.run()).toBeGreaterThan(0);
    await reminders.stop();

    // and last, the account goes (its farewell mail)
    await expectStatus(
      user.request('/api/user/account', { method: 'DELETE', json: { password: person.newPassword } }),
      200,
    );
    await t.deps.mailer.flush(t.deps.database.db);

    const text = logText();
    // the log did speak: an access line per request, a line per mail stored
    expect(lines.filter((line) => line.includes('"msg":"request"')).length).toBeGreaterThan(20);
    expect(lines.filter((line) => line.includes('mail stored in outbox')).length).toBeGreaterThan(5);
    const found = personalValues.filter((value) => text.toLowerCase().includes(value.toLowerCase()));
    expect(found).toEqual([]);
  }, 120_000);
});
