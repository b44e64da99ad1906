import { expect, test } from '@playwright/test';

// Pages are kept rendered for a short while (src/render/http/page-cache.ts): every answer must still
// carry its own nonce, the same one its CSP header names.
test('every answer of a kept page has its own nonce, matching its CSP', async ({ request }) => {
  const nonces: string[] = [];
  for (let i = 0; i < 3; i++) {
    const res = await request.get('/about');
    expect(res.status()).toBe(200);
    const csp = res.headers()['content-security-policy'] ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    const html = await res.text();
    const inHtml = [...html.matchAll(/nonce="([^"]+)"/g)].map((m) => m[1]);
    expect(inHtml.length).toBeGreaterThan(0);
    expect(new Set(inHtml)).toEqual(new Set([nonce]));
    nonces.push(nonce ?? '');
  }
  expect(new Set(nonces).size).toBe(3);
});
