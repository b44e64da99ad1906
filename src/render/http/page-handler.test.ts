import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import { createAgent, createTestApp, type TestApp } from '../../../tests/app';
import { PageCache } from './page-cache';
import { type RenderFn, renderPage } from './page-handler';

// A stand-in for the React render that writes down each render and puts the location it was given
// into the page, so an answer rendered for '/about?x=1' could not pass for the one of '/about'.
const renders: string[] = [];
const render: RenderFn = async ({ url, nonce }) => {
  renders.push(url);
  const status = url.startsWith('/missing') ? 404 : 200;
  return { status, html: `<html><script nonce="${nonce}"></script><p>${url}</p></html>` };
};

let t: TestApp;
let get: (path: string) => Promise<{ status: number; html: string; nonce: string | undefined }>;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT: 'off' } });
  const cache = new PageCache();
  const app = createApp(t.deps, {
    mountPages: (app) => {
      app.get('*', (c) => renderPage(c, t.deps, render, () => ({ entry: '/entry.js', preload: [] }), cache));
    },
  });
  const agent = createAgent(app);
  get = async (path) => {
    const res = await agent.request(path, { headers: { 'accept-encoding': 'identity' } });
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
    return { status: res.status, html: res.text, nonce };
  };
});
afterAll(() => t.close());
beforeEach(() => {
  renders.length = 0;
});

/** the page with its nonce taken out: what must be the same byte for byte */
const withoutNonce = (html: string, nonce: string | undefined) => html.replaceAll(nonce ?? '\0', 'NONCE');

describe('the page cache and the query string', () => {
  it('answers /about?x=1 from the entry of /about, rendered once, byte for byte but the nonce', async () => {
    const plain = await get('/about');
    const withQuery = await get('/about?x=1');
    const tracking = await get('/about?utm_source=newsletter&fbclid=abc');
    expect(renders).toEqual(['/about']);
    expect(plain.status).toBe(200);
    expect(withQuery.status).toBe(200);
    expect(withQuery.nonce).not.toBe(plain.nonce);
    expect(withoutNonce(withQuery.html, withQuery.nonce)).toBe(withoutNonce(plain.html, plain.nonce));
    expect(withoutNonce(tracking.html, tracking.nonce)).toBe(withoutNonce(plain.html, plain.nonce));
    expect(plain.html).toContain('<p>/about</p>');
  });

  it('renders a page with a query it does not read as the bare path the first time too', async () => {
    await get('/contact?x=1');
    await get('/contact');
    expect(renders).toEqual(['/contact']);
  });

  it('keeps a not-found page with its status, whatever the query', async () => {
    expect((await get('/missing-page?a=1')).status).toBe(404);
    expect((await get('/missing-page?a=2')).status).toBe(404);
    expect(renders).toEqual(['/missing-page']);
  });

  it('renders a token page with its token each time, and never keeps it', async () => {
    const first = await get('/reset-password?token=first-token&utm_source=mail');
    const second = await get('/reset-password?token=second-token');
    const again = await get('/reset-password?token=first-token');
    expect(renders).toEqual([
      '/reset-password?token=first-token',
      '/reset-password?token=second-token',
      '/reset-password?token=first-token',
    ]);
    expect(first.html).toContain('first-token');
    expect(second.html).not.toContain('first-token');
    expect(again.html).toContain('first-token');
    // without a token it is the same page for everyone, and kept
    await get('/reset-password');
    await get('/reset-password?utm_source=mail');
    expect(renders.slice(3)).toEqual(['/reset-password']);
  });
});
