/**
 * Every admin list that grows with use is paged on the server, the same way: `page` from 1,
 * `pageSize` 50 unless given and at most 100, newest first, `q` the search and `status` where the list
 * has one; the answer is the page's array with the total in X-Total-Count, and a page past the end is [].
 */

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TravelRequestSchema } from '../../src/shared/travel';
import { adminTestApp } from '../../tests/admin-app';
import { validTravelRequest } from '../../tests/payloads';
import type { Db } from '../db/client';
import { createCategory, createPost } from '../db/factories';
import { auditLog, contactMessages, members, newsletters, travelInsurance, users } from '../db/schema';
import { applicationRow } from '../travel/service';

const app = adminTestApp();

/** Rows seeded per list: row i is i minutes old; every third matches the search, every odd one has the status. */
const ROWS = 105;
const rows = Array.from({ length: ROWS }, (_, i) => ({
  i,
  matches: i % 3 === 0,
  odd: i % 2 === 1,
  createdAt: new Date(Date.now() - (i + 1) * 60_000),
}));
const count = (keep: (row: (typeof rows)[number]) => boolean) => rows.filter(keep).length;

interface ListCase {
  path: string;
  seed: (db: Db) => Promise<unknown>;
  /** the seeded row's index, read back from an answer's row (undefined for a row not seeded here) */
  index: (row: Record<string, unknown>) => number | undefined;
  /** a search that finds exactly the matching rows */
  q?: string;
  /** the status of the odd rows */
  status?: string;
  /** the query every request of the case carries (a filter that leaves only the seeded rows) */
  base?: string;
}

const numberIn = (text: unknown) => {
  const found = /row(\d+)/.exec(String(text));
  return found ? Number(found[1]) : undefined;
};

const cases: ListCase[] = [
  {
    path: '/admin/contact-messages',
    seed: (db) =>
      db.insert(contactMessages).values(
        rows.map((r) => ({
          firstName: 'דנה',
          lastName: r.matches ? 'כהן' : 'לוי',
          phone: `05${String(r.i).padStart(8, '0')}`,
          email: `row${r.i}@example.com`,
          service: 'ביטוח בריאות',
          handledAt: r.odd ? r.createdAt : null,
          createdAt: r.createdAt,
        })),
      ),
    index: (row) => numberIn(row.email),
    q: 'דנה כהן',
    status: 'handled',
  },
  {
    path: '/admin/newsletter',
    seed: (db) =>
      db.insert(newsletters).values(
        rows.map((r) => ({
          email: `row${r.i}.${r.matches ? 'cohen' : 'levi'}@example.com`,
          unsubscribeToken: `token-${r.i}`,
          status: r.odd ? ('unsubscribed' as const) : ('active' as const),
          subscribedAt: r.createdAt,
        })),
      ),
    index: (row) => numberIn(row.email),
    q: 'COHEN',
    status: 'unsubscribed',
  },
  {
    path: '/admin/members',
    seed: (db) =>
      db.insert(members).values(
        rows.map((r) => ({
          name: r.matches ? 'רות כהן' : 'רות לוי',
          email: `row${r.i}@example.com`,
          status: r.odd ? ('inactive' as const) : ('active' as const),
          createdAt: r.createdAt,
        })),
      ),
    index: (row) => numberIn(row.email),
    q: 'כהן',
    status: 'inactive',
  },
  {
    path: '/admin/travel-insurance',
    seed: (db) => {
      const base = TravelRequestSchema.parse(validTravelRequest(1));
      // the search reads the stored request: each row's traveler is its own
      const requestOf = (r: (typeof rows)[number]) => ({
        ...base,
        travelers: base.travelers.map((t) => ({
          ...t,
          firstName: 'משה',
          lastName: r.matches ? 'כהן' : 'לוי',
          email: `row${r.i}@example.com`,
        })),
      });
      return db.insert(travelInsurance).values(
        rows.map((r) => ({
          ...applicationRow(app.t.deps.config.dataKeys, requestOf(r)),
          status: r.odd ? ('approved' as const) : ('pending' as const),
          createdAt: r.createdAt,
        })),
      );
    },
    index: (row) => numberIn(row.email),
    q: 'כהן',
    status: 'approved',
  },
  {
    path: '/admin/users',
    // the rows are inserted, not registered: a password hash per row would take minutes. The
    // signed-in member is a user too (the admin is filtered out by role): gone, to leave the seeded
    seed: async (db) => {
      await db.delete(users).where(eq(users.id, app.member.user.id));
      await db.insert(users).values(
        rows.map((r) => ({
          username: `row${r.i}_${r.matches ? 'cohen' : 'levi'}`,
          password: 'not-a-hash',
          email: `row${r.i}@example.com`,
          createdAt: r.createdAt,
        })),
      );
    },
    index: (row) => numberIn(row.username),
    q: 'cohen',
    base: 'role=user',
  },
  {
    path: '/admin/blog',
    seed: async (db) => {
      const { id: categoryId } = await createCategory(db);
      for (const r of rows) {
        await createPost(db, {
          categoryId,
          title: `${r.matches ? 'ביטוח דירה' : 'חיסכון'} row${r.i}`,
          slug: `row-${r.i}`,
          published: !r.odd,
          createdAt: r.createdAt,
        });
      }
    },
    index: (row) => numberIn(row.title),
    q: 'ביטוח דירה',
    status: 'draft',
  },
  {
    path: '/admin/audit-log',
    seed: (db) =>
      db
        .insert(auditLog)
        .values(rows.map((r) => ({ action: 'seeded.row', targetId: `row${r.i}`, createdAt: r.createdAt }))),
    index: (row) => numberIn(row.targetId),
    // the reads of this test are entries too: only the seeded ones
    base: 'action=seeded',
  },
];

describe.each(cases)('GET /api$path', (c) => {
  const get = async (query: string) => {
    const res = await app.rest(`${c.path}?${[c.base, query].filter(Boolean).join('&')}`);
    expect(res.status, res.text).toBe(200);
    const items = res.body as Record<string, unknown>[];
    return { items, total: Number(res.headers.get('x-total-count')), indexes: items.map(c.index) };
  };

  it('answers 50 rows, newest first, with the total in X-Total-Count', async () => {
    await c.seed(app.db());
    const first = await get('');
    expect(first.total).toBe(ROWS);
    expect(first.indexes).toEqual(rows.slice(0, 50).map((r) => r.i));
    expect((await get('page=3')).indexes).toEqual(rows.slice(100).map((r) => r.i));
  });

  it('takes pageSize up to 100 and refuses more; a page past the end is []', async () => {
    const hundred = await get('pageSize=100');
    expect(hundred.items).toHaveLength(100);
    expect((await get('pageSize=100&page=2')).indexes).toEqual(rows.slice(100).map((r) => r.i));
    const past = await get('pageSize=100&page=3');
    expect(past.items).toEqual([]);
    expect(past.total).toBe(ROWS);
    const tooMany = await app.rest(`${c.path}?${c.base ? `${c.base}&` : ''}pageSize=101`);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.issues).toEqual([{ path: 'pageSize', message: 'גודל עמוד לא תקין' }]);
  });

  it.runIf(c.q)('searches with q', async () => {
    const found = await get(`q=${encodeURIComponent(c.q ?? '')}&pageSize=100`);
    expect(found.total).toBe(count((r) => r.matches));
    expect(found.indexes).toEqual(rows.filter((r) => r.matches).map((r) => r.i));
  });

  it.runIf(c.status)('filters by status, with the search too', async () => {
    const odd = await get(`status=${c.status}&pageSize=100`);
    expect(odd.total).toBe(count((r) => r.odd));
    expect(odd.indexes).toEqual(rows.filter((r) => r.odd).map((r) => r.i));
    const both = await get(`status=${c.status}&q=${encodeURIComponent(c.q ?? '')}`);
    expect(both.indexes).toEqual(rows.filter((r) => r.odd && r.matches).map((r) => r.i));
    const unknown = await app.rest(`${c.path}?status=deleted`);
    expect(unknown.status).toBe(400);
  });
});

describe('the contact inbox search', () => {
  it.each([
    ['the phone, as typed', '050-000-0009'],
    ['the e-mail', 'ROW9@example'],
    ['the last name', 'כהן'],
  ])('finds a message by %s', async (_, q) => {
    const res = await app.rest(`/admin/contact-messages?q=${encodeURIComponent(q)}&pageSize=100`);
    expect(res.body.map((m: { email: string }) => m.email)).toContain('row9@example.com');
  });

  it('counts open and handled messages of the search for the filter (over tRPC)', async () => {
    const res = await app.admin.agent.request(
      `/trpc/admin.contact.list?input=${encodeURIComponent(JSON.stringify({ json: { search: 'כהן', status: 'open' } }))}`,
    );
    const page = res.body.result.data.json;
    expect(page.counts).toEqual({
      open: count((r) => r.matches && !r.odd),
      handled: count((r) => r.matches && r.odd),
    });
    expect(page.total).toBe(page.counts.open);
  });
});
