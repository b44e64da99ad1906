/**
 * What a first-time visitor notices: a descriptive home title, a favicon wherever it is asked for, the
 * agency's licence and insurers (one settings file), one customer count, Hebrew abbreviations with
 * gershayim, and site paths in legal texts that are links.
 */
import { expect, hydrated, test } from './fixtures';

test('the home page title says what the agency does, then its name', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const title = html.match(/<title>([^<]+)<\/title>/)?.[1] ?? '';
  const [words, name] = title.split(' | ');
  expect(name).toBe('אופק ביטוחים ופיננסים');
  expect(words).toMatch(/ביטוח/);
});

test('/favicon.ico is a real icon', async ({ request }) => {
  const response = await request.get('/favicon.ico');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
  const body = await response.body();
  // ICONDIR: reserved 0, type 1 (icon), then at least one image
  expect([body.readUInt16LE(0), body.readUInt16LE(2)]).toEqual([0, 1]);
  expect(body.readUInt16LE(4)).toBeGreaterThan(0);
});

test('the licence, company number and insurers show in the footer and on /about, from one source', async ({
  page,
}) => {
  const details = ['רישיון סוכן ביטוח', '5-123456', 'ח.פ.', '51-456789-3', 'רשות שוק ההון, ביטוח וחיסכון'];
  const insurers = ['הראל', 'מגדל', 'כלל', 'הפניקס', 'מנורה מבטחים', 'איילון'];
  await page.goto('/');
  await hydrated(page);
  const footer = page.getByRole('contentinfo');
  for (const text of [...details, ...insurers]) await expect(footer).toContainText(text);

  await page.goto('/about');
  await hydrated(page);
  const section = page.getByRole('region', { name: 'רישוי וחברות ביטוח' });
  await expect(section).toBeVisible();
  for (const text of details) await expect(section).toContainText(text);
  await expect(section.getByRole('list').getByRole('listitem')).toHaveText(insurers);
});

test('the customer count is the same on /travel and /about', async ({ page }) => {
  await page.goto('/travel');
  await hydrated(page);
  const stat = page.getByRole('region', { name: 'הנתונים שלנו' }).locator('dd').filter({ hasText: 'K+' });
  await expect(stat).toHaveText('100K+');

  await page.goto('/about');
  await hydrated(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('region', { name: 'רישוי וחברות ביטוח' })).toContainText('100K+');
  await expect(main).toContainText('יותר מ־100,000 לקוחות');
  await expect(main).not.toContainText('אלפי משפחות');
});

// the pages a visitor reads first, one test each
for (const path of ['/', '/about', '/contact', '/travel', '/terms', '/privacy', '/accessibility']) {
  test(`${path}: Hebrew abbreviations are written with gershayim`, async ({ page }) => {
    await page.goto(path);
    await hydrated(page);
    const text = (await page.locator('body').textContent()) ?? '';
    expect(text.match(/[\u05d0-\u05ea]+"[\u05d0-\u05ea]+/g), path).toBeNull();
  });
}

test('/terms: the address of the privacy policy in the text is a link that goes there', async ({ page }) => {
  await page.goto('/terms');
  await hydrated(page);
  const link = page.getByRole('main').getByRole('link', { name: '/privacy', exact: true });
  await expect(link).toHaveAttribute('href', '/privacy');
  await link.click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('מדיניות פרטיות');
});
