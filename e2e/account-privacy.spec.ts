import { readFile } from 'node:fs/promises';
import { unzip } from '../tests/unzip';
import {
  expect,
  expectEscapeCloses,
  expectNoAxeViolations,
  hydrated,
  registerUser,
  test,
  toast,
  trpcMutation,
} from './fixtures';

const section = (page: import('@playwright/test').Page) => page.getByRole('region', { name: 'הנתונים שלי' });

test('downloads all of my data as a zip with data.json; the section and the dialog pass axe at 1280 and 375 px', async ({
  page,
}) => {
  const user = await registerUser(page.request);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/dashboard');
  await hydrated(page);
  await expect(section(page).getByRole('heading', { level: 2, name: 'הנתונים שלי' })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await section(page).getByRole('link', { name: 'הורדת הנתונים שלי (ZIP)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^הנתונים-שלי-${user.username}-\\d{4}-\\d\\d-\\d\\d\\.zip$`),
  );
  const entries = await unzip(await readFile((await download.path()) ?? ''));
  expect([...entries.keys()]).toContain('data.json');
  const data = JSON.parse(entries.get('data.json')?.toString('utf8') ?? '{}');
  expect(data.account).toMatchObject({ username: user.username, email: user.email });
  expect(data.account).not.toHaveProperty('password');

  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
    await section(page).getByRole('button', { name: 'מחיקת החשבון' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'מחיקת החשבון' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('הסיסמה שלכם, לאישור')).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
});

test('deletes the account by keyboard: the dialog asks for the password, then signs out and goes home', async ({
  page,
  console,
}) => {
  console.allow(/status of 400/, /\/trpc\/account\.privacy\.delete/);
  console.allow(/status of 401/, /\/trpc\/auth\.login/);
  const user = await registerUser(page.request);
  await page.goto('/dashboard');
  await hydrated(page);

  const opener = section(page).getByRole('button', { name: 'מחיקת החשבון' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: 'מחיקת החשבון' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('כל המסמכים שהעליתם');
  const password = dialog.getByLabel('הסיסמה שלכם, לאישור');
  await expect(password).toBeFocused();

  // Escape closes it and focus returns to the button
  await expectEscapeCloses(page, dialog, opener);

  await page.keyboard.press('Enter');
  await expect(password).toBeFocused();
  // empty: the shared schema's message, nothing sent
  await page.keyboard.press('Enter');
  await expect(dialog).toContainText('יש להקליד את הסיסמה כדי לאשר את מחיקת החשבון');
  // wrong: the server's answer under the field, focus on it
  await page.keyboard.type('not-the-password');
  await page.keyboard.press('Enter');
  await expect(dialog).toContainText('הסיסמה שגויה');
  await expect(password).toBeFocused();

  await password.fill('');
  await page.keyboard.type(user.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await expect(toast(page)).toContainText('החשבון נמחק');
  await expect(page.getByRole('button', { name: 'התחברות' }).first()).toBeVisible();

  // the account is gone: signing in with it fails
  const login = await trpcMutation(page.request, 'auth.login', {
    username: user.username,
    password: user.password,
    email: '',
  });
  expect(login.status()).toBe(401);
  await page.goto('/dashboard');
  await hydrated(page);
  await expect(page.getByText('כדי לצפות בפרופיל, בפוליסות ובמסמכים שלכם יש להתחבר לחשבון.')).toBeVisible();
});
