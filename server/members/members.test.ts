import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { adminTestApp, expectAdminOnly, trpcCall as trpc } from '../../tests/admin-app';
import { members } from '../db/schema';

const app = adminTestApp();
const { db, rest, auditOf } = app;
const isoTimestamp = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;

beforeEach(async () => {
  await db().delete(members);
});

describe('admin access to members', () => {
  it.each([
    ['GET', '/api/admin/members'],
    ['GET', '/api/admin/members.csv'],
    ['POST', '/api/admin/members'],
    ['GET', '/api/admin/members/1'],
    ['PUT', '/api/admin/members/1'],
    ['DELETE', '/api/admin/members/1'],
    ['POST', '/api/admin/members/1/restore'],
  ])('%s %s: 401 signed out, 403 for a member, with a Hebrew message', async (method, path) => {
    const json = method === 'POST' || method === 'PUT' ? { name: 'דנה', email: 'd@example.com' } : undefined;
    await expectAdminOnly(app, method, path, json);
  });

  it('refuses a member on the tRPC door and writes no member', async () => {
    const res = await trpc(
      app.member.agent,
      'admin.members.create',
      { name: 'דנה', email: 'd@example.com' },
      true,
    );
    expect(res.status).toBe(403);
    expect(await db().select().from(members)).toEqual([]);
  });
});

describe('CRUD on the REST door', () => {
  it('creates (201), lists (200 array + X-Total-Count), updates (200) and deletes (200)', async () => {
    const created = await rest('/admin/members', {
      method: 'POST',
      json: { name: '  דנה   כהן ', email: 'Dana@Example.com', phone: '050-123 4567', status: 'active' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      name: 'דנה כהן',
      email: 'dana@example.com',
      phone: '0501234567',
      status: 'active',
      createdAt: expect.stringMatching(isoTimestamp),
    });
    const id = created.body.id as number;

    const list = await rest('/admin/members');
    expect(list.status).toBe(200);
    expect(list.headers.get('x-total-count')).toBe('1');
    expect(list.body).toEqual([created.body]);

    const one = await rest(`/admin/members/${id}`);
    expect(one.status).toBe(200);
    expect(one.body).toEqual(created.body);

    const updated = await rest(`/admin/members/${id}`, {
      method: 'PUT',
      json: { id, name: 'דנה לוי', email: 'dana@example.com', phone: null, status: 'inactive' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ id, name: 'דנה לוי', phone: null, status: 'inactive' });

    const deleted = await rest(`/admin/members/${id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual(updated.body);
    expect((await rest('/admin/members')).body).toEqual([]);
    expect((await rest(`/admin/members/${id}`)).status).toBe(404);
    expect((await rest(`/admin/members/${id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('takes the status as optional (active) and the phone as optional', async () => {
    const res = await rest('/admin/members', {
      method: 'POST',
      json: { name: 'יוסי', email: 'y@example.com' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'active', phone: null });
  });

  it('answers 404 for an update of a member that is not there', async () => {
    const res = await rest('/admin/members/999999', {
      method: 'PUT',
      json: { name: 'אין', email: 'none@example.com', status: 'active' },
    });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('החבר לא נמצא');
  });

  it.each([
    [{ name: 'א', email: 'a@example.com' }, 'name', 'השם חייב להכיל לפחות 2 תווים'],
    [{ name: '\u200f\u202eא ', email: 'a@example.com' }, 'name', 'השם חייב להכיל לפחות 2 תווים'],
    [{ name: 'דנה', email: 'not-an-email' }, 'email', 'כתובת דוא״ל לא תקינה'],
    [{ name: 'דנה', email: 'a@example.com', phone: '12345' }, 'phone', 'מספר טלפון לא תקין'],
    [{ name: 'דנה', email: 'a@example.com', phone: '050-abc-4567' }, 'phone', 'מספר טלפון לא תקין'],
    [{ name: 'דנה', email: 'a@example.com', status: 'archived' }, 'status', 'סטטוס לא תקין'],
  ])('refuses %j with 400 and the message on %s', async (json, path, message) => {
    const res = await rest('/admin/members', { method: 'POST', json });
    expect(res.status).toBe(400);
    expect(res.body.issues).toContainEqual({ path, message });
  });

  it.each([
    ['050-1234567', '0501234567'],
    ['050 123 4567', '0501234567'],
    ['+972 50-123-4567', '0501234567'],
    ['00972501234567', '0501234567'],
    ['02-6234567', '026234567'],
    ['\u200e050\u2013123\u20134567', '0501234567'],
    ['', null],
    [null, null],
  ])('stores the phone %j as %j', async (phone, stored) => {
    const res = await rest('/admin/members', {
      method: 'POST',
      json: { name: 'טלפון', email: `p${Math.random()}@example.com`.replace('0.', ''), phone },
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body.phone).toBe(stored);
  });
});

describe('one member per e-mail address, in any case', () => {
  it('answers 409 on the email field when creating with a taken address', async () => {
    expect(
      (await rest('/admin/members', { method: 'POST', json: { name: 'דנה', email: 'dana@example.com' } }))
        .status,
    ).toBe(201);
    const res = await rest('/admin/members', {
      method: 'POST',
      json: { name: 'דנה ב', email: 'DANA@example.COM' },
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error: 'כתובת הדוא״ל כבר רשומה לחבר אחר',
      issues: [{ path: 'email', message: 'כתובת הדוא״ל כבר רשומה לחבר אחר' }],
    });
    const trpcRes = await trpc(
      app.admin.agent,
      'admin.members.create',
      { name: 'דנה ג', email: 'Dana@Example.com' },
      true,
    );
    expect(trpcRes.status).toBe(409);
    expect(trpcRes.error.data.issues).toEqual([
      { path: 'email', message: 'כתובת הדוא״ל כבר רשומה לחבר אחר' },
    ]);
  });

  it('answers 409 when an update takes another member’s address, and lets a member keep its own', async () => {
    const a = (
      await rest('/admin/members', { method: 'POST', json: { name: 'אבי', email: 'avi@example.com' } })
    ).body;
    await rest('/admin/members', { method: 'POST', json: { name: 'בני', email: 'beni@example.com' } });
    const taken = await rest(`/admin/members/${a.id}`, {
      method: 'PUT',
      json: { name: 'אבי', email: 'Beni@example.com', status: 'active' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.issues).toEqual([{ path: 'email', message: 'כתובת הדוא״ל כבר רשומה לחבר אחר' }]);
    const same = await rest(`/admin/members/${a.id}`, {
      method: 'PUT',
      json: { name: 'אבי כהן', email: 'AVI@example.com', status: 'active' },
    });
    expect(same.status).toBe(200);
  });

  it('answers two creations racing for one address with one 201 and one 409, never a 500', async () => {
    const results = await Promise.all(
      ['race@example.com', 'RACE@example.com', 'Race@Example.com'].map((email) =>
        rest('/admin/members', { method: 'POST', json: { name: 'מרוץ', email } }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
  });

  it('refuses a row written around the service with the same address in another case (the index)', async () => {
    await db().insert(members).values({ name: 'א', email: 'index@example.com' });
    await expect(db().insert(members).values({ name: 'ב', email: 'INDEX@example.com' })).rejects.toThrow();
  });
});

describe('delete and undo', () => {
  it('puts the deleted member back with its id and creation time', async () => {
    const created = (
      await rest('/admin/members', {
        method: 'POST',
        json: { name: 'שרה', email: 'sara@example.com', phone: '0521112222' },
      })
    ).body;
    const deleted = await trpc(app.admin.agent, 'admin.members.delete', { id: created.id }, true);
    expect(deleted.status).toBe(200);
    const restored = await trpc(app.admin.agent, 'admin.members.restore', deleted.data, true);
    expect(restored.status).toBe(200);
    expect({ ...restored.data, createdAt: new Date(restored.data.createdAt).toISOString() }).toEqual(created);
    // the sequence is untouched: the next member gets a new id
    const next = (
      await rest('/admin/members', { method: 'POST', json: { name: 'חדש', email: 'new@example.com' } })
    ).body;
    expect(next.id).toBeGreaterThan(created.id);
  });

  it('restores over REST with 201, and answers a second restore with 409', async () => {
    const created = (
      await rest('/admin/members', { method: 'POST', json: { name: 'רון', email: 'ron@example.com' } })
    ).body;
    const deleted = (await rest(`/admin/members/${created.id}`, { method: 'DELETE' })).body;
    const restored = await rest(`/admin/members/${created.id}/restore`, { method: 'POST', json: deleted });
    expect(restored.status).toBe(201);
    expect(restored.body).toEqual(created);
    const again = await rest(`/admin/members/${created.id}/restore`, { method: 'POST', json: deleted });
    expect(again.status).toBe(409);
  });

  it('answers 409 on email when the address was given to someone else meanwhile', async () => {
    const created = (
      await rest('/admin/members', { method: 'POST', json: { name: 'גל', email: 'gal@example.com' } })
    ).body;
    const deleted = (await rest(`/admin/members/${created.id}`, { method: 'DELETE' })).body;
    await rest('/admin/members', { method: 'POST', json: { name: 'גל אחר', email: 'GAL@example.com' } });
    const res = await rest(`/admin/members/${created.id}/restore`, { method: 'POST', json: deleted });
    expect(res.status).toBe(409);
    expect(res.body.issues).toEqual([{ path: 'email', message: 'כתובת הדוא״ל כבר רשומה לחבר אחר' }]);
  });
});

describe('the list: search, sort and paging on the server', () => {
  beforeEach(async () => {
    const rows = [
      { name: 'דנה כהן', email: 'dana@example.com', phone: '0501111111', status: 'active' as const },
      { name: 'Anna Smith', email: 'anna@mail.example', phone: null, status: 'inactive' as const },
      { name: 'בני לוי', email: 'beni@example.com', phone: '0522222222', status: 'active' as const },
      { name: 'zoe Cohen', email: 'zoe@example.com', phone: '036666666', status: 'inactive' as const },
      { name: 'גלית כהן', email: 'galit@other.example', phone: '0543333333', status: 'active' as const },
    ];
    for (const [i, row] of rows.entries()) {
      await db()
        .insert(members)
        .values({ ...row, createdAt: new Date(Date.UTC(2026, 0, 1 + i)) });
    }
  });
  const names = (items: { name: string }[]) => items.map((m) => m.name);
  const list = async (input: Record<string, unknown>) =>
    (await trpc(app.admin.agent, 'admin.members.list', input)).data;

  it('is newest first by default, paged, with the total', async () => {
    const page1 = await list({ pageSize: 2 });
    expect(names(page1.items)).toEqual(['גלית כהן', 'zoe Cohen']);
    expect(page1).toMatchObject({ total: 5, page: 1, pageSize: 2 });
    expect(names((await list({ pageSize: 2, page: 3 })).items)).toEqual(['דנה כהן']);
    expect((await list({ pageSize: 2, page: 4 })).items).toEqual([]);
  });

  it.each([
    ['name', 'asc', ['Anna Smith', 'zoe Cohen', 'בני לוי', 'גלית כהן', 'דנה כהן']],
    ['email', 'desc', ['zoe Cohen', 'גלית כהן', 'דנה כהן', 'בני לוי', 'Anna Smith']],
    ['status', 'asc', ['דנה כהן', 'בני לוי', 'גלית כהן', 'Anna Smith', 'zoe Cohen']],
    ['createdAt', 'asc', ['דנה כהן', 'Anna Smith', 'בני לוי', 'zoe Cohen', 'גלית כהן']],
  ])('sorts by %s %s', async (sort, order, expected) => {
    expect(names((await list({ sort, order })).items)).toEqual(expected);
  });

  it.each([
    ['כהן', ['גלית כהן', 'דנה כהן']],
    ['cohen', ['zoe Cohen']],
    ['EXAMPLE.COM', ['zoe Cohen', 'בני לוי', 'דנה כהן']],
    ['052-222', ['בני לוי']],
    ['+972 54 333', ['גלית כהן']],
    ['%', []],
  ])('searches %j in name, e-mail and phone', async (search, expected) => {
    const page = await list({ search });
    expect(names(page.items)).toEqual(expected);
    expect(page.total).toBe(expected.length);
  });

  it('passes page, pageSize, search and sort through the REST query', async () => {
    const res = await rest('/admin/members?search=%D7%9B%D7%94%D7%9F&sort=name&order=asc&pageSize=1&page=2');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-total-count')).toBe('2');
    expect(names(res.body)).toEqual(['דנה כהן']);
    const minus = await rest('/admin/members?sort=-name');
    expect(names(minus.body)[0]).toBe('דנה כהן');
  });

  it.each(['?sort=phone', '?order=up', '?page=0', '?pageSize=1000', '?page=abc'])(
    'answers a malformed query %s with 400',
    async (query) => {
      const res = await rest(`/admin/members${query}`);
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(/[\u0590-\u05FF]/);
    },
  );
});

describe('CSV export', () => {
  it('sends every member of the search as a UTF-8 CSV with a BOM, Hebrew headers and Israel time, formulas defused', async () => {
    await rest('/admin/members', {
      method: 'POST',
      json: { name: '=HYPERLINK("http://evil")', email: 'evil@example.com' },
    });
    await rest('/admin/members', {
      method: 'POST',
      json: { name: 'דנה, "כהן"', email: 'dana@example.com', phone: '050-1234567' },
    });
    // joined 22:15 UTC on a winter night: 00:15 the next day in Israel
    await db()
      .update(members)
      .set({ createdAt: new Date('2026-01-31T22:15:00.000Z') })
      .where(eq(members.email, 'dana@example.com'));
    const res = await app.admin.agent.request('/api/admin/members.csv?sort=name&order=asc');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="members-\d{4}-\d\d-\d\d\.csv"$/,
    );
    // the bytes as sent (Response.text() would swallow the byte order mark)
    const raw = await app.t.app.request('/api/admin/members.csv?sort=name&order=asc', {
      headers: { cookie: app.admin.agent.cookieHeader() },
    });
    const bytes = Buffer.from(await raw.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lines[0]).toBe('מספר,שם,דוא״ל,טלפון,סטטוס,תאריך הצטרפות');
    expect(lines[1]).toMatch(
      /^\d+,"'=HYPERLINK\(""http:\/\/evil""\)",evil@example\.com,,פעיל,\d\d\.\d\d\.\d{4} \d\d:\d\d$/,
    );
    expect(lines[2]).toMatch(/^\d+,"דנה, ""כהן""",dana@example\.com,0501234567,פעיל,01\.02\.2026 00:15$/);
    const searched = await app.admin.agent.request('/api/admin/members.csv?search=dana');
    expect(searched.text.trimEnd().split('\r\n')).toHaveLength(2);
  });
});

describe('the audit log', () => {
  it('records each change in its transaction, and each read of the list', async () => {
    const created = (
      await rest('/admin/members', { method: 'POST', json: { name: 'תמר', email: 'tamar@example.com' } })
    ).body;
    await rest(`/admin/members/${created.id}`, {
      method: 'PUT',
      json: { name: 'תמר לוי', email: 'tamar@example.com', status: 'inactive' },
    });
    const deleted = (await rest(`/admin/members/${created.id}`, { method: 'DELETE' })).body;
    await rest(`/admin/members/${created.id}/restore`, { method: 'POST', json: deleted });
    await rest('/admin/members?search=tamar');
    await app.admin.agent.request('/api/admin/members.csv');

    const [create] = await auditOf('member.create', created.id);
    expect(create).toMatchObject({ targetType: 'member', details: { status: 'active' } });
    const [update] = await auditOf('member.update', created.id);
    expect(update?.details).toEqual({ changed: ['name', 'status'], from: 'active', to: 'inactive' });
    expect(await auditOf('member.delete', created.id)).toHaveLength(1);
    expect(await auditOf('member.restore', created.id)).toHaveLength(1);
    const reads = await auditOf('member.list');
    expect(reads.at(-1)?.details).toMatchObject({ count: 1, total: 1, search: 'tamar' });
    expect((await auditOf('member.export')).length).toBeGreaterThan(0);
  });

  it('writes neither the member nor the entry when the change fails', async () => {
    await rest('/admin/members', { method: 'POST', json: { name: 'א א', email: 'taken@example.com' } });
    const before = (await auditOf('member.create')).length;
    expect(
      (await rest('/admin/members', { method: 'POST', json: { name: 'ב ב', email: 'taken@example.com' } }))
        .status,
    ).toBe(409);
    expect(await auditOf('member.create')).toHaveLength(before);
  });
});
