import { describe, expect, it } from 'vitest';
import { TravelRequestSchema } from '../../src/shared/travel';
import { adminTestApp, expectAdminOnly, trpcCall } from '../../tests/admin-app';
import { israeliId, validTravelRequest } from '../../tests/payloads';
import { createUser, uniqueName } from '../../tests/users';
import { recordAudit } from '../audit/service';
import { contactMessages, travelInsurance, userProfiles } from '../db/schema';
import { travelReference } from '../travel/reference';
import { applicationRow } from '../travel/service';

const app = adminTestApp();
const { db, auditOf } = app;

/** 21:30 UTC on a summer night: 00:30 the next day in Israel. */
const summerNight = new Date('2026-07-01T21:30:00.000Z');

/** The admin's download of `path`: its headers, and its lines after the byte order mark. */
async function csvOf(path: string) {
  const res = await app.t.app.request(path, { headers: { cookie: app.admin.agent.cookieHeader() } });
  expect(res.status, path).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(res.headers.get('cache-control')).toBe('no-store');
  // read the bytes: Response.text() would swallow the byte order mark
  const bytes = Buffer.from(await res.arrayBuffer());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return { res, lines: bytes.subarray(3).toString('utf8').trimEnd().split('\r\n') };
}

describe('admin access to the exports', () => {
  it.each([
    '/api/admin/travel-insurance.csv',
    '/api/admin/contact-messages.csv',
    '/api/admin/users.csv',
    '/api/admin/audit-log.csv',
  ])('GET %s: 401 signed out, 403 for a member', async (path) => {
    await expectAdminOnly(app, 'GET', path);
  });
});

describe('travel requests as CSV', () => {
  it('writes the list as it shows it: Hebrew headers, days dd.mm.yyyy, numbers masked, formulas defused, its filters', async () => {
    const request = TravelRequestSchema.parse(validTravelRequest(1));
    const idNumber = israeliId('07700000');
    const sealed = applicationRow(app.t.deps.config.dataKeys, {
      ...request,
      addresses: request.addresses.map((a) => ({ ...a, idNumber, passportNumber: 'XY7654321' })),
    });
    const [row] = await db()
      .insert(travelInsurance)
      .values({
        ...sealed,
        fullName: '=HYPERLINK("http://evil")',
        phone: '0501234567',
        status: 'approved',
        createdAt: summerNight,
      })
      .returning({ id: travelInsurance.id });
    if (!row) throw new Error('no row');

    const { res, lines } = await csvOf('/api/admin/travel-insurance.csv?status=approved');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="travel-requests-\d{4}-\d\d-\d\d\.csv"$/,
    );
    expect(lines[0]).toBe(
      'מספר בקשה,שם מלא,תעודת זהות,דרכון,דוא״ל,טלפון,יעד,תאריך יציאה,תאריך חזרה,סטטוס,תאריך הבקשה',
    );
    const line = lines.find((l) => l.startsWith(travelReference(row.id)));
    const day = (iso: string) => iso.split('-').reverse().join('.');
    expect(line).toBe(
      [
        travelReference(row.id),
        `"'=HYPERLINK(""http://evil"")"`,
        `******${idNumber.slice(-3)}`,
        '******321',
        request.travelers[0]?.email,
        '0501234567',
        '"ארצות הברית, ספרד"',
        day(request.departureDate),
        day(request.returnDate),
        'אושר',
        '02.07.2026 00:30',
      ].join(','),
    );
    // the whole numbers stay behind the request's own step-up
    expect(lines.join('\n')).not.toContain(idNumber);
    expect(lines.join('\n')).not.toContain('XY7654321');

    // the status filter: a pending request is not in the approved export
    const pending = await csvOf('/api/admin/travel-insurance.csv?status=pending');
    expect(pending.lines.some((l) => l.startsWith(travelReference(row.id)))).toBe(false);
    const [entry] = (await auditOf('travel.export')).slice(-1);
    expect(entry).toMatchObject({
      targetType: 'travel_insurance',
      details: { status: 'pending', count: pending.lines.length - 1 },
    });

    // a search with digits (an ID number) is recorded without the number
    await csvOf(`/api/admin/travel-insurance.csv?q=${idNumber}`);
    const [searched] = (await auditOf('travel.export')).slice(-1);
    expect(searched?.details).toEqual({ count: 1, search: 'מספר (לא נשמר)' });
  });

  it('answers the same text on the tRPC door', async () => {
    const rest = await csvOf('/api/admin/travel-insurance.csv');
    const viaTrpc = await trpcCall(app.admin.agent, 'admin.travel.exportCsv', {});
    expect(viaTrpc.status).toBe(200);
    expect(viaTrpc.data.slice(1).trimEnd().split('\r\n')).toEqual(rest.lines);
  });
});

describe('contact messages as CSV', () => {
  it('writes the inbox with its search, Israel time and a defused formula', async () => {
    const lastName = uniqueName('lev');
    await db().insert(contactMessages).values({
      firstName: '=cmd',
      lastName,
      phone: '0541234567',
      email: 'visitor@example.com',
      service: 'ביטוח בריאות',
      message: 'שורה, ועוד "ציטוט"',
      createdAt: summerNight,
    });
    const { res, lines } = await csvOf(`/api/admin/contact-messages.csv?q=${lastName}&status=open`);
    expect(res.headers.get('content-disposition')).toMatch(
      /filename="contact-messages-\d{4}-\d\d-\d\d\.csv"/,
    );
    expect(lines).toEqual([
      'תאריך,שם פרטי,שם משפחה,טלפון,דוא״ל,נושא,הודעה,סטטוס,טופל על ידי,תאריך טיפול',
      `02.07.2026 00:30,'=cmd,${lastName},0541234567,visitor@example.com,ביטוח בריאות,"שורה, ועוד ""ציטוט""",חדש,,`,
    ]);
    expect((await csvOf(`/api/admin/contact-messages.csv?q=${lastName}&status=handled`)).lines).toHaveLength(
      1,
    );
    const [entry] = (await auditOf('contact.export')).slice(-1);
    expect(entry).toMatchObject({
      targetType: 'contact_messages',
      details: { count: 0, status: 'handled', search: lastName },
    });
  });
});

describe('customers as CSV', () => {
  it('writes the users of the search and role, never a password', async () => {
    const user = await createUser(db(), { role: 'user' });
    await db().insert(userProfiles).values({ userId: user.id, fullName: '+972 שם', phone: '0509876543' });
    const { res, lines } = await csvOf(`/api/admin/users.csv?q=${user.username}&role=user`);
    expect(res.headers.get('content-disposition')).toMatch(/filename="customers-\d{4}-\d\d-\d\d\.csv"/);
    expect(lines[0]).toBe('מספר,שם משתמש,שם מלא,דוא״ל,טלפון,תפקיד,חסום,נרשם,כניסה אחרונה');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      new RegExp(
        `^${user.id},${user.username},'\\+972 שם,[^,]+,0509876543,לקוח,לא,\\d\\d\\.\\d\\d\\.\\d{4} \\d\\d:\\d\\d,$`,
      ),
    );
    expect(lines.join('\n')).not.toMatch(/argon2/);
    expect((await csvOf(`/api/admin/users.csv?q=${user.username}&role=admin`)).lines).toHaveLength(1);
    const [entry] = (await auditOf('customer.export')).slice(-1);
    expect(entry?.details).toEqual({ count: 0, role: 'admin', search: user.username });
  });
});

describe('the audit log as CSV', () => {
  it('writes the entries of the filters as the page does, a formula-like cell defused', async () => {
    await recordAudit(db(), {
      actorId: app.admin.user.id,
      action: 'member.delete',
      targetType: 'member',
      targetId: '12',
      ip: '=1+1',
    });
    const { res, lines } = await csvOf('/api/admin/audit-log.csv?action=member.delete');
    expect(res.headers.get('content-disposition')).toMatch(/filename="audit-log-\d{4}-\d\d-\d\d\.csv"/);
    expect(lines[0]).toBe('מתי,משתמש,פעולה,רשומה,כתובת IP,פרטים');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      new RegExp(
        `^\\d\\d\\.\\d\\d\\.\\d{4} \\d\\d:\\d\\d,${app.admin.user.username},מחיקת חבר,חבר · מזהה 12,'=1\\+1,$`,
      ),
    );
    const [entry] = (await auditOf('audit.export')).slice(-1);
    expect(entry).toMatchObject({ targetType: 'audit_log', details: { count: 1, action: 'member.delete' } });
  });

  it('refuses filters the list refuses, with Hebrew issues', async () => {
    const res = await app.admin.agent.request('/api/admin/audit-log.csv?from=2026-02-01&to=2026-01-01');
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([{ path: 'to', message: 'תאריך הסיום חייב להיות אחרי תאריך ההתחלה' }]);
  });
});
