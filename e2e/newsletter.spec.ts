/**
 * The newsletter from the visitor's side: subscribing in the footer, and the unsubscribe page of the
 * e-mail link. (The full subscribe → e-mail link → unsubscribe round trip needs the token from the
 * outbox, so it runs against a real database in server/newsletter/unsubscribe-flow.test.ts.)
 */
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, hydrated, test } from './fixtures';

const toast = (page: Page) => page.locator('[data-scope="toast"][data-part="root"]');

test('subscribing from the footer on the home page', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  const form = page.getByRole('form', { name: 'הניוזלטר שלנו' });
  await form.getByLabel('כתובת דוא״ל').fill(`footer_${Date.now()}@example.com`);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'הרשמה' }).click();
  await expect(toast(page)).toContainText('נרשמת בהצלחה!');
});

test('the footer checks the address with the shared schema and asks for consent', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  const form = page.getByRole('form', { name: 'הניוזלטר שלנו' });
  const email = form.getByLabel('כתובת דוא״ל');
  await email.fill('not-an-address');
  await form.getByRole('button', { name: 'הרשמה' }).click();
  await expect(form.getByText('כתובת דוא״ל לא תקינה')).toBeVisible();
  await expect(email).toBeFocused();
  await email.fill(`consent_${Date.now()}@example.com`);
  await form.getByRole('button', { name: 'הרשמה' }).click();
  await expect(form.getByText('יש לאשר קבלת דיוור כדי להירשם')).toBeVisible();
  await expect(form.getByRole('checkbox')).toBeFocused();
});

test('the unsubscribe page is not indexed and does nothing on GET', async ({ request }) => {
  const response = await request.get('/newsletter/unsubscribe?token=abcdefghijklmnopqrstuvwxyz012345');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
  expect(html).toContain('הסרה מרשימת הדיוור');
});

test('without a token the page says the link is not valid', async ({ page }) => {
  await page.goto('/newsletter/unsubscribe');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('הסרה מרשימת התפוצה');
  await expect(page.getByRole('alert')).toContainText('קישור ההסרה אינו תקף');
  await expect(page.getByRole('button', { name: 'הסרה מרשימת הדיוור' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('an unknown token: the button asks the server, which refuses; the page says so', async ({
  page,
  console,
}) => {
  console.allow(/status of 404/, /\/trpc\/newsletter\.unsubscribe/);
  await page.goto('/newsletter/unsubscribe?token=abcdefghijklmnopqrstuvwxyz012345');
  await hydrated(page);
  const button = page.getByRole('button', { name: 'הסרה מרשימת הדיוור' });
  await expect(button).toBeVisible();
  await expectNoAxeViolations(page);
  await button.click();
  await expect(page.getByRole('alert')).toContainText('קישור ההסרה אינו תקף');
  await expect(button).toHaveCount(0);
});
