import postgres from 'postgres';
import type { Channel } from '../content-changes';
import { postgresOptions } from './client';

/**
 * LISTEN and NOTIFY on one PostgreSQL channel, on connections of their own: postgres.js's `listen`
 * holds one (and LISTENs again after each reconnection), and notifications go out on another, with the
 * app's timeouts, so neither waits behind the requests in the app's pool.
 */
export function openChannel(url: string, name: string): Channel {
  const listening = postgres(url, { max: 1, onnotice: () => {}, connect_timeout: 5 });
  const sending = postgres(url, postgresOptions(1));
  return {
    async listen(onNotify, onListen) {
      await listening.listen(name, onNotify, onListen);
    },
    async notify(payload) {
      await sending.unsafe('select pg_notify($1, $2)', [name, payload]);
    },
    async end() {
      await Promise.all([listening.end({ timeout: 5 }), sending.end({ timeout: 5 })]);
    },
  };
}
