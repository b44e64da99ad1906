import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './env';
import { decodePath, requestTarget, requestTargetOf } from './request-target';

const app = new Hono<AppEnv>().use(requestTarget()).all('*', (c) => c.text('page'));
// (fetch's Request refuses TRACE and CONNECT: e2e/malformed-paths.spec.ts sends them on a socket)
const send = (path: string, method = 'GET') => app.request(`http://localhost${path}`, { method });

describe('requestTargetOf', () => {
  it('splits the path as sent from the query', () => {
    expect(requestTargetOf('http://h:3000/a%20b/c?x=%ZZ&y=1')).toEqual({
      path: '/a%20b/c',
      search: '?x=%ZZ&y=1',
    });
    expect(requestTargetOf('http://h//')).toEqual({ path: '//', search: '' });
    expect(requestTargetOf('http://h')).toEqual({ path: '/', search: '' });
  });

  it('decodes a path, or says it cannot', () => {
    expect(decodePath('/%D7%90')).toBe('/א');
    expect(decodePath('/%ZZ')).toBeUndefined();
    expect(decodePath('/%E0%A4%A')).toBeUndefined();
    expect(decodePath('/%')).toBeUndefined();
  });
});

describe('requestTarget', () => {
  it.each([
    '/%ZZ',
    '/trpc/%ZZ',
    '/%',
    '/api/%E0%A4%A',
    '/about%0a',
    '/%0d',
    '/about%00',
    '/a%7F',
    '/a%E2%80%A8',
  ])('refuses %s with 400 and a Hebrew message', async (path) => {
    const res = await send(path);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'כתובת הבקשה אינה תקינה' });
  });

  it.each(['PROPFIND', 'OPTIONS', 'MKCOL', 'LOCK', 'FOO'])(
    'answers %s with 405 and Allow',
    async (method) => {
      const res = await send('/', method);
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('GET, HEAD, POST, PUT, PATCH, DELETE');
      expect((await res.json()).error).toMatch(/[\u0590-\u05FF]/);
    },
  );

  it.each([
    ['//', '/'],
    ['///about', '/about'],
    ['/about//', '/about/'],
    ['//evil.example/x?next=//y', '/evil.example/x?next=//y'],
  ])('sends %s to %s, a path of this site', async (path, location) => {
    const res = await send(path);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(location);
  });

  it('lets well-formed paths through, escapes and all', async () => {
    for (const path of ['/', '/about', '/%D7%90%D7%91', '/a%20b', '/..%2f', '/about?x=%ZZ']) {
      const res = await send(path);
      expect(res.status, path).toBe(200);
    }
    expect((await send('//', 'POST')).status).toBe(200);
  });
});
