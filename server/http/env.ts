import type { Logger } from '../log';

/** Per-request values the middlewares set for the handlers. */
export interface AppEnv {
  Variables: {
    requestId: string;
    /** set by `requestNonce` (server/http/security.ts) for answers with inline scripts or styles */
    nonce?: string;
    ip: string;
    /** the app's logger; handlers log through `requestLogger(c)` (server/http/request-log.ts) */
    appLog: Logger;
    /** the request's child logger, once `requestLogger` has made it */
    log?: Logger;
  };
}
