/**
 * Every public route as crawlers and link previews see it (the server's raw HTML, no JavaScript),
 * the product and legal templates, the sitemap and robots.txt (axe on every route: pages.spec.ts).
 */

import type { Page } from '@playwright/test';
import { sectionTitles } from '../src/components/product/section-titles';
import { products } from '../src/content/products/texts';
import { expect, expectNoAxeViolations, hydrated, test } from './fixtures';

const publicPaths = [
  '/',
  '/about',
  '/contact',
  '/blog',
  '/travel',
  '/travel/travelinsurance',
  ...products.map((product) => product.path),
  '/accessibility',
  '/privacy',
  '/terms',
];

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
};
const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (entity) => ENTITIES[entity] ?? entity);
const first = (html: string, pattern: RegExp) => {
  const value = html.match(pattern)?.[1];
  return value === undefined ? undefined : decode(value);
};
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]+)<\/script>/g)].map((m) =>
    JSON.parse(m[1] ?? '{}'),
  );
const headingLevels = (html: string) => [...html.matchAll(/<h([1-6])\b/g)].map((m) => Number(m[1]));

test('every public page sends its own title, description and canonical link in the server HTML', async ({
  request,
  baseURL,
}) => {
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const path of publicPaths) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    const title = first(html, /<title>([^<]+)<\/title>/);
    const description = first(html, /<meta name="description" content="([^"]+)"/);
    expect(title, path).toMatch(/אופק ביטוחים ופיננסים$/);
    expect(description?.length, path).toBeGreaterThan(30);
    expect(first(html, /<link rel="canonical" href="([^"]+)"/), path).toBe(`${baseURL}${path}`);
    expect(html, path).not.toContain('<meta name="robots"');
    // the accessibility statement is one click away from every page (Israeli accessibility regulations)
    expect(html, path).toMatch(/<a [^>]*href="\/accessibility"/);
    // an inline style attribute in the HTML would be blocked by the CSP
    expect(html.match(/<[^>]+\sstyle="[^"]*"/)?.[0], path).toBeUndefined();
    titles.set(path, title ?? '');
    descriptions.set(path, description ?? '');
  }
  expect(new Set(titles.values()).size, 'titles are distinct').toBe(publicPaths.length);
  expect(new Set(descriptions.values()).size, 'descriptions are distinct').toBe(publicPaths.length);
});

test('an unknown path answers 404 with the not-found page', async ({ request }) => {
  const response = await request.get('/insurance/no-such-product');
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('404');
});

test('product pages: one h1, headings in order, sections, Service/FinancialProduct and FAQPage data', async ({
  request,
  baseURL,
}) => {
  for (const product of products) {
    const html = await (await request.get(product.path)).text();
    const levels = headingLevels(html);
    expect(
      levels.filter((level) => level === 1),
      product.path,
    ).toHaveLength(1);
    // never skip a level on the way down (h2 → h4)
    levels.forEach((level, i) => {
      if (i > 0) expect(level - (levels[i - 1] ?? 1), `${product.path} heading ${i}`).toBeLessThanOrEqual(1);
    });
    expect(first(html, /<h1[^>]*>([^<]+)<\/h1>/)).toBe(product.title);
    const investment = product.group === 'investments';
    const titles = sectionTitles(product);
    for (const title of [titles.coverage, titles.audience, titles.exclusions, titles.faq, titles.howWeHelp]) {
      expect(html, `${product.path}: ${title}`).toContain(`>${title}</h2>`);
    }
    // the FAQ answers are in the HTML (closed), not only in the structured data
    for (const item of product.faq) expect(decode(html)).toContain(item.answer);

    const data = jsonLd(html);
    const service = data.find((d) => d['@type'] === (investment ? 'FinancialProduct' : 'Service'));
    expect(service, product.path).toMatchObject({ name: product.title, url: `${baseURL}${product.path}` });
    const faq = data.find((d) => d['@type'] === 'FAQPage');
    expect(faq?.mainEntity).toHaveLength(product.faq.length);
    expect(faq?.mainEntity[0]).toMatchObject({
      '@type': 'Question',
      name: product.faq[0]?.question,
      acceptedAnswer: { '@type': 'Answer', text: product.faq[0]?.answer },
    });
    const crumbs = data.find((d) => d['@type'] === 'BreadcrumbList');
    expect(crumbs?.itemListElement.at(-1)).toMatchObject({
      name: product.title,
      item: `${baseURL}${product.path}`,
    });
  }
});

/** The health product's questions, and the FAQ section of its page. */
function healthFaq(page: Page) {
  const items = products.find((p) => p.path === '/insurance/health')?.faq ?? [];
  const faq = page.getByRole('region', { name: 'שאלות נפוצות' });
  return { items, faq, questions: faq.locator('summary') };
}

test('a product page works by keyboard: breadcrumbs, FAQ, related links, contact form', async ({ page }) => {
  await page.goto('/insurance/health');
  await hydrated(page);
  const crumbs = page.getByRole('navigation', { name: 'נתיב ניווט' });
  await expect(crumbs.getByRole('link', { name: 'דף הבית' })).toHaveAttribute('href', '/');
  await expect(crumbs).toContainText('ביטוח פרטי');
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText('ביטוח בריאות');

  const { items, faq, questions } = healthFaq(page);
  await expect(questions).toHaveCount(items.length);
  const answer = faq.getByText(items[0]?.answer ?? '');
  await expect(answer).toBeHidden();
  await questions.first().focus();
  await page.keyboard.press('Enter');
  await expect(answer).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(questions.nth(1)).toBeFocused();
  await page.keyboard.press('Space');
  await expect(faq.getByText(items[1]?.answer ?? '')).toBeVisible();
  await questions.first().focus();
  await page.keyboard.press('Enter');
  await expect(answer).toBeHidden();
  await expectNoAxeViolations(page);

  const related = page.getByRole('region', { name: 'אולי יעניין אתכם גם' });
  await expect(related.getByRole('link')).not.toHaveCount(0);

  await page.getByRole('button', { name: 'לייעוץ ללא התחייבות' }).click();
  const dialog = page.getByRole('dialog', { name: 'צרו קשר' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('input[type="hidden"][name="service"]')).toHaveValue('ביטוח בריאות');
  await expect(dialog.getByRole('link', { name: 'מדיניות הפרטיות' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a product FAQ question opens and closes by pointer and by keyboard', async ({ page }) => {
    await page.goto('/insurance/health');
    const { items, faq, questions } = healthFaq(page);
    const third = faq.getByText(items[2]?.answer ?? '');
    await expect(third).toBeHidden();
    await questions.nth(2).click();
    await expect(third).toBeVisible();
    await expect(faq.getByText(items[0]?.answer ?? '')).toBeHidden();
    await questions.nth(2).press('Enter');
    await expect(third).toBeHidden();
  });
});

test('investment pages read as investments, not insurance', async ({ page }) => {
  await page.goto('/investments/fidelity');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 2, name: 'איך זה עובד' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'חשוב לדעת' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'מה הביטוח כולל' })).toHaveCount(0);
});

test('legal pages: last update, table of contents, sections', async ({ page }) => {
  for (const [path, title] of [
    ['/accessibility', 'הצהרת נגישות'],
    ['/privacy', 'מדיניות פרטיות'],
    ['/terms', 'תנאי שימוש'],
  ] as const) {
    await page.goto(path);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByText(/^עודכן לאחרונה: \d{1,2} ב\S+ \d{4}$/)).toBeVisible();
    const toc = page.getByRole('navigation', { name: 'תוכן העניינים' });
    const links = toc.getByRole('link');
    expect(await links.count()).toBeGreaterThan(3);
    await links.nth(1).click();
    await expect(page).toHaveURL(/#section-2$/);
    await expect(page.locator('#section-2')).toBeInViewport();
  }
  await page.goto('/accessibility');
  await expect(page.getByRole('link', { name: 'negishut@ofek-insurance.co.il' })).toHaveAttribute(
    'href',
    'mailto:negishut@ofek-insurance.co.il',
  );
});

test('sitemap.xml lists every public page and the published posts; robots.txt points to it', async ({
  request,
  baseURL,
}) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()['content-type']).toBe('application/xml; charset=utf-8');
  expect(sitemap.headers()['cache-control']).toBe('public, max-age=3600');
  const xml = await sitemap.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  for (const path of publicPaths) expect(locs, path).toContain(`${baseURL}${path}`);
  // seeded demo content (src/content/blog-seed.ts)
  expect(xml).toMatch(
    new RegExp(`<loc>${baseURL}/blog/travel-insurance-checklist</loc><lastmod>[^<]+</lastmod>`),
  );
  expect(locs).toContain(`${baseURL}/blog/category/travel-insurance`);

  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const lines = (await robots.text()).split('\n');
  for (const line of ['User-agent: *', 'Disallow: /admin', 'Disallow: /dashboard', 'Disallow: /api/']) {
    expect(lines).toContain(line);
  }
  expect(lines).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});
