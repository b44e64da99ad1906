/**
 * The contact form's free-text message ('במה נוכל לעזור?'): the home page's consultation button opens
 * the form on the spot, the visitor writes what they need, and staff read it in the inbox, as a table
 * row at 1280 px and as a card at 375 px.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, hydrated, logInAsAdmin, test, toast } from './fixtures';

const unique = () => randomBytes(4).toString('hex');

async function sendFromHome(page: Page, email: string, message: string) {
  await page.goto('/');
  await hydrated(page);
  const start = page.url();
  await page.getByRole('button', { name: 'לתיאום שיחת ייעוץ' }).click();
  const dialog = page.getByRole('dialog', { name: 'צרו קשר' });
  await expect(dialog).toBeVisible();
  // the dialog opened over the home page: no navigation, no scroll to another section
  expect(page.url()).toBe(start);
  await expect(dialog.getByLabel('שם פרטי')).toBeFocused();
  await dialog.getByLabel('שם פרטי').fill('מיכל');
  await dialog.getByLabel('שם משפחה').fill('אברהם');
  await dialog.getByLabel('טלפון').fill('054-7654321');
  await dialog.getByLabel('דוא״ל').fill(email);
  const field = dialog.getByLabel('במה נוכל לעזור?');
  await field.fill('א'.repeat(1001));
  await dialog.getByRole('button', { name: 'שליחה' }).click();
  await expect(dialog.getByText('ההודעה ארוכה מ-1,000 תווים')).toBeVisible();
  await field.fill(message);
  await expect(dialog.getByText(/\d+ \/ 1,000/)).toContainText(`${message.length} / 1,000`);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'שליחה' }).click();
  await expect(toast(page)).toContainText('הטופס נשלח בהצלחה');
  await expect(dialog).toBeHidden();
}

for (const width of [1280, 375]) {
  test(`at ${width} px the consultation button opens the form; the message reaches the inbox`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width > 400 ? 900 : 812 });
    const email = `message_${unique()}@example.com`;
    const message = `אשמח לשיחה על ביטוח בריאות למשפחה ${unique()}\nעדיף אחרי 17:00`;
    await sendFromHome(page, email, message);

    // the header's login button is in the drawer on a phone: sign in at desktop width, then look at `width`
    await page.setViewportSize({ width: 1280, height: 900 });
    await logInAsAdmin(page);
    await page.setViewportSize({ width, height: width > 400 ? 900 : 812 });
    await page.goto(`/admin/contact-messages?q=${encodeURIComponent(email)}`);
    await hydrated(page);
    const entry =
      width > 400
        ? page.getByRole('row').filter({ hasText: email })
        : page.getByRole('list', { name: 'רשימת הפניות' }).getByRole('listitem').filter({ hasText: email });
    await expect(entry).toBeVisible();
    await expect(entry).toContainText('שיחת ייעוץ');
    // both lines, as written
    await expect(entry.getByText(message.split('\n')[0] as string)).toBeVisible();
    await expect(entry).toContainText('עדיף אחרי 17:00');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectNoAxeViolations(page);
  });
}
