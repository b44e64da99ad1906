/**
 * The yardstick of `npm run bench` (bench/server.ts): a raw Hono hello-world on @hono/node-server, no
 * middleware, in a process of its own. The server rows are quoted as a ratio to it, measured in the
 * same run on the same machine, so a busy machine moves both sides alike.
 */
import { readFileSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const app = new Hono();
app.get('/', (c) => c.text('Hello Hono!'));

// the same bytes as a page of the app (YARDSTICK_PAGE: a file of its brotli answer), sent with no work at
// all: what a page answer of that size costs the machine and the load tool, the ceiling for the page rows
const page = process.env.YARDSTICK_PAGE ? readFileSync(process.env.YARDSTICK_PAGE) : undefined;
if (page)
  app.get('/page', (c) =>
    c.body(page, 200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Encoding': 'br' }),
  );

const port = Number(process.env.PORT ?? 4396);
serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () => console.log(`yardstick on ${port}`));
process.on('SIGTERM', () => process.exit(0));
