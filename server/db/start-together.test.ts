// Several instances started at once on one empty PostgreSQL database (docker compose's replicas, a
// Kubernetes rollout beside its migration Job): each migrates, seeds and creates the configured admin
// at start, and each must start.
import { count, eq, sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedCategories } from '../../src/content/blog-seed';
import { emptyPostgresDatabase } from '../../tests/db';
import { ensureAdmin } from '../auth/service';
import { createLogger } from '../log';
import { type Database, migrationsFolder, openDatabase, rowsOf } from './client';
import { categories, users } from './schema';
import { seedIfEmpty } from './seed';

const url = process.env.DATABASE_URL;
const INSTANCES = 3;

describe.skipIf(!url)('instances starting together on an empty PostgreSQL database', () => {
  let empty: Awaited<ReturnType<typeof emptyPostgresDatabase>> | undefined;
  const opened: Database[] = [];

  beforeEach(async () => {
    if (url) empty = await emptyPostgresDatabase(url, 'together');
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((database) => database.close()));
    await empty?.drop();
  });

  it('all start; the migrations, the demo content and the admin are applied once', async () => {
    const instances = Array.from({ length: INSTANCES }, () =>
      openDatabase({ databaseUrl: empty?.url, max: 2 }),
    );
    const results = await Promise.allSettled(instances);
    for (const result of results) if (result.status === 'fulfilled') opened.push(result.value);
    expect(results.map((r) => (r.status === 'rejected' ? String(r.reason).split('\n')[0] : 'ok'))).toEqual(
      Array(INSTANCES).fill('ok'),
    );
    const [first] = opened as [Database];
    const applied = await rowsOf<{ n: string }>(
      first.db,
      sql`select count(*) as n from drizzle.__drizzle_migrations`,
    );
    expect(Number(applied[0]?.n)).toBe(readMigrationFiles({ migrationsFolder }).length);
    await Promise.all(opened.map((database) => database.ping()));

    const log = createLogger('silent');
    const seeded = await Promise.all(opened.map((database) => seedIfEmpty(database.db, log)));
    expect(seeded.filter(Boolean)).toHaveLength(1);
    const [seededCategories] = await first.db.select({ n: count() }).from(categories);
    expect(seededCategories?.n).toBe(seedCategories.length);

    const configured = { username: 'boss', password: 'Quiet-harbour-71', email: 'boss@example.com' };
    await Promise.all(opened.map((database) => ensureAdmin(database.db, log, configured)));
    const admins = await first.db.select({ role: users.role }).from(users).where(eq(users.username, 'boss'));
    expect(admins).toEqual([{ role: 'admin' }]);
  }, 60_000);
});
