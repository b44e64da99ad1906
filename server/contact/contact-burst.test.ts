import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/app';
import { pooledClient } from '../../tests/http-client';
import { contactMessages, emailOutbox } from '../db/schema';
import { contactReference } from '../travel/reference';
import { submitContact } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT: 'off', AGENCY_EMAIL: 'office@agency.example' } });
});
afterAll(() => t.close());

const message = (i: number) => ({
  firstName: `פונה${i}`,
  lastName: 'כהן',
  phone: `05012${String(i).padStart(5, '0')}`,
  email: `burst${i}@example.com`,
  service: 'צור קשר',
  message: `שאלה על ביטוח מספר ${i}\nשורה שנייה`,
});

describe('a burst of contact messages (group commit)', () => {
  it('answers every request 201 with its own id, and each id is its own message with its own notice', async () => {
    const n = 80;
    const answers = await Promise.all(
      Array.from({ length: n }, (_, i) => t.agent().request('/api/contact', { json: message(i) })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(n).fill(201));
    const ids = answers.map((a) => a.body.id as number);
    expect(new Set(ids).size).toBe(n);

    const db = t.deps.database.db;
    const rows = await db.select().from(contactMessages).where(inArray(contactMessages.id, ids));
    expect(rows).toHaveLength(n);
    // the id a request was answered with is the row of the message that request sent
    for (const [i, id] of ids.entries()) {
      const row = rows.find((r) => r.id === id);
      expect(row?.email).toBe(`burst${i}@example.com`);
      expect(row?.message).toBe(`שאלה על ביטוח מספר ${i}\nשורה שנייה`);
    }

    const notices = await db
      .select()
      .from(emailOutbox)
      .where(inArray(emailOutbox.to, ['office@agency.example']));
    for (const [i, id] of ids.entries()) {
      const notice = notices.filter((m) => m.text.includes(`פנייה מספר ${contactReference(id)}\n`));
      expect(notice, `notice of ${id}`).toHaveLength(1);
      expect(notice[0]?.text).toContain(`פונה${i} כהן`);
      expect(notice[0]?.text).toContain(`במה נוכל לעזור?\nשאלה על ביטוח מספר ${i}\nשורה שנייה`);
    }
  }, 120_000);

  it('writes messages that arrive together in fewer transactions than messages', async () => {
    const db = t.deps.database.db;
    const spy = vi.spyOn(db, 'transaction');
    try {
      const rows = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          submitContact(db, t.deps.mailer, 'office@agency.example', message(i)),
        ),
      );
      expect(new Set(rows.map((r) => r.id)).size).toBe(50);
      // the first is written alone at once; the 49 that came meanwhile share one
      expect(spy.mock.calls.length).toBeLessThanOrEqual(2);
    } finally {
      spy.mockRestore();
    }
  });

  it('shares transactions between requests that reach the HTTP server together', async () => {
    // through Node's HTTP server, as in production: PGlite runs a whole transaction without letting the
    // server read another request, so this fails if each request gets a transaction of its own
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    const client = pooledClient(port, 40);
    const post = async (i: number) => {
      const answer = await client.send(
        'POST',
        '/api/contact',
        { 'content-type': 'application/json' },
        JSON.stringify(message(200 + i)),
      );
      return { status: answer.status, id: (JSON.parse(answer.body) as { id: number }).id };
    };
    const db = t.deps.database.db;
    const spy = vi.spyOn(db, 'transaction');
    try {
      // the sockets first, so the 40 requests arrive together
      await Promise.all(Array.from({ length: 40 }, (_, i) => post(i)));
      spy.mockClear();
      const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => post(40 + i)));
      expect(answers.map((a) => a.status)).toEqual(Array(40).fill(201));
      expect(spy.mock.calls.length).toBeLessThanOrEqual(10);
      // every 201 is a committed row, the message that request sent
      const rows = await db
        .select()
        .from(contactMessages)
        .where(
          inArray(
            contactMessages.id,
            answers.map((a) => a.id),
          ),
        );
      for (const [i, { id }] of answers.entries())
        expect(rows.find((r) => r.id === id)?.email).toBe(`burst${240 + i}@example.com`);
    } finally {
      spy.mockRestore();
      client.close();
      await new Promise((resolve) => server.close(resolve));
    }
  }, 120_000);

  it('fails only the message that fails when a shared transaction fails', async () => {
    const db = t.deps.database.db;
    // a value the database refuses (a NUL byte in text) fails the shared insert
    const bad = { ...message(1), lastName: 'a\u0000b' };
    const results = await Promise.allSettled([
      submitContact(db, t.deps.mailer, 'office@agency.example', message(100)),
      submitContact(db, t.deps.mailer, 'office@agency.example', message(101)),
      submitContact(db, t.deps.mailer, 'office@agency.example', bad),
      submitContact(db, t.deps.mailer, 'office@agency.example', message(102)),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    const ids = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.id] : []));
    const rows = await db.select().from(contactMessages).where(inArray(contactMessages.id, ids));
    expect(rows.map((r) => r.email).sort()).toEqual([
      'burst100@example.com',
      'burst101@example.com',
      'burst102@example.com',
    ]);
  });

  it('fails a shared transaction that meets an outage once, without writing each message again', async () => {
    const db = t.deps.database.db;
    // the database dropped under the server (3D000): each attempt is a connection that fails
    const gone = Object.assign(new Error('database "site" does not exist'), { code: '3D000' });
    const spy = vi.spyOn(db, 'transaction').mockRejectedValue(gone);
    try {
      const results = await Promise.allSettled(
        [300, 301, 302, 303].map((i) =>
          submitContact(db, t.deps.mailer, 'office@agency.example', message(i)),
        ),
      );
      expect(results.map((r) => r.status)).toEqual(Array(4).fill('rejected'));
      // one attempt for the first, which went alone, and one for the three that came meanwhile
      expect(spy.mock.calls.length).toBeLessThanOrEqual(2);
    } finally {
      spy.mockRestore();
    }
  });
});
