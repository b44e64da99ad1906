import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { htmlFile, pdfFile } from '../tests/document-files';
import {
  expect,
  expectEscapeCloses,
  expectNoAxeViolations,
  hydrated,
  registerUser,
  test,
  toast,
} from './fixtures';

/** Israel's date `days` from today, YYYY-MM-DD. */
const israelDate = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Jerusalem' });
const shown = (iso: string) => iso.split('-').reverse().join('.');

async function openDocuments(page: Page) {
  await registerUser(page.request);
  await page.goto('/dashboard?tab=documents');
  await hydrated(page);
  await expect(page.getByRole('tab', { name: 'מסמכים' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'מסמכים', level: 2 })).toBeVisible();
}

/** Focuses a control and activates it with the keyboard, as a keyboard-only user would. */
async function press(page: Page, target: ReturnType<Page['locator']>, key = 'Enter') {
  await target.focus();
  await expect(target).toBeFocused();
  await page.keyboard.press(key);
}

test('upload, preview, download and delete a document with the keyboard alone', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openDocuments(page);
  await expect(page.getByText('עדיין לא העליתם מסמכים')).toBeVisible();
  await expectNoAxeViolations(page);

  // upload: a PDF with a Hebrew name, expiring in three days
  const uploadButton = page.getByRole('button', { name: 'העלאת מסמך' });
  await press(page, uploadButton);
  const dialog = page.getByRole('dialog', { name: 'העלאת מסמך' });
  const fileInput = dialog.getByLabel('קובץ');
  await expect(fileInput).toBeFocused();
  const bytes = pdfFile('Car insurance policy');
  await fileInput.setInputFiles({ name: 'policy-scan.pdf', mimeType: 'application/pdf', buffer: bytes });
  await expect(dialog.getByText('policy-scan.pdf')).toBeVisible();
  await page.keyboard.press('Tab');
  const name = dialog.getByLabel('שם המסמך');
  await expect(name).toBeFocused();
  // the file's name was offered; the customer writes their own
  await expect(name).toHaveValue('policy-scan');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('פוליסת ביטוח רכב');
  await page.keyboard.press('Tab');
  const expires = israelDate(3);
  await dialog.getByLabel('תאריך תפוגה').fill(expires);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Enter');
  await expect(toast(page)).toContainText('המסמך הועלה בהצלחה');
  await expect(dialog).toBeHidden();
  await expect(uploadButton).toBeFocused();

  const table = page.getByRole('table', { name: 'המסמכים שלי' });
  const row = table.getByRole('row', { name: /פוליסת ביטוח רכב/ });
  await expect(row).toContainText('PDF');
  await expect(row).toContainText('פג תוקף בקרוב');
  await expect(row).toContainText(`עד ${shown(expires)}`);
  await expect(row.locator('[data-expiry="soon"]')).toHaveCount(1);
  await expectNoAxeViolations(page);

  // preview in a frame; Escape closes and focus returns to the button
  const previewButton = row.getByRole('button', { name: 'תצוגה מקדימה: פוליסת ביטוח רכב' });
  await press(page, previewButton);
  const preview = page.getByRole('dialog', { name: 'פוליסת ביטוח רכב' });
  const frame = preview.locator('iframe[title="תצוגה מקדימה: פוליסת ביטוח רכב"]');
  await expect(frame).toBeVisible();
  const src = await frame.getAttribute('src');
  const answer = await page.request.get(src ?? '');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('application/pdf');
  expect(answer.headers()['x-frame-options']).toBe('SAMEORIGIN');
  await expectEscapeCloses(page, preview, previewButton);

  // download: saved under the document's name, the same bytes
  const downloadButton = row.getByRole('button', { name: 'הורדה: פוליסת ביטוח רכב' });
  const [download] = await Promise.all([page.waitForEvent('download'), press(page, downloadButton)]);
  expect(download.suggestedFilename()).toBe('פוליסת ביטוח רכב.pdf');
  expect((await readFile(await download.path())).equals(bytes)).toBe(true);

  // delete, after a confirmation whose first focus is the safe answer
  await press(page, row.getByRole('button', { name: 'מחיקה: פוליסת ביטוח רכב' }));
  const confirm = page.getByRole('alertdialog', { name: 'מחיקת המסמך' });
  await expect(confirm.getByRole('button', { name: 'ביטול' })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Tab');
  await expect(confirm.getByRole('button', { name: 'מחיקה', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toast(page)).toContainText('המסמך נמחק בהצלחה');
  await expect(confirm).toBeHidden();
  await expect(page.getByText('עדיין לא העליתם מסמכים')).toBeVisible();
  await expect(uploadButton).toBeFocused();
});

test('at 375 px a page renamed .pdf is refused inside the dialog: beside the button and under the file', async ({
  page,
  console,
}) => {
  console.allow(/status of 415/);
  await page.setViewportSize({ width: 375, height: 800 });
  await openDocuments(page);
  await page.getByRole('button', { name: 'העלאת מסמך' }).click();
  const dialog = page.getByRole('dialog', { name: 'העלאת מסמך' });
  await dialog
    .getByLabel('קובץ')
    .setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: htmlFile() });
  const button = dialog.getByRole('button', { name: 'העלאה' });
  await button.click();
  await expect(dialog.getByRole('alert').or(toast(page)).first()).toBeVisible();
  await page.screenshot({
    path: `${process.env.SHOTS_DIR ?? 'test-results/account-documents'}/upload-failure-375.png`,
  });
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText('שגיאה בהעלאת המסמך');
  await expect(button).toHaveAccessibleDescription(/שגיאה בהעלאת המסמך/);
  await expect(dialog.getByText(/סוג הקובץ אינו נתמך/).first()).toBeVisible();
  // no toast over the dialog's title and close button
  await expect(toast(page)).toHaveCount(0);
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
});

test('at 375 px a failed download from the preview is told inside the preview, not in a toast', async ({
  page,
  console,
}) => {
  console.allow(/status of 503/);
  await page.setViewportSize({ width: 375, height: 800 });
  await openDocuments(page);
  const res = await page.request.post('/api/user/documents', {
    multipart: {
      file: { name: 'a.pdf', mimeType: 'application/pdf', buffer: pdfFile() },
      name: 'תעודת ביטוח',
      category: 'general',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  await page.reload();
  await hydrated(page);
  await page.getByRole('button', { name: 'תצוגה מקדימה: תעודת ביטוח' }).click();
  const preview = page.getByRole('dialog', { name: 'תעודת ביטוח' });
  await expect(preview).toBeVisible();
  await page.route('**/api/user/documents/*/download*', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: '{"error":"השירות אינו זמין כרגע"}',
    }),
  );
  const download = preview.getByRole('button', { name: 'הורדה' });
  await download.click();
  await expect(preview.getByRole('alert')).toContainText('שגיאה בהורדת המסמך');
  await expect(download).toHaveAccessibleDescription(/שגיאה בהורדת המסמך/);
  await expect(toast(page)).toHaveCount(0);
});

test('at 375 px: cards with the expiry words, the dialogs fit, no axe violations', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openDocuments(page);
  for (const [name, days] of [
    ['ביטוח דירה', 200],
    ['רישיון רכב ישן', -3],
  ] as const) {
    const res = await page.request.post('/api/user/documents', {
      multipart: {
        file: { name: 'a.pdf', mimeType: 'application/pdf', buffer: pdfFile() },
        name,
        category: 'general',
        expirationDate: israelDate(days),
      },
    });
    expect(res.status()).toBe(201);
  }
  await page.reload();
  await hydrated(page);
  const cards = page.getByRole('list', { name: 'המסמכים שלי' });
  await expect(cards.getByRole('listitem')).toHaveCount(2);
  await expect(cards.getByRole('listitem').filter({ hasText: 'רישיון רכב ישן' })).toContainText('פג תוקף');
  await expect(cards.getByRole('listitem').filter({ hasText: 'ביטוח דירה' })).toContainText('בתוקף');
  await expect(page.getByRole('table', { name: 'המסמכים שלי' })).toBeHidden();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page);

  await cards.getByRole('button', { name: 'תצוגה מקדימה: ביטוח דירה' }).click();
  const preview = page.getByRole('dialog', { name: 'ביטוח דירה' });
  await expect(preview.locator('iframe')).toBeVisible();
  const box = await preview.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
  await expectNoAxeViolations(page);
});

for (const [width, height] of [
  [375, 800],
  [1280, 900],
] as const) {
  test(`at ${width} px picking another file clears the refusal and offers the new file's name`, async ({
    page,
    console,
  }) => {
    console.allow(/status of 415/);
    await page.setViewportSize({ width, height });
    await openDocuments(page);
    await page.getByRole('button', { name: 'העלאת מסמך' }).click();
    const dialog = page.getByRole('dialog', { name: 'העלאת מסמך' });
    const file = dialog.getByLabel('קובץ');
    const name = dialog.getByLabel('שם המסמך');
    await file.setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: htmlFile() });
    await expect(name).toHaveValue('invoice');
    await dialog.getByRole('button', { name: 'העלאה' }).click();
    await expect(dialog.getByRole('alert')).toContainText('שגיאה בהעלאת המסמך');
    await expect(dialog.getByText(/סוג הקובץ אינו נתמך/).first()).toBeVisible();
    const shots = process.env.SHOTS_DIR;
    if (shots) await page.screenshot({ path: `${shots}/12-upload-refused-${width}.png` });

    // another file: the old file's error and name go with it
    await file.setInputFiles({ name: 'policy-scan.pdf', mimeType: 'application/pdf', buffer: pdfFile() });
    await expect(dialog.getByText('policy-scan.pdf')).toBeVisible();
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await expect(dialog.getByText(/סוג הקובץ אינו נתמך/)).toHaveCount(0);
    await expect(file).not.toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveValue('policy-scan');
    if (shots) await page.screenshot({ path: `${shots}/12-upload-new-file-${width}.png` });

    // a name the customer typed stays whatever file comes next
    await name.fill('פוליסת רכב');
    await file.setInputFiles({ name: 'scan-2.pdf', mimeType: 'application/pdf', buffer: pdfFile() });
    await expect(dialog.getByText('scan-2.pdf')).toBeVisible();
    await expect(name).toHaveValue('פוליסת רכב');
  });
}
