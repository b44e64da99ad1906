import type { Logger } from '../log';

/** Per-request values the middlewares set for the handlers. */
export interface AppEnv {
  Variables: {
    requestId: string;
    /** set by `requestNonce` (server/http/security.ts) for answers with inline scripts or styles */
    nonce?: string;
    ip: string;
    log: Logger;
  };
}
