import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import { MALFORMED_PATHS } from '../tests/malformed-paths';

// No input may give a 5xx. Sent on a raw socket to the built server: the path goes out byte
// for byte as written (a browser or fetch would normalise it, and fetch refuses TRACE), and the bug
// this guards against only showed in the production build (the bundler dropped a decode check).

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function send(baseURL: string, method: string, path: string): Promise<Answer> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, method, path, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const methods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'PROPFIND', 'FOO'];

test('no malformed path or unknown method gets a 5xx from the built server', async ({ baseURL }) => {
  test.setTimeout(120_000);
  const failures: string[] = [];
  for (const path of MALFORMED_PATHS) {
    for (const method of methods) {
      const res = await send(baseURL ?? '', method, path);
      if (res.status >= 500) failures.push(`${method} ${path.slice(0, 60)} → ${res.status}`);
      expect(res.body, `${method} ${path}`).not.toMatch(/at .*\.(ts|js):\d+/);
    }
  }
  expect(failures).toEqual([]);
});

test('what the probe answered with 500 now gets a 4xx with a Hebrew message, or a redirect', async ({
  baseURL,
}) => {
  for (const path of ['/trpc/%ZZ', '/about%0a', '/%0d', '/%', '/api/%E0%A4%A']) {
    const res = await send(baseURL ?? '', 'GET', path);
    expect(res.status, path).toBe(400);
    expect(JSON.parse(res.body), path).toEqual({ error: 'כתובת הבקשה אינה תקינה' });
  }
  for (const [path, location] of [
    ['//', '/'],
    ['//about', '/about'],
  ]) {
    const res = await send(baseURL ?? '', 'GET', path ?? '');
    expect(res.status, path).toBe(301);
    expect(res.headers.location).toBe(location);
  }
  for (const method of ['TRACE', 'PROPFIND', 'OPTIONS']) {
    const res = await send(baseURL ?? '', method, '/');
    expect(res.status, method).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE');
  }
  // and the server is still well
  expect((await send(baseURL ?? '', 'GET', '/about')).status).toBe(200);
});
