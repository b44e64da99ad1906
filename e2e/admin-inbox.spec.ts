/**
 * The admin's inboxes: contact messages (mark handled and back) and newsletter subscribers (CSV).
 * The admin signs in through the login dialog, as a person would.
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { ADMIN, expect, expectNoAxeViolations, hydrated, logInAsAdmin, test, toast } from './fixtures';

const unique = () => randomBytes(4).toString('hex');

test('a contact message reaches the inbox; the admin marks it handled and back', async ({ page }) => {
  const email = `inbox_${unique()}@example.com`;
  // page.request shares the browser's client IP header (the fixtures' per-test rate-limit bucket)
  const sent = await page.request.post('/api/contact', {
    data: { firstName: 'נועה', lastName: 'ברק', phone: '0521234567', email, service: 'ביטוח בריאות' },
  });
  expect(sent.status(), await sent.text()).toBe(201);

  await logInAsAdmin(page);
  await page.goto('/admin/contact-messages');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'פניות מהאתר' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('נועה ברק');
  await expect(row).toContainText('ביטוח בריאות');
  await expect(row).toContainText('חדש');
  await expect(row.getByRole('link', { name: '052-1234567' })).toHaveAttribute('href', 'tel:0521234567');
  await expect(row.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
  // the newest message is the first row of the table body
  await expect(page.locator('tbody tr').first()).toContainText(email);
  await expectNoAxeViolations(page);

  await row.getByRole('button', { name: /^סימון כטופל/ }).click();
  await expect(toast(page)).toContainText('הפנייה סומנה כטופלה');
  await expect(row).toContainText('טופל');
  await expect(row).toContainText(`על ידי ${ADMIN.username}`);

  await row.getByRole('button', { name: /^החזרה לטיפול/ }).click();
  await expect(toast(page)).toContainText('הפנייה הוחזרה לטיפול');
  await expect(row).toContainText('חדש');
  await expect(row.getByRole('button', { name: /^סימון כטופל/ })).toBeVisible();
});

test('the subscribers page lists a new subscriber and exports them as CSV', async ({ page }) => {
  const email = `subscriber_${unique()}@example.com`;
  const subscribed = await page.request.post('/api/newsletter/subscribe', { data: { email } });
  expect(subscribed.status()).toBe(201);

  await logInAsAdmin(page);
  await page.goto('/admin/newsletter');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'מנויי הניוזלטר' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('פעיל');
  await expectNoAxeViolations(page);

  const link = page.getByRole('link', { name: 'ייצוא לקובץ CSV' });
  await expect(link).toHaveAttribute('href', '/api/admin/newsletter.csv');
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  expect(await readFile((await download.path()) ?? '', 'utf8')).toContain(email);

  const csv = await page.request.get('/api/admin/newsletter.csv');
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-type']).toContain('text/csv');
  expect(await csv.text()).toContain(email);
});

test('visitors cannot read the inboxes', async ({ page }) => {
  await page.goto('/admin/contact-messages');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'אין גישה' })).toBeVisible();
  const csv = await page.request.get('/api/admin/newsletter.csv');
  expect(csv.status()).toBe(401);
});

for (const [path, noun, email] of [
  ['/admin/contact-messages', 'רשימת הפניות', `narrow_${unique()}@example.com`],
  ['/admin/newsletter', 'רשימת המנויים', `narrow_${unique()}@example.com`],
] as const) {
  test(`at 375 px ${path} shows cards with their action on screen, nothing scrolls sideways`, async ({
    page,
  }) => {
    const sent = path.includes('contact')
      ? await page.request.post('/api/contact', {
          data: { firstName: 'שירה', lastName: 'טל', phone: '0527654321', email, service: 'ביטוח רכב' },
        })
      : await page.request.post('/api/newsletter/subscribe', { data: { email } });
    expect(sent.status()).toBe(201);
    await logInAsAdmin(page);
    const shots = process.env.E2E_SCREENSHOTS;
    const name = path.split('/').at(-1);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(path);
    await hydrated(page);
    await expect(page.getByRole('table')).toBeVisible();
    if (shots) await page.screenshot({ path: `${shots}/${name}-1280.png`, fullPage: true });

    await page.setViewportSize({ width: 375, height: 812 });
    await expect(page.getByRole('table')).toBeHidden();
    const card = page.getByRole('list', { name: noun }).getByRole('listitem').filter({ hasText: email });
    await expect(card).toBeVisible();
    if (path.includes('contact')) {
      const action = card.getByRole('button', { name: /^סימון כטופל/ });
      await expect(action).toBeInViewport();
      const box = await action.boundingBox();
      expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 375).toBe(true);
    } else {
      await expect(card).toContainText('פעיל');
      await expect(page.getByRole('link', { name: 'ייצוא לקובץ CSV' })).toBeInViewport();
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expect(page.getByTestId('scroll-hint')).toHaveCount(0);
    await expectNoAxeViolations(page);
    if (shots) await page.screenshot({ path: `${shots}/${name}-375.png`, fullPage: true });
  });
}

test('at 1280 px an inbox row keeps its e-mail on a line or two and its action on screen', async ({
  page,
}) => {
  const email = `a.rather.long.address_${unique()}@customer-company.co.il`;
  const sent = await page.request.post('/api/contact', {
    data: {
      firstName: 'אביטל',
      lastName: 'בן־דוד',
      phone: '0521234567',
      email,
      service: 'ביטוח בריאות',
      message: 'שלום, אשמח לשמוע על ביטוח בריאות למשפחה של חמש נפשות. '.repeat(6),
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await logInAsAdmin(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/contact-messages');
  await hydrated(page);
  const row = page.getByRole('row').filter({ hasText: email });
  const address = row.getByRole('link', { name: email });
  await expect(address).toBeVisible();
  // a line box per line of the address
  expect(await address.evaluate((el) => el.getClientRects().length)).toBeLessThanOrEqual(2);
  // the row's button in full, inside the table's visible part (not scrolled out of it)
  await expect(row.getByRole('button', { name: /^סימון כטופל/ })).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  const shots = process.env.SHOTS_DIR;
  if (shots) await page.screenshot({ path: `${shots}/12-inbox-1280.png` });
  if (shots) {
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(page.getByRole('table')).toBeHidden();
    await page.screenshot({ path: `${shots}/12-inbox-375.png` });
  }
});

test('a disabled pager button looks disabled: dimmed, with a not-allowed pointer', async ({ page }) => {
  const sent = await page.request.post('/api/contact', {
    data: {
      firstName: 'רון',
      lastName: 'שקד',
      phone: '0521234567',
      email: `pager_${unique()}@example.com`,
      service: 'ביטוח רכב',
    },
  });
  expect(sent.status()).toBe(201);
  await logInAsAdmin(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/contact-messages');
  await hydrated(page);
  const pager = page.getByRole('navigation', { name: 'עמודי הפניות' });
  // the first page: 'הקודם' leads nowhere; the current page's button is an enabled one
  const previous = pager.getByRole('button', { name: 'הקודם' });
  await expect(previous).toHaveAttribute('aria-disabled', 'true');
  const look = (button: typeof previous) =>
    button.evaluate((el) => {
      const style = getComputedStyle(el);
      return { opacity: style.opacity, cursor: style.cursor };
    });
  const enabled = await look(pager.getByRole('button', { name: 'עמוד 1' }));
  expect(enabled).toEqual({ opacity: '1', cursor: 'pointer' });
  expect(await look(previous)).toEqual({ opacity: '0.5', cursor: 'not-allowed' });
  const shots = process.env.SHOTS_DIR;
  if (shots) {
    await pager.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/18-pager-1280.png` });
    await page.setViewportSize({ width: 375, height: 812 });
    await pager.scrollIntoViewIfNeeded();
    expect(await look(previous)).toEqual({ opacity: '0.5', cursor: 'not-allowed' });
    await page.screenshot({ path: `${shots}/18-pager-375.png` });
  }
});
