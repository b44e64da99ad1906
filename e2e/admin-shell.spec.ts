/**
 * The admin area: its own shell (side menu, breadcrumb, the drawer at 375 px), the
 * dashboard (stat cards, what waits, the 30-day chart and its table), the staff sign-in page with
 * ?next=, the notice when the session has ended, nothing cut off at 375 px, and axe at both widths.
 * Screenshots of the dashboard, an inbox page and the drawer go to test-results/admin-shell/.
 */
import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { validContact, validTravelRequest } from '../tests/payloads';
import { adminSecret, claimCode, freshAdminSession } from './admin-session';
import {
  ADMIN,
  expect,
  expectEscapeCloses,
  expectNoAxeViolations,
  hydrated,
  logInAsAdmin,
  registerUser,
  signInAsAdmin,
  test,
} from './fixtures';

const SHOTS = 'test-results/admin-shell';
const CHART_SHOTS = process.env.SHOTS_DIR ?? SHOTS;
const PHONE = { width: 375, height: 800 };

/** A Hebrew name no other test uses. */
const uniqueName = () => [...randomBytes(5)].map((b) => 'אבגדהוזחטיכלמנסעפצקרשת'[b % 22]).join('');

async function submitTravelRequest(request: APIRequestContext, firstName: string) {
  const body = validTravelRequest();
  const [first] = body.travelers;
  if (first) first.firstName = firstName;
  const res = await request.post('/api/travel/submit', { data: body });
  expect(res.status(), await res.text()).toBe(201);
}

async function sendContactMessage(request: APIRequestContext, firstName: string) {
  const res = await request.post('/api/contact', { data: { ...validContact, firstName } });
  expect(res.status(), await res.text()).toBe(201);
}

const cards = (page: Page) => page.getByRole('list', { name: 'נתוני האתר' });
const menu = (page: Page) => page.getByRole('navigation', { name: 'אזורי ניהול' });

async function openDashboard(page: Page) {
  await page.goto('/admin');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'לוח בקרה' })).toBeVisible();
}

test('the dashboard: the stat cards with the server figures, each leading to its section', async ({
  page,
}) => {
  await logInAsAdmin(page);
  // read before the page asks: other tests may add a request meanwhile, so the page shows at least these
  const stats = await (await page.request.get('/api/admin/stats')).json();
  await openDashboard(page);
  for (const [key, label] of [
    ['posts', 'פוסטים בבלוג'],
    ['members', 'חברים'],
    ['applications', 'בקשות לביטוח נסיעות'],
  ] as const) {
    const card = cards(page).getByRole('link', { name: new RegExp(label) });
    await expect(card.locator(`[data-stat="${key}"]`)).not.toHaveText('—');
    const shown = Number(
      ((await card.locator(`[data-stat="${key}"]`).textContent()) ?? '').replace(/\D/g, ''),
    );
    expect(shown).toBeGreaterThanOrEqual(stats[key]);
  }
  // the page structure: no public footer or newsletter, the breadcrumb, the side menu on the right
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: /דוא״ל|אימייל/ })).toHaveCount(0);
  const crumbs = page.getByRole('navigation', { name: 'נתיב ניהול' });
  await expect(crumbs.getByRole('link', { name: 'ניהול' })).toHaveAttribute('href', '/admin');
  await expect(crumbs.locator('[aria-current=page]')).toHaveText('לוח בקרה');
  const side = await menu(page).boundingBox();
  expect(side && side.x > 640).toBe(true);
  await expect(page.locator('header')).toContainText(ADMIN.username);

  await cards(page)
    .getByRole('link', { name: /פוסטים בבלוג/ })
    .click();
  await expect(page).toHaveURL(/\/admin\/blog$/);
  await page.goBack();
  await cards(page)
    .getByRole('link', { name: /^חברים/ })
    .click();
  await expect(page).toHaveURL(/\/admin\/members$/);
  await page.goBack();
  await cards(page)
    .getByRole('link', { name: /^בקשות לביטוח נסיעות/ })
    .click();
  await expect(page).toHaveURL(/\/admin\/applications$/);
});

test('the dashboard: new travel requests and contact messages waiting, newest first', async ({ page }) => {
  const traveler = uniqueName();
  const writer = uniqueName();
  await submitTravelRequest(page.request, traveler);
  await sendContactMessage(page.request, writer);
  await logInAsAdmin(page);
  await openDashboard(page);

  const requests = page.getByRole('region', { name: /בקשות שממתינות לטיפול/ });
  await expect(requests.getByRole('listitem').first()).toContainText(`${traveler} כהן`);
  await expect(requests.getByRole('listitem').first()).toContainText('ארצות הברית, ספרד');
  expect(await requests.getByRole('listitem').count()).toBeLessThanOrEqual(5);
  const messages = page.getByRole('region', { name: /פניות שלא טופלו/ });
  await expect(messages.getByRole('listitem').first()).toContainText(`${writer} כהן`);

  await messages.getByRole('link', { name: 'לכל הפניות' }).click();
  await expect(page).toHaveURL(/\/admin\/contact-messages$/);
  await page.goBack();
  await page.getByRole('link', { name: 'לכל הבקשות הממתינות' }).click();
  await expect(page).toHaveURL(/\/admin\/applications\?status=pending$/);
});

test('the dashboard: the 30-day chart, its table alternative, and views counted on the server', async ({
  page,
}) => {
  await logInAsAdmin(page);
  const before = (await (await page.request.get('/api/admin/stats')).json()).views;
  // a person opens a page, reloads it, then opens another inside the app: three views (the admin area
  // itself is not counted)
  await page.goto('/about');
  await page.reload();
  await hydrated(page);
  await page.locator('header').getByRole('link', { name: 'צרו קשר' }).first().click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect
    .poll(async () => (await (await page.request.get('/api/admin/stats')).json()).views)
    .toBeGreaterThanOrEqual(before + 3);

  await openDashboard(page);
  const traffic = page.getByRole('region', { name: '30 הימים האחרונים' });
  for (const name of ['צפיות בדפים', 'בקשות לביטוח נסיעות']) {
    await expect(
      traffic
        .getByRole('figure', { name: new RegExp(name) })
        .locator('canvas')
        .first(),
    ).toBeVisible();
  }
  await expect(traffic).toContainText('בשעון ישראל');
  const toggle = traffic.getByRole('button', { name: 'הצגה כטבלה' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(traffic.getByRole('table')).toBeHidden();
  await toggle.click();
  await expect(traffic.getByRole('button', { name: 'הסתרת הטבלה' })).toHaveAttribute('aria-expanded', 'true');
  const table = traffic.getByRole('table', { name: /צפיות ובקשות לפי יום/ });
  await expect(table.getByRole('row')).toHaveCount(31);
  // today first: at least the two views above
  const today = table.getByRole('row').nth(1);
  const views = Number(((await today.getByRole('cell').nth(1).textContent()) ?? '').replace(/\D/g, ''));
  expect(views).toBeGreaterThanOrEqual(2);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/dashboard-1280.png`, fullPage: true });
});

test('the side menu by keyboard: the current section is marked, sub-pages included', async ({ page }) => {
  await logInAsAdmin(page);
  await openDashboard(page);
  const nav = menu(page);
  await expect(nav.getByRole('link')).toHaveText([
    'לוח בקרה',
    'בלוג',
    'בקשות לביטוח נסיעות',
    'בדיקות תיק ביטוחי',
    'לקוחות',
    'חידושים',
    'תביעות',
    'חברים',
    'פניות',
    'מנויי ניוזלטר',
    'יומן פעולות',
  ]);
  await expect(nav.getByRole('link', { name: 'לוח בקרה' })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('link', { name: 'לוח בקרה' }).focus();
  for (let i = 0; i < 8; i++) await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'פניות' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/contact-messages$/);
  await expect(nav.getByRole('link', { name: 'פניות' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'לוח בקרה' })).not.toHaveAttribute('aria-current', 'page');

  await page.goto('/admin/blog/new');
  await hydrated(page);
  await expect(menu(page).getByRole('link', { name: 'בלוג' })).toHaveAttribute('aria-current', 'page');
  const crumbs = page.getByRole('navigation', { name: 'נתיב ניהול' });
  await expect(crumbs.getByRole('link')).toHaveText(['ניהול', 'בלוג']);
});

test('375 px: the menu is a drawer (focus kept inside, Escape closes, focus returns)', async ({ page }) => {
  await logInAsAdmin(page);
  await page.setViewportSize(PHONE);
  await openDashboard(page);
  await expect(menu(page)).toBeHidden();
  const opener = page.getByRole('button', { name: 'תפריט ניהול' });
  await expect(opener).toHaveAttribute('aria-expanded', 'false');
  await opener.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'תפריט ניהול' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'לוח בקרה' })).toHaveAttribute('aria-current', 'page');
  // Tab around more times than there are links: focus never leaves the drawer
  for (let i = 0; i < 14; i++) {
    await page.keyboard.press('Tab');
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.screenshot({ path: `${SHOTS}/drawer-375.png` });
  await expectNoAxeViolations(page);
  await expectEscapeCloses(page, drawer, opener);

  await opener.click();
  await drawer.getByRole('link', { name: 'פניות' }).click();
  await expect(page).toHaveURL(/\/admin\/contact-messages$/);
  await expect(drawer).toBeHidden();
});

for (const path of ['/admin', '/admin/applications', '/admin/contact-messages', '/admin/newsletter']) {
  test(`375 px: ${path} does not scroll sideways, axe finds nothing`, async ({ page }) => {
    if (path === '/admin/applications') await submitTravelRequest(page.request, uniqueName());
    if (path === '/admin/contact-messages') await sendContactMessage(page.request, uniqueName());
    await signInAsAdmin(page.context());
    await page.setViewportSize(PHONE);
    await page.goto(path);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('טוען...')).toHaveCount(0);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
    if (path === '/admin') await page.screenshot({ path: `${SHOTS}/dashboard-375.png`, fullPage: true });
  });
}

test('375 px: the inbox is cards, each with its action inside the screen', async ({ page }) => {
  await sendContactMessage(page.request, uniqueName());
  await signInAsAdmin(page.context());
  await page.setViewportSize(PHONE);
  await page.goto('/admin/contact-messages');
  await hydrated(page);
  await expect(page.getByRole('main').getByRole('table')).toBeHidden();
  await expect(page.getByRole('button', { name: 'סימון כטופל' }).first()).toBeInViewport();
  await page.screenshot({ path: `${SHOTS}/contact-messages-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/contact-messages-1280.png`, fullPage: true });
});

test('a signed-out visitor: 403 with the staff sign-in, which leads back to the page asked for', async ({
  page,
}) => {
  await page.goto('/admin/applications?status=pending');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'אין גישה' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/forbidden-1280.png` });
  const login = page.getByRole('link', { name: 'כניסת צוות' });
  await expect(login).toHaveAttribute('href', '/admin/login?next=%2Fadmin%2Fapplications%3Fstatus%3Dpending');
  await login.click();
  await expect(page).toHaveURL(/\/admin\/login\?next=/);
  await expect(page.getByRole('heading', { level: 1, name: 'כניסת צוות' })).toBeVisible();
  await expect(page.locator('meta[name=robots]')).toHaveAttribute('content', /noindex/);
  await expect(page.getByLabel('שם משתמש')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: `${SHOTS}/admin-login-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByLabel('שם משתמש').fill(ADMIN.username);
  await page.getByLabel('סיסמה').fill(ADMIN.password);
  await page.getByLabel('סיסמה').press('Enter');
  // the administrator has an authenticator: its code comes next, on the same page
  await expect(page.getByRole('heading', { level: 1, name: 'אימות דו־שלבי' })).toBeVisible();
  await page.getByLabel('קוד מאפליקציית האימות').fill(await claimCode(adminSecret()));
  await page.getByLabel('קוד מאפליקציית האימות').press('Enter');
  await expect(page).toHaveURL(/\/admin\/applications\?status=pending$/);
  await expect(page.getByRole('heading', { level: 1, name: 'בקשות לביטוח נסיעות' })).toBeVisible();

  // signed in as staff already: /admin/login goes straight in; a foreign next is ignored
  await page.goto('/admin/login?next=//evil.example/admin');
  await expect(page).toHaveURL(/\/admin$/);
});

test('/admin/login answers 200 from the server; /login takes a customer home, never to a foreign site', async ({
  page,
  request,
}) => {
  for (const path of ['/admin/login', '/login']) {
    const res = await request.get(path);
    expect(res.status()).toBe(200);
    expect(await res.text()).toContain('noindex');
  }
  const user = await registerUser(page.context().request);
  await page.context().clearCookies();
  await page.goto('/login?next=https://evil.example/');
  await hydrated(page);
  await page.getByLabel('שם משתמש').fill(user.username);
  await page.getByLabel('סיסמה').fill(user.password);
  await page.getByRole('main').getByRole('button', { name: 'כניסה', exact: true }).click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
});

test('when the session has ended, the admin page says so and offers to sign in again', async ({
  page,
  console,
}) => {
  console.allow(/status of 401/);
  // a session of its own: this test ends it
  await freshAdminSession(page.context());
  await openDashboard(page);
  // the dashboard's own data first: a question still on its way when the session ends gets the 401 and
  // shows the notice at once (right, but not this test's path, which is the next click)
  await page.waitForLoadState('networkidle');
  // the session ends on the server (as after 30 idle minutes); this page does not know yet
  await page.request.post('/api/auth/logout');
  await menu(page).getByRole('link', { name: 'מנויי ניוזלטר' }).click();
  const notice = page.getByRole('alertdialog', { name: 'החיבור הסתיים' });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('link', { name: 'התחברות מחדש' })).toHaveAttribute(
    'href',
    '/admin/login?next=%2Fadmin%2Fnewsletter',
  );
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/session-ended-1280.png` });
});

for (const viewport of [{ width: 1280, height: 900 }, PHONE]) {
  test(`the dashboard at ${viewport.width} px: one measure per chart, each on its own scale and said in words`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signInAsAdmin(page.context());
    await openDashboard(page);
    const traffic = page.getByRole('region', { name: '30 הימים האחרונים' });
    await expect(traffic.locator('canvas').first()).toBeVisible();
    await traffic.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${CHART_SHOTS}/charts-${viewport.width}.png`, fullPage: true });
    const figures = traffic.getByRole('figure');
    await expect(figures).toHaveCount(2);
    for (const [index, name] of ['צפיות בדפים', 'בקשות לביטוח נסיעות'].entries()) {
      const figure = figures.nth(index);
      // the caption names the one measure and says its total in words
      await expect(figure).toHaveAccessibleName(new RegExp(`^${name}.*\\d+ ב־30 הימים`));
      await expect(figure.locator('canvas').first()).toBeVisible();
      // a day axis and one value axis: never two scales in one drawing
      await expect(figure.locator('.u-axis')).toHaveCount(2);
      const box = await figure.boundingBox();
      expect(box?.width).toBeGreaterThan(viewport.width < 500 ? 280 : 400);
      expect(box?.x).toBeGreaterThanOrEqual(0);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(viewport.width);
    }
    await expectNoAxeViolations(page);
  });
}
