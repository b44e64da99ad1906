import type { Context as HonoContext } from 'hono';
import { loadSession } from '../auth/session';
import { beforeDeadline, DATABASE_DEADLINE_MS } from '../db/deadline';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../http/env';
import { requestLogger } from '../http/request-log';
import type { Context } from './init';

/**
 * Builds a procedure context from a request; the tRPC door, the REST adapter and the page renderer all
 * call it. `anonymous` ignores the visitor's cookie (public pages render the same for everyone).
 */
export async function createContext(
  deps: AppDeps,
  c: HonoContext<AppEnv>,
  resHeaders: Headers,
  { anonymous = false }: { anonymous?: boolean } = {},
): Promise<Context> {
  const db = deps.database.db;
  const ip = c.get('ip');
  // one deadline for the whole request: reading its session, then its procedures. PGlite runs in this
  // process: it cannot hang on a network, and a request waiting for it waits for this process's CPU
  const deadline =
    deps.database.kind === 'postgres' ? Date.now() + DATABASE_DEADLINE_MS : Number.POSITIVE_INFINITY;
  const session = await beforeDeadline(
    deadline,
    loadSession(
      db,
      { secret: deps.config.sessionSecret, secure: deps.config.secureCookies },
      anonymous ? undefined : c.req.header('cookie'),
      resHeaders,
      { ip, userAgent: c.req.header('user-agent') },
    ),
  );
  // made here, not on first use: tRPC's middlewares spread the context, which would read a getter anyway
  return {
    deps,
    db,
    log: requestLogger(c),
    session,
    ip,
    requestId: c.get('requestId'),
    resHeaders,
    deadline,
  };
}
