import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { israelToday } from '../../src/shared/israel-time';
import { createTestApp, type TestApp } from '../../tests/app';
import { pooledClient } from '../../tests/http-client';
import { validContact } from '../../tests/payloads';
import { TEST_PASSWORD } from '../../tests/users';
import { createApp } from '../app';
import { pageViewCounterOf } from '../page-views/service';
import { PageCache } from '../pages/page-cache';
import { renderPage } from '../pages/page-handler';
import { staticSecurityHeaders } from './security';

// The hot answers (a kept page, its 304, the JSON 404s, the /api routes) carry what the middlewares add
// to every answer. Through a real socket, as @hono/node-server writes them.
describe('the headers of every answer: a kept page, its 304, the JSON 404, the /api routes', () => {
  let t: TestApp;
  let server: ReturnType<typeof serve>;
  let port: number;
  let app: ReturnType<typeof createApp>;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT: 'off' } });
    const cache = new PageCache();
    const render = async ({ url }: { url: string }) => ({
      status: 200,
      html: `<html><head></head><body><p>${url}</p><script type="module">start()</script></body></html>`,
    });
    app = createApp(t.deps, {
      mountPages: (app) => {
        app.get('*', (c) => renderPage(c, t.deps, render, () => ({ entry: '/e.js', preload: [] }), cache));
      },
    });
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  });

  const security = Object.fromEntries(
    Object.entries(staticSecurityHeaders).map(([name, value]) => [name.toLowerCase(), value]),
  );

  it('sends the same security headers as any other answer, a request id each, and keeps the connection', async () => {
    const client = pooledClient(port);
    try {
      const decorated = await client.send('GET', '/healthz');
      const page = await client.send('GET', '/about', { 'accept-encoding': 'br' });
      const etag = String(page.headers.etag);
      const notModified = await client.send('GET', '/about', {
        'accept-encoding': 'br',
        'if-none-match': etag,
      });
      const missing = await client.send('GET', '/api/no-such-path');
      // no route answers this method: the app's own 404
      const noFile = await client.send('DELETE', '/about');
      expect([page.status, notModified.status, missing.status, noFile.status]).toEqual([200, 304, 404, 404]);
      for (const answer of [decorated, page, notModified, missing, noFile]) {
        expect(answer.headers).toMatchObject(security);
        expect(answer.headers['x-request-id']).toMatch(/^[\w-]{36}$/);
        expect(answer.headers['content-security-policy']).toContain("object-src 'none'");
      }
      expect(new Set([page, notModified, missing].map((a) => a.headers['x-request-id'])).size).toBe(3);
      // a page names its own inline code by hash; the JSON answer has none
      expect(page.headers['content-security-policy']).toContain("'strict-dynamic'");
      expect(missing.headers['content-security-policy']).toBe(decorated.headers['content-security-policy']);
      expect(page.headers['content-encoding']).toBe('br');
      expect(notModified.headers['content-type']).toBeUndefined();
      expect([missing.headers['cache-control'], noFile.headers['cache-control']]).toEqual([
        'no-store',
        'no-store',
      ]);
      expect(JSON.parse(noFile.body)).toEqual({ error: 'הדף המבוקש לא נמצא' });
      // its body is bytes made once (fixedJson): whole, in UTF-8, the same for every request
      expect(JSON.parse(missing.body)).toEqual({ error: 'הנתיב המבוקש אינו קיים' });
      expect(Number(missing.headers['content-length'])).toBe(Buffer.byteLength(missing.body));
      const again = await client.send('GET', '/api/another/made-up/path');
      expect([again.status, again.body]).toEqual([404, missing.body]);
      // answered before the parser saw the end of these bodiless requests: the connection is kept
      for (const answer of [page, notModified, missing]) expect(answer.headers.connection).not.toBe('close');
      const after = await client.send('GET', '/healthz');
      expect(after.reusedSocket).toBe(true);
    } finally {
      client.close();
    }
  });

  it("a route's JSON answers carry them the same way, and a sign-in's cookie", async () => {
    const client = pooledClient(port);
    try {
      const json = { 'content-type': 'application/json' };
      const created = await client.send('POST', '/api/contact', json, JSON.stringify(validContact));
      const refused = await client.send('POST', '/api/contact', json, JSON.stringify({ firstName: '' }));
      const anonymous = await client.send('GET', '/api/auth/me');
      const username = `answer${Date.now().toString(36)}`;
      const account = { username, password: TEST_PASSWORD, email: `${username}@example.com` };
      const registered = await client.send('POST', '/api/auth/register', json, JSON.stringify(account));
      expect([created.status, refused.status, anonymous.status, registered.status]).toEqual([
        201, 400, 401, 201,
      ]);
      for (const answer of [created, refused, anonymous, registered]) {
        expect(answer.headers).toMatchObject(security);
        expect(answer.headers['x-request-id']).toMatch(/^[\w-]{36}$/);
        expect(answer.headers['cache-control']).toBe('no-store');
        expect(answer.headers['content-type']).toMatch(/^application\/json/);
        expect(answer.headers['content-security-policy']).toBe(anonymous.headers['content-security-policy']);
        expect(answer.headers.connection).not.toBe('close');
      }
      expect(JSON.parse(created.body).id).toEqual(expect.any(Number));
      expect(JSON.parse(refused.body).issues?.length).toBeGreaterThan(0);
      // no cookie came in and none goes out, until a sign-in sets the session's (and the browser's device id)
      for (const answer of [created, refused, anonymous])
        expect(answer.headers['set-cookie']).toBeUndefined();
      expect(registered.headers['set-cookie']).toEqual([
        expect.stringMatching(/^session=.+; HttpOnly/i),
        expect.stringMatching(/^device=.+; HttpOnly/i),
      ]);
      const cookie = String(registered.headers['set-cookie']?.[0]).split(';')[0] ?? '';
      const me = await client.send('GET', '/api/auth/me', { cookie });
      expect([me.status, JSON.parse(me.body).username]).toEqual([200, username]);
      const login = await app.request('/api/auth/login', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ username, password: TEST_PASSWORD }),
      });
      expect([login.status, login.headers.getSetCookie().length]).toEqual([200, 2]);
      expect(login.headers.get('cache-control')).toBe('no-store');
    } finally {
      client.close();
    }
  });

  it('a kept page counts as a view; the JSON 404 does not', async () => {
    const counter = pageViewCounterOf(t.deps.database.db);
    const day = israelToday();
    const client = pooledClient(port);
    try {
      const person = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36' };
      const before = counter.pendingOn(day);
      const page = await client.send('GET', '/contact', { ...person, 'accept-encoding': 'gzip' });
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(counter.pendingOn(day)).toBe(before + 1);
      // a 404 is no page
      await client.send('GET', '/api/no-such-path', person);
      expect(counter.pendingOn(day)).toBe(before + 1);
    } finally {
      client.close();
    }
  });
});
