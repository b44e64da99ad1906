import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, createTestApp, type TestApp } from '../../tests/app';
import { signedIn } from '../../tests/users';
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

const bodies: [string, { body?: string; contentType?: string }][] = [
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
  ['no body', {}],
];

const isWellFormed = (body: string | undefined, contentType: string | undefined) => {
  if (body === undefined) return true;
  if (contentType !== undefined) return false;
  try {
    JSON.parse(body);
    return true;
  } catch {
    return false;
  }
};

const mutating = restRoutes.filter((r) => r.method !== 'GET');
// paths that take no input: any well-formed body (or none) is simply ignored
const noInput = new Set(['/auth/logout']);

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
        headers: { 'content-type': contentType ?? 'application/json' },
      });
      // a path without input ignores any well-formed JSON body (or none)
      if (noInput.has(route.path) && isWellFormed(body, contentType) && res.status === 200) continue;
      expect(res.status, `${kind}: ${res.text}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${kind}: ${res.text}`).toBeLessThan(500);
      expect(res.body, kind).toEqual(
        expect.objectContaining({ error: expect.stringMatching(/[\u0590-\u05FF]/) }),
      );
      if (contentType?.startsWith('multipart') || contentType?.includes('urlencoded'))
        expect(res.status).toBe(415);
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
});
