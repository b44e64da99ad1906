import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/app';
import { createUser } from '../../tests/users';
import { JSON_LIMIT, UPLOAD_LIMIT } from '../app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT: 'off' } });
});
afterAll(() => t.close());

describe('security headers', () => {
  it.each(['/healthz', '/api/auth/me', '/api/no-such-path', '/no-such-page', '/trpc/auth.me'])(
    'are on every answer (%s)',
    async (path) => {
      const res = await t.request(path);
      const csp = res.headers.get('content-security-policy') ?? '';
      // no inline script or style in a JSON answer: none is allowed (pages name theirs, page-handler.test.ts)
      expect(csp).toContain("script-src 'self';");
      expect(csp).toContain("style-src 'self';");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('x-powered-by')).toBeNull();
      expect(res.headers.get('x-request-id')).toBeTruthy();
    },
  );

  it('makes no nonce for an answer that has no inline script or style', async () => {
    for (const path of ['/healthz', '/api/no-such-path'])
      expect((await t.request(path)).headers.get('content-security-policy')).not.toContain('nonce');
  });

  it('marks /api and /trpc answers Cache-Control: no-store, errors included', async () => {
    for (const path of ['/api/auth/me', '/api/no-such-path', '/trpc/auth.me']) {
      expect((await t.request(path)).headers.get('cache-control')).toBe('no-store');
    }
    const user = await createUser(t.deps.database.db);
    const login = await t
      .agent()
      .request('/api/auth/login', { json: { username: user.username, password: user.password } });
    expect(login.headers.get('cache-control')).toBe('no-store');
  });

  it('keeps only a short, plain X-Request-Id from the client', async () => {
    expect(
      (await t.request('/healthz', { headers: { 'x-request-id': 'abc-123' } })).headers.get('x-request-id'),
    ).toBe('abc-123');
    const forged = await t.request('/healthz', { headers: { 'x-request-id': 'a b"c' } });
    expect(forged.headers.get('x-request-id')).not.toBe('a b"c');
  });
});

describe('health', () => {
  it('answers /healthz and /readyz with 200', async () => {
    expect((await t.request('/healthz')).body).toEqual({ status: 'ok' });
    expect((await t.request('/readyz')).status).toBe(200);
  });

  it('answers /readyz with 503 when the file store is down', async () => {
    const broken = await createTestApp({
      database: t.deps.database,
      storage: { ...t.deps.storage, ping: () => Promise.reject(new Error('store down')) },
    });
    const res = await broken.request('/readyz');
    expect(res.status).toBe(503);
    expect(res.text).not.toContain('store down');
    await broken.close();
  });
});

describe('request bodies', () => {
  const big = (bytes: number) => JSON.stringify({ email: 'a@example.com', padding: 'x'.repeat(bytes) });

  it('refuses JSON over 100 KiB with 413 {error} on /api and /trpc', async () => {
    for (const path of ['/api/newsletter/subscribe', '/trpc/newsletter.subscribe']) {
      const res = await t.request(path, {
        method: 'POST',
        body: big(JSON_LIMIT + 10),
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ error: expect.stringMatching(/[\u0590-\u05FF]/) });
    }
  });

  it('refuses an over-long body even when Content-Length understates it', async () => {
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big(JSON_LIMIT * 2)));
        controller.close();
      },
    });
    const res = await t.app.request('/api/contact', {
      method: 'POST',
      body: stream,
      headers: { 'content-type': 'application/json' },
      // @ts-expect-error undici needs `duplex` for a streamed body
      duplex: 'half',
    });
    expect(res.status).toBe(413);
  });

  it('lets a body just under the limit through to validation', async () => {
    const res = await t.request('/api/contact', {
      method: 'POST',
      body: big(JSON_LIMIT - 200),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
  });

  it('has the 10 MiB limit on /api/user/documents', async () => {
    const over = await t.request('/api/user/documents', {
      method: 'POST',
      body: new Uint8Array(UPLOAD_LIMIT + 1024 * 1024),
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(over.status).toBe(413);
    expect(over.body.error).toMatch(/[\u0590-\u05FF]/);
    // under 10 MiB but over the JSON limit passes the size check (and meets whatever answers the path)
    const under = await t.request('/api/user/documents', {
      method: 'POST',
      body: new Uint8Array(2 * 1024 * 1024),
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(under.status).not.toBe(413);
    expect(under.status).toBeLessThan(500);
  });
});

describe('Origin check', () => {
  const login = { username: 'nobody-here', password: 'whatever-1' };

  it.each(['/api/auth/login', '/trpc/auth.login', '/api/no-such-path'])(
    'refuses a foreign Origin on %s with 403',
    async (path) => {
      const res = await t.request(path, {
        json: path.startsWith('/trpc') ? { json: login } : login,
        headers: { origin: 'https://evil.example' },
      });
      expect(res.status).toBe(403);
      expect(res.body.error).toMatch(/[\u0590-\u05FF]/);
    },
  );

  it.each(['PUT', 'PATCH', 'DELETE'])('refuses a foreign %s too', async (method) => {
    const res = await t.request('/api/user/documents', {
      method,
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
  });

  it('decides by the Host header behind a TLS proxy (https Origin, http inside)', async () => {
    const proxied = await t.request('/api/auth/login', {
      json: login,
      headers: { host: 'agency.example', origin: 'https://agency.example' },
    });
    expect(proxied.status).toBe(401);
    const foreign = await t.request('/api/auth/login', {
      json: login,
      headers: { host: 'agency.example', origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    const nullOrigin = await t.request('/api/auth/login', { json: login, headers: { origin: 'null' } });
    expect(nullOrigin.status).toBe(403);
  });

  it('refuses Sec-Fetch-Site: cross-site without an Origin', async () => {
    const res = await t.request('/api/auth/login', {
      json: login,
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(res.status).toBe(403);
  });

  it('lets same-origin and Origin-less requests through, and never checks GET', async () => {
    const same = await t.request('/api/auth/login', {
      json: login,
      headers: { origin: t.deps.config.publicUrl },
    });
    expect(same.status).toBe(401);
    const sameTrpc = await t.request('/trpc/auth.login', {
      json: { json: login },
      headers: { origin: t.deps.config.publicUrl },
    });
    expect(sameTrpc.status).toBe(401);
    const none = await t.request('/api/auth/login', { json: login });
    expect(none.status).toBe(401);
    const get = await t.request('/api/auth/me', { headers: { origin: 'https://evil.example' } });
    expect(get.status).toBe(401);
  });
});

describe('methods', () => {
  it('answers HEAD without a body and without an error', async () => {
    for (const path of ['/healthz', '/api/auth/me', '/trpc/auth.me', '/api/no-such-path']) {
      const res = await t.app.request(path, { method: 'HEAD' });
      expect(res.status).toBeLessThan(500);
      expect(await res.text()).toBe('');
    }
  });

  it('answers an unknown /api path (or a wrong method) with 404 JSON', async () => {
    for (const [method, path] of [
      ['GET', '/api/no-such-path'],
      ['POST', '/api/nope/nope'],
      ['GET', '/api/auth/login'],
      ['DELETE', '/api/contact'],
      ['GET', '/api'],
    ] as const) {
      const res = await t.request(path, { method });
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.body.error).toMatch(/[\u0590-\u05FF]/);
    }
  });

  it('refuses a batch of more than 10 tRPC calls', async () => {
    const paths = Array.from({ length: 11 }, () => 'auth.me').join(',');
    const res = await t.request(`/trpc/${paths}?batch=1&input=${encodeURIComponent('{}')}`);
    expect(res.status).toBe(400);
    const ten = Array.from({ length: 10 }, () => 'auth.me').join(',');
    const ok = await t.request(`/trpc/${ten}?batch=1&input=${encodeURIComponent('{}')}`);
    expect(ok.status).toBe(401);
  });
});
