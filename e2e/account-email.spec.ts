/**
 * The account's address: registration mails a verification link; until it is opened, travel requests sent
 * earlier from the address are not the account's (not in its data export); the link joins them. The
 * profile changes the address only once the new one's link is opened. A sign-in from a browser the
 * account has not used mails it. Every mail is read as its recipient gets it (e2e/mailbox.ts).
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { unzip } from '../tests/unzip';
import {
  BOTH_SCREENS,
  expect,
  expectNoAxeViolations,
  hydrated,
  newUser,
  registerUser,
  signIn,
  test,
  toast,
  trpcMutation,
} from './fixtures';
import { linkIn, mailsTo, waitForMail } from './mailbox';
import { person, submit, travelRequest } from './travel-requests';

const VERIFY = 'אימות כתובת הדוא״ל';
const NEW_DEVICE = 'כניסה לחשבון שלכם ממכשיר חדש';

const notice = (page: Page) => page.getByRole('region', { name: 'אמתו את כתובת הדוא״ל שלכם' });
const emailSection = (page: Page) => page.getByRole('region', { name: 'כתובת דוא״ל', exact: true });

async function openDashboard(page: Page) {
  await page.goto('/dashboard');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'האזור האישי' })).toBeVisible();
}

/** The travel requests of the account's data export, downloaded from the privacy section's link. */
async function exportedTravelRequests(page: Page): Promise<{ reference: string }[]> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'הורדת הנתונים שלי (ZIP)' }).click();
  const entries = await unzip(await readFile((await (await downloading).path()) ?? ''));
  return JSON.parse(entries.get('data.json')?.toString('utf8') ?? '{}').travelRequests;
}

/** Opens a mailed link and confirms it with the page's button. */
async function openVerificationLink(page: Page, link: string) {
  await page.goto(link);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'אימות כתובת הדוא״ל' })).toBeVisible();
  await page.getByRole('button', { name: 'אימות הכתובת' }).click();
}

test('register, open the mailed link, and the travel request sent earlier from the address joins the account', async ({
  page,
  console,
}) => {
  console.allow(/status of 400/, /\/trpc\/auth\.verifyEmail/);
  const user = newUser();
  const traveler = { ...person('דנה', 'כהן'), email: user.email };
  const { reference } = await submit(page, travelRequest([traveler]));

  await registerUser(page.request, user);
  await openDashboard(page);
  await expect(notice(page)).toContainText(user.email);
  await expect(notice(page)).toContainText('עד אז לא יופיעו בחשבון בקשות ופניות ששלחתם בעבר');
  await expect(emailSection(page).getByText('לא אומתה')).toBeVisible();
  await expectNoAxeViolations(page);
  // not verified: the request is not the account's
  expect(await exportedTravelRequests(page)).toEqual([]);

  const mail = await waitForMail(user.email, VERIFY);
  expect(mail.text).toContain(`שלום ${user.username},`);
  const link = linkIn(mail, '/verify-email');
  await openVerificationLink(page, link);
  await expect(page.getByRole('status').filter({ hasText: 'כתובת הדוא״ל אומתה' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'לאזור האישי' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'האזור האישי' })).toBeVisible();
  await expect(emailSection(page).getByText('מאומתת')).toBeVisible();
  await expect(notice(page)).toHaveCount(0);
  expect(await exportedTravelRequests(page)).toEqual([expect.objectContaining({ reference })]);

  // the link works once; opened again, it says the address is already verified (not 'invalid')
  const shots = process.env.SHOTS_DIR;
  for (const [width, height] of BOTH_SCREENS) {
    await page.setViewportSize({ width, height });
    await openVerificationLink(page, link);
    await expect(page.getByRole('status').filter({ hasText: 'כתובת הדוא״ל כבר אומתה' })).toBeVisible();
    await expect(page.getByText('קישור האימות אינו תקף')).toHaveCount(0);
    if (shots) await page.screenshot({ path: `${shots}/17-verify-used-${width}.png` });
  }
});

test('the notice sends the link again', async ({ page }) => {
  const user = await registerUser(page.request);
  await openDashboard(page);
  await notice(page).getByRole('button', { name: 'שליחת הקישור שוב' }).click();
  await expect(toast(page)).toContainText('שלחנו שוב את קישור האימות');
  const second = await waitForMail(user.email, VERIFY, 2);
  // the first link no longer works; the second one does
  const first = (await mailsTo(user.email)).find((m) => m.subject === VERIFY);
  expect(first && linkIn(first, '/verify-email')).not.toBe(linkIn(second, '/verify-email'));
  await openVerificationLink(page, linkIn(second, '/verify-email'));
  await expect(page.getByRole('status').filter({ hasText: 'כתובת הדוא״ל אומתה' })).toBeVisible();
});

test('the e-mail changes only once the new address opens its link; the old address is told', async ({
  page,
  console,
}) => {
  console.allow(/status of 400/, /\/trpc\/account\.email\.change/);
  const user = await registerUser(page.request);
  const next = newUser().email;
  await openDashboard(page);
  const section = emailSection(page);
  const form = section.getByRole('form', { name: 'שינוי כתובת הדוא״ל' });
  const address = form.getByLabel('כתובת דוא״ל חדשה');
  const password = form.getByLabel('סיסמת החשבון, לאישור');
  await expect(address).toHaveAttribute('dir', 'ltr');

  await address.fill(next);
  await password.fill('not-my-password');
  await password.press('Enter');
  await expect(form.getByText('הסיסמה שגויה')).toBeVisible();
  await expect(password).toBeFocused();

  await password.fill(user.password);
  await password.press('Enter');
  await expect(toast(page)).toContainText('שלחנו קישור אימות לכתובת החדשה');
  await expect(section.getByRole('status')).toContainText(`ביקשתם לעבור לכתובת ${next}`);
  await expect(section.getByText(`הכתובת של החשבון: ${user.email}`)).toBeVisible();
  await expect(address).toHaveValue('');

  const mail = await waitForMail(next, 'אישור כתובת הדוא״ל החדשה');
  await openVerificationLink(page, linkIn(mail, '/verify-email'));
  await expect(page.getByRole('status').filter({ hasText: 'כתובת הדוא״ל של החשבון עודכנה' })).toBeVisible();

  await openDashboard(page);
  await expect(section.getByText(`הכתובת של החשבון: ${next}`)).toBeVisible();
  await expect(section.getByText('מאומתת')).toBeVisible();
  await expect(section.getByRole('status')).toHaveCount(0);
  const told = await waitForMail(user.email, 'כתובת הדוא״ל של החשבון שלכם שונתה');
  expect(told.text).toContain(next);
});

test('a sign-in from a browser the account has not used mails it, once; the known one does not', async ({
  page,
  browser,
}) => {
  const user = await registerUser(page.request);
  // the browser it registered in: known
  await trpcMutation(page.request, 'auth.logout', null);
  await signIn(page.request, user);

  const phone = await browser.newContext({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  });
  await signIn(phone.request, user);
  const mail = await waitForMail(user.email, NEW_DEVICE);
  expect(mail.text).toContain('Safari ב־iOS');
  expect(mail.text).toMatch(/מועד: \d\d\.\d\d\.\d{4} \d\d:\d\d/);

  // the phone again: known now. A resend afterwards is mailed after anything this sign-in would have sent
  await trpcMutation(phone.request, 'auth.logout', null);
  await signIn(phone.request, user);
  await trpcMutation(phone.request, 'auth.resendVerification', null);
  await waitForMail(user.email, VERIFY, 2);
  expect((await mailsTo(user.email)).filter((m) => m.subject === NEW_DEVICE)).toHaveLength(1);
  await phone.close();
});
