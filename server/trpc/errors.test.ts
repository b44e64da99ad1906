import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../tests/app';
import { createUser } from '../../tests/users';
import { classifyUnexpected, issuesOf } from './errors';

describe('classifyUnexpected', () => {
  it.each([
    [{ code: '22021' }, 'BAD_REQUEST'],
    [{ code: '22003' }, 'BAD_REQUEST'],
    [{ message: 'wrapped', cause: { code: '23503' } }, 'BAD_REQUEST'],
    [{ cause: { code: '23505' } }, 'CONFLICT'],
    [{ code: '57P01' }, 'SERVICE_UNAVAILABLE'],
    [{ code: '08006' }, 'SERVICE_UNAVAILABLE'],
    [{ cause: { code: 'ECONNREFUSED' } }, 'SERVICE_UNAVAILABLE'],
    [{ code: 'CONNECTION_ENDED' }, 'SERVICE_UNAVAILABLE'],
    [new Error('PGlite is closed'), 'SERVICE_UNAVAILABLE'],
    [{ code: 'EPIPE' }, undefined],
    [{ code: '42P01' }, undefined],
    [new Error('a real bug'), undefined],
    [undefined, undefined],
  ])('maps %j to %s', (error, code) => {
    expect(classifyUnexpected(error)).toBe(code);
  });
});

describe('issuesOf', () => {
  it("keeps the schema's Hebrew messages and replaces zod's English ones", () => {
    const schema = z.object({ name: z.string().min(2, 'קצר מדי'), age: z.number() });
    const result = schema.safeParse({ name: 'a', age: 'x' });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(issuesOf(result.error)).toEqual([
      { path: 'name', message: 'קצר מדי' },
      { path: 'age', message: 'ערך לא תקין' },
    ]);
  });
});

describe('when the database is down', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT: 'off' } });
    const user = await createUser(t.deps.database.db);
    const agent = t.agent();
    await agent.request('/api/auth/login', { json: { username: user.username, password: user.password } });
    cookie = agent.cookieHeader();
    await t.deps.database.close();
  });
  afterAll(() => t.close());

  it.each([
    ['REST login', '/api/auth/login', { json: { username: 'someone', password: 'password-1' } }],
    ['REST with a session', '/api/auth/me', { cookie: true }],
    ['tRPC login', '/trpc/auth.login', { json: { json: { username: 'someone', password: 'password-1' } } }],
    ['tRPC with a session', '/trpc/auth.me', { cookie: true }],
    [
      'a form',
      '/api/contact',
      {
        json: {
          firstName: 'דנה',
          lastName: 'כהן',
          phone: '0501234567',
          email: 'd@example.com',
          service: 'x',
        },
      },
    ],
  ])('answers %s with 503 and no stack', async (_, path, init) => {
    const res = await t.agent().request(path, {
      ...('json' in init ? { json: init.json } : {}),
      ...('cookie' in init ? { headers: { cookie } } : {}),
    });
    expect(res.status).toBe(503);
    expect(res.text).not.toMatch(/closed|at .*\.(ts|js)/i);
  });

  it('answers /readyz with 503 and /healthz with 200', async () => {
    expect((await t.request('/readyz')).status).toBe(503);
    expect((await t.request('/healthz')).status).toBe(200);
  });
});
