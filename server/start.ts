import type { Server } from 'node:http';
import path from 'node:path';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import { createApp } from './app';
import { ensureAdmin } from './auth/service';
import { pruneSessions } from './auth/session';
import { type Config, ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedIfEmpty } from './db/seed';
import type { AppDeps } from './deps';
import type { AppEnv } from './http/env';
import { pruneRateLimits } from './http/rate-limit';
import { createLogger } from './log';
import { createMailer } from './mail/mailer';
import { createStorage } from './storage';

export type MountPages = (deps: AppDeps) => Promise<(app: Hono<AppEnv>) => void>;

/** Reads the configuration or ends the process with one line naming the bad variable. */
export function configOrExit(env: NodeJS.ProcessEnv = process.env): Config {
  try {
    return loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

/** Ends the start with one line on stderr, like a configuration error. */
function fail(line: string): never {
  console.error(line);
  process.exit(1);
}

const reason = (error: unknown) => {
  const e = error as { code?: unknown; message?: unknown };
  return String(e?.code ?? e?.message ?? error);
};

/** Opens everything, serves, and closes cleanly on SIGTERM/SIGINT. */
export async function start(mountPages: MountPages, env: NodeJS.ProcessEnv = process.env) {
  const config = configOrExit(env);
  const log = createLogger(config.logLevel);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  }).catch((error) => {
    log.error({ err: error }, 'database not available');
    // the URL may hold a password: name the variable, not its value
    return fail(
      config.databaseUrl
        ? `Cannot open the database named by DATABASE_URL (${reason(error)})`
        : `Cannot open the embedded database in DATA_DIR ${config.dataDir} (${reason(error)})`,
    );
  });
  const deps: AppDeps = {
    config,
    database,
    log,
    storage: createStorage(config),
    mailer: createMailer({ smtpUrl: config.mail.smtpUrl, from: config.mail.from, log }),
  };
  await seedIfEmpty(database.db, log);
  await ensureAdmin(database.db, log, config.admin).catch(async (error) => {
    if (!(error instanceof ConfigError)) throw error;
    await database.close();
    fail(`Configuration error: ${error.message}`);
  });

  const app = createApp(deps, { mountPages: await mountPages(deps) });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }) as Server;
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  }).catch(async (error) => {
    await database.close();
    fail(`Cannot listen on ${config.host}:${config.port} (${reason(error)}): set PORT or HOST`);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  log.info({ port, database: database.kind, storage: deps.storage.kind }, 'listening');

  const housekeeping = setInterval(() => {
    const db = database.db;
    Promise.all([pruneSessions(db), pruneRateLimits(db), deps.mailer.flush(db)]).catch((err) =>
      log.warn({ err }, 'housekeeping failed'),
    );
  }, 60_000);
  housekeeping.unref();

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'stopping: draining requests');
    clearInterval(housekeeping);
    // stop accepting, let in-flight requests finish, then close the database (PGlite must not die mid-write)
    const force = setTimeout(() => server.closeAllConnections(), 10_000);
    force.unref();
    server.close(async () => {
      try {
        await database.close();
        log.info('stopped');
      } finally {
        process.exit(0);
      }
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  // announced only once a SIGTERM would be handled: a supervisor may act on this line at once
  console.log(`Serving on ${config.publicUrl.replace(`:${config.port}`, `:${port}`)}`);
  return { deps, server, port };
}
