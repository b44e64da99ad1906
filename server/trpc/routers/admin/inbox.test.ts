import { describe, expect, it } from 'vitest';
import { adminTestApp } from '../../../../tests/admin-app';
import { uniqueName } from '../../../../tests/users';
import { newsletters } from '../../../db/schema';
import { contactReference } from '../../../travel/reference';

const app = adminTestApp();
const { auditOf: auditRows } = app;

async function sendContact(firstName: string) {
  const res = await app.t.agent().request('/api/contact', {
    json: {
      firstName,
      lastName: 'לוי',
      phone: '0541234567',
      email: 'visitor@example.com',
      service: 'ביטוח בריאות',
    },
  });
  expect(res.status).toBe(201);
  return res.body.id as number;
}

describe('admin access to the inbox paths', () => {
  it.each([
    ['GET', '/api/admin/contact-messages'],
    ['PUT', '/api/admin/contact-messages/1'],
    ['GET', '/api/admin/newsletter'],
    ['GET', '/api/admin/newsletter.csv'],
  ])('%s %s: 401 signed out, 403 for a member', async (method, path) => {
    const json = method === 'PUT' ? { handled: true } : undefined;
    const anonymous = await app.t.agent().request(path, { method, json });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error).toMatch(/[\u0590-\u05FF]/);
    const forbidden = await app.member.agent.request(path, { method, json });
    expect(forbidden.status).toBe(403);
    expect(forbidden.headers.get('content-type')).toMatch(/^application\/json/);
  });
});

describe('contact inbox', () => {
  it('lists messages newest first with handledAt, and records the read', async () => {
    const older = await sendContact('ראשון');
    const newer = await sendContact('שני');
    const res = await app.admin.agent.request('/api/admin/contact-messages');
    expect(res.status).toBe(200);
    const ids = res.body.map((m: { id: number }) => m.id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(res.body[ids.indexOf(newer)]).toEqual({
      id: newer,
      firstName: 'שני',
      lastName: 'לוי',
      phone: '0541234567',
      email: 'visitor@example.com',
      service: 'ביטוח בריאות',
      message: '',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/),
      handledAt: null,
      handledBy: null,
    });
    const audit = await auditRows('contact.list');
    expect(audit.length).toBeGreaterThan(0);
    expect(audit.at(-1)).toMatchObject({ targetType: 'contact_messages', ip: 'unknown' });
  });

  it('finds a message by the reference its sender sees in their personal area', async () => {
    const wanted = await sendContact('שלישי');
    await sendContact('רביעי');
    const res = await app.admin.agent.request(`/api/admin/contact-messages?q=${contactReference(wanted)}`);
    expect(res.status).toBe(200);
    expect(res.body.map((m: { id: number }) => m.id)).toEqual([wanted]);
  });

  it('marks a message handled and open again (PUT …/{id} → 200 the row), audited with the target', async () => {
    const id = await sendContact('שלישי');
    const done = await app.admin.agent.request(`/api/admin/contact-messages/${id}`, {
      method: 'PUT',
      json: { handled: true },
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({
      id,
      handledAt: expect.any(String),
      handledBy: app.admin.user.username,
    });

    const open = await app.admin.agent.request(`/api/admin/contact-messages/${id}`, {
      method: 'PUT',
      json: { handled: false },
    });
    expect(open.status).toBe(200);
    expect(open.body).toMatchObject({ id, handledAt: null, handledBy: null });

    const audit = (await auditRows('contact.markHandled')).filter((a) => a.targetId === String(id));
    expect(audit.map((a) => a.details)).toEqual([{ handled: true }, { handled: false }]);
    expect(audit[0]).toMatchObject({ targetType: 'contact_message', ip: 'unknown' });
  });

  it('answers 404 for an unknown id, 400 for a malformed one or a missing flag', async () => {
    const unknown = await app.admin.agent.request('/api/admin/contact-messages/999999', {
      method: 'PUT',
      json: { handled: true },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toMatch(/[\u0590-\u05FF]/);
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      const res = await app.admin.agent.request(`/api/admin/contact-messages/${id}`, {
        method: 'PUT',
        json: { handled: true },
      });
      expect(res.status, id).toBe(400);
      expect(res.body.issues).toEqual([{ path: 'id', message: 'מזהה לא תקין' }]);
    }
    const id = await sendContact('רביעי');
    const noFlag = await app.admin.agent.request(`/api/admin/contact-messages/${id}`, {
      method: 'PUT',
      json: {},
    });
    expect(noFlag.status).toBe(400);
    expect(noFlag.body.issues).toEqual([{ path: 'handled', message: 'יש לציין אם הפנייה טופלה' }]);
  });

  it('works the same over tRPC', async () => {
    const id = await sendContact('חמישי');
    const res = await app.admin.agent.request('/trpc/admin.contact.markHandled', {
      json: { json: { id, handled: true } },
    });
    expect(res.status).toBe(200);
    expect(res.body.result.data.json.handledBy).toBe(app.admin.user.username);
  });
});

describe('newsletter subscribers', () => {
  it('lists subscribers and records the read', async () => {
    const email = `${uniqueName('sub')}@example.com`;
    await app.t.agent().request('/api/newsletter/subscribe', { json: { email } });
    const res = await app.admin.agent.request('/api/admin/newsletter');
    expect(res.status).toBe(200);
    expect(res.body).toContainEqual({
      email,
      status: 'active',
      subscribedAt: expect.any(String),
      consentAt: expect.any(String),
      unsubscribedAt: null,
    });
    expect(res.body[0]).not.toHaveProperty('unsubscribeToken');
    expect((await auditRows('newsletter.list')).length).toBeGreaterThan(0);
  });

  it('exports CSV for Excel: BOM, Hebrew header, Israel time, one quoted-safe line per subscriber, as an attachment', async () => {
    const email = `${uniqueName('csv')}@example.com`;
    await app.t.agent().request('/api/newsletter/subscribe', { json: { email } });
    await app.t.deps.database.db
      .insert(newsletters)
      .values({ email: '=cmd@example.com', unsubscribeToken: uniqueName('tok') });
    const summerNight = new Date('2026-07-01T21:30:00.000Z');
    await app.t.deps.database.db.insert(newsletters).values({
      email: 'summer@example.com',
      unsubscribeToken: uniqueName('tok'),
      status: 'unsubscribed',
      subscribedAt: summerNight,
      consentAt: summerNight,
      unsubscribedAt: new Date('2027-01-15T10:05:00.000Z'),
    });

    const res = await app.t.app.request('/api/admin/newsletter.csv', {
      headers: { cookie: app.admin.agent.cookieHeader() },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="newsletter-subscribers-\d{4}-\d\d-\d\d\.csv"$/,
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    // read the bytes: Response.text() would swallow the byte order mark
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text.startsWith('דוא״ל,סטטוס,תאריך הרשמה,תאריך הסכמה לדיוור,תאריך הסרה\r\n')).toBe(true);
    const lines = text.trim().split('\r\n');
    const all = await app.t.deps.database.db.select().from(newsletters);
    expect(lines).toHaveLength(all.length + 1);
    expect(lines.find((l) => l.startsWith(email))).toMatch(
      new RegExp(
        `^${email},פעיל,\\d\\d\\.\\d\\d\\.\\d{4} \\d\\d:\\d\\d,\\d\\d\\.\\d\\d\\.\\d{4} \\d\\d:\\d\\d,$`,
      ),
    );
    // a known instant in Israel time: 21:30 UTC on a summer night is 00:30 the next day in Israel
    expect(lines.find((l) => l.startsWith('summer@example.com'))).toBe(
      'summer@example.com,הוסר,02.07.2026 00:30,02.07.2026 00:30,15.01.2027 12:05',
    );
    expect(lines).toContain(lines.find((l) => l.startsWith("'=cmd@example.com,")));
    expect((await auditRows('newsletter.export')).length).toBe(1);
  });
});
