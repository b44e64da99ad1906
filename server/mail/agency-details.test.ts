import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/app';
import { validContact, validTravelRequest } from '../../tests/payloads';
import { signedIn, uniqueName } from '../../tests/users';
import { reminderMail } from '../account/reminders';
import { emailOutbox } from '../db/schema';

// The mails take the agency's name and e-mail address from src/content/agency.ts: with other details there,
// every mail shows those, and none the name spelled out in a template.
const { NAME, EMAIL } = vi.hoisted(() => ({
  NAME: 'סוכנות הבדיקה בע״מ',
  EMAIL: 'office@agency-details.test',
}));
vi.mock('../../src/content/agency', async (importOriginal) => {
  const { agency } = await importOriginal<typeof import('../../src/content/agency')>();
  return { agency: { ...agency, name: NAME, email: EMAIL } };
});

const SPELLED_OUT = 'אופק';

let t: TestApp;
const mailsTo = (to: string) => t.deps.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, to));

beforeAll(async () => {
  // no AGENCY_EMAIL: the agency's notices go to the address in agency.ts
  t = await createTestApp({ env: { RATE_LIMIT: 'off', PUBLIC_URL: 'https://agency.example' } });
});
afterAll(() => t.close());

describe("the mails' agency details come from agency.ts", () => {
  it('the newsletter welcome thanks the visitor in the agency’s name', async () => {
    const email = `${uniqueName('news')}@example.com`;
    const res = await t.agent().request('/api/newsletter/subscribe', { json: { email } });
    expect(res.status).toBe(201);
    const [welcome] = await mailsTo(email);
    expect(welcome?.text).toContain(`תודה שנרשמתם לניוזלטר של ${NAME}.`);
    expect(welcome?.text).not.toContain(SPELLED_OUT);
  });

  it('the travel confirmation is signed with the agency’s name', async () => {
    const request = validTravelRequest(1);
    const res = await t.agent().request('/api/travel/submit', { json: request });
    expect(res.status).toBe(201);
    const mails = await t.deps.database.db.select().from(emailOutbox);
    const confirmation = mails.find(
      (m) => m.kind === 'travel-confirmation' && m.subject.includes(res.body.reference),
    );
    expect(confirmation?.text.split('\n').at(-1)).toBe(NAME);
    expect(confirmation?.text).not.toContain(SPELLED_OUT);
  });

  it('the account-deleted notice names the agency’s site and is signed with its name', async () => {
    const { agent, user } = await signedIn(t);
    const res = await agent.request('/api/user/account', {
      method: 'DELETE',
      json: { password: user.password },
    });
    expect(res.status).toBe(200);
    const notice = (await mailsTo(user.email)).find((m) => m.kind === 'account-deleted');
    expect(notice?.text).toContain(`מחקנו את החשבון שלכם באתר ${NAME}, יחד עם הפרופיל`);
    expect(notice?.text.split('\n').at(-1)).toBe(NAME);
    expect(notice?.text).not.toContain(SPELLED_OUT);
  });

  it('the document reminder is signed with the agency’s name', () => {
    const mail = reminderMail(
      'https://agency.example',
      { name: 'דרכון', expirationDate: '2026-03-17', username: 'dana' },
      '2026-03-10',
    );
    expect(mail.text.split('\n').at(-1)).toBe(NAME);
    expect(mail.text).not.toContain(SPELLED_OUT);
  });

  it('a contact form notice goes to the agency’s e-mail address', async () => {
    const res = await t.agent().request('/api/contact', { json: validContact });
    expect(res.status).toBe(201);
    const notices = (await mailsTo(EMAIL)).filter((m) => m.kind === 'contact-notice');
    expect(notices).toHaveLength(1);
  });
});
