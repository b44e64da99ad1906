import { loadSession } from '../auth/session';
import type { AppDeps } from '../deps';
import type { Logger } from '../log';
import type { Context } from './init';

/** Builds a procedure context from a request; both doors call it. */
export async function createContext(
  deps: AppDeps,
  req: { cookie: string | undefined; userAgent: string | undefined },
  meta: { ip: string; requestId: string; log: Logger },
  resHeaders: Headers,
): Promise<Context> {
  const db = deps.database.db;
  const session = await loadSession(
    db,
    { secret: deps.config.sessionSecret, secure: deps.config.secureCookies },
    req.cookie,
    resHeaders,
    { ip: meta.ip, userAgent: req.userAgent },
  );
  return { deps, db, log: meta.log, session, ip: meta.ip, requestId: meta.requestId, resHeaders };
}
