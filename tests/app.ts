import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Hono } from 'hono';
import { createApp } from '../server/app';
import { loadConfig } from '../server/config';
import { type ContentChanges, createContentChanges } from '../server/content-changes';
import type { Database } from '../server/db/client';
import type { AppDeps } from '../server/deps';
import type { AppEnv } from '../server/http/env';
import { createLogger, type Logger } from '../server/log';
import { createMailer } from '../server/mail/mailer';
import { createLocalStorage } from '../server/storage/local';
import type { Storage } from '../server/storage/types';
import { type Agent, createAgent } from './agent';
import { createTestDatabase } from './db';

export type { Agent, TestResponse } from './agent';

export const TEST_SESSION_SECRET = 'test-session-secret-that-is-long-enough-0123456789';
/** Every test app's data key (unless a test sets its own): tests/users.ts seals its mail under it too. */
export const TEST_DATA_KEY = Buffer.alloc(32, 7).toString('base64');

export interface TestAppOptions {
  /** environment variables on top of the test defaults (e.g. `{ RATE_LIMIT: 'off' }`) */
  env?: Record<string, string>;
  /** reuse a database instead of creating a fresh one (it is then not closed by `close()`) */
  database?: Database;
  storage?: Storage;
  /** a logger of the test's own (e.g. one writing into an array); default silent */
  log?: Logger;
  /** default: this process's own (server/content-changes.ts); closed by `close()` */
  contentChanges?: ContentChanges;
}

export interface TestApp {
  app: Hono<AppEnv>;
  deps: AppDeps;
  /** the default client with its own cookie jar */
  request: Agent['request'];
  /** a second (third…) browser: a new, empty cookie jar */
  agent(): Agent;
  close(): Promise<void>;
}

/** The whole HTTP app on a fresh database, a temp upload folder, the outbox mailer and a silent log. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'agency-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SESSION_SECRET: TEST_SESSION_SECRET,
    DATA_KEY: TEST_DATA_KEY,
    RATE_LIMIT: 'on',
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  const log = options.log ?? createLogger('silent');
  const database = options.database ?? (await createTestDatabase());
  const deps: AppDeps = {
    config,
    database,
    log,
    storage: options.storage ?? createLocalStorage(path.join(dataDir, 'uploads')),
    mailer: createMailer({ smtpUrl: undefined, from: config.mail.from, log, dataKeys: config.dataKeys }),
    contentChanges: options.contentChanges ?? createContentChanges(),
  };
  const app = createApp(deps);
  const main = createAgent(app);
  return {
    app,
    deps,
    request: main.request,
    agent: () => createAgent(app),
    async close() {
      await deps.contentChanges.close();
      if (!options.database) await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
