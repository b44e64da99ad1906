/**
 * 'הבקשות שלי': a travel request sent before the account existed joins it once the address is verified
 * (the verification page links there), and a contact message sent from the tab appears at the top, each
 * with its reference and status. At a desk's width a table, on a phone cards.
 */
import type { Page } from '@playwright/test';
import {
  expect,
  expectFitsPhone,
  expectNoAxeViolations,
  hydrated,
  newUser,
  registerUser,
  test,
  toast,
} from './fixtures';
import { linkIn, waitForMail } from './mailbox';
import { departure, person, returning, shown, submit, travelRequest } from './travel-requests';

const panel = (page: Page) => page.locator('[role="tabpanel"][data-state="open"]');

/** The requests as shown at this width: the table's body rows, or the phone's cards. */
const entries = (page: Page, phone: boolean) =>
  phone
    ? panel(page).getByRole('list', { name: 'הבקשות שלי' }).getByRole('listitem')
    : panel(page).getByRole('table', { name: 'הבקשות שלי' }).locator('tbody tr');

for (const width of [1280, 375]) {
  const phone = width < 768;
  test(`at ${width} px: a request sent earlier joins once the address is verified, and a new message follows`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const user = newUser();
    const { reference } = await submit(page, travelRequest([{ ...person('דנה', 'כהן'), email: user.email }]));
    await registerUser(page.request, user);

    // not verified yet: the request is not the account's
    await page.goto('/dashboard?tab=requests');
    await hydrated(page);
    await expect(panel(page).getByRole('heading', { name: 'עדיין אין בקשות בחשבון' })).toBeVisible();
    await expect(panel(page)).toContainText('בקשות ששלחתם בעבר יופיעו אחרי שתאמתו את כתובת הדוא״ל');
    await expect(panel(page).getByRole('link', { name: 'בקשה לביטוח נסיעות' })).toHaveAttribute(
      'href',
      '/travel/travelinsurance',
    );

    const mail = await waitForMail(user.email, 'אימות כתובת הדוא״ל');
    await page.goto(linkIn(mail, '/verify-email'));
    await hydrated(page);
    await page.getByRole('button', { name: 'אימות הכתובת' }).click();
    await page.getByRole('status').getByRole('link', { name: 'הבקשות שלי' }).click();

    await expect(page).toHaveURL(/\/dashboard\?tab=requests$/);
    await expect(page.getByRole('tab', { name: 'הבקשות שלי' })).toHaveAttribute('aria-selected', 'true');
    await expect(entries(page, phone)).toHaveCount(1);
    const travel = entries(page, phone).first();
    await expect(travel).toContainText('ביטוח נסיעות לחו״ל');
    await expect(travel).toContainText(reference);
    await expect(travel).toContainText(`ארצות הברית, ספרד · ${shown(departure)} עד ${shown(returning)}`);
    await expect(travel).toContainText('בבדיקה');
    await expect(travel).toContainText('נציג שלנו בודק את הבקשה ויצור איתכם קשר בהקדם.');

    // a contact message sent from the tab itself, with the account's address
    await panel(page).getByRole('button', { name: 'שליחת פנייה' }).click();
    const dialog = page.getByRole('dialog', { name: 'צרו קשר' });
    await dialog.getByLabel('שם פרטי').fill('דנה');
    await dialog.getByLabel('שם משפחה').fill('כהן');
    await dialog.getByLabel('טלפון').fill('0501234567');
    await dialog.getByLabel('דוא״ל').fill(user.email);
    await dialog.getByRole('button', { name: 'שליחה' }).click();
    await expect(toast(page)).toContainText('הטופס נשלח בהצלחה');
    await expect(dialog).toBeHidden();

    // newest first
    await expect(entries(page, phone)).toHaveCount(2);
    const contact = entries(page, phone).first();
    await expect(contact).toContainText('פנייה');
    await expect(contact).toContainText('פנייה מהאזור האישי');
    await expect(contact).toContainText('התקבלה');
    const [latest] = await (await page.request.get('/api/user/requests')).json();
    expect(latest).toMatchObject({ kind: 'contact', status: 'open' });
    await expect(contact).toContainText(latest.reference);
    await expect(entries(page, phone).nth(1)).toContainText(reference);
    if (phone) await expectFitsPhone(page);
    else await expectNoAxeViolations(page);
  });
}
