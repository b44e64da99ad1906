import type { Page } from '@playwright/test';
import { expect, expectEscapeCloses, expectNoAxeViolations, hydrated, test } from './fixtures';

const toast = (page: Page) => page.locator('[data-scope="toast"][data-part="root"]');

async function openContactDialog(page: Page) {
  await page.goto('/contact');
  await hydrated(page);
  return clickContactButton(page);
}

/** Opens the dialog from the contact page's own button (the page is already there). */
async function clickContactButton(page: Page) {
  const trigger = page.getByRole('main').getByRole('button', { name: 'צרו קשר' });
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: 'צרו קשר' });
  await expect(dialog).toBeVisible();
  return { trigger, dialog };
}

async function fillValid(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'צרו קשר' });
  await dialog.getByLabel('שם פרטי').fill('דנה');
  await dialog.getByLabel('שם משפחה').fill('לוי');
  await dialog.getByLabel('טלפון').fill('0501234567');
  await dialog.getByLabel('דוא״ל').fill(`dana_${Date.now()}@example.com`);
}

test('the contact page: info cards, and a map created only when scrolled into view', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 480 });
  await page.goto('/contact');
  await hydrated(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('צרו קשר');
  await expect(main.getByRole('link', { name: /03-7654321/ })).toHaveAttribute('href', 'tel:+97237654321');
  await expect(main.getByRole('link', { name: /info@ofek-insurance\.co\.il/ })).toHaveAttribute(
    'href',
    'mailto:info@ofek-insurance.co.il',
  );
  await expect(main.getByText('ראשון–חמישי')).toBeVisible();
  await expect(main.locator('address')).toContainText('דרך מנחם בגין 132');
  const mapLink = main.getByRole('link', { name: /פתיחת הכתובת במפות Google/ });
  await expect(mapLink).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
  // the map frame is created only once its block scrolls into view
  await expect(page.locator('iframe')).toHaveCount(0);
  await page.getByRole('heading', { name: 'המשרד שלנו' }).scrollIntoViewIfNeeded();
  const frame = page.locator('iframe');
  await expect(frame).toHaveCount(1);
  await expect(frame).toHaveAttribute('src', /^https:\/\/www\.google\.com\/maps\?q=.+&output=embed$/);
  await expect(frame).toHaveAttribute('title', /מפה/);
  await expect(frame).toHaveAttribute('loading', 'lazy');
});

test('contact form: Hebrew messages, then the exact success toast, reset and close', async ({ page }) => {
  const { trigger, dialog } = await openContactDialog(page);
  await expect(dialog.getByLabel('שם פרטי')).toBeFocused();
  await expect(dialog.getByRole('link', { name: 'מדיניות הפרטיות' })).toHaveAttribute('href', '/privacy');
  await expectNoAxeViolations(page);

  await dialog.getByRole('button', { name: 'שליחה' }).click();
  for (const message of [
    'שם פרטי חייב להכיל לפחות 2 תווים',
    'שם משפחה חייב להכיל לפחות 2 תווים',
    'מספר טלפון לא תקין',
    'כתובת דוא״ל לא תקינה',
  ]) {
    await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  }
  const phone = dialog.getByLabel('טלפון');
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toHaveAttribute('dir', 'ltr');
  await expect(phone).toHaveAttribute('inputmode', 'tel');
  const describedBy = (await phone.getAttribute('aria-describedby')) ?? '';
  await expect(page.locator(`[id="${describedBy.split(' ').at(-1)}"]`)).toHaveText('מספר טלפון לא תקין');
  // examples of what to type are hints below the fields, kept beside the errors, never placeholders
  await expect(page.locator(`[id="${describedBy.split(' ')[0]}"]`)).toContainText('למשל 050-1234567');
  await expect(dialog.locator('input[placeholder]')).toHaveCount(0);
  await expect(toast(page)).toHaveCount(0);

  await fillValid(page);
  await expect(dialog.getByText('מספר טלפון לא תקין')).toBeHidden();
  const request = page.waitForRequest('**/trpc/contact.submit*');
  await dialog.getByRole('button', { name: 'שליחה' }).click();
  expect((await request).postData()).toContain('"service":"צור קשר"');
  await expect(toast(page).locator('[data-part="title"]')).toHaveText('הטופס נשלח בהצלחה');
  await expect(toast(page).locator('[data-part="description"]')).toHaveText('נציג שלנו יצור איתך קשר בהקדם');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();

  await trigger.click();
  await expect(dialog.getByLabel('שם פרטי')).toHaveValue('');
  await expect(dialog.getByLabel('דוא״ל')).toHaveValue('');
});

test('contact form at 375 px: "שולח..." while sending, then the failure beside the button, no toast', async ({
  page,
  console,
}) => {
  console.allow(/status of 500/, /\/trpc\/contact\.submit/);
  await page.setViewportSize({ width: 375, height: 800 });
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/trpc/contact.submit*', async (route) => {
    await held;
    await route.fulfill({ status: 500, body: 'down' });
  });
  const { dialog } = await openContactDialog(page);
  await fillValid(page);
  await dialog.getByRole('button', { name: 'שליחה' }).click();
  const sending = dialog.getByRole('button', { name: 'שולח...' });
  await expect(sending).toBeDisabled();
  release();
  await expect(dialog.getByRole('alert').or(toast(page)).first()).toBeVisible();
  await page.screenshot({
    path: `${process.env.SHOTS_DIR ?? 'test-results/contact'}/contact-failure-375.png`,
  });
  // inside the dialog, right above its button, which points to it; nothing covers the dialog
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText('שגיאה בשליחת הטופס');
  await expect(alert).toContainText('אנא נסה שנית מאוחר יותר');
  const button = dialog.getByRole('button', { name: 'שליחה' });
  await expect(button).toHaveAccessibleDescription(/שגיאה בשליחת הטופס/);
  const [alertBox, buttonBox] = [await alert.boundingBox(), await button.boundingBox()];
  expect((buttonBox?.y ?? 0) - ((alertBox?.y ?? 0) + (alertBox?.height ?? 0))).toBeLessThan(40);
  await expect(toast(page)).toHaveCount(0);
  await expect(dialog.getByLabel('שם פרטי')).toHaveValue('דנה');
  await expectNoAxeViolations(page);
  // the next try clears it
  await page.unroute('**/trpc/contact.submit*');
  await button.click();
  await expect(dialog).toBeHidden();
  await expect(toast(page)).toContainText('הטופס נשלח בהצלחה');
});

test('contact form: field issues from the server appear on their fields', async ({ page, console }) => {
  console.allow(/status of 400/, /\/trpc\/contact\.submit/);
  await page.route('**/trpc/contact.submit*', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify([
        {
          error: {
            json: {
              message: 'הנתונים שנשלחו אינם תקינים',
              code: -32600,
              data: {
                code: 'BAD_REQUEST',
                httpStatus: 400,
                issues: [{ path: 'email', message: 'כתובת דוא״ל לא תקינה' }],
              },
            },
          },
        },
      ]),
    }),
  );
  const { dialog } = await openContactDialog(page);
  await fillValid(page);
  await dialog.getByRole('button', { name: 'שליחה' }).click();
  await expect(dialog.getByText('כתובת דוא״ל לא תקינה')).toBeVisible();
  // the field says it all: no general failure, no toast
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await expect(toast(page)).toHaveCount(0);
  await expect(dialog.getByLabel('דוא״ל')).toHaveAttribute('aria-invalid', 'true');
});

test('keyboard only: open with Enter, Escape closes and focus returns', async ({ page }) => {
  await page.goto('/contact');
  await hydrated(page);
  const trigger = page.getByRole('main').getByRole('button', { name: 'צרו קשר' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'צרו קשר' });
  await expect(dialog.getByLabel('שם פרטי')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('שם משפחה')).toBeFocused();
  await expectEscapeCloses(page, dialog, trigger);
});

test("the contact dialog's code loads after the visitor's first touch with its button in view, not in the page load", async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const file = /\/assets\/(contact-dialog-modal)-[^/]*\.js$/.exec(request.url());
    if (file?.[1]) asked.push(file[1]);
  });
  // the product page's hero has a contact button in view from the start
  await page.goto('/insurance/health');
  await hydrated(page);
  const trigger = page.getByRole('main').getByRole('button', { name: 'לייעוץ ללא התחייבות' });
  await expect(trigger).toBeInViewport();
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
  // a first touch elsewhere on the page (a key would do as well): the dialog, with its form, loads
  const modal = page.waitForRequest(/\/assets\/contact-dialog-modal-[^/]*\.js$/);
  await page.getByRole('main').getByRole('heading', { level: 1 }).click();
  await modal;
  await page.waitForLoadState('networkidle');
  await trigger.click();
  const dialog = page.getByRole('dialog', { name: 'צרו קשר' });
  await expect(dialog.getByLabel('שם פרטי')).toBeFocused();
  expect(asked).toEqual(['contact-dialog-modal']);
});

test("opening the contact dialog leaves the header's account area as it was (no 'טוען...')", async ({
  page,
}) => {
  await page.goto('/contact');
  await hydrated(page);
  // by its place: while the dialog is open, the page behind it is hidden from the accessibility tree
  const account = page.locator('header [data-testid=account-area]');
  await expect(account).toHaveText('התחברות');
  // every text the account area shows from now on
  await page.evaluate(`(() => {
    const seen = (window.accountTexts = []);
    const header = document.querySelector('header');
    new MutationObserver(() => seen.push(header.querySelector('[data-testid=account-area]')?.textContent ?? ''))
      .observe(header, { subtree: true, childList: true, characterData: true });
  })()`);
  const { dialog } = await clickContactButton(page);
  await expect(dialog.getByLabel('שם פרטי')).toBeFocused();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate('window.accountTexts')).toEqual([]);
  await expect(account).toHaveText('התחברות');
});
