import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, hydrated, test } from './fixtures';

const toasts = (page: Page) => page.locator('[data-scope="toast"][data-part="root"]');

async function subscribe(page: Page, email: string, consent = true) {
  const form = page.getByRole('form', { name: 'הניוזלטר שלנו' });
  await form.getByLabel('כתובת דוא״ל').fill(email);
  if (consent) await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'הרשמה' }).click();
  return form;
}

test('newsletter: consent is unticked and required, then the success toast', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  const form = page.getByRole('form', { name: 'הניוזלטר שלנו' });
  await expect(form.getByRole('checkbox')).not.toBeChecked();
  await expect(form.getByText('דיוור פרסומי בדוא״ל')).toBeVisible();
  await expect(form.getByRole('link', { name: 'מדיניות הפרטיות' })).toHaveAttribute('href', '/privacy');
  await subscribe(page, `news_${Date.now()}@example.com`, false);
  await expect(form.getByText('יש לאשר קבלת דיוור כדי להירשם')).toBeVisible();
  await expect(toasts(page)).toHaveCount(0);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'הרשמה' }).click();
  await expect(toasts(page)).toContainText('נרשמת בהצלחה!');
  await expect(toasts(page)).toContainText('תודה שנרשמת לניוזלטר שלנו.');
  await expect(form.getByLabel('כתובת דוא״ל')).toHaveValue('');
  await expect(form.getByRole('checkbox')).not.toBeChecked();
});

test('newsletter: an empty or invalid e-mail is refused in Hebrew', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  const form = await subscribe(page, '');
  await expect(form.getByText('יש להזין כתובת דוא״ל')).toBeVisible();
  await subscribe(page, 'not-an-email');
  await expect(form.getByText('כתובת דוא״ל לא תקינה')).toBeVisible();
});

test('newsletter failure: a destructive toast', async ({ page, console }) => {
  console.allow(/status of 500/, /\/trpc\/newsletter\.subscribe/);
  await page.route('**/trpc/newsletter.subscribe*', (route) => route.fulfill({ status: 500, body: 'down' }));
  await page.goto('/');
  await hydrated(page);
  await subscribe(page, 'someone@example.com');
  const toast = toasts(page);
  await expect(toast).toContainText('שגיאה');
  await expect(toast).toContainText('אירעה שגיאה בעת ההרשמה לניוזלטר. אנא נסה שוב.');
  await expect(toast).toHaveAttribute('data-type', 'error');
});

test('one toast at a time, F8 focuses the region, the close button dismisses', async ({ page, console }) => {
  console.allow(/status of 500/, /\/trpc\/newsletter\.subscribe/);
  let calls = 0;
  await page.route('**/trpc/newsletter.subscribe*', (route) => {
    calls += 1;
    return calls === 1 ? route.continue() : route.fulfill({ status: 500, body: 'down' });
  });
  await page.goto('/');
  await hydrated(page);
  await subscribe(page, `news_${Date.now()}@example.com`);
  await expect(toasts(page)).toContainText('נרשמת בהצלחה!');
  await subscribe(page, 'second@example.com');
  await expect(toasts(page)).toContainText('אירעה שגיאה');
  await expect(toasts(page)).toHaveCount(1);

  const region = page.locator('[data-scope="toast"][data-part="group"]');
  await expect(region).toHaveAttribute('aria-live', 'polite');
  await page.keyboard.press('F8');
  await expect(region).toBeFocused();
  await expectNoAxeViolations(page);

  await toasts(page).getByRole('button', { name: 'סגירת ההודעה' }).click();
  await expect(toasts(page)).toHaveCount(0);
});

test('a toast disappears after 5 seconds and can be swiped away', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await subscribe(page, `news_${Date.now()}@example.com`);
  const toast = toasts(page);
  await expect(toast).toBeVisible();
  await expect(toast).toHaveCount(0, { timeout: 8_000 });

  await subscribe(page, `news2_${Date.now()}@example.com`);
  await expect(toast).toBeVisible();
  const box = await toast.boundingBox();
  if (!box) throw new Error('no toast');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 80, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect(toast).toHaveCount(0);
});

// a toast sits at the top: over a dialog as tall as a phone's screen it would hide the title and the close
// button for 5 s, so a dialog's failure is told inside it, beside its button
for (const width of [1280, 375]) {
  test(`at ${width} px a dialog's failure shows inside it, beside its button, with no toast over it`, async ({
    page,
    console,
  }) => {
    console.allow(/status of 500/, /\/trpc\/contact\.submit/);
    await page.setViewportSize({ width, height: 800 });
    await page.route('**/trpc/contact.submit*', (route) => route.fulfill({ status: 500, body: 'down' }));
    await page.goto('/contact');
    await hydrated(page);
    await page.getByRole('main').getByRole('button', { name: 'צרו קשר' }).click();
    const dialog = page.getByRole('dialog', { name: 'צרו קשר' });
    await dialog.getByLabel('שם פרטי').fill('דנה');
    await dialog.getByLabel('שם משפחה').fill('לוי');
    await dialog.getByLabel('טלפון').fill('050-1234567');
    await dialog.getByLabel('דוא״ל').fill('dana@example.com');
    await dialog.getByRole('button', { name: 'שליחה' }).click();
    await expect(dialog.getByRole('alert')).toContainText('שגיאה בשליחת הטופס');
    await expect(toasts(page)).toHaveCount(0);
    // the title and the close button are there to be read and pressed
    await expect(dialog.getByRole('heading', { name: 'צרו קשר' })).toBeVisible();
    await dialog
      .getByRole('button', { name: /סגירה|סגירת/ })
      .first()
      .click();
    await expect(dialog).toBeHidden();
  });
}
