import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, createTestApp, type TestApp } from '../../tests/app';
import { MALFORMED_PATHS } from '../../tests/malformed-paths';
import { signedIn } from '../../tests/users';
import type { AppEnv } from '../http/env';
import { requestLog } from '../http/request-log';
import { appRouter } from '../trpc/router';
import { restRouter, route } from './adapter';
import { restRoutes } from './routes';

/** Every field name the documented paths read, so a payload reaches each validator. */
const fields = [
  'username',
  'password',
  'email',
  'token',
  'firstName',
  'lastName',
  'phone',
  'service',
  'handled',
  'id',
  'title',
  'slug',
  'excerpt',
  'content',
  'image',
  'imageAlt',
  'categoryId',
  'published',
  'seoTitle',
  'seoDescription',
  'keywords',
  'name',
  'description',
  'status',
  'createdAt',
];
const everyField = (value: unknown) => Object.fromEntries(fields.map((f) => [f, value]));

const junk = [
  '\u0000',
  '\ud800',
  '\udfff',
  '\u202e\u200f',
  '👨‍👩‍👧‍👦',
  '\uFEFF',
  'ש\u0301\u0301\u0301',
  '%00',
  '<script>',
];

/** `contentType` undefined: application/json; null: no Content-Type header at all */
const bodies: [string, { body?: string; contentType?: string | null }][] = [
  ['invalid JSON', { body: '{"username": "a",' }],
  ['a bare word', { body: 'undefined' }],
  ['a JSON array', { body: '[1, 2, 3]' }],
  ['JSON null', { body: 'null' }],
  ['a JSON string', { body: '"hello"' }],
  ['a JSON number', { body: '12345678901234567890' }],
  [
    'wrong types',
    { body: JSON.stringify({ ...everyField(null), username: 1, password: [], email: {}, handled: 'yes' }) },
  ],
  ['numbers everywhere', { body: JSON.stringify(everyField(1e308)) }],
  ['huge strings', { body: JSON.stringify(everyField('x'.repeat(9000))) }],
  [
    'unicode junk',
    { body: JSON.stringify(Object.fromEntries(fields.map((f, i) => [f, junk[i % junk.length]]))) },
  ],
  [
    'NUL in otherwise valid fields',
    { body: JSON.stringify({ ...everyField('valid-ish'), email: 'a\u0000@example.com' }) },
  ],
  ['a prototype key', { body: '{"__proto__": {"role": "admin"}, "constructor": {"prototype": {"x": 1}}}' }],
  ['deep nesting', { body: `${'['.repeat(5000)}${']'.repeat(5000)}` }],
  ['a form post', { body: 'username=a&password=b', contentType: 'application/x-www-form-urlencoded' }],
  [
    'multipart',
    {
      body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--\r\n',
      contentType: 'multipart/form-data; boundary=x',
    },
  ],
  ['an XML body', { body: '<a>1</a>', contentType: 'application/xml' }],
  ['binary bytes', { body: '\u00ff\u00fe\u0000\u0001', contentType: 'application/octet-stream' }],
  ['JSON sent as plain text', { body: '{"username": "a"}', contentType: 'text/plain' }],
  ['JSON without a Content-Type', { body: '{"username": "a"}', contentType: null }],
  ['JSON with a charset', { body: '{"username": "a"}', contentType: 'Application/JSON; charset=utf-8' }],
  ['no body', {}],
  ['no body and no Content-Type', { contentType: null }],
];

const notJson = (contentType: string | null | undefined) =>
  contentType !== undefined && !contentType?.toLowerCase().startsWith('application/json');

const isWellFormed = (body: string | undefined, contentType: string | null | undefined) => {
  if (body === undefined) return true;
  if (notJson(contentType)) return false;
  try {
    JSON.parse(body);
    return true;
  } catch {
    return false;
  }
};

// the JSON paths; an upload path (accepts: 'multipart') has its sweep below
const mutating = restRoutes.filter((r) => r.method !== 'GET' && r.accepts === 'json');
// paths that take no input: any well-formed body (or none) is simply ignored
const noInput = new Set([
  '/auth/logout',
  '/auth/verify-email/resend',
  '/admin/users/:id/sessions',
  '/user/sessions',
  '/auth/passkey/options',
  '/auth/passkey/verify/options',
  '/user/passkeys/options',
]);

let t: TestApp;
let admin: Agent;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT: 'off' } });
  admin = (await signedIn(t, 'admin')).agent;
});
afterAll(() => t.close());

const urlOf = (path: string) => `/api${path.replaceAll(/:(\w+)/g, '1')}`;

describe.each(mutating.map((r) => [`${r.method} ${r.path}`, r] as const))('%s', (_, route) => {
  it.each(bodies)('answers %s with a 4xx {error}', async (kind, { body, contentType }) => {
    for (const agent of noInput.has(route.path) ? [t.agent()] : [t.agent(), admin]) {
      const res = await agent.request(urlOf(route.path), {
        method: route.method,
        ...(body !== undefined ? { body } : {}),
        headers: contentType === null ? {} : { 'content-type': contentType ?? 'application/json' },
      });
      // a path without input ignores any well-formed JSON body (or none)
      if (noInput.has(route.path) && isWellFormed(body, contentType) && res.status < 300) continue;
      expect(res.status, `${kind}: ${res.text}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${kind}: ${res.text}`).toBeLessThan(500);
      expect(res.body, kind).toEqual(
        expect.objectContaining({ error: expect.stringMatching(/[\u0590-\u05FF]/) }),
      );
      // a body in another format than JSON is refused as such (415), whatever it holds
      if (body && notJson(contentType)) {
        expect(res.status, kind).toBe(415);
        expect(res.body.error).toBe('יש לשלוח את הנתונים בפורמט JSON');
      }
    }
  });
});

describe('the tRPC door with garbage', () => {
  const post = (body: string, contentType = 'application/json'): RequestInit => ({
    method: 'POST',
    body,
    headers: { 'content-type': contentType },
  });
  const cases: [string, string, RequestInit | undefined][] = [
    ['invalid JSON', '/trpc/contact.submit', post('{"json":')],
    ['null input', '/trpc/contact.submit', post('{"json":null}')],
    ['an array', '/trpc/auth.login', post('[1,2]')],
    ['NUL in a field', '/trpc/newsletter.subscribe', post('{"json":{"email":"a\\u0000@b.co"}}')],
    ['a bad superjson meta', '/trpc/auth.login', post('{"json":{},"meta":{"values":{"x":["Date"]}}}')],
    ['a form post', '/trpc/auth.login', post('a=b', 'application/x-www-form-urlencoded')],
    ['multipart', '/trpc/auth.login', post('--x\r\n\r\n--x--', 'multipart/form-data; boundary=x')],
    ['a query with a mutation', '/trpc/auth.login', { method: 'GET' }],
    ['a mutation with a query', '/trpc/auth.me', post('{}')],
    ['an unknown procedure', '/trpc/nope.nope', undefined],
    ['no procedure', '/trpc/', undefined],
    ['a broken escape', '/trpc/auth.me%E0%A4%A', undefined],
    ['a garbage input', '/trpc/auth.me?input=%7B%7B', undefined],
    ['a garbage batch', '/trpc/auth.me,auth.me?batch=1&input=%5B%5D', undefined],
    ['a batch flag alone', '/trpc/auth.me?batch=yes', undefined],
    ['a subscription-looking path', '/trpc/__proto__', undefined],
  ];

  it.each(cases)('answers %s with 4xx', async (_, path, init) => {
    const res = await t.app.request(path, init);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(await res.text()).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it.each([
    ['plain text', 'text/plain'],
    ['a form post', 'application/x-www-form-urlencoded'],
    ['multipart', 'multipart/form-data; boundary=x'],
    ['bytes', 'application/octet-stream'],
    ['no Content-Type', undefined],
  ])('answers a mutation sent as %s with 415 and a Hebrew error', async (_, contentType) => {
    const res = await t.app.request('/trpc/contact.submit', {
      method: 'POST',
      body: contentType?.startsWith('multipart') ? '--x\r\n\r\n--x--' : '{"json":{}}',
      headers: contentType ? { 'content-type': contentType } : {},
    });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ error: 'יש לשלוח את הנתונים בפורמט JSON' });
  });

  it('still takes JSON, with or without a charset', async () => {
    for (const contentType of ['application/json', 'application/json; charset=utf-8']) {
      const res = await t
        .agent()
        .request('/trpc/auth.logout', { method: 'POST', headers: { 'content-type': contentType } });
      expect(res.status, contentType).toBe(200);
    }
  });

  it.each(['PUT', 'PATCH', 'DELETE'])('answers %s with 405 and Allow', async (method) => {
    const res = await t.app.request('/trpc/auth.logout', {
      method,
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD, POST');
  });
});

describe('a route that takes a multipart form', () => {
  // the shape of the coming document upload: the route, not the app, says it takes multipart
  const formRoute = route('POST', '/subscribe-form', appRouter.newsletter.subscribe, {
    accepts: 'multipart',
    input: (req) => ({ email: req.form?.get('email') }),
    status: 201,
  });
  let app: Hono<AppEnv>;
  beforeAll(() => {
    app = new Hono<AppEnv>().use(requestLog(t.deps.log)).route('/api', restRouter(t.deps, [formRoute]));
  });

  it('reads the form', async () => {
    const form = new FormData();
    form.set('email', 'multipart@example.com');
    const res = await app.request('/api/subscribe-form', { method: 'POST', body: form });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ email: 'multipart@example.com' });
  });

  it.each([
    ['JSON', 'application/json', '{"email":"a@example.com"}'],
    ['a form post', 'application/x-www-form-urlencoded', 'email=a%40example.com'],
    ['nothing', undefined, undefined],
  ])('answers %s with 415 and a Hebrew error', async (_, contentType, body) => {
    const res = await app.request('/api/subscribe-form', {
      method: 'POST',
      body,
      headers: contentType ? { 'content-type': contentType } : {},
    });
    expect(res.status).toBe(415);
    expect((await res.json()).error).toBe('יש לשלוח את הקובץ בטופס מסוג multipart/form-data');
  });

  it('answers a broken form with 400', async () => {
    const res = await app.request('/api/subscribe-form', {
      method: 'POST',
      body: '--other\r\nnot a part',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatch(/[\u0590-\u05FF]/);
  });

  it('is a route that says so: only upload paths take multipart, every other answers it with 415', () => {
    const uploads = new Set(['/user/documents', '/admin/blog/images', '/portfolio/check', '/user/portfolio']);
    expect(restRoutes.filter((r) => r.accepts === 'multipart' && !uploads.has(r.path))).toEqual([]);
  });
});

describe('no body where a path takes none', () => {
  it('lets POST /api/auth/logout through with neither a body nor a Content-Type', async () => {
    const res = await t.agent().request('/api/auth/logout', { method: 'POST' });
    expect(res.status).toBe(200);
  });
});

describe('malformed paths and methods', () => {
  const methods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND', 'MKCOL', 'FOO'];

  it.each(MALFORMED_PATHS.map((p) => [p.length > 60 ? `${p.slice(0, 40)}… (${p.length})` : p, p]))(
    '%s: no method gets a 5xx',
    async (_, path) => {
      for (const method of methods) {
        const res = await t.app.request(path, { method });
        const text = await res.text();
        expect(res.status, `${method} ${path}: ${text}`).toBeLessThan(500);
        expect(text).not.toMatch(/at .*\.(ts|js):\d+/);
      }
    },
  );

  it.each([
    ['/trpc/%ZZ', 400],
    ['/trpc/auth.me%E0%A4%A', 400],
    ['/api/%E0%A4%A', 400],
    ['/about%0a', 400],
    ['/%0d', 400],
    ['/%', 400],
    ['//', 301],
    ['//api//contact', 301],
  ] as const)('answers GET %s with %i', async (path, status) => {
    const res = await t.request(path);
    expect(res.status).toBe(status);
    if (status === 400) expect(res.body).toEqual({ error: 'כתובת הבקשה אינה תקינה' });
  });

  it.each(['/', '/api', '/api/contact', '/trpc/auth.me', '/about'])(
    'answers methods no path takes with 405 and Allow (%s)',
    async (path) => {
      for (const method of ['PROPFIND', 'OPTIONS', 'MKCOL', 'FOO']) {
        const res = await t.request(path, { method });
        expect(res.status, `${method} ${path}`).toBe(405);
        expect(res.headers.get('allow')).toBe('GET, HEAD, POST, PUT, PATCH, DELETE');
        expect(res.body.error).toMatch(/[\u0590-\u05FF]/);
      }
    },
  );
});
