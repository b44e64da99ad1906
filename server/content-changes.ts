/**
 * Tells whoever keeps rendered public pages (server/pages/production.ts: the page cache) that content
 * changed, so the pages showing it are rendered again at once. Each change reaches the process that made
 * it through `notify`, after its commit, and, on PostgreSQL, every instance through the notification its
 * transaction sent (`announce`), which `listenAcrossInstances` passes on.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from '../src/shared/zod';
import type { Db } from './db/client';
import type { Logger } from './log';

export type ContentChangeListener = (paths: readonly string[]) => void;

export interface ContentChanges {
  /**
   * `paths` are site paths; each stands for itself, its query strings and everything below it
   * ('/blog' covers '/blog?page=2', '/blog/a-post' and '/blog/category/x'; '/' covers every page).
   */
  notify(paths: readonly string[]): void;
  /** Returns the function that unsubscribes. */
  subscribe(listener: ContentChangeListener): () => void;
  /**
   * Whether every change, whichever instance made it, reaches the listeners now. False while the
   * PostgreSQL listener is not known to hear: pages are then kept only briefly.
   */
  heard(): boolean;
  /** Stops listening to the other instances. */
  close(): Promise<void>;
}

/** Every page: what a cache drops when changes may have gone unheard. */
export const EVERY_PAGE = ['/'] as const;

/** The changes of one process: every change is made, and heard, here (the embedded database). */
export function createContentChanges(): ContentChanges {
  const listeners = new Set<ContentChangeListener>();
  return {
    notify(paths) {
      for (const listener of listeners) listener(paths);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    heard: () => true,
    close: async () => {},
  };
}

/** Whether a page cache key (a path with an optional query string) is covered by one of `paths`. */
export function coveredBy(key: string, paths: readonly string[]) {
  const path = key.split('?', 1)[0] ?? key;
  return paths.some((p) => path === p || path.startsWith(p.endsWith('/') ? p : `${p}/`));
}

/** The PostgreSQL channel content changes and the listeners' heartbeats go over. */
export const CONTENT_CHANNEL = 'content_changes';

const Message = z.union([z.object({ paths: z.array(z.string()) }), z.object({ beat: z.string() })]);

/**
 * Sends, inside the transaction that makes a change, the paths it makes stale: PostgreSQL delivers the
 * notification to every listening instance when the transaction commits, and never if it rolls back.
 * Returns `paths`. (On PGlite nobody listens; `notify` after the commit is the whole of it.)
 */
export async function announce(tx: Db, paths: string[]): Promise<string[]> {
  await tx.execute(sql`select pg_notify(${CONTENT_CHANNEL}, ${JSON.stringify({ paths })})`);
  return paths;
}

/** LISTEN and NOTIFY on CONTENT_CHANNEL (server/db/channel.ts), or a stand-in in tests. */
export interface Channel {
  /** `onListen` runs each time LISTEN has taken effect: at first, and after every reconnection */
  listen(onNotify: (payload: string) => void, onListen: () => void): Promise<void>;
  notify(payload: string): Promise<void>;
  end(): Promise<void>;
}

/** Each instance sends itself a heartbeat over the channel this often… */
export const BEAT_MS = 1_000;
/** …and takes it that changes may go unheard once none has come back for this long. */
export const DEAF_AFTER_MS = 3_000;

/**
 * The changes of an instance among several on one PostgreSQL: what any of them announces reaches this
 * one's listeners within the notification's delivery (milliseconds).
 *
 * A notification sent while the listener is disconnected is lost, so each LISTEN (the first one, and
 * the one after every reconnection) drops every page. A connection can also fail silently: the
 * listener counts as hearing only while its own heartbeat, sent every BEAT_MS on another connection,
 * has come back within DEAF_AFTER_MS. PostgreSQL delivers notifications in commit order, so once a
 * heartbeat is back, every change committed before it was sent has been heard.
 */
export function listenAcrossInstances(channel: Channel, log: Logger, now = Date.now): ContentChanges {
  const local = createContentChanges();
  const me = randomUUID();
  let heardAt = Number.NEGATIVE_INFINITY;
  let deaf = false;
  const heard = () => now() - heardAt < DEAF_AFTER_MS;

  const onNotify = (payload: string) => {
    let message: z.infer<typeof Message>;
    try {
      message = Message.parse(JSON.parse(payload));
    } catch {
      log.warn({ payload: payload.slice(0, 200) }, 'unreadable content change notification');
      return;
    }
    if ('paths' in message) local.notify(message.paths);
    else if (message.beat === me) heardAt = now();
  };
  const onListen = () => {
    // whatever was announced while this instance was not listening is lost
    local.notify(EVERY_PAGE);
    heardAt = now();
  };
  channel.listen(onNotify, onListen).catch((err) => log.warn({ err }, 'content change listener failed'));

  let sending = false;
  const beat = setInterval(() => {
    if (deaf !== !heard()) {
      deaf = !deaf;
      if (deaf) log.warn('content changes of other instances unheard: public pages are kept briefly');
      else log.info('content changes of other instances heard again');
    }
    if (sending) return;
    sending = true;
    channel
      .notify(JSON.stringify({ beat: me }))
      .catch(() => {
        // unheard until a heartbeat comes back; the warning above says so
      })
      .finally(() => {
        sending = false;
      });
  }, BEAT_MS);
  beat.unref();

  return {
    notify: local.notify,
    subscribe: local.subscribe,
    heard,
    async close() {
      clearInterval(beat);
      await channel.end();
    },
  };
}
