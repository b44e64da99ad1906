import type { Logger } from '../log';

/** Per-request values the middlewares set for the handlers. */
export interface AppEnv {
  Variables: {
    requestId: string;
    nonce: string;
    ip: string;
    log: Logger;
  };
}
