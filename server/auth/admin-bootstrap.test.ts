import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../tests/db';
import { createUser, uniqueName } from '../../tests/users';
import { ConfigError } from '../config';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { createLogger } from '../log';
import { verifyPassword } from './password';
import { ensureAdmin } from './service';

const log = createLogger('silent');
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const rowsNamed = (username: string) =>
  database.db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()));

describe('ensureAdmin (ADMIN_USERNAME / ADMIN_PASSWORD)', () => {
  it('creates the admin once; later starts change nothing, not even with another password', async () => {
    const username = uniqueName('Boss');
    await ensureAdmin(database.db, log, {
      username,
      password: 'first-password',
      email: `${username}@agency.example`,
    });
    const [created] = await rowsNamed(username);
    expect(created?.role).toBe('admin');
    expect(await verifyPassword(created?.password ?? '', 'first-password')).toBe(true);

    await ensureAdmin(database.db, log, {
      username,
      password: 'second-password',
      email: `${username}@agency.example`,
    });
    await ensureAdmin(database.db, log, {
      username: username.toUpperCase(),
      password: 'third-password',
      email: `${username}@agency.example`,
    });
    const rows = await rowsNamed(username);
    expect(rows).toHaveLength(1);
    expect(await verifyPassword(rows[0]?.password ?? '', 'first-password')).toBe(true);
  });

  it('logs the new admin by id, not by name or address', async () => {
    const lines: string[] = [];
    const capture = createLogger('trace', { write: (line: string) => void lines.push(line) });
    const username = uniqueName('Yehoyada');
    await ensureAdmin(database.db, capture, {
      username,
      password: 'first-password',
      email: `${username}@agency.example`,
    });
    const [created] = await rowsNamed(username);
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      expect.objectContaining({ event: 'admin.created', userId: created?.id }),
    ]);
    expect(lines.join('').toLowerCase()).not.toContain(username.toLowerCase());
  });

  it('leaves an existing user (and its password and role) alone', async () => {
    const user = await createUser(database.db, { role: 'user' });
    await ensureAdmin(database.db, log, {
      username: user.username,
      password: 'configured-password',
      email: user.email,
    });
    const [row] = await rowsNamed(user.username);
    expect(row?.role).toBe('user');
    expect(await verifyPassword(row?.password ?? '', user.password)).toBe(true);
  });

  it('does nothing without ADMIN_* settings', async () => {
    const before = await database.db.select({ id: users.id }).from(users);
    await ensureAdmin(database.db, log, undefined);
    expect(await database.db.select({ id: users.id }).from(users)).toHaveLength(before.length);
  });

  it('names ADMIN_PASSWORD when it is a common password, and creates nobody', async () => {
    const username = uniqueName('admin');
    const attempt = ensureAdmin(database.db, log, {
      username,
      password: 'Password123',
      email: `${username}@agency.example`,
    });
    await expect(attempt).rejects.toMatchObject({ variable: 'ADMIN_PASSWORD' });
    expect(await rowsNamed(username)).toEqual([]);
  });

  it('names ADMIN_EMAIL when another user already has that address', async () => {
    const user = await createUser(database.db);
    const attempt = ensureAdmin(database.db, log, {
      username: uniqueName('admin'),
      password: 'long-enough-1',
      email: user.email,
    });
    await expect(attempt).rejects.toBeInstanceOf(ConfigError);
    await expect(attempt).rejects.toMatchObject({ variable: 'ADMIN_EMAIL' });
  });
});
