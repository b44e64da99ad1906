/**
 * Run by Playwright's web server command before the server starts, with the server's environment: the
 * database is migrated, the configured administrator created, its authenticator set up and its
 * sessions opened through the app's own modules (server/auth/), as a sign-in with a code would. The
 * secret and the sessions' cookies are left in the run's data folder for e2e/admin-session.ts, so no
 * test but those about signing in waits for a 30-s code step.
 */
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { ensureAdmin, toAuthUser } from '../server/auth/service';
import { loadSession } from '../server/auth/session';
import { beginTotpSetup, confirmTotp, resetSecondFactor } from '../server/auth/totp';
import { loadConfig } from '../server/config';
import { lockDataDir } from '../server/data-lock';
import { openDatabase } from '../server/db/client';
import { users } from '../server/db/schema';
import { createLogger } from '../server/log';
import { codeOfStep, stepAt } from '../tests/second-factor';
import { ADMIN_SESSIONS, type AdminState } from './admin-session-state';

const config = loadConfig(process.env);
if (!config.admin) throw new Error('prepare-run: ADMIN_USERNAME and ADMIN_PASSWORD are required');
const lock = config.databaseUrl ? undefined : lockDataDir(config.dataDir);
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  pgliteDir: path.join(config.dataDir, 'pglite'),
});
try {
  const { db } = database;
  await ensureAdmin(db, createLogger('warn'), config.admin);
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.username})`, config.admin.username.toLowerCase()));
  if (!row) throw new Error('prepare-run: the administrator was not created');
  const admin = toAuthUser(row);
  // a database used before (PostgreSQL) keeps the last run's authenticator: the operator's reset first
  await resetSecondFactor(db, admin.username);
  const { secret } = await beginTotpSetup(db, config.dataKeys, admin);
  // the step before now, still accepted: the current one is left for a test's own code
  await confirmTotp(db, config.dataKeys, admin.id, await codeOfStep(secret, stepAt(Date.now()) - 1));

  const cookies: AdminState['spare'] = [];
  for (let i = 0; i < ADMIN_SESSIONS; i++) {
    const headers = new Headers();
    const session = await loadSession(
      db,
      { secret: config.sessionSecret, secure: config.secureCookies },
      undefined,
      headers,
      { ip: '127.0.0.1', userAgent: 'e2e prepare-run' },
    );
    await session.signIn(admin, { secondFactor: true });
    const pair = (headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const name = pair.slice(0, pair.indexOf('='));
    const value = pair.slice(pair.indexOf('=') + 1);
    if (!name || !value) throw new Error('prepare-run: no session cookie');
    cookies.push([
      {
        name,
        value,
        domain: new URL(config.publicUrl).hostname,
        path: '/',
        expires: -1,
        httpOnly: true,
        secure: config.secureCookies,
        sameSite: 'Lax',
      },
    ]);
  }
  // a data folder used before: its spares' claims were of the sessions replaced here
  for (const file of readdirSync(config.dataDir))
    if (file.startsWith('admin-spare-')) rmSync(path.join(config.dataDir, file));
  const state: AdminState = { secret, cookies: cookies[0] ?? [], spare: cookies.slice(1) };
  writeFileSync(path.join(config.dataDir, 'admin-session.json'), JSON.stringify(state));
  writeFileSync(path.join(config.dataDir, 'admin-stepped-up-at'), String(Date.now()));
} finally {
  await database.close();
  lock?.release();
}
