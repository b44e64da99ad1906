/**
 * Policies worth reading and renewals: the customer's card (insurer, premium, coverages, days left)
 * and its 'בקשת הצעה לחידוש' at 375 and 1280 px; staff's policy form and renewals screen at both.
 */
import { request as playwrightRequest } from '@playwright/test';
import { expect, expectNoAxeViolations, hydrated, logInAsAdmin, newUser, test } from './fixtures';

const israelToday = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Jerusalem' });
const dayFromToday = (days: number) => {
  const date = new Date(`${israelToday()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
const shot = (name: string) => `${process.env.E2E_OUTPUT_DIR ?? 'test-results'}/renewals-${name}.png`;

for (const width of [375, 1280]) {
  test.describe(`renewals at ${width} px`, () => {
    let number: string;
    let userId: number;
    let customer: { username: string; password: string };
    let ip: string;

    test.beforeEach(async ({ page, baseURL, clientIp }) => {
      ip = clientIp;
      const context = await playwrightRequest.newContext({
        baseURL,
        extraHTTPHeaders: { 'x-forwarded-for': ip },
      });
      customer = newUser();
      expect((await context.post('/api/auth/register', { data: customer })).status()).toBe(201);
      await context.dispose();
      await logInAsAdmin(page);
      const found = await page.request.get(`/api/admin/users?search=${customer.username}`);
      [{ id: userId }] = (await found.json()) as [{ id: number }];
      number = `RN-${Date.now().toString(36).toUpperCase()}`;
      const created = await page.request.post(`/api/admin/users/${userId}/policies`, {
        data: {
          policyNumber: number,
          policyType: 'health',
          startDate: dayFromToday(-340),
          endDate: dayFromToday(20),
          company: 'מגדל',
          premium: 189.9,
          premiumPeriod: 'monthly',
          coverages: [{ title: 'ניתוחים בחו״ל', amount: 2000000 }, { title: 'תרופות מחוץ לסל' }],
        },
      });
      expect(created.status(), await created.text()).toBe(201);
    });

    test('the customer reads the card and asks for a renewal offer', async ({ browser, baseURL }) => {
      const theirs = await browser.newContext({
        baseURL,
        extraHTTPHeaders: { 'x-forwarded-for': ip },
        viewport: { width, height: 900 },
      });
      expect((await theirs.request.post('/api/auth/login', { data: customer })).status()).toBe(200);
      const page = await theirs.newPage();
      await page.goto('/dashboard?tab=policies');
      await hydrated(page);
      const card = page
        .getByRole('list', { name: 'הפוליסות שלי' })
        .getByRole('listitem')
        .filter({ hasText: number });
      await expect(card).toContainText('מגדל');
      await expect(card).toContainText('לחודש');
      await expect(card).toContainText('ניתוחים בחו״ל');
      await expect(card).toContainText('מסתיימת בעוד 20 ימים');
      await expect(card).toContainText('טרם טופל');
      await expectNoAxeViolations(page);
      await page.screenshot({ path: shot(`card-${width}`), fullPage: true });
      await card.getByRole('button', { name: /בקשת הצעה לחידוש/ }).click();
      const dialog = page.getByRole('dialog', { name: 'בקשת הצעה לחידוש' });
      await dialog.getByLabel('הודעה לסוכנות (לא חובה)').fill('אשמח להצעה');
      await dialog.getByRole('button', { name: 'שליחת הבקשה' }).click();
      await expect(dialog).toBeHidden();
      await expect(card).toContainText('ביקשתם הצעה לחידוש');
      await expect(card.getByRole('button', { name: /בקשת הצעה לחידוש/ })).toHaveCount(0);
      await theirs.close();
    });

    test('staff edit the policy and change its renewal status on the renewals screen', async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/admin/customers/${userId}`);
      await hydrated(page);
      await page
        .getByRole('button', { name: `עריכה: פוליסה ${number}` })
        .first()
        .click();
      const form = page.getByRole('dialog');
      await expect(form.getByLabel('חברת ביטוח')).toHaveValue('מגדל');
      await expect(form.getByRole('textbox', { name: 'כיסוי 2' })).toHaveValue('תרופות מחוץ לסל');
      await expectNoAxeViolations(page);
      await page.screenshot({ path: shot(`admin-edit-${width}`) });
      await form.getByRole('button', { name: 'ביטול' }).click();

      await page.goto('/admin/renewals');
      await hydrated(page);
      const row = page.getByRole(width < 1000 ? 'listitem' : 'row').filter({ hasText: number });
      await expect(row).toContainText('בעוד 20 ימים');
      await row.getByLabel(`סטטוס החידוש של פוליסה ${number}`).selectOption('contacted');
      await row.getByLabel(`הערה לפוליסה ${number} (לא חובה)`).fill('דיברנו, שולח הצעה');
      await row.getByLabel(`הערה לפוליסה ${number} (לא חובה)`).press('Enter');
      await expect(row).toContainText('דיברנו, שולח הצעה');
      await expect(row).toContainText('בטיפול הסוכנות');
      await expectNoAxeViolations(page);
      await page.screenshot({ path: shot(`screen-${width}`), fullPage: true });
    });
  });
}
