import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp, type TestResponse } from '../../tests/app';
import { createUser } from '../../tests/users';
import { type Database, openDatabase } from '../db/client';
import { users } from '../db/schema';
import { verifyPassword } from './password';
import { LOCKOUT_MS } from './service';

// every argon2 check goes through this spy, so a test can count the guesses really checked and hold
// them half-way, the way a loaded server would
vi.mock('./password', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./password')>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});
const { verifyPassword: realVerify } = await vi.importActual<typeof import('./password')>('./password');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT: 'off' } });
});
afterAll(() => t.close());

/** Guesses checked against one stored hash, and how many of them are waiting at the gate now. */
function watchChecks(storedHash: string) {
  const watch = { checked: 0, waiting: 0, open: () => {} };
  let gate: Promise<void> | undefined;
  vi.mocked(verifyPassword).mockImplementation(async (stored, password) => {
    if (stored !== storedHash) return realVerify(stored, password);
    watch.checked++;
    if (gate) {
      watch.waiting++;
      await gate;
      watch.waiting--;
    }
    return realVerify(stored, password);
  });
  return {
    watch,
    /** from now on checks of this hash wait until `open()` */
    hold() {
      gate = new Promise((resolve) => {
        watch.open = () => {
          gate = undefined;
          resolve();
        };
      });
    },
  };
}
beforeEach(() => {
  vi.mocked(verifyPassword).mockImplementation(realVerify);
});

async function storedHash(db: Database['db'], id: number) {
  const [row] = await db.select({ password: users.password }).from(users).where(eq(users.id, id));
  if (!row) throw new Error('no such user');
  return row.password;
}

const login = (app: TestApp, username: string, password: string) =>
  app.agent().request('/api/auth/login', { json: { username, password } });
const wrong = (i: number) => `wrong-guess-${i}-password`;
const count = (answers: TestResponse[], status: number) => answers.filter((r) => r.status === status).length;

describe('account lockout under concurrent guesses', () => {
  it('checks at most five of 50 wrong passwords sent at once; the rest and then the right one get 429', async () => {
    const user = await createUser(t.deps.database.db);
    const { watch } = watchChecks(await storedHash(t.deps.database.db, user.id));

    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => login(t, user.username, wrong(i))),
    );

    expect({ checked: watch.checked, 401: count(answers, 401), 429: count(answers, 429) }).toEqual({
      checked: 5,
      401: 5,
      429: 45,
    });
    const right = await login(t, user.username, user.password);
    expect(right.status).toBe(429);
    const retryAfter = Number(right.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(LOCKOUT_MS / 1000 - 60);
    expect(retryAfter).toBeLessThanOrEqual(LOCKOUT_MS / 1000);
    expect(watch.checked).toBe(5);
  });

  it('answers 429 to the right password while five wrong ones are still being checked, then stays locked', async () => {
    const user = await createUser(t.deps.database.db);
    const { watch, hold } = watchChecks(await storedHash(t.deps.database.db, user.id));
    hold();

    const first = Array.from({ length: 5 }, (_, i) => login(t, user.username, wrong(i)));
    await vi.waitFor(() => expect(watch.waiting).toBe(5));
    // the right password and more guesses arrive while those five are still being checked
    let answered = 0;
    const later = [user.password, ...Array.from({ length: 10 }, (_, i) => wrong(100 + i))].map((password) =>
      login(t, user.username, password).finally(() => answered++),
    );
    // each of them is either answered or waiting at the check
    await vi.waitFor(() => expect(answered + watch.waiting).toBe(5 + later.length));
    watch.open();
    const [firstAnswers, [rightAnswer, ...laterWrong]] = await Promise.all([
      Promise.all(first),
      Promise.all(later),
    ]);

    expect(rightAnswer?.status).toBe(429);
    expect(count(firstAnswers, 401)).toBe(5);
    expect(count(laterWrong, 429)).toBe(laterWrong.length);
    expect(watch.checked).toBe(5);
    expect((await login(t, user.username, user.password)).status).toBe(429);
  });

  it('holds no lock while checking: another account signs in meanwhile', async () => {
    const target = await createUser(t.deps.database.db);
    const other = await createUser(t.deps.database.db);
    const { watch, hold } = watchChecks(await storedHash(t.deps.database.db, target.id));
    hold();
    const held = Array.from({ length: 5 }, (_, i) => login(t, target.username, wrong(i)));
    await vi.waitFor(() => expect(watch.waiting).toBe(5));

    expect((await login(t, other.username, other.password)).status).toBe(200);
    watch.open();
    expect((await Promise.all(held)).map((r) => r.status)).toEqual([401, 401, 401, 401, 401]);
  });

  it('a right password among the first five guesses signs in, and the count starts again', async () => {
    const user = await createUser(t.deps.database.db);
    for (let i = 0; i < 4; i++) expect((await login(t, user.username, wrong(i))).status).toBe(401);
    expect((await login(t, user.username, user.password)).status).toBe(200);
    const [row] = await t.deps.database.db
      .select({ attempts: users.failedLoginAttempts, lockedUntil: users.accountLockedUntil })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row).toEqual({ attempts: 0, lockedUntil: null });
    for (let i = 0; i < 4; i++) expect((await login(t, user.username, wrong(i))).status).toBe(401);
    expect((await login(t, user.username, user.password)).status).toBe(200);
  });

  it('lets five guesses through again once the lock has expired', async () => {
    const user = await createUser(t.deps.database.db);
    await Promise.all(Array.from({ length: 20 }, (_, i) => login(t, user.username, wrong(i))));
    await t.deps.database.db
      .update(users)
      .set({ accountLockedUntil: new Date(Date.now() - 1000) })
      .where(eq(users.id, user.id));
    const { watch } = watchChecks(await storedHash(t.deps.database.db, user.id));

    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(t, user.username, wrong(i))),
    );
    expect({ checked: watch.checked, 401: count(answers, 401), 429: count(answers, 429) }).toEqual({
      checked: 5,
      401: 5,
      429: 15,
    });
  });
});

describe('two app instances on one database', () => {
  let second: TestApp;
  let secondDatabase: Database | undefined;
  beforeAll(async () => {
    const url = process.env.DATABASE_URL;
    if (url) {
      // a second process would have its own pool: open one on the same database
      // postgres.js answers the rows as an array
      const rows = (await t.deps.database.db.execute(sql`select current_database() as name`)) as unknown as {
        name: string;
      }[];
      const target = new URL(url);
      target.pathname = `/${rows[0]?.name}`;
      secondDatabase = await openDatabase({ databaseUrl: target.toString(), migrate: false, max: 4 });
    }
    second = await createTestApp({
      env: { RATE_LIMIT: 'off' },
      database: secondDatabase ?? t.deps.database,
    });
  });
  afterAll(async () => {
    await second.close();
    await secondDatabase?.close();
  });

  it('checks at most five guesses in all when both receive a burst at once', async () => {
    const user = await createUser(t.deps.database.db);
    const { watch } = watchChecks(await storedHash(t.deps.database.db, user.id));
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => login(i % 2 ? second : t, user.username, wrong(i))),
    );
    expect({ checked: watch.checked, 401: count(answers, 401), 429: count(answers, 429) }).toEqual({
      checked: 5,
      401: 5,
      429: 35,
    });
    expect((await login(second, user.username, user.password)).status).toBe(429);
    expect((await login(t, user.username, user.password)).status).toBe(429);
  });
});
