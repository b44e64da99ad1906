import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { agency } from '../../src/content/agency';
import { adminTestApp, trpcCall as trpc } from '../../tests/admin-app';
import { validTravelRequest } from '../../tests/payloads';
import { uniqueName } from '../../tests/users';
import { emailOutbox, travelInsurance } from '../db/schema';

const app = adminTestApp();
const { db } = app;

/** A request sent as a visitor sends it, from its own address; its id, reference and address. */
async function submitted() {
  const request = validTravelRequest(1);
  const email = `${uniqueName('decision')}@example.com`;
  const [first] = request.travelers;
  if (!first) throw new Error('a request has a traveler');
  first.email = email;
  const res = await app.t.agent().request('/api/travel/submit', { json: request });
  expect(res.status).toBe(201);
  return { id: res.body.id as number, reference: res.body.reference as string, email, request };
}

/** The decision mails to `email` (the confirmation of the request aside). */
const decisionMails = (email: string) =>
  db()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, email), like(emailOutbox.kind, 'travel-%ed')))
    .orderBy(emailOutbox.id);

const statusOf = async (id: number) =>
  (
    await db()
      .select({ status: travelInsurance.status })
      .from(travelInsurance)
      .where(eq(travelInsurance.id, id))
  )[0]?.status;

const put = (id: number, json: unknown) => app.rest(`/admin/travel-insurance/${id}`, { method: 'PUT', json });

/** '2027-03-05' → '05.03.2027' */
const shown = (day: string) => day.split('-').reverse().join('.');

describe('the customer hears of the decision', () => {
  it('PUT {status: approved}: the status and an approval e-mail to the customer, with the reference and the agency', async () => {
    const { id, reference, email, request } = await submitted();
    const res = await put(id, { status: 'approved' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, reference, status: 'approved' });
    expect(await statusOf(id)).toBe('approved');

    const [mail, ...more] = await decisionMails(email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ kind: 'travel-approved', to: email });
    expect(mail?.subject).toBe(`בקשתכם לביטוח נסיעות אושרה – מספר בקשה ${reference}`);
    const lines = mail?.text.split('\n') ?? [];
    expect(lines[0]).toBe('שלום דנה כהן,');
    expect(lines).toContain('שמחים לעדכן שבקשתכם לביטוח נסיעות לחו״ל אושרה.');
    expect(lines).toContain(`מספר הבקשה: ${reference}`);
    expect(lines).toContain(`תאריכי הנסיעה: ${shown(request.departureDate)} – ${shown(request.returnDate)}`);
    expect(lines).toContain(`טלפון: ${agency.phone}`);
    expect(lines).toContain(`דוא״ל: ${agency.email}`);
    expect(lines.at(-1)).toBe(agency.name);
    expect(mail?.text).not.toContain('סיבת הדחייה');

    const [entry] = (await app.auditOf('travel.setStatus', id)).slice(-1);
    expect(entry?.details).toEqual({ from: 'pending', to: 'approved', mailed: true });
  });

  it('a rejection over tRPC carries its reason, trimmed, into the e-mail and the audit entry', async () => {
    const { id, reference, email } = await submitted();
    const reason = 'הנסיעה מתחילה לפני תום תקופת ההמתנה של הפוליסה הקודמת.';
    const res = await trpc(
      app.admin.agent,
      'admin.travel.setStatus',
      { id, status: 'rejected', reason: `  ${reason}\n` },
      true,
    );
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ id, status: 'rejected' });

    const [mail] = await decisionMails(email);
    expect(mail).toMatchObject({ kind: 'travel-rejected', to: email });
    expect(mail?.subject).toBe(`עדכון על בקשתכם לביטוח נסיעות – מספר בקשה ${reference}`);
    const lines = mail?.text.split('\n') ?? [];
    expect(lines).toContain('לצערנו לא נוכל לאשר את בקשתכם לביטוח נסיעות לחו״ל.');
    expect(lines).toContain(`סיבת הדחייה: ${reason}`);
    expect(lines.at(-1)).toBe(agency.name);
    const [entry] = (await app.auditOf('travel.setStatus', id)).slice(-1);
    expect(entry?.details).toEqual({ from: 'pending', to: 'rejected', reason, mailed: true });
  });

  it('a rejection without a reason (or a blank one) says no reason', async () => {
    const { id, email } = await submitted();
    expect((await put(id, { status: 'rejected', reason: '   ' })).status).toBe(200);
    const [mail] = await decisionMails(email);
    expect(mail?.kind).toBe('travel-rejected');
    expect(mail?.text).not.toContain('סיבת הדחייה');
  });

  it('mails nothing for a move back to pending or for the status the request already has', async () => {
    const { id, email } = await submitted();
    expect((await put(id, { status: 'pending' })).status).toBe(200);
    expect(await decisionMails(email)).toEqual([]);
    expect((await put(id, { status: 'approved' })).status).toBe(200);
    expect((await put(id, { status: 'approved' })).status).toBe(200);
    expect((await put(id, { status: 'pending' })).status).toBe(200);
    expect((await decisionMails(email)).map((m) => m.kind)).toEqual(['travel-approved']);
    // a change of mind is news again
    expect((await put(id, { status: 'rejected' })).status).toBe(200);
    expect((await decisionMails(email)).map((m) => m.kind)).toEqual(['travel-approved', 'travel-rejected']);
  });

  it('commits the status and its e-mail together: when the transaction fails, neither is kept', async () => {
    const { id, email } = await submitted();
    const { mailer } = app.t.deps;
    const enqueue = mailer.enqueue.bind(mailer);
    // the mail is written, then something later in the same transaction fails
    const spy = vi.spyOn(mailer, 'enqueue').mockImplementationOnce(async (tx, mail) => {
      await enqueue(tx, mail);
      throw new Error('failed after the mail was written');
    });
    try {
      const res = await put(id, { status: 'approved' });
      expect(res.status).toBe(500);
    } finally {
      spy.mockRestore();
    }
    expect(await statusOf(id)).toBe('pending');
    expect(await decisionMails(email)).toEqual([]);
    expect(await app.auditOf('travel.setStatus', id)).toEqual([]);
  });
});

describe('the reason', () => {
  it('takes 500 characters; 501 is a 400 with a Hebrew message on both doors, and nothing changes', async () => {
    const { id, email } = await submitted();
    const tooLong = 'א'.repeat(501);
    const rest = await put(id, { status: 'rejected', reason: tooLong });
    expect(rest.status).toBe(400);
    expect(rest.body.issues).toEqual([{ path: 'reason', message: 'סיבת הדחייה ארוכה מדי: עד 500 תווים' }]);
    expect(rest.body.error).toMatch(/[\u0590-\u05FF]/);
    const viaTrpc = await trpc(
      app.admin.agent,
      'admin.travel.setStatus',
      { id, status: 'rejected', reason: tooLong },
      true,
    );
    expect(viaTrpc.status).toBe(400);
    expect(viaTrpc.error.data.issues).toEqual([
      { path: 'reason', message: 'סיבת הדחייה ארוכה מדי: עד 500 תווים' },
    ]);
    expect(await statusOf(id)).toBe('pending');
    expect(await decisionMails(email)).toEqual([]);

    const longest = 'ב'.repeat(500);
    expect((await put(id, { status: 'rejected', reason: longest })).status).toBe(200);
    const [mail] = await decisionMails(email);
    expect(mail?.text).toContain(`סיבת הדחייה: ${longest}`);
  });

  it('goes only with a rejection, and must be text', async () => {
    const { id } = await submitted();
    const approve = await put(id, { status: 'approved', reason: 'מצוין' });
    expect(approve.status).toBe(400);
    expect(approve.body.issues).toEqual([{ path: 'reason', message: 'אפשר לצרף סיבה רק לדחיית בקשה' }]);
    const number = await put(id, { status: 'rejected', reason: 42 });
    expect(number.status).toBe(400);
    expect(number.body.issues).toEqual([{ path: 'reason', message: 'סיבת הדחייה אינה תקינה' }]);
    expect(await statusOf(id)).toBe('pending');
  });
});
