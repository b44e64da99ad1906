/**
 * Two-factor sign-in with an authenticator app: a new admin is led to set one up before any admin
 * page, the login asks for a code (or a recovery code), wrong codes lock the account, customers turn it
 * on and off in the profile, and a session opened by the password alone ends once a factor is set up.
 * Codes are computed from the secret the screens show (tests/second-factor.ts).
 */
import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { codeOfStep, setUpAuthenticator, stepAt } from '../tests/second-factor';
import { claimCode, sendOf } from './admin-session';
import {
  expect,
  expectNoAxeViolations,
  hydrated,
  registerUser,
  signIn,
  signInAsAdmin,
  test,
  toast,
} from './fixtures';
import { person, submit, travelRequest, uniqueSurname } from './travel-requests';
import { virtualAuthenticator } from './virtual-authenticator';

// screenshots of the new screens when asked for (SECOND_FACTOR_SHOTS=/tmp/some-folder)
const SHOTS = process.env.SECOND_FACTOR_SHOTS;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });
const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1280, height: 900 };

/** Both widths of the screen as it is now (a dialog: the screen only, not the page behind it). */
async function shots(page: Page, name: string, fullPage = true) {
  if (!SHOTS) return;
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: `${SHOTS}/${name}-375.png`, fullPage });
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: `${SHOTS}/${name}-1280.png`, fullPage });
}

/** A new account made an admin by the e2e administrator (in a browser of its own): no factor yet. */
async function newAdmin(browser: Browser, request: APIRequestContext) {
  const user = await registerUser(request);
  await request.post('/api/auth/logout');
  const context = await browser.newContext();
  await signInAsAdmin(context);
  const found = await context.request.get(`/api/admin/users?q=${user.username}`);
  const [row] = (await found.json()) as { id: number }[];
  const promoted = await context.request.put(`/api/admin/users/${row?.id}/role`, { data: { role: 'admin' } });
  expect(promoted.status(), await promoted.text()).toBe(200);
  await context.close();
  return user;
}

/** The header's login dialog, filled with `user`'s password and sent. */
async function passwordInDialog(page: Page, user: { username: string; password: string }) {
  await page.goto('/');
  await hydrated(page);
  await page.locator('header').getByRole('button', { name: 'התחברות' }).click();
  const dialog = page.getByRole('dialog', { name: 'כניסה לחשבון' });
  await dialog.getByLabel('שם משתמש').fill(user.username);
  await dialog.getByLabel('סיסמה').fill(user.password);
  await dialog.locator('form').getByRole('button', { name: 'כניסה' }).click();
  return page.getByRole('dialog', { name: 'אימות דו־שלבי' });
}

const codeField = (scope: Page | Locator) => scope.getByLabel('קוד מאפליקציית האימות');
/** The key the setup shows for typing by hand (once the server has answered it), without its spaces. */
async function shownSecret(page: Page) {
  const key = page.getByLabel('מפתח להקלדה ידנית');
  await expect(key).toHaveText(/^[A-Z2-7 ]{32,}$/);
  return ((await key.textContent()) ?? '').replaceAll(' ', '');
}

test('a new admin may set up a passkey instead, and the admin area opens', async ({
  page,
  browser,
  request,
}) => {
  const user = await newAdmin(browser, request);
  const authenticator = await virtualAuthenticator(page);
  await signIn(page.request, user);
  await page.goto('/admin');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'הגדרת אימות דו־שלבי' })).toBeVisible();
  await page.getByRole('button', { name: 'הוספת מפתח גישה' }).click();
  await expect(page.getByRole('navigation', { name: 'אזורי ניהול' })).toBeVisible();
  expect(await authenticator.credentials()).toHaveLength(1);
  // the passkey is the admin's second factor: admin paths answer
  expect((await page.request.get('/api/admin/stats')).status()).toBe(200);
});

test('a new admin sets up an authenticator before any admin page, keyboard only', async ({
  page,
  browser,
  request,
}) => {
  const user = await newAdmin(browser, request);
  await signIn(page.request, user);
  await page.goto('/admin');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'הגדרת אימות דו־שלבי' })).toBeVisible();
  await expect(page.getByRole('img', { name: /קוד QR/ })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'אזורי ניהול' })).toHaveCount(0);
  const secret = await shownSecret(page);
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectNoAxeViolations(page);
  await shots(page, 'admin-setup');

  // keyboard only: Tab to the code field, type, Enter
  const field = codeField(page);
  await expect(field).toHaveAttribute('inputmode', 'numeric');
  await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(field).toHaveAttribute('dir', 'ltr');
  while (!(await field.evaluate((el) => el === document.activeElement))) await page.keyboard.press('Tab');
  await page.keyboard.type(await codeOfStep(secret, stepAt(Date.now())));
  await page.keyboard.press('Enter');
  const codes = page.getByRole('list', { name: 'קודי גיבוי' });
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  await expect(codes.getByRole('listitem').first()).toHaveText(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
  await expect(page.getByRole('button', { name: 'העתקת הקודים' })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'הורדה כקובץ' }).click();
  expect((await download).suggestedFilename()).toBe(`recovery-codes-${user.username}.txt`);
  await expectNoAxeViolations(page);
  await shots(page, 'recovery-codes');

  await page.getByRole('button', { name: /שמרתי את הקודים/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'לוח בקרה' })).toBeVisible();
});

test('sign-in with a code, then with a recovery code', async ({ page, browser, request }) => {
  const user = await registerUser(request);
  const factor = await setUpAuthenticator(sendOf(request));
  await request.post('/api/auth/logout');

  const step = await passwordInDialog(page, user);
  await expect(step).toBeVisible();
  const field = codeField(step);
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('inputmode', 'numeric');
  await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
  await expectNoAxeViolations(page);
  await shots(page, 'login-code-step', false);
  await field.fill(await claimCode(factor.secret, user.username));
  await field.press('Enter');
  await expect(toast(page)).toContainText('התחברות בוצעה בהצלחה');
  await expect(page.locator('header').getByRole('link', { name: `שלום, ${user.username}` })).toBeVisible();

  const other = await browser.newPage();
  const again = await passwordInDialog(other, user);
  await again.getByRole('button', { name: /שימוש בקוד גיבוי/ }).click();
  const recovery = again.getByLabel('קוד גיבוי');
  await expect(recovery).toBeFocused();
  await recovery.fill(factor.recoveryCodes[0] ?? '');
  await recovery.press('Enter');
  await expect(other.locator('header').getByRole('link', { name: `שלום, ${user.username}` })).toBeVisible();
  await other.close();
});

test('wrong codes count with wrong passwords: the account locks', async ({ page, request, console }) => {
  console.allow(/status of 401/);
  console.allow(/status of 429/);
  const user = await registerUser(request);
  await setUpAuthenticator(sendOf(request));
  await request.post('/api/auth/logout');
  const step = await passwordInDialog(page, user);
  const field = codeField(step);
  for (let i = 0; i < 5; i++) {
    await field.fill(`00000${i}`);
    await field.press('Enter');
    await expect(step.getByRole('alert')).toContainText('הקוד לא התקבל');
  }
  await field.fill('123456');
  await field.press('Enter');
  await expect(step.getByRole('alert')).toContainText('החשבון נעול זמנית');
});

test('a customer turns the authenticator on and off in the profile', async ({ page }) => {
  const user = await registerUser(page.request);
  await page.goto('/dashboard');
  await hydrated(page);
  const section = page.getByRole('region', { name: 'אימות דו־שלבי' });
  await expect(section.getByText('כבוי')).toBeVisible();
  await section.getByRole('button', { name: 'הפעלת אימות דו־שלבי' }).click();
  const secret = await shownSecret(page);
  await section.scrollIntoViewIfNeeded();
  await expectNoAxeViolations(page);
  await shots(page, 'profile-setup');
  if (SHOTS) await section.screenshot({ path: `${SHOTS}/profile-setup-section-1280.png` });
  // the step before now's: now's code is left for turning it off
  await codeField(section).fill(await codeOfStep(secret, stepAt(Date.now()) - 1));
  await codeField(section).press('Enter');
  await expect(section.getByRole('list', { name: 'קודי גיבוי' }).getByRole('listitem')).toHaveCount(10);
  await section.getByRole('button', { name: 'סיום' }).click();
  await expect(section.getByText('פעיל')).toBeVisible();
  await expect(section).toContainText('נותרו 10 קודי גיבוי');
  await section.scrollIntoViewIfNeeded();
  await expectNoAxeViolations(page);
  await shots(page, 'profile-on');
  await page.setViewportSize(PHONE);
  if (SHOTS) await section.screenshot({ path: `${SHOTS}/profile-on-section-375.png` });
  await page.setViewportSize(DESKTOP);

  await codeField(section).fill(await claimCode(secret, user.username));
  await section.getByRole('button', { name: 'כיבוי' }).click();
  await expect(toast(page)).toContainText('אימות דו־שלבי כובה');
  await expect(section.getByRole('button', { name: 'הפעלת אימות דו־שלבי' })).toBeVisible();
});

test('a session opened by the password alone ends once the factor is set up elsewhere', async ({
  page,
  browser,
  request,
}) => {
  const surname = uniqueSurname();
  await submit(page, travelRequest([person('נועה', surname)]));
  const user = await newAdmin(browser, request);
  // signed in by the password before the factor existed: this session never proved one
  await signIn(page.request, user);
  const elsewhere = await browser.newContext();
  await signIn(elsewhere.request, user);
  const factor = await setUpAuthenticator(sendOf(elsewhere.request));
  await elsewhere.close();

  // the old session is gone: the admin area is closed to it
  await page.goto(`/admin/applications?q=${encodeURIComponent(surname)}`);
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'אין גישה' })).toBeVisible();

  // signed in again, with the password and a code, the request's details open at once
  const step = await passwordInDialog(page, user);
  await codeField(step).fill(await claimCode(factor.secret, user.username));
  await codeField(step).press('Enter');
  await expect(page.locator('header').getByRole('link', { name: `שלום, ${user.username}` })).toBeVisible();
  await page.goto(`/admin/applications?q=${encodeURIComponent(surname)}`);
  await hydrated(page);
  await page.getByRole('button', { name: `פרטים: נועה ${surname}` }).click();
  const details = page.getByRole('dialog', { name: new RegExp(surname) });
  await expect(details.getByRole('heading', { name: 'הצהרת בריאות' })).toBeVisible();
});

test('on a phone the setup opens the authenticator app by a link, beside the QR code and the key', async ({
  page,
}) => {
  await registerUser(page.request);
  await page.setViewportSize(PHONE);
  await page.goto('/dashboard');
  await hydrated(page);
  const section = page.getByRole('region', { name: 'אימות דו־שלבי' });
  await section.getByRole('button', { name: 'הפעלת אימות דו־שלבי' }).click();
  const secret = await shownSecret(page);
  const open = section.getByRole('link', { name: 'פתיחה באפליקציית האימות' });
  await expect(open).toBeVisible();
  const href = (await open.getAttribute('href')) ?? '';
  expect(href).toMatch(/^otpauth:\/\/totp\//);
  expect(new URL(href).searchParams.get('secret')).toBe(secret);
  await expect(section.getByRole('img', { name: /קוד QR/ })).toBeVisible();
  await open.scrollIntoViewIfNeeded();
  const shotsDir = process.env.SHOTS_DIR;
  if (shotsDir) await page.screenshot({ path: `${shotsDir}/17-totp-link-375.png` });
  // a computer's screen shows the code to scan with the phone; the link is for the phone itself
  await page.setViewportSize(DESKTOP);
  await expect(open).toBeHidden();
  await section.getByRole('img', { name: /קוד QR/ }).scrollIntoViewIfNeeded();
  if (shotsDir) await page.screenshot({ path: `${shotsDir}/17-totp-link-1280.png` });
});
