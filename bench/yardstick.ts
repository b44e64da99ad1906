/**
 * The yardsticks of `npm run bench` (bench/server.ts), raw Hono on @hono/node-server, no middleware, in a
 * process of its own: a hello-world (the API rows are quoted as a ratio to it), the very answers the app
 * sent for its pages (the page rows' ceiling), and the 404's floor. Measured in the same run on the same
 * machine, so a busy machine moves both sides alike.
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

// the very answers the app sent (YARDSTICK_ANSWERS: a JSON file of {path, status, headers, body}, the body
// in base64), sent again with no work at all: what an answer of that size and those headers costs the
// machine and the load tool, the ceiling for the app's page rows
interface SameAnswer {
  path: string;
  status: number;
  headers: Record<string, string>;
  body: string;
}
const answers: SameAnswer[] = process.env.YARDSTICK_ANSWERS
  ? JSON.parse(readFileSync(process.env.YARDSTICK_ANSWERS, 'utf8'))
  : [];
for (const answer of answers) {
  const body = answer.body ? Buffer.from(answer.body, 'base64') : null;
  app.get(answer.path, () => new Response(body, { status: answer.status, headers: answer.headers }));
}

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
