import { builtChunks, expect, hydrated, registerUser, signInAsAdmin, test } from './fixtures';

const SHOTS = process.env.SHOTS_DIR ?? 'test-results/guards';

test('the admin area shows loading in the server HTML, then 403 for visitors', async ({ page, request }) => {
  const html = await (await request.get('/admin/members')).text();
  expect(html).toContain('טוען...');
  expect(html).not.toContain('ניהול חברים</h1>');
  await page.goto('/admin/members');
  await hydrated(page);
  await expect(page.getByText('403')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'אין גישה' })).toBeVisible();
  await expect(page.getByText('אין לכם הרשאה לצפות בדף זה.')).toBeVisible();
  await expect(page.getByText('רק משתמשים מורשים יכולים לגשת לאזור זה')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'חזרה לדף הבית' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a signed-in user who is not an admin gets 403', async ({ page }) => {
  await registerUser(page.request);
  await page.goto('/admin');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'אין גישה' })).toBeVisible();
});

test('an admin sees the admin layout with its breadcrumb', async ({ page }) => {
  await signInAsAdmin(page.context());
  await page.goto('/admin/applications');
  await hydrated(page);
  const crumbs = page.getByRole('navigation', { name: 'נתיב ניהול' });
  await expect(crumbs.getByRole('link', { name: 'ניהול' })).toHaveAttribute('href', '/admin');
  await expect(crumbs).toContainText('בקשות לביטוח נסיעות');
  await expect(page.getByRole('heading', { level: 1, name: 'בקשות לביטוח נסיעות' })).toBeVisible();
  await page.getByRole('navigation', { name: 'אזורי ניהול' }).getByRole('link', { name: 'חברים' }).click();
  await expect(page).toHaveURL(/\/admin\/members$/);
  await expect(crumbs).toContainText('ניהול חברים');
  await expect(page).toHaveTitle(/ניהול חברים/);
});

test('the dashboard asks a visitor to sign in and opens the dialog', async ({ page }) => {
  await page.goto('/dashboard');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'האזור האישי' })).toBeVisible();
  // the site speaks to its visitors in the plural
  await expect(page.getByText('כדי לצפות בפרופיל, בפוליסות ובמסמכים שלכם יש להתחבר לחשבון.')).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'התחברות' }).click();
  await expect(page.getByRole('dialog', { name: 'כניסה לחשבון' })).toBeVisible();
});

test('the dashboard opens for a signed-in user', async ({ page }) => {
  await registerUser(page.request);
  await page.goto('/dashboard');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'האזור האישי' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: 'התחברות' })).toHaveCount(0);
});

test('at 375 px a link on a slow network shows a top progress bar over the old page until the new one', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  // the page's code on a slow network: held until the test lets it through
  const { file } = builtChunks('src/pages/public/about.tsx');
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**${file}`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/contact');
  await hydrated(page);
  const bar = page.getByRole('progressbar', { name: 'טוען את הדף' });
  await expect(bar).toHaveCount(0);
  await page.locator('footer').getByRole('link', { name: 'אודות' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect.soft(bar).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/navigation-progress-375.png` });
  await expect(bar).toBeVisible();
  const box = await bar.boundingBox();
  expect(box?.y).toBe(0);
  expect(box?.width).toBe(375);
  // its running segment is drawn across the bar's height
  expect(await bar.evaluate((element) => getComputedStyle(element, '::after').height)).toBe('3px');
  // the old page stays meanwhile
  await expect(page.locator('h1#contact-title')).toBeVisible();
  release();
  await expect(page.locator('h1#about-title')).toBeVisible();
  await expect(bar).toHaveCount(0);
});

for (const [width, area, path] of [
  [1280, 'account', '/dashboard'],
  [375, 'account', '/dashboard'],
  [1280, 'admin', '/admin'],
  [375, 'admin', '/admin'],
] as const) {
  test(`at ${width} px the ${area} area shows skeletons shaped like the page, not a bare 'טוען...'`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    // the page the server sent is no navigation: no progress bar while it and its area load
    await page.addInitScript(() => {
      const seen = { bar: false };
      Object.assign(window, { seen });
      new MutationObserver(() => {
        seen.bar ||= document.querySelector('[role=progressbar]') !== null;
      }).observe(document, { childList: true, subtree: true });
    });
    if (area === 'admin') await signInAsAdmin(page.context());
    else await registerUser(page.request);
    // the account check on a slow network
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/trpc/auth.session*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(path);
    await hydrated(page);
    const main = page.getByRole('main');
    const loading = main.getByRole('status');
    await expect(loading).toHaveText('טוען...');
    await page.screenshot({ path: `${SHOTS}/${area}-skeleton-${width}.png` });
    // said to screen readers only: on screen, grey shapes where the heading and the rows will be
    await expect(main.getByText('טוען...')).not.toBeInViewport();
    expect(await main.locator('.chakra-skeleton').count()).toBeGreaterThanOrEqual(5);
    release();
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(main.locator('.chakra-skeleton')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { seen: { bar: boolean } }).seen.bar)).toBe(false);
  });
}
