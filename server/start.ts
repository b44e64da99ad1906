import type { Server } from 'node:http';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { pruneKnownDevices } from './account/devices';
import { sweepDocuments } from './account/documents';
import { startReminderJob } from './account/reminders';
import { createApp } from './app';
import { pruneWebauthnChallenges } from './auth/passkeys';
import { ensureAdmin } from './auth/service';
import { pruneSessions } from './auth/session';
import { sanitizeStoredPosts } from './blog/clean-content';
import { sweepUnlinkedImages } from './blog/images';
import { configOrExit, fail } from './cli';
import { type Config, ConfigError } from './config';
import { CONTENT_CHANNEL, createContentChanges, listenAcrossInstances } from './content-changes';
import { DataDirInUse, type DataLock, lockDataDir } from './data-lock';
import { openChannel } from './db/channel';
import { type Database, type Db, openDatabase } from './db/client';
import { users } from './db/schema';
import { seedIfEmpty } from './db/seed';
import type { AppDeps } from './deps';
import { type Drain, drainOnStop } from './drain';
import type { AppEnv } from './http/env';
import { createLogger, type Logger } from './log';
import { createMailer, pruneSentMail } from './mail/mailer';
import { pageViewCounterOf } from './page-views/service';
import { pruneRateLimits } from './rate-limit/service';
import { sendRenewalReminders } from './renewals/reminders';
import { createStorage } from './storage';
import { sealTravelRows } from './travel/sealed';

export type MountPages = (deps: AppDeps) => Promise<(app: Hono<AppEnv>) => void>;

/** A start that cannot go on: `message` is the one line for stderr, and the process ends with code 1. */
export class StartError extends Error {
  override name = 'StartError';
}

const reason = (error: unknown) => {
  const e = error as { code?: unknown; message?: unknown };
  return String(e?.code ?? e?.message ?? error);
};

export interface Started {
  deps: AppDeps;
  server: Server;
  port: number;
  /** where the site answers (PUBLIC_URL, with the port actually bound when PORT=0) */
  url: string;
  /**
   * Fails /readyz and keeps serving for SHUTDOWN_DELAY, then stops accepting, answers the requests that
   * have arrived and lets them finish (SHUTDOWN_TIMEOUT at most), then closes the database and releases
   * DATA_DIR.
   */
  close(): Promise<void>;
}

/** Opens (and migrates) the configured database; throws StartError. */
async function openConfiguredDatabase(config: Config, log: Logger): Promise<Database> {
  return openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  }).catch((error) => {
    log.error({ err: error }, 'database not available');
    // the URL may hold a password: name the variable, not its value
    throw new StartError(
      config.databaseUrl
        ? `Cannot open the database named by DATABASE_URL (${reason(error)})`
        : `Cannot open the embedded database in DATA_DIR ${config.dataDir} (${reason(error)})`,
    );
  });
}

/**
 * The demo content of an empty database, the configured admin, the encryption of rows stored before
 * sensitive fields were encrypted, and posts not yet sanitized under the current rules; throws StartError.
 */
async function fillDatabase(db: Db, config: Config, log: Logger): Promise<void> {
  await seedIfEmpty(db, log);
  const cleaned = await sanitizeStoredPosts(db);
  if (cleaned > 0) log.info({ posts: cleaned }, 'sanitized stored blog posts under the current rules');
  const sealed = await sealTravelRows(db, config.dataKeys, 'plaintext');
  if (sealed > 0) log.info({ rows: sealed }, 'encrypted the sensitive fields of stored travel requests');
  await ensureAdmin(db, log, config.admin).catch((error) => {
    throw error instanceof ConfigError ? new StartError(`Configuration error: ${error.message}`) : error;
  });
}

/**
 * `node dist/server/main.js migrate`: prepares a PostgreSQL database the way a start does (migrations,
 * demo content when empty, the configured admin) and exits, for a deployment's one-off job before its
 * instances start. Instances do the same at start, so the job only saves them the wait.
 */
export async function migrate(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const config = configOrExit(env);
  if (!config.databaseUrl)
    fail('migrate: DATABASE_URL is not set (the embedded database is prepared at start)');
  const log = createLogger(config.logLevel);
  try {
    const database = await openConfiguredDatabase(config, log);
    try {
      await fillDatabase(database.db, config, log);
    } finally {
      await database.close();
    }
  } catch (error) {
    if (error instanceof StartError) fail(error.message);
    throw error;
  }
  console.log("The database is at this build's last migration");
}

/** Opens the database and the stores, seeds, creates the configured admin and listens; throws StartError. */
export async function startServer(config: Config, mountPages: MountPages): Promise<Started> {
  const log = createLogger(config.logLevel);
  // PGlite is one process's database: a second process on the folder would see only its own writes
  let lock: DataLock | undefined;
  if (!config.databaseUrl) {
    try {
      lock = lockDataDir(config.dataDir);
    } catch (error) {
      if (error instanceof DataDirInUse) throw new StartError(error.message);
      throw new StartError(`Cannot lock DATA_DIR ${config.dataDir} (${reason(error)})`);
    }
  }
  const database = await openConfiguredDatabase(config, log).catch((error) => {
    lock?.release();
    throw error;
  });
  const deps: AppDeps = {
    config,
    database,
    log,
    storage: await createStorage(config),
    mailer: createMailer({
      smtpUrl: config.mail.smtpUrl,
      from: config.mail.from,
      log,
      dataKeys: config.dataKeys,
    }),
    // several instances may share PostgreSQL: each hears the others' content changes
    contentChanges: config.databaseUrl
      ? listenAcrossInstances(openChannel(config.databaseUrl, CONTENT_CHANNEL), log)
      : createContentChanges(),
  };

  let server: Server;
  let drain: Drain;
  let stopping = false;
  try {
    await fillDatabase(database.db, config, log);
    const app = createApp(deps, { mountPages: await mountPages(deps), stopping: () => stopping });
    server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }) as Server;
    drain = drainOnStop(server);
    await new Promise<void>((resolve, reject) => {
      server.once('listening', resolve);
      server.once('error', reject);
    }).catch((error) => {
      throw new StartError(
        `Cannot listen on ${config.host}:${config.port} (${reason(error)}): set PORT or HOST`,
      );
    });
  } catch (error) {
    // PGlite must be closed, or the process stays alive and the folder may be left mid-write
    await deps.contentChanges.close();
    await database.close();
    lock?.release();
    throw error;
  }
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  log.info({ port, database: database.kind, storage: deps.storage.kind }, 'listening');

  const housekeeping = setInterval(() => {
    const db = database.db;
    Promise.all([
      pruneSessions(db),
      pruneKnownDevices(db),
      pruneRateLimits(db),
      pruneWebauthnChallenges(db),
      deps.mailer.flush(db),
    ]).catch((err) => log.warn({ err }, 'housekeeping failed'));
  }, 60_000);
  housekeeping.unref();
  // uploads no saved post took within a day; safe with several instances (rows are taken with SKIP LOCKED)
  // and documents' files without rows and rows without files (idempotent, so safe with several too)
  const sweep = async () => {
    await sweepUnlinkedImages(database.db, deps.storage)
      .then((removed) => removed > 0 && log.info({ removed }, 'unused blog images removed'))
      .catch((err) => log.warn({ err }, 'blog image sweep failed'));
    await sweepDocuments(database.db, deps.storage, log)
      .then(({ files, rows }) => files + rows > 0 && log.info({ files, rows }, 'document leftovers removed'))
      .catch((err) => log.warn({ err }, 'document sweep failed'));
    // sent mail older than 30 days: it is in the recipients' mailboxes
    await pruneSentMail(database.db).catch((err) => log.warn({ err }, 'sent mail prune failed'));
  };
  void sweep();
  const sweeper = setInterval(sweep, 60 * 60_000);
  sweeper.unref();
  // documents expiring within 7 days: mailed once each, whichever instance claims them first
  const reminders = startReminderJob({
    db: database.db,
    mailer: deps.mailer,
    publicUrl: config.publicUrl,
    log,
  });

  // renewal reminders 45 and 10 days before an active policy ends: each mailed once, the same way
  const renewalReminders = startReminderJob({
    db: database.db,
    mailer: deps.mailer,
    publicUrl: config.publicUrl,
    log,
    send: sendRenewalReminders,
    name: 'policy renewal reminders',
  });

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      stopping = true;
      clearInterval(housekeeping);
      clearInterval(sweeper);
      const remindersStopped = Promise.all([reminders.stop(), renewalReminders.stop()]);
      const { cutOff } = await drain(config.shutdownTimeoutMs, config.shutdownDelayMs);
      if (cutOff > 0) log.warn({ cutOff }, 'SHUTDOWN_TIMEOUT passed: requests in flight were cut off');
      // the views counted in memory since the last flush, written before the database closes
      await pageViewCounterOf(database.db, log)
        .stop()
        .catch((err) => log.warn({ err }, 'page views of the last seconds not written'));
      // a reminder run under way ends (commits or rolls back) before the pool closes
      await remindersStopped;
      // the mail being sent is marked sent before the pool closes, or another instance sends it again
      await deps.mailer.stop();
      await deps.contentChanges.close();
      await database.close();
      lock?.release();
    })();
    return closing;
  };
  const url = config.publicUrl.replace(`:${config.port}`, `:${port}`);
  return { deps, server, port, url, close };
}

/** Administrators' usernames, oldest first (a few are enough to tell who can sign in). */
async function adminUsernames(db: Db): Promise<string[]> {
  const rows = await db
    .select({ username: users.username })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(users.id)
    .limit(3);
  return rows.map((row) => row.username);
}

/** The plain lines printed once the site answers: where it is, its health checks, how an admin signs in. */
export function startupMessage(url: string, admins: string[]): string[] {
  const admin =
    admins.length > 0
      ? `sign in at ${url}/ as ${admins.map((name) => `"${name}"`).join(' or ')} (the "התחברות" button at the top), then open ${url}/admin`
      : 'no administrator yet: start once with ADMIN_USERNAME and ADMIN_PASSWORD set to create one';
  return [
    `Serving on ${url}`,
    `Health:  ${url}/healthz (the process), ${url}/readyz (database and file store)`,
    `Admin:   ${admin}`,
  ];
}

/** The process: configuration, start, the start-up message, and a clean stop on SIGTERM/SIGINT. */
export async function start(mountPages: MountPages, env: NodeJS.ProcessEnv = process.env) {
  const config = configOrExit(env);
  const started = await startServer(config, mountPages).catch((error) => {
    if (error instanceof StartError) fail(error.message);
    throw error;
  });
  const { deps, close } = started;

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    deps.log.info({ signal }, 'stopping: draining requests');
    // the drain has SHUTDOWN_DELAY and SHUTDOWN_TIMEOUT; closing the database gets a few seconds more,
    // never for ever
    setTimeout(
      () => {
        deps.log.error('stop did not finish in time');
        process.exit(1);
      },
      config.shutdownDelayMs + config.shutdownTimeoutMs + 10_000,
    ).unref();
    close().then(
      () => {
        deps.log.info('stopped');
        process.exit(0);
      },
      (err: unknown) => {
        deps.log.error({ err }, 'stop failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  // the configured admin exists by now; without one, name those created earlier
  const admins = config.admin
    ? [config.admin.username]
    : await adminUsernames(deps.database.db).catch(() => []);
  // announced only once a SIGTERM would be handled: a supervisor may act on these lines at once
  console.log(startupMessage(started.url, admins).join('\n'));
  return started;
}
