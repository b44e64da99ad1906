import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Agent, createAgent } from '../../tests/agent';
import { createTestApp, type TestApp } from '../../tests/app';
import { createApp } from '../app';
import { PageCache } from './page-cache';
import { KEPT_PAGE_CACHE_CONTROL, type RenderFn, renderPage } from './page-handler';

// A stand-in for the React render that writes down each render and puts the location it was given
// into the page, so an answer rendered for '/about?x=1' could not pass for the one of '/about'. Like
// the real page it has one <style>, a JSON data block and the start-up script.
const renders: string[] = [];
const startScript = (url: string) => `start(${JSON.stringify(url)})`;
const render: RenderFn = async ({ url, nonce }) => {
  renders.push(url);
  const status = url.startsWith('/missing') ? 404 : 200;
  const n = nonce ? ` nonce="${nonce}"` : '';
  return {
    status,
    html:
      `<html><head><style${n}>p{color:navy}</style></head><body><p>${url}</p>` +
      `<script type="application/json" id="__STATE__">{"q":1}</script>` +
      `<script type="module"${n}>${startScript(url)}</script></body></html>`,
  };
};
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

let t: TestApp;
let visitor: Agent;
let other: Agent;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT: 'off' } });
  const cache = new PageCache();
  const app = createApp(t.deps, {
    mountPages: (app) => {
      app.get('*', (c) => renderPage(c, t.deps, render, () => ({ entry: '/entry.js', preload: [] }), cache));
    },
  });
  visitor = createAgent(app);
  other = createAgent(app);
});
afterAll(() => t.close());
beforeEach(() => {
  renders.length = 0;
});

const get = async (agent: Agent, path: string, headers: Record<string, string> = {}) => {
  const res = await agent.request(path, { headers: { 'accept-encoding': 'identity', ...headers } });
  return { status: res.status, html: res.text, headers: res.headers };
};

describe('a public page: the same bytes for every visitor', () => {
  it('answers two visitors byte for byte the same, with the same ETag and CSP, rendered once', async () => {
    const a = await get(visitor, '/about');
    const b = await get(other, '/about', { cookie: 'x=1' });
    expect(renders).toEqual(['/about']);
    expect(a.status).toBe(200);
    expect(b.html).toBe(a.html);
    expect(b.headers.get('etag')).toBe(a.headers.get('etag'));
    expect(b.headers.get('content-security-policy')).toBe(a.headers.get('content-security-policy'));
    expect(a.headers.get('cache-control')).toBe(KEPT_PAGE_CACHE_CONTROL);
    expect(a.headers.get('etag')).toMatch(/^"[\w-]{43}"$/);
    // the request id is the only header that differs
    expect(b.headers.get('x-request-id')).not.toBe(a.headers.get('x-request-id'));
  });

  it('names its inline script and style by hash, not the JSON data block, and has no nonce', async () => {
    const { html, headers } = await get(visitor, '/about');
    const csp = headers.get('content-security-policy') ?? '';
    const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1] ?? '';
    const styleSrc = /style-src ([^;]+)/.exec(csp)?.[1] ?? '';
    expect(scriptSrc.split(' ')).toEqual(["'self'", "'strict-dynamic'", sha(startScript('/about'))]);
    expect(styleSrc).toContain(sha('p{color:navy}'));
    expect(styleSrc).toContain(sha('')); // the empty <style> Emotion fills through the CSSOM
    expect(csp).not.toContain('nonce');
    expect(csp).not.toContain(sha('{"q":1}'));
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(html).not.toMatch(/nonce="[^"]/);
  });

  it('answers If-None-Match with its ETag by 304 and no body, in each encoding', async () => {
    for (const encoding of ['identity', 'gzip', 'br']) {
      const first = await get(visitor, '/contact', { 'accept-encoding': encoding });
      const etag = first.headers.get('etag') ?? '';
      expect(first.headers.get('content-encoding') ?? 'identity').toBe(encoding);
      const again = await get(other, '/contact', { 'accept-encoding': encoding, 'if-none-match': etag });
      expect(again.status, encoding).toBe(304);
      expect(again.html).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
      const stale = await get(other, '/contact', { 'accept-encoding': encoding, 'if-none-match': '"old"' });
      expect(stale.status).toBe(200);
    }
    // the representations differ in bytes, so in their strong ETags too
    const br = (await get(visitor, '/contact', { 'accept-encoding': 'br' })).headers.get('etag');
    const gz = (await get(visitor, '/contact', { 'accept-encoding': 'gzip' })).headers.get('etag');
    expect(br).not.toBe(gz);
    expect(renders).toEqual(['/contact']);
  });

  it('answers /about?x=1 from the entry of /about, rendered once, byte for byte', async () => {
    const plain = await get(visitor, '/terms');
    const withQuery = await get(visitor, '/terms?x=1');
    const tracking = await get(other, '/terms?utm_source=newsletter&fbclid=abc');
    expect(renders).toEqual(['/terms']);
    expect(withQuery.html).toBe(plain.html);
    expect(tracking.html).toBe(plain.html);
    expect(plain.html).toContain('<p>/terms</p>');
  });

  it('renders a page with a query it does not read as the bare path the first time too', async () => {
    await get(visitor, '/privacy?x=1');
    await get(visitor, '/privacy');
    expect(renders).toEqual(['/privacy']);
  });

  it('renders a not-found page each time with its status, kept by no one', async () => {
    const first = await get(visitor, '/missing-page?a=1');
    const second = await get(visitor, '/missing-page?a=2');
    expect(first.status).toBe(404);
    expect(second.status).toBe(404);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.headers.get('etag')).toBeNull();
    expect(renders).toEqual(['/missing-page', '/missing-page']);
  });

  it('renders a token page with its token each time, never kept, and kept without a token', async () => {
    const first = await get(visitor, '/reset-password?token=first-token&utm_source=mail');
    const second = await get(visitor, '/reset-password?token=second-token');
    const again = await get(visitor, '/reset-password?token=first-token');
    expect(renders).toEqual([
      '/reset-password?token=first-token',
      '/reset-password?token=second-token',
      '/reset-password?token=first-token',
    ]);
    expect(first.html).toContain('first-token');
    expect(second.html).not.toContain('first-token');
    expect(again.html).toContain('first-token');
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.headers.get('content-security-policy')).toContain(
      sha(startScript('/reset-password?token=first-token')),
    );
    await get(visitor, '/reset-password');
    await get(visitor, '/reset-password?utm_source=mail');
    expect(renders.slice(3)).toEqual(['/reset-password']);
  });
});

describe('account and admin pages: per request', () => {
  for (const path of ['/dashboard', '/admin']) {
    it(`${path} is rendered for each request with its own nonce, and never stored`, async () => {
      const a = await get(visitor, path);
      const b = await get(visitor, path);
      expect(renders).toEqual([path, path]);
      for (const answer of [a, b]) {
        expect(answer.headers.get('cache-control')).toBe('no-store');
        expect(answer.headers.get('etag')).toBeNull();
        const nonce = /'nonce-([^']+)'/.exec(answer.headers.get('content-security-policy') ?? '')?.[1];
        expect(nonce).toBeTruthy();
        expect(answer.html).toContain(`<script type="module" nonce="${nonce}">`);
      }
      expect(a.headers.get('content-security-policy')).not.toBe(b.headers.get('content-security-policy'));
    });
  }
});
