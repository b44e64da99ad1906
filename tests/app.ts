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
import { createTestDatabase } from './db';

export const TEST_SESSION_SECRET = 'test-session-secret-that-is-long-enough-0123456789';

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
    mailer: createMailer({ smtpUrl: undefined, from: config.mail.from, log }),
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

export interface TestRequestInit {
  method?: string;
  /** sent as JSON with `Content-Type: application/json` */
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
  /** send the jar's cookies (default true) */
  cookies?: boolean;
}

export interface TestResponse {
  status: number;
  headers: Headers;
  text: string;
  /** the parsed JSON body, or undefined when the answer is not JSON */
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever shape the answer has
  body: any;
}

export interface Agent {
  request(path: string, init?: TestRequestInit): Promise<TestResponse>;
  /** the cookie header this agent sends, e.g. to replay it after logout */
  cookieHeader(): string;
  jar: Map<string, string>;
}

/** A client with a cookie jar over `app.request` (no socket: the server sees the IP 'unknown'). */
export function createAgent(app: Hono<AppEnv>): Agent {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  return {
    jar,
    cookieHeader,
    async request(path, init = {}) {
      const headers = new Headers(init.headers);
      let body = init.body;
      if (init.json !== undefined) {
        body = JSON.stringify(init.json);
        if (!headers.has('content-type')) headers.set('content-type', 'application/json');
      }
      if (init.cookies !== false && jar.size > 0 && !headers.has('cookie'))
        headers.set('cookie', cookieHeader());
      const method = init.method ?? (body === undefined ? 'GET' : 'POST');
      const res = await app.request(path, { method, headers, body });
      for (const line of res.headers.getSetCookie()) storeCookie(jar, line);
      const text = await res.text();
      const isJson = (res.headers.get('content-type') ?? '').includes('json');
      let parsed: unknown;
      if (isJson && text) parsed = JSON.parse(text);
      return { status: res.status, headers: res.headers, text, body: parsed };
    },
  };
}

function storeCookie(jar: Map<string, string>, line: string) {
  const [pair = '', ...attributes] = line.split(';');
  const i = pair.indexOf('=');
  if (i < 0) return;
  const name = pair.slice(0, i).trim();
  const value = pair.slice(i + 1).trim();
  const expired = attributes.some((a) => {
    const [k = '', v = ''] = a.split('=').map((s) => s.trim());
    if (k.toLowerCase() === 'max-age') return Number(v) <= 0;
    if (k.toLowerCase() === 'expires') return new Date(v).getTime() <= Date.now();
    return false;
  });
  if (expired || value === '') jar.delete(name);
  else jar.set(name, value);
}
