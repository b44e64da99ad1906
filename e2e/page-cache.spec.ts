import { createHash } from 'node:crypto';
import { expect, expectNoAxeViolations, hydrated, test } from './fixtures';

// Public pages are kept rendered as the same bytes for every visitor (server/pages/page-cache.ts):
// no nonce, a CSP naming each inline script and style by its hash, a strong ETag and 304s.

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

test('a kept page is the same bytes and headers for every answer, and its CSP names each inline script and style', async ({
  request,
}) => {
  const answers = [];
  for (let i = 0; i < 3; i++) {
    const res = await request.get('/about', { headers: { 'x-forwarded-for': `10.9.9.${i}` } });
    expect(res.status()).toBe(200);
    answers.push({ html: await res.text(), headers: res.headers() });
  }
  const [first] = answers;
  if (!first) throw new Error('no answer');
  for (const a of answers) {
    expect(a.html).toBe(first.html);
    expect(a.headers.etag).toBe(first.headers.etag);
    expect(a.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
  }
  expect(first.headers['cache-control']).toMatch(
    /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/,
  );
  const csp = first.headers['content-security-policy'] ?? '';
  expect(csp).not.toContain('nonce');
  expect(first.html).not.toMatch(/nonce="[^"]/);
  const scriptSrc = /script-src ([^;]+)/.exec(csp)?.[1]?.split(' ') ?? [];
  const styleSrc = /style-src ([^;]+)/.exec(csp)?.[1]?.split(' ') ?? [];
  expect(scriptSrc).toContain("'strict-dynamic'");
  const scripts = [...first.html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
  const running = scripts.filter(([, attrs = '']) => !/application\/(ld\+)?json/.test(attrs));
  expect(running.length).toBeGreaterThan(0);
  for (const [, , text = ''] of running) expect(scriptSrc).toContain(sha(text));
  for (const [, text = ''] of first.html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g))
    expect(styleSrc).toContain(sha(text));
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
});

test('a browser that holds the page gets 304 for it', async ({ request }) => {
  const res = await request.get('/travel');
  const etag = res.headers().etag ?? '';
  expect(etag).toMatch(/^"[\w-]+"$/);
  const again = await request.get('/travel', { headers: { 'if-none-match': etag } });
  expect(again.status()).toBe(304);
  expect(await again.body()).toHaveLength(0);
});

test('account and admin pages are answered per request, never stored', async ({ request }) => {
  for (const path of ['/dashboard', '/admin']) {
    const a = await request.get(path);
    const b = await request.get(path);
    expect(a.headers()['cache-control']).toBe('no-store');
    expect(a.headers().etag).toBeUndefined();
    expect(a.headers()['content-security-policy']).toMatch(/'nonce-/);
    expect(a.headers()['content-security-policy']).not.toBe(b.headers()['content-security-policy']);
  }
});

for (const width of [1280, 375]) {
  test(`no CSP violation at ${width} px: a kept page hydrates, a dialog styles itself, the app navigates`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/contact');
    await hydrated(page);
    // the dialog's styles are new rules Emotion inserts in the browser, under the page's hashed CSP
    await page.getByRole('main').getByRole('button', { name: 'צרו קשר' }).click();
    const dialog = page.getByRole('dialog', { name: 'צרו קשר' });
    await expect(dialog).toBeVisible();
    const submit = dialog.getByRole('button', { name: 'שליחה' });
    await expect(submit).toBeVisible();
    // styled: a real button has a background colour, an unstyled one is transparent
    expect(await submit.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `/tmp/wt-speed-shots/contact-dialog-${width}.png` });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // a client-side navigation renders a page the server did not: its styles come from the browser too
    await page.getByRole('contentinfo').getByRole('link', { name: 'הצהרת נגישות' }).click();
    await expect(page).toHaveURL(/\/accessibility$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.screenshot({ path: `/tmp/wt-speed-shots/after-navigation-${width}.png` });
  });
}
