import postgres, { type Options, type PendingQuery, type Sql } from 'postgres';

/** The longest a statement may run on the server (PostgreSQL's statement_timeout): a 503 after that. */
export const STATEMENT_TIMEOUT_MS = 5_000;
/** The longest a caller waits for the driver for one statement, however the connection behaves. */
export const QUERY_DEADLINE_MS = STATEMENT_TIMEOUT_MS + 2_000;
/** The longest a transaction may take once it has begun. */
export const TRANSACTION_DEADLINE_MS = 3 * QUERY_DEADLINE_MS;

/** The driver gave no answer in time (the connection hangs, or the server is unreachable): an outage. */
export class DatabaseTimeout extends Error {
  override name = 'DatabaseTimeout';
  readonly code = 'ETIMEDOUT';
  constructor(ms: number) {
    super(`the database gave no answer within ${ms / 1000} s`);
  }
}

export interface BoundedPostgres {
  /** what drizzle is given: postgres.js's `unsafe` and `begin`, each with a deadline */
  client: Sql;
  /** statements and transactions under way, each holding (or waiting for) one of the pool's connections */
  busy(): number;
  end(): Promise<void>;
}

type Row = Record<string, unknown>;
type AnySql = ReturnType<typeof postgres>;

/**
 * A postgres.js pool whose statements and transactions each end within a bounded time.
 *
 * PostgreSQL bounds what runs on the server (statement_timeout, idle_in_transaction_session_timeout);
 * the client side needs its own bound: postgres.js 3.4 can leave a query pending for ever when
 * connections fail while it starts them (porsager/postgres#1193; here: connections refused with
 * ALLOW_CONNECTIONS false and 60 queries at once left one pending for good). A statement past its
 * deadline is cancelled and fails with DatabaseTimeout, and the pool it ran on is replaced (the old one
 * is ended), so one wedged connection cannot hold requests or pool slots for ever.
 */
export function boundedPostgres(
  url: string,
  options: Options<Record<string, postgres.PostgresType>>,
): BoundedPostgres {
  const open = (): AnySql =>
    postgres(url, {
      ...options,
      connection: {
        ...options.connection,
        statement_timeout: STATEMENT_TIMEOUT_MS,
        idle_in_transaction_session_timeout: 2 * STATEMENT_TIMEOUT_MS,
      },
    });
  const first = open();
  let current = first;
  const ending = new Set<Promise<void>>();
  let busy = 0;
  const counted = <T>(work: Promise<T>) => {
    busy++;
    return work.finally(() => {
      busy--;
    });
  };

  // drizzle changes the first pool's type parsers once; a replacement pool gets the same
  const replace = (wedged: AnySql) => {
    if (wedged !== current) return;
    const next = open();
    Object.assign(next.options.parsers, first.options.parsers);
    Object.assign(next.options.serializers, first.options.serializers);
    current = next;
    const end = wedged.end({ timeout: 5 }).catch(() => {});
    ending.add(end);
    void end.finally(() => ending.delete(end));
  };

  const statement =
    (sql: AnySql, pool: AnySql, track?: typeof counted) =>
    (query: string, params?: unknown[], opts?: object) =>
      bounded(sql.unsafe(query, params as never, opts), () => replace(pool), track);

  const facade = {
    get options() {
      return current.options;
    },
    unsafe: (query: string, params?: unknown[], opts?: object) =>
      statement(current, current, counted)(query, params, opts),
    begin: (...args: unknown[]) => counted(transaction(current, args, replace)),
  };

  return {
    client: facade as unknown as Sql,
    busy: () => busy,
    async end() {
      await Promise.all([current.end({ timeout: 5 }), ...ending]);
    },
  };

  function transaction(pool: AnySql, args: unknown[], onWedged: (pool: AnySql) => void) {
    const fn = args.at(-1) as (sql: unknown) => unknown;
    const mode = args.slice(0, -1) as [string?];
    return new Promise((resolve, reject) => {
      let expired = false;
      const expire = (ms: number) => () => {
        expired = true;
        onWedged(pool);
        reject(new DatabaseTimeout(ms));
      };
      // until the transaction has begun, then for the whole of it
      let timer = setTimeout(expire(QUERY_DEADLINE_MS), QUERY_DEADLINE_MS);
      const body = (sql: AnySql) => {
        clearTimeout(timer);
        // the caller has its answer already: a late start must not commit anything
        if (expired) throw new DatabaseTimeout(QUERY_DEADLINE_MS);
        timer = setTimeout(expire(TRANSACTION_DEADLINE_MS), TRANSACTION_DEADLINE_MS);
        return fn(scoped(sql, pool));
      };
      (pool.begin as (...a: unknown[]) => Promise<unknown>)(...mode, body).then(
        (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error);
        },
      );
    });
  }

  /** The client of one transaction: its statements are bounded; savepoints stay inside it. */
  function scoped(sql: AnySql, pool: AnySql): unknown {
    return {
      options: sql.options,
      unsafe: statement(sql, pool),
      savepoint: (...args: unknown[]) => {
        const fn = args.at(-1) as (s: unknown) => unknown;
        const name = args.slice(0, -1) as [string?];
        const savepoint = (sql as unknown as { savepoint: (...a: unknown[]) => Promise<unknown> }).savepoint;
        return savepoint(...name, (inner: AnySql) => fn(scoped(inner, pool)));
      },
    };
  }
}

/**
 * A statement drizzle can call `.values()` on and await, settled within QUERY_DEADLINE_MS: past it the
 * statement is cancelled (a queued one never runs) and the caller gets DatabaseTimeout.
 */
function bounded(
  query: PendingQuery<Row[]>,
  onWedged: () => void,
  track: <T>(work: Promise<T>) => Promise<T> = (work) => work,
) {
  const wrapper = {
    values() {
      query.values();
      return wrapper;
    },
    // biome-ignore lint/suspicious/noThenProperty: drizzle awaits what `unsafe` returns
    then<A, B>(onFulfilled?: (value: unknown) => A, onRejected?: (reason: unknown) => B) {
      const settled = new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          Promise.resolve(query.cancel()).catch(() => {});
          onWedged();
          reject(new DatabaseTimeout(QUERY_DEADLINE_MS));
        }, QUERY_DEADLINE_MS);
        query.then(
          (rows) => {
            clearTimeout(timer);
            resolve(rows);
          },
          (error: unknown) => {
            clearTimeout(timer);
            reject(error);
          },
        );
      });
      return track(settled).then(onFulfilled, onRejected);
    },
  };
  return wrapper;
}
