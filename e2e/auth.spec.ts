import type { Locator, Page } from '@playwright/test';
import { BOTH_SCREENS, expect, hydrated, newUser, registerUser, test, toast, trpcMutation } from './fixtures';

const openDialog = async (page: Page) => {
  await page.locator('header').getByRole('button', { name: 'התחברות' }).click();
  await expect(page.getByRole('dialog', { name: 'כניסה לחשבון' })).toBeVisible();
  // the dialog's name follows its mode (login, registration, reset): find it by role only
  return page.getByRole('dialog');
};

/** Sends the login form of the open dialog with `user`'s name and password. */
async function submitLogin(dialog: Locator, user: { username: string; password: string }) {
  await dialog.getByLabel('שם משתמש').fill(user.username);
  await dialog.getByLabel('סיסמה').fill(user.password);
  await dialog.locator('form').getByRole('button', { name: 'כניסה' }).click();
}

test('register → greeting → logout', async ({ page }) => {
  const user = newUser();
  await page.goto('/');
  await hydrated(page);
  const dialog = await openDialog(page);
  await dialog.getByRole('button', { name: 'הרשמה' }).click();
  await expect(page.getByRole('dialog', { name: 'פתיחת חשבון' })).toBeVisible();
  await dialog.getByLabel('שם משתמש').fill(user.username);
  await dialog.getByLabel('סיסמה').fill(user.password);
  await dialog.getByLabel('דוא״ל').fill(user.email);
  await dialog.locator('form').getByRole('button', { name: 'הרשמה' }).click();
  await expect(toast(page)).toContainText('הרשמה בוצעה בהצלחה');
  await expect(dialog).toBeHidden();
  const greeting = page.locator('header').getByRole('link', { name: `שלום, ${user.username}` });
  await expect(greeting).toHaveAttribute('href', '/dashboard');
  // the success offers the personal area
  await toast(page).getByRole('button', { name: 'לאזור האישי' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'האזור האישי' })).toBeVisible();
  await page.locator('header').getByRole('button', { name: 'התנתקות' }).click();
  await expect(toast(page)).toContainText('התנתקת בהצלחה');
  await expect(page.locator('header').getByRole('button', { name: 'התחברות' })).toBeVisible();
  // the personal area now asks to sign in instead of showing the user's data
  await expect(page.getByRole('main').getByRole('button', { name: 'התחברות' })).toBeVisible();
});

test('a page that opens while the logout is on its way sends no call with the ended session', async ({
  page,
}) => {
  await registerUser(page.request);
  await page.goto('/');
  await hydrated(page);
  // the server ends the session at once; its answer reaches the page once the personal area has opened
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/trpc/auth.logout**', async (route) => {
    const response = await route.fetch();
    await held;
    await route.fulfill({ response });
  });
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 401) refused.push(response.url());
  });
  await page.locator('header').getByRole('button', { name: 'התנתקות' }).click();
  // meanwhile the personal area opens, and its views ask for the profile
  await page
    .locator('header')
    .getByRole('link', { name: /^שלום,/ })
    .click();
  // the personal area has rendered: its tabs, or (once the session is asked again) the sign-in prompt
  await expect(page).toHaveURL(/\/dashboard$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('tablist').or(main.getByRole('button', { name: 'התחברות' }))).toBeVisible();
  release();
  await expect(toast(page)).toContainText('התנתקת בהצלחה');
  await expect(page.getByRole('main').getByRole('button', { name: 'התחברות' })).toBeVisible();
  expect(refused).toEqual([]);
});

test('login with the right password greets the user and closes the dialog', async ({ page }) => {
  const user = await registerUser(page.request);
  await trpcMutation(page.request, 'auth.logout', undefined);
  await page.goto('/about');
  await hydrated(page);
  const dialog = await openDialog(page);
  await submitLogin(dialog, user);
  await expect(toast(page)).toContainText('התחברות בוצעה בהצלחה');
  await expect(dialog).toBeHidden();
  await expect(page.locator('header').getByRole('link', { name: `שלום, ${user.username}` })).toBeVisible();
});

test('wrong login: the reason inside the dialog, beside the button; one word, one place', async ({
  page,
  console,
}) => {
  console.allow(/status of 401/, /\/trpc\/auth\.login/);
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/');
  await hydrated(page);
  const dialog = await openDialog(page);
  // header button and tab say 'התחברות'; the title and the submit button say something else
  await expect(page.getByText('התחברות', { exact: true }).filter({ visible: true })).toHaveCount(2);
  await expect(dialog.getByRole('heading', { name: 'כניסה לחשבון' })).toBeVisible();
  await dialog.getByLabel('שם משתמש').fill(`nobody_${Date.now()}`);
  await dialog.getByLabel('סיסמה').fill('wrong-password');
  const submit = dialog.locator('form').getByRole('button', { name: 'כניסה', exact: true });
  await submit.click();
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText('שגיאה בהתחברות');
  await expect(alert).toContainText('שם משתמש או סיסמה שגויים');
  // right next to the button, which names it as its description
  const [alertBox, buttonBox] = await Promise.all([alert.boundingBox(), submit.boundingBox()]);
  expect(Math.abs((buttonBox?.y ?? 0) - ((alertBox?.y ?? 0) + (alertBox?.height ?? 0)))).toBeLessThan(24);
  await expect(submit).toHaveAccessibleDescription(/שם משתמש או סיסמה שגויים/);
  // focus waits in the password, chosen, for the next try
  await expect(dialog.getByLabel('סיסמה')).toBeFocused();
  await expect(toast(page)).toHaveCount(0);
  await expect(dialog).toBeVisible();
  // the next attempt starts without the old reason
  await dialog.getByLabel('סיסמה').fill('');
  await submit.click();
  await expect(alert).toHaveCount(0);
});

test('a locked account says so clearly', async ({ page, console }) => {
  console.allow(/status of 429/, /\/trpc\/auth\.login/);
  const user = await registerUser(page.request);
  await trpcMutation(page.request, 'auth.logout', undefined);
  for (let i = 0; i < 5; i += 1) {
    await trpcMutation(page.request, 'auth.login', {
      username: user.username,
      password: 'not-the-password',
      email: '',
    });
  }
  await page.goto('/');
  await hydrated(page);
  const dialog = await openDialog(page);
  await submitLogin(dialog, user);
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText('החשבון נעול זמנית');
  await expect(alert).toContainText('ננעל');
});

for (const [width, height] of BOTH_SCREENS) {
  test(`at ${width} px the dialog's login / register switch comes before the fields it switches`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/');
    await hydrated(page);
    if (width < 768) {
      // a phone's header keeps the login button in its menu
      await page.getByRole('button', { name: 'פתיחת התפריט' }).click();
      await page.getByRole('dialog', { name: 'תפריט' }).getByRole('button', { name: 'התחברות' }).click();
    } else await page.locator('header').getByRole('button', { name: 'התחברות' }).click();
    const dialog = page.getByRole('dialog', { name: 'כניסה לחשבון' });
    const modes = dialog.getByRole('group', { name: 'סוג הפעולה' });
    // the switch, on the mode in force, then the other mode, then the form's first field
    await expect(modes.getByRole('button', { name: 'התחברות' })).toBeFocused();
    const shots = process.env.SHOTS_DIR;
    if (shots) await page.screenshot({ path: `${shots}/17-login-switch-${width}.png` });
    await page.keyboard.press('Tab');
    await expect(modes.getByRole('button', { name: 'הרשמה' })).toBeFocused();
    await page.keyboard.press('Tab');
    const username = dialog.getByLabel('שם משתמש');
    await expect(username).toBeFocused();
    await expect(page.locator(':focus')).toHaveAccessibleName('שם משתמש');
    await modes.getByRole('button', { name: 'הרשמה' }).click();
    await expect(page.getByRole('dialog', { name: 'פתיחת חשבון' })).toBeVisible();
  });
}

test('the password can be shown and hidden again', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  const dialog = await openDialog(page);
  const password = dialog.getByLabel('סיסמה');
  await password.fill('secret-words');
  await expect(password).toHaveAttribute('type', 'password');
  const toggle = dialog.getByRole('button', { name: 'הצגת הסיסמה' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(password).toHaveAttribute('type', 'text');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await toggle.click();
  await expect(password).toHaveAttribute('type', 'password');
  await expect(password).toHaveValue('secret-words');
});

test('registration validates in Hebrew and reports a taken username on its field', async ({
  page,
  console,
}) => {
  console.allow(/status of 409/, /\/trpc\/auth\.register/);
  const existing = await registerUser(page.request);
  await trpcMutation(page.request, 'auth.logout', undefined);
  await page.goto('/');
  await hydrated(page);
  const dialog = await openDialog(page);
  await dialog.getByRole('button', { name: 'הרשמה' }).click();
  await dialog.locator('form').getByRole('button', { name: 'הרשמה' }).click();
  // an empty user name asks for one; the length rule is for names that break it
  await expect(dialog.getByText('יש להזין שם משתמש', { exact: true })).toBeVisible();
  await expect(dialog.getByText(/שם המשתמש חייב להכיל/)).toHaveCount(0);
  await expect(dialog.getByText('הסיסמה חייבת להכיל לפחות 8 תווים')).toBeVisible();
  const username = dialog.getByLabel('שם משתמש');
  await username.fill(existing.username);
  await dialog.getByLabel('סיסמה').fill('another-password');
  await dialog.getByLabel('דוא״ל').fill(`other_${Date.now()}@example.com`);
  await dialog.locator('form').getByRole('button', { name: 'הרשמה' }).click();
  // beside the button, inside the dialog, and under the field
  const failure = dialog.getByRole('alert').filter({ hasText: 'שגיאה בהרשמה' });
  await expect(failure).toContainText('שם המשתמש כבר קיים במערכת');
  await expect(dialog.locator('form').getByRole('button', { name: 'הרשמה' })).toHaveAccessibleDescription(
    /שגיאה בהרשמה/,
  );
  await expect(toast(page)).toHaveCount(0);
  await expect(username).toHaveAttribute('aria-invalid', 'true');
  await expect(username).toBeFocused();
  const describedBy = (await username.getAttribute('aria-describedby')) ?? '';
  await expect(page.locator(`[id="${describedBy.split(' ').at(-1)}"]`)).toHaveText(
    'שם המשתמש כבר קיים במערכת',
  );
});

test('the dialog resets when closed', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  let dialog = await openDialog(page);
  await dialog.getByLabel('שם משתמש').fill('someone');
  await dialog.getByRole('button', { name: 'סגירה' }).click();
  await expect(dialog).toBeHidden();
  dialog = await openDialog(page);
  await expect(dialog.getByLabel('שם משתמש')).toHaveValue('');
});

test('forgot password sends a reset link', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  const dialog = await openDialog(page);
  await dialog.getByRole('button', { name: 'שכחתם את הסיסמה?' }).click();
  const forgot = page.getByRole('dialog', { name: 'איפוס סיסמה' });
  await expect(forgot).toBeVisible();
  await forgot.getByLabel('דוא״ל').fill('someone@example.com');
  await forgot.getByRole('button', { name: 'שליחת קישור לאיפוס' }).click();
  await expect(forgot.getByRole('status')).toContainText('קישור לבחירת סיסמה חדשה');
});

test('the reset-password page explains a missing or invalid token', async ({ page, console }) => {
  console.allow(/status of 400/, /\/trpc\/auth\.resetPassword/);
  await page.goto('/reset-password');
  await hydrated(page);
  await expect(page.getByRole('alert')).toContainText('הקישור לאיפוס הסיסמה חסר');
  await page.goto('/reset-password?token=not-a-real-token-but-long-enough-000');
  await hydrated(page);
  await page.getByLabel('סיסמה חדשה').fill('brand-new-password');
  await page.getByLabel('אימות הסיסמה').fill('brand-new-password');
  await page.getByRole('button', { name: 'שמירת הסיסמה' }).click();
  await expect(toast(page)).toContainText('איפוס הסיסמה נכשל');
});
