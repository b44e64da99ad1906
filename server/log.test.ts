import { spawn } from 'node:child_process';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../tests/app';
import { validContact } from '../tests/payloads';
import { accessLog } from './http/request-log';
import { createLogger, logSafeError, statementOf, withoutRedaction } from './log';

/** A logger whose JSON lines land in `lines`, as they would on stdout. */
function capturingLogger() {
  const lines: string[] = [];
  const log = createLogger('info', { write: (line: string) => void lines.push(line) });
  return { log, lines, text: () => lines.join('') };
}

// values a caller typed, distinctive enough that finding them anywhere in the log is a leak
const person = {
  ...validContact,
  firstName: 'Zerubavel',
  lastName: 'Quixotic',
  phone: '0529876543',
  email: 'zerubavel.q7@example.org',
};
const personal = [person.firstName, person.lastName, person.phone, person.email, 'zerubavel.q7'];

describe('a failed query in the log (both doors, real SQL)', () => {
  const capture = capturingLogger();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT: 'off' }, log: capture.log });
    // this person's message now fails to insert, with the whole row in PostgreSQL's `detail`
    await t.deps.database.db.execute(
      sql.raw(
        `alter table contact_messages add constraint log_test_refuses check (first_name <> '${person.firstName}')`,
      ),
    );
  });
  afterAll(() => t.close());

  it.each([
    ['/api/contact', { json: person }],
    ['/trpc/contact.submit', { json: { json: person } }],
  ])('%s: names the statement, its table and SQLSTATE; no name, phone or e-mail', async (path, init) => {
    capture.lines.length = 0;
    const res = await t.agent().request(path, init);
    expect(res.status).toBe(500);
    const text = capture.text();
    expect(text).toMatch(/"code":"23514"/);
    expect(text).toMatch(/"query":"insert contact_messages"/);
    expect(text).toMatch(/"constraint(_name)?":"log_test_refuses"/);
    for (const value of personal) expect(text).not.toContain(value);
    // nor the SQL itself
    expect(text).not.toMatch(/insert into|values \(/);
  });

  it("masks the recipient of a mail stored in the outbox (the subscriber's address)", async () => {
    capture.lines.length = 0;
    const email = 'newsletter.reader.q7@example.net';
    expect((await t.agent().request('/api/newsletter/subscribe', { json: { email } })).status).toBe(201);
    await vi.waitFor(() => expect(capture.text()).toMatch(/mail stored in outbox/));
    expect(capture.text()).toContain('"to":"***@example.net"');
    expect(capture.text()).not.toContain('newsletter.reader.q7');
  });
});

describe('logSafeError', () => {
  it('keeps a PostgreSQL error’s code and object names, not the values it quotes or its detail', () => {
    const error = Object.assign(new Error('invalid input syntax for type uuid: "Zerubavel"'), {
      code: '22P02',
      severity: 'ERROR',
      detail: 'Failing row contains (Zerubavel, 0529876543).',
      where: "unnamed portal parameter $1 = 'Zerubavel'",
      table: 'users',
    });
    const out = logSafeError(error) as Record<string, unknown>;
    expect(out).toMatchObject({
      code: '22P02',
      table: 'users',
      message: 'invalid input syntax for type uuid: "[redacted]"',
    });
    expect(JSON.stringify(out)).not.toMatch(/Zerubavel|0529876543/);
    expect(logSafeError(new Error('relation "users" does not exist'))).toMatchObject({
      message: 'relation "users" does not exist',
    });
  });

  it('masks e-mail addresses in any message, and in plain strings', () => {
    expect(logSafeError('550 <dana.k@example.com>: Recipient address rejected')).toBe(
      '550 <***@example.com>: Recipient address rejected',
    );
    expect(logSafeError(new Error('no user dana.k@example.com'))).toMatchObject({
      message: 'no user ***@example.com',
    });
  });

  it('names a statement by what it does and to which table', () => {
    expect(statementOf('insert into "contact_messages" ("a", "b") values ($1, $2)')).toBe(
      'insert contact_messages',
    );
    expect(statementOf('select "id" from "users" where "users"."email" = $1 limit $2')).toBe('select users');
    expect(statementOf('update "sessions" set "x" = $1')).toBe('update sessions');
    expect(statementOf('delete from "rate_limits" where true')).toBe('delete rate_limits');
    expect(statementOf('select 1')).toBe('select');
    // the contact and outbox inserts: a CTE that writes, read back by a select
    expect(
      statementOf(
        'with "inserted" as (insert into "contact_messages" (first_name) select m.first_name from json_to_recordset($1::json) as m(first_name text) returning id) select "id" from "inserted"',
      ),
    ).toBe('insert contact_messages');
    expect(statementOf('with "recent" as (select "id" from "users") select "id" from "recent"')).toBe(
      'with users',
    );
  });
});

describe('withoutRedaction (the access line, the "mail stored" line)', () => {
  it('keeps the serializers: an address is masked and an error is logged safely', () => {
    const capture = capturingLogger();
    const plain = withoutRedaction(capture.log);
    plain.info({ mailId: 7, kind: 'contact-notice', to: person.email }, 'mail stored in outbox');
    const failed = Object.assign(new Error(`insert failed for ${person.email}`), { params: [person.phone] });
    plain.error({ err: failed }, 'request');
    const [stored, error] = capture.lines.map((line) => JSON.parse(line));
    expect(stored).toMatchObject({ mailId: 7, kind: 'contact-notice', to: '***@example.org' });
    expect(error.err.message).toContain('***@example.org');
    for (const value of personal) expect(capture.text()).not.toContain(value);
  });

  it('leaves the app logger redacting as before', () => {
    const capture = capturingLogger();
    withoutRedaction(capture.log);
    capture.log.info({ user: { password: 'hunter2' }, token: 'abc' }, 'x');
    expect(capture.text()).not.toContain('hunter2');
    expect(capture.text()).not.toContain('abc');
  });
});

describe('each line', () => {
  it('is one JSON object with its level by name and the time it was written', () => {
    const capture = capturingLogger();
    const before = Date.now();
    capture.log.warn({ n: 1 }, 'שורה');
    expect(capture.lines).toHaveLength(1);
    const line = JSON.parse(capture.lines[0] ?? '{}');
    expect(line).toMatchObject({ level: 'warn', n: 1, msg: 'שורה' });
    expect(Date.parse(line.time)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(line.time)).toBeLessThanOrEqual(Date.now());
  });
});

describe('the access line of every request', () => {
  const capture = capturingLogger();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMIT: 'off' }, log: capture.log });
  });
  afterAll(() => t.close());

  it('names the request by id, method, path (no query), status, time and IP', async () => {
    capture.lines.length = 0;
    const res = await t.agent().request(`/api/no-such-path?email=${person.email}`);
    expect(res.status).toBe(404);
    const lines = capture.lines.map((line) => JSON.parse(line));
    expect(lines).toEqual([
      {
        level: 'info',
        time: expect.any(String),
        requestId: res.headers.get('x-request-id'),
        method: 'GET',
        path: '/api/no-such-path',
        status: 404,
        ms: expect.any(Number),
        ip: expect.any(String),
        msg: 'request',
      },
    ]);
    expect(capture.text()).not.toContain('zerubavel');
  });

  it('is an error for a 5xx, and is left out below the logger’s level', () => {
    const entry = { requestId: 'r', method: 'GET', path: '/', ms: 0, ip: '::1' };
    const lines: string[] = [];
    const access = accessLog(createLogger('warn', { write: (line: string) => void lines.push(line) }));
    access({ ...entry, status: 404 });
    expect(lines).toEqual([]);
    access({ ...entry, status: 503 });
    expect(lines.map((line) => JSON.parse(line))).toMatchObject([{ level: 'error', status: 503 }]);
  });
});

describe('the logger on stdout (written asynchronously)', () => {
  it('writes every line whole, Hebrew too, when the process exits at once', async () => {
    const script = `
      import { createLogger } from ${JSON.stringify(path.resolve('server/log.ts'))};
      import { accessLog } from ${JSON.stringify(path.resolve('server/http/request-log.ts'))};
      const log = createLogger('info');
      const access = accessLog(log);
      for (let i = 0; i < 3000; i++)
        access({ requestId: 'r' + i, method: 'GET', path: '/בלוג/' + i, status: 200, ms: 0, ip: '::1' });
      log.info({ n: 3000 }, 'שורה אחרונה');
      process.exit(0);`;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script]);
    const chunks: Buffer[] = [];
    child.stdout.on('data', (d: Buffer) => chunks.push(d));
    await new Promise((resolve) => child.once('close', resolve));
    const lines = Buffer.concat(chunks).toString('utf8').trimEnd().split('\n');
    expect(lines).toHaveLength(3001);
    const parsed = lines.map((line) => JSON.parse(line));
    expect(parsed[2999]).toMatchObject({ requestId: 'r2999', path: '/בלוג/2999' });
    expect(parsed[3000]).toMatchObject({ n: 3000, msg: 'שורה אחרונה' });
  }, 30_000);
});
