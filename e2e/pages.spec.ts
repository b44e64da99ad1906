import { createHash } from 'node:crypto';
import { expect, expectNoAxeViolations, hydrated, test } from './fixtures';
import { routeCases } from './routes';

const attr = (html: string, pattern: RegExp) => html.match(pattern)?.[1];

// axe once per distinct page: a visitor gets the same 403 page on every admin path (checked on /admin),
// and testPagesAtBothWidths checks these scrolled through, at 1280 and 375 px (public-pages.spec.ts,
// blog.spec.ts)
const axeElsewhere = (path: string) =>
  (path.startsWith('/admin/') && path !== '/admin/login') ||
  ['/', '/about', '/contact', '/travel', '/blog'].includes(path);

for (const route of routeCases) {
  test.describe(`route ${route.path}`, () => {
    test('the server sends the whole page with its metadata', async ({ request, baseURL }) => {
      const response = await request.get(route.path);
      expect(response.status()).toBe(route.status);
      expect(response.headers()['content-type']).toContain('text/html');
      const html = await response.text();
      expect(html.startsWith('<!DOCTYPE html><html lang="he" dir="rtl">')).toBe(true);

      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(attr(html, /<title>([^<]+)<\/title>/)).toContain('אופק ביטוחים ופיננסים');
      expect(attr(html, /<meta name="description" content="([^"]+)"/)?.length).toBeGreaterThan(20);
      expect(html.match(/<link rel="canonical"/g)).toHaveLength(1);
      if (route.status === 200)
        expect(attr(html, /<link rel="canonical" href="([^"]+)"/)).toBe(`${baseURL}${route.path}`);
      for (const property of ['og:title', 'og:description', 'og:url', 'og:image', 'og:locale']) {
        expect(html, property).toContain(`<meta property="${property}" content="`);
      }
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
      expect(html.includes('<meta name="robots" content="noindex, nofollow"/>')).toBe(!route.indexable);

      // one page for every visitor: the account area waits for the browser
      expect(html).toContain('טוען...');

      // no 'unsafe-inline': each inline script that runs and each style is named in the CSP, by its hash
      // on a page kept for every visitor, by this response's nonce on an account or admin page
      const csp = response.headers()['content-security-policy'] ?? '';
      expect(csp).not.toContain('unsafe-inline');
      const nonce = attr(csp, /'nonce-([^']+)'/);
      for (const [, tag = '', text = ''] of html.matchAll(
        /(<(?:script|style)\b[^>]*>)([\s\S]*?)<\/(?:script|style)>/g,
      )) {
        if (/type="application\/(ld\+)?json"/.test(tag)) continue;
        if (nonce) expect(tag, tag).toContain(`nonce="${nonce}"`);
        else expect(csp, tag).toContain(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
      }
    });

    const axe = !axeElsewhere(route.path);
    test(`hydrates cleanly${axe ? ' and has no accessibility violations' : ''}`, async ({
      page,
      console,
    }) => {
      if (route.status === 404) console.allow(/status of 404/, new RegExp(`${route.path}$`));
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(route.status);
      await hydrated(page);
      await expect(page.locator('h1').first()).toBeVisible();
      // React hoisted the head tags once; a hydration mismatch would duplicate them
      await expect(page.locator('head title')).toHaveCount(1);
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
      await expect(page.locator('meta[name="description"]')).toHaveCount(1);
      if (axe) await expectNoAxeViolations(page);
    });
  });
}

test('breadcrumb structured data on a product page', async ({ request, baseURL }) => {
  const html = await (await request.get('/insurance/health')).text();
  const json = html.match(/<script type="application\/ld\+json"[^>]*>([^<]+)<\/script>/)?.[1];
  expect(json).toBeTruthy();
  const data = JSON.parse(json ?? '{}');
  expect(data['@type']).toBe('BreadcrumbList');
  expect(data.itemListElement[0]).toMatchObject({ position: 1, name: 'דף הבית', item: `${baseURL}/` });
  expect(data.itemListElement.at(-1)).toMatchObject({ item: `${baseURL}/insurance/health` });
});

test('home and contact carry the agency as structured data', async ({ request }) => {
  for (const path of ['/', '/contact']) {
    const html = await (await request.get(path)).text();
    expect(html).toContain('"InsuranceAgency"');
  }
});

test('client-side navigation keeps the head consistent and stays clean', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await page
    .getByRole('navigation', { name: 'קישורים בתחתית העמוד' })
    .getByRole('link', { name: 'אודות' })
    .click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator('h1')).toBeVisible();
  await expect(page).toHaveTitle(/\| אופק ביטוחים ופיננסים$/);
  await expect(page.locator('head title')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/about$/);
  await page.getByRole('link', { name: 'בלוג' }).first().click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
});

for (const path of ['/', '/about']) {
  test(`${path}: the app loads once the page has painted`, async ({ page }) => {
    const html = await (await page.goto(path))?.text();
    // the server's HTML paints without waiting for any script
    expect(html).not.toMatch(/<script[^>]+src=/);
    expect(html).not.toContain('rel="modulepreload"');
    await hydrated(page);
    await expect(page.locator('script[type="module"][src*="/assets/entry-client-"]')).toHaveCount(1);
    const pageChunk = path === '/' ? 'home-' : 'about-';
    await expect(page.locator(`link[rel="modulepreload"][href*="/assets/${pageChunk}"]`)).toHaveCount(1);
  });
}

test('static assets: hashed files are immutable, the manifest is private', async ({ request }) => {
  const html = await (await request.get('/')).text();
  // the app's files are named in the script that loads them once the page has painted
  const entry = html.match(/\(\.\.\.\["(\/assets\/entry-client-[^"]+\.js)"/)?.[1] ?? '';
  const asset = await request.get(entry);
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(html).toMatch(/"\/assets\/home-[^"]+\.js"/);
  const font = await request.get('/fonts/heebo-hebrew-wght-normal.woff2');
  expect(font.headers()['cache-control']).toContain('max-age=');
  expect((await request.get('/.vite/manifest.json')).status()).toBe(404);
});
