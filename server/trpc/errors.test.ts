import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { type TRPC_ERROR_CODE_KEY, TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../tests/app';
import { testContext } from '../../tests/context';
import { validContact } from '../../tests/payloads';
import { createUser } from '../../tests/users';
import { conflict, type DomainError, forbidden, invalid, notFound, tooMany, unauthorized } from '../errors';
import { classifyUnexpected, fieldIssuesOf, hebrewMessage, issuesOf, retryAfterOf } from './errors';
import { createCallerFactory, createRouter, publicProcedure } from './init';

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
    [{ code: '55000' }, 'SERVICE_UNAVAILABLE'],
    [{ code: '3D000' }, 'SERVICE_UNAVAILABLE'],
    [{ code: '57P03' }, 'SERVICE_UNAVAILABLE'],
    [{ code: '57014' }, 'SERVICE_UNAVAILABLE'],
    [{ code: '53300' }, 'SERVICE_UNAVAILABLE'],
    [{ code: '42P01' }, 'SERVICE_UNAVAILABLE'],
    [{ message: 'Failed query', cause: { code: 'ETIMEDOUT' } }, 'SERVICE_UNAVAILABLE'],
    [{ code: 'EPIPE' }, undefined],
    [{ code: '42703' }, undefined],
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

describe('hebrewMessage', () => {
  const codes = Object.keys(TRPC_ERROR_CODES_BY_KEY) as TRPC_ERROR_CODE_KEY[];
  it.each(codes)('answers an English %s in Hebrew', (code) => {
    expect(hebrewMessage(new TRPCError({ code, message: 'No procedure found on path "x"' }))).toMatch(
      /[\u05d0-\u05ea]/,
    );
  });
});

describe('a domain error thrown by a service', () => {
  const issue = { path: 'email', message: 'כתובת הדוא״ל כבר רשומה במערכת' };
  const cases: [string, DomainError, string, number][] = [
    ['invalid', invalid('הקישור אינו תקף', [issue]), 'BAD_REQUEST', 400],
    ['unauthorized', unauthorized('שם משתמש או סיסמה שגויים'), 'UNAUTHORIZED', 401],
    ['forbidden', forbidden('אין הרשאה'), 'FORBIDDEN', 403],
    ['not-found', notFound('הפנייה לא נמצאה'), 'NOT_FOUND', 404],
    ['conflict', conflict(issue.message, 'email'), 'CONFLICT', 409],
    ['too-many', tooMany(90, 'נסו שוב בעוד דקה וחצי'), 'TOO_MANY_REQUESTS', 429],
  ];
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT: 'off' } });
  });
  afterAll(() => t.close());

  it.each(cases)(
    '%s reaches the caller as %s (HTTP %i) with its own message',
    async (_, thrown, code, status) => {
      const router = createRouter({
        service: publicProcedure.mutation(() => {
          throw thrown;
        }),
      });
      const error = await createCallerFactory(router)(testContext(t.deps, null))
        .service()
        .catch((e: unknown) => e);
      if (!(error instanceof TRPCError)) throw new Error(`not a TRPCError: ${String(error)}`);
      expect(error.code).toBe(code);
      expect(getHTTPStatusCodeFromError(error)).toBe(status);
      expect(error.message).toBe(thrown.message);
      expect(fieldIssuesOf(error)).toEqual(thrown.issues);
      expect(retryAfterOf([error])).toBe(thrown.retryAfterSeconds);
    },
  );

  it('puts a conflict on its field, and only when a field is named', () => {
    expect(conflict('קיים', 'username').issues).toEqual([{ path: 'username', message: 'קיים' }]);
    expect(conflict('קיים').issues).toBeUndefined();
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
    ['a form', '/api/contact', { json: validContact }],
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
