/**
 * The yardstick of `npm run bench` (bench/server.ts): a raw Hono hello-world on @hono/node-server, no
 * middleware, in a process of its own. The server rows are quoted as a ratio to it, measured in the
 * same run on the same machine, so a busy machine moves both sides alike.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono();
app.get('/', (c) => c.text('Hello Hono!'));

const port = Number(process.env.PORT ?? 4396);
serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () => console.log(`yardstick on ${port}`));
process.on('SIGTERM', () => process.exit(0));
