import { ADMIN, expect, expectNoAxeViolations, hydrated, registerUser, signIn, test } from './fixtures';

const header = (page: import('@playwright/test').Page) => page.locator('header');

test.describe('header account area', () => {
  test('anonymous: a login button, no admin link', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await expect(header(page).getByRole('button', { name: 'התחברות' })).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'ניהול' })).toHaveCount(0);
  });

  test('signed-in user: greeting linking to the dashboard and logout, no admin link', async ({ page }) => {
    const user = await registerUser(page.request);
    await page.goto('/');
    await hydrated(page);
    const greeting = header(page).getByRole('link', { name: `שלום, ${user.username}` });
    await expect(greeting).toHaveAttribute('href', '/dashboard');
    await expect(header(page).getByRole('button', { name: 'התנתקות' })).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'ניהול' })).toHaveCount(0);
  });

  test('admin: the ניהול link leads to /admin', async ({ page }) => {
    await signIn(page.request, ADMIN);
    await page.goto('/');
    await hydrated(page);
    await header(page).getByRole('link', { name: 'ניהול' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('navigation', { name: 'נתיב ניהול' })).toBeVisible();
  });

  test('current-user failure shows a retry button that recovers', async ({ page, console }) => {
    console.allow(/status of 500/, /\/trpc\/auth\.session/);
    let failures = 0;
    await page.route('**/trpc/auth.session*', (route) => {
      failures += 1;
      return failures === 1 ? route.fulfill({ status: 500, body: 'boom' }) : route.continue();
    });
    await page.goto('/');
    await hydrated(page);
    const retry = header(page).getByRole('button', { name: 'נסה שוב' });
    await expect(retry).toBeVisible();
    await retry.click();
    await expect(header(page).getByRole('button', { name: 'התחברות' })).toBeVisible();
  });

  test('the session is refetched when the window regains focus', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await expect(header(page).getByRole('button', { name: 'התחברות' })).toBeVisible();
    await registerUser(page.request); // signed in elsewhere (same browser)
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(header(page).getByRole('link', { name: /^שלום, / })).toBeVisible();
  });
});

test.describe('product menus', () => {
  test('keyboard: open, move, close, and move along the bar', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const privateMenu = page.getByRole('button', { name: 'ביטוח פרטי' });
    const panel = page.locator('#nav-panel-private');
    await privateMenu.focus();
    await page.keyboard.press('ArrowDown');
    await expect(privateMenu).toHaveAttribute('aria-expanded', 'true');
    const links = panel.getByRole('link');
    await expect(links.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(links.last()).toBeFocused();
    await page.keyboard.press('ArrowDown'); // wraps
    await expect(links.first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(privateMenu).toBeFocused();
    // right-to-left: ArrowLeft goes to the next menu
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('button', { name: 'ביטוח עסקי' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#nav-panel-business')).toBeVisible();
    await page.keyboard.press('Enter'); // toggles closed
    await expect(page.locator('#nav-panel-business')).toBeHidden();
    // Tab through an open menu: leaving it closes it
    await page.keyboard.press('ArrowUp');
    await expect(page.locator('#nav-panel-business').getByRole('link').last()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.locator('#nav-panel-business')).toBeHidden();
  });

  test('a menu link navigates and closes the menu', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('button', { name: 'פנסיה וחיסכון' }).click();
    await page.locator('#nav-panel-investments').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/investments\//);
    await expect(page.locator('#nav-panel-investments')).toBeHidden();
    await expect(page.locator('h1')).toBeVisible();
  });

  test('pointer timings: open 200 ms, skip 300 ms, close 150 ms', async ({ page }) => {
    // time moves only when the test says so
    const now = Date.now();
    await page.clock.install({ time: now });
    await page.clock.pauseAt(now + 1000);
    await page.goto('/');
    await hydrated(page);
    const privateMenu = page.getByRole('button', { name: 'ביטוח פרטי' });
    const business = page.getByRole('button', { name: 'ביטוח עסקי' });
    await privateMenu.hover();
    await page.clock.runFor(150);
    await expect(privateMenu).toHaveAttribute('aria-expanded', 'false');
    await page.clock.runFor(100);
    await expect(privateMenu).toHaveAttribute('aria-expanded', 'true');
    // leave: still open after 100 ms, closed after 150 ms
    await page.mouse.move(5, 400);
    await page.clock.runFor(100);
    await expect(privateMenu).toHaveAttribute('aria-expanded', 'true');
    await page.clock.runFor(100);
    await expect(privateMenu).toHaveAttribute('aria-expanded', 'false');
    // within 300 ms of closing, another menu opens at once
    await business.hover();
    await expect(business).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.move(5, 400);
    await page.clock.runFor(600);
    await expect(business).toHaveAttribute('aria-expanded', 'false');
    // after the skip window the delay applies again
    await privateMenu.hover();
    await expect(privateMenu).toHaveAttribute('aria-expanded', 'false');
    await page.clock.runFor(250);
    await expect(privateMenu).toHaveAttribute('aria-expanded', 'true');
  });
});

test.describe('mobile drawer (375 px)', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('opens from the reading side with accordions and navigates', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await expect(page.getByRole('button', { name: 'ביטוח פרטי' })).toBeHidden();
    await page.getByRole('button', { name: 'פתיחת התפריט' }).click();
    const drawer = page.getByRole('dialog', { name: 'תפריט' });
    await expect(drawer).toBeVisible();
    // slides in from the right edge (the reading side in RTL)
    const rightEdge = async () => {
      const box = await drawer.boundingBox();
      return Math.round((box?.x ?? 0) + (box?.width ?? 0));
    };
    await expect.poll(rightEdge).toBe(375);
    await expect(drawer.getByRole('button', { name: 'התחברות' })).toBeVisible();
    await drawer.getByRole('button', { name: 'ביטוח עסקי' }).click();
    await expectNoAxeViolations(page);
    await drawer.getByRole('link', { name: /סייבר/ }).click();
    await expect(page).toHaveURL(/\/insurance\/cyber$/);
    await expect(drawer).toBeHidden();
  });
});
