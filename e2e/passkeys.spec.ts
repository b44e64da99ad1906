/**
 * Passkeys with Chromium's virtual authenticator (a platform key that keeps discoverable credentials and
 * verifies its user): adding one in the profile, signing in with it and no password, renaming and
 * removing it (a session that never proved the passkey proves it first); keyboard only, axe on the
 * profile and the login dialog, at 1280 and 375 px.
 */
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, hydrated, registerUser, test, toast, trpcMutation } from './fixtures';
import { virtualAuthenticator } from './virtual-authenticator';

const SHOTS = process.env.PASSKEY_SHOTS;
if (SHOTS) mkdirSync(SHOTS, { recursive: true });

/** Presses Tab until `target` has the focus, as a keyboard user gets there. */
async function tabTo(page: Page, target: Locator, max = 40) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

const section = (page: Page) =>
  page.locator('section', { has: page.getByRole('heading', { name: 'מפתחות גישה' }) });

async function openProfile(page: Page) {
  await page.goto('/dashboard');
  await hydrated(page);
  await expect(section(page).getByRole('button', { name: 'הוספת מפתח גישה' })).toBeVisible();
}

/** Signs out through the header, as a person does. */
async function signOut(page: Page) {
  await page.locator('header').getByRole('button', { name: 'התנתקות' }).click();
  await expect(toast(page)).toContainText('התנתקת בהצלחה');
}

/** Opens the login dialog from the personal area's sign-in prompt (there at every width). */
async function openLoginDialog(page: Page) {
  await page.goto('/dashboard');
  await hydrated(page);
  await page.getByRole('main').getByRole('button', { name: 'התחברות' }).click();
  return page.getByRole('dialog', { name: 'כניסה לחשבון' });
}

/** A browser whose autofill offers no passkeys (no conditional UI): only the button signs in with one. */
const withoutAutofill = (page: Page) =>
  page.addInitScript(() => {
    Object.defineProperty(PublicKeyCredential, 'isConditionalMediationAvailable', {
      value: async () => false,
    });
  });

/** Adds a passkey in the profile with the mouse, keeping the browser's name for it. */
async function addPasskey(page: Page) {
  await openProfile(page);
  await section(page).getByRole('button', { name: 'הוספת מפתח גישה' }).click();
  await section(page).getByRole('button', { name: 'שמירה' }).click();
  await expect(section(page).getByRole('listitem')).toHaveCount(1);
}

test('add a passkey in the profile, sign in with its button and no password, rename and remove it', async ({
  page,
}) => {
  // three ceremonies and four pages by keyboard: a loaded machine takes most of a minute
  test.slow();
  await withoutAutofill(page);
  const authenticator = await virtualAuthenticator(page);
  const user = await registerUser(page.request);
  await openProfile(page);
  const mine = section(page);
  await expect(mine.getByText('עדיין לא הוספתם מפתח גישה לחשבון.')).toBeVisible();

  // add, by keyboard: the browser's ceremony, then the name field with the browser's name chosen
  await tabTo(page, mine.getByRole('button', { name: 'הוספת מפתח גישה' }));
  await page.keyboard.press('Enter');
  const nameField = mine.getByLabel('שם מפתח הגישה');
  await expect(nameField).toBeFocused();
  await expect(nameField).toHaveValue(/^Chrome ב־/);
  await page.keyboard.type('המחשב הנייד');
  await page.keyboard.press('Enter');
  await expect(toast(page)).toContainText('השם נשמר');
  const items = mine.getByRole('list', { name: 'מפתחות גישה' }).getByRole('listitem');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText('המחשב הנייד');
  await expect(items.first()).toContainText('טרם נעשה בו שימוש');
  const [credential] = await authenticator.credentials();
  expect(credential?.isResidentCredential).toBe(true);

  // signed out, the login dialog's button signs in with the passkey alone
  await signOut(page);
  const dialog = await openLoginDialog(page);
  await tabTo(page, dialog.getByRole('button', { name: 'כניסה עם מפתח גישה' }));
  await page.keyboard.press('Enter');
  await expect(toast(page)).toContainText('התחברות בוצעה בהצלחה');
  await expect(dialog).toBeHidden();
  const me = await page.request.get('/api/auth/me');
  expect(await me.json()).toEqual({ username: user.username, role: 'user' });

  // rename and remove, by keyboard
  await openProfile(page);
  await expect(items.first()).toContainText('שימוש אחרון');
  await tabTo(page, mine.getByRole('button', { name: 'שינוי שם: המחשב הנייד' }));
  await page.keyboard.press('Enter');
  await expect(nameField).toBeFocused();
  await page.keyboard.type('המחשב בעבודה');
  await page.keyboard.press('Enter');
  await expect(items.first()).toContainText('המחשב בעבודה');
  await tabTo(page, mine.getByRole('button', { name: 'הסרה: המחשב בעבודה' }));
  await page.keyboard.press('Enter');
  const confirm = mine.getByRole('group', { name: /להסיר את „המחשב בעבודה”/ });
  await expect(confirm.getByRole('button', { name: 'הסרה' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toast(page)).toContainText('מפתח הגישה הוסר');
  await expect(mine.getByText('עדיין לא הוספתם מפתח גישה לחשבון.')).toBeVisible();
});

test('the user name’s autofill offers the passkey: choosing it signs in', async ({ page }) => {
  await virtualAuthenticator(page);
  const user = await registerUser(page.request);
  await addPasskey(page);
  await signOut(page);
  const dialog = await openLoginDialog(page);
  await expect(dialog.getByLabel('שם משתמש')).toHaveAttribute('autocomplete', 'username webauthn');
  // the virtual authenticator answers the autofill's request as a person choosing the passkey there
  await expect(toast(page)).toContainText('התחברות בוצעה בהצלחה');
  await expect(dialog).toBeHidden();
  await expect(page.locator('header').getByRole('link', { name: `שלום, ${user.username}` })).toBeVisible();
});

/** Counts the page's conditional (autofill) passkey requests and their cancellations. */
async function countAutofillRequests(page: Page) {
  await page.addInitScript(() => {
    const counts = { started: 0, cancelled: 0 };
    Object.assign(window, { passkeyRequests: counts });
    const get = navigator.credentials.get.bind(navigator.credentials);
    navigator.credentials.get = (options?: CredentialRequestOptions) => {
      if (options?.mediation === 'conditional') {
        counts.started += 1;
        options.signal?.addEventListener('abort', () => {
          counts.cancelled += 1;
        });
      }
      return get(options);
    };
  });
  return () => page.evaluate(() => (window as unknown as { passkeyRequests: object }).passkeyRequests);
}

test('the autofill’s request is cancelled when the dialog closes and when the password signs in', async ({
  page,
}) => {
  const counts = await countAutofillRequests(page);
  const user = await registerUser(page.request);
  await trpcMutation(page.request, 'auth.logout', undefined);

  const dialog = await openLoginDialog(page);
  await expect.poll(counts).toEqual({ started: 1, cancelled: 0 });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect.poll(counts).toEqual({ started: 1, cancelled: 1 });

  await page.getByRole('main').getByRole('button', { name: 'התחברות' }).click();
  await expect.poll(counts).toEqual({ started: 2, cancelled: 1 });
  await dialog.getByLabel('שם משתמש').fill(user.username);
  await dialog.getByLabel('סיסמה').fill(user.password);
  await dialog.locator('form').getByRole('button', { name: 'כניסה', exact: true }).click();
  await expect(toast(page)).toContainText('התחברות בוצעה בהצלחה');
  await expect.poll(counts).toEqual({ started: 2, cancelled: 2 });
});

test('the autofill’s request is renewed before its two-minute challenge runs out', async ({ page }) => {
  const counts = await countAutofillRequests(page);
  await page.clock.install();
  await openLoginDialog(page);
  await expect.poll(counts).toEqual({ started: 1, cancelled: 0 });
  await page.clock.fastForward('01:51');
  await expect.poll(counts).toEqual({ started: 2, cancelled: 1 });
});

test('another account’s passkey is not found, on both doors', async ({ page }) => {
  await virtualAuthenticator(page);
  await registerUser(page.request);
  await addPasskey(page);
  const [theirs] = await (await page.request.get('/api/user/passkeys')).json();
  expect(theirs.id).toMatch(/^[\w-]+$/);

  await signOut(page);
  await registerUser(page.request);
  const rename = await page.request.put(`/api/user/passkeys/${theirs.id}`, { data: { name: 'שלי' } });
  expect(rename.status()).toBe(404);
  expect((await page.request.delete(`/api/user/passkeys/${theirs.id}`)).status()).toBe(404);
  const viaTrpc = await trpcMutation(page.request, 'account.passkeys.remove', { id: theirs.id });
  expect(viaTrpc.status()).toBe(404);
  await openProfile(page);
  await expect(section(page).getByText('עדיין לא הוספתם מפתח גישה לחשבון.')).toBeVisible();
});

for (const width of [1280, 375]) {
  test(`axe finds nothing on the passkeys section and the login dialog at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await withoutAutofill(page);
    await virtualAuthenticator(page);
    await registerUser(page.request);
    await addPasskey(page);
    await expect(toast(page)).toBeHidden({ timeout: 15_000 });
    await expectNoAxeViolations(page);
    if (SHOTS) await section(page).screenshot({ path: `${SHOTS}/profile-passkeys-${width}.png` });
    await section(page)
      .getByRole('button', { name: /^שינוי שם/ })
      .click();
    await expectNoAxeViolations(page);
    if (SHOTS) await section(page).screenshot({ path: `${SHOTS}/profile-passkeys-rename-${width}.png` });

    await trpcMutation(page.request, 'auth.logout', undefined);
    const dialog = await openLoginDialog(page);
    await expect(dialog.getByRole('button', { name: 'כניסה עם מפתח גישה' })).toBeVisible();
    await expectNoAxeViolations(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/login-dialog-${width}.png` });
  });
}
