/**
 * The yardstick of `npm run bench` (bench/server.ts): a raw Hono hello-world on @hono/node-server, no
 * middleware, in a process of its own. The server rows are quoted as a ratio to it, measured in the
 * same run on the same machine, so a busy machine moves both sides alike.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { accessLog } from '../server/http/request-log';
import { noNoncePolicy, staticSecurityHeaders } from '../server/http/security';
import { createLogger } from '../server/log';

const app = new Hono();
app.get('/', (c) => c.text('Hello Hono!'));

// the same bytes as a page of the app (YARDSTICK_PAGE: a file of its brotli answer), sent with no work at
// all: what a page answer of that size costs the machine and the load tool, the ceiling for the page rows
const page = process.env.YARDSTICK_PAGE ? readFileSync(process.env.YARDSTICK_PAGE) : undefined;
if (page)
  app.get('/page', (c) =>
    c.body(page, 200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Encoding': 'br' }),
  );

// what every answer of the app must carry, with nothing else: the JSON 404's body and headers (the
// security headers, its CSP, no-store, a request id) as one plain object, and the access line the app
// logs, written by the same logger to stdout. No middleware, no routing but Hono's: the floor under the
// app's 404 row, set by the answer's own work and not by the app's code around it.
const access = accessLog(createLogger('info'));
const missing = JSON.stringify({ error: 'הנתיב המבוקש אינו קיים' });
app.get('/essentials', (c) => {
  const started = performance.now();
  const requestId = randomUUID();
  const response = new Response(missing, {
    status: 404,
    headers: {
      ...staticSecurityHeaders,
      'Content-Security-Policy': noNoncePolicy,
      'Content-Type': 'application/json',
      'Cache-Control': 'no-store',
      'X-Request-Id': requestId,
    },
  });
  const ms = Math.round(performance.now() - started);
  access({ requestId, method: 'GET', path: c.req.path, status: 404, ms, ip: '127.0.0.1' });
  return response;
});

const port = Number(process.env.PORT ?? 4396);
serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () => console.log(`yardstick on ${port}`));
process.on('SIGTERM', () => process.exit(0));
