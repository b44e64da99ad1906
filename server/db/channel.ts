import postgres from 'postgres';
import type { Channel } from '../content-changes';
import { boundedPostgres } from './bounded-postgres';

/**
 * LISTEN and NOTIFY on one PostgreSQL channel, on connections of their own: postgres.js's `listen`
 * holds one (and LISTENs again after each reconnection), and notifications go out on another, bounded
 * one, so neither waits behind the requests in the app's pool.
 */
export function openChannel(url: string, name: string): Channel {
  const options = { max: 1, onnotice: () => {}, connect_timeout: 5 };
  const listening = postgres(url, options);
  const sending = boundedPostgres(url, options);
  return {
    async listen(onNotify, onListen) {
      await listening.listen(name, onNotify, onListen);
    },
    async notify(payload) {
      await sending.client.unsafe('select pg_notify($1, $2)', [name, payload]);
    },
    async end() {
      await Promise.all([listening.end({ timeout: 5 }), sending.end()]);
    },
  };
}
