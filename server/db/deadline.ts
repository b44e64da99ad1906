/**
 * The request's bound on the database: a request that touches it answers within DATABASE_DEADLINE_MS,
 * 503 with Retry-After once that has passed, however the database or the network to it behaves.
 * PostgreSQL ends what runs on the server (client.ts: statement_timeout, lock_timeout); this bounds the
 * rest, the waits no server setting covers: a connection attempt to a server that accepts and stays
 * silent, a query queued for a connection behind such attempts, a server that stops answering.
 */

/** The longest a request waits for the database (its session, then its procedure) before a 503. */
export const DATABASE_DEADLINE_MS = 5_000;

/** The database gave no answer by the request's deadline: an outage (server/db/outage.ts). */
export class DatabaseTimeout extends Error {
  override name = 'DatabaseTimeout';
  readonly code = 'ETIMEDOUT';
  constructor() {
    super(`the database gave no answer within ${DATABASE_DEADLINE_MS / 1000} s`);
  }
}

let underWay = 0;

/** Database work of requests not yet settled (abandoned work too, until it ends). */
export const databaseWorkUnderWay = () => underWay;

/**
 * `work`, or a DatabaseTimeout once `deadline` (ms since the epoch; Infinity: none) has passed. Work
 * left behind goes on: a statement running on the server ends at its statement_timeout, one waiting
 * for a connection fails or runs when the connection does.
 */
export function beforeDeadline<T>(deadline: number, work: Promise<T>): Promise<T> {
  if (!Number.isFinite(deadline)) return work;
  underWay++;
  void work.then(
    () => underWay--,
    () => underWay--,
  );
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DatabaseTimeout()), Math.max(0, deadline - Date.now()));
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
