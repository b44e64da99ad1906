/**
 * A policy's status follows its dates: one stored 'active' whose end date has passed shows 'הסתיימה'
 * to the customer (API and the policies tab at 375 px) and to staff (their list at 1280 px), and the
 * admin's policy form warns before such a policy is saved as active.
 */
import { request as playwrightRequest } from '@playwright/test';
import { expect, expectNoAxeViolations, hydrated, logInAsAdmin, newUser, test } from './fixtures';

const israelToday = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Jerusalem' });
/** 'YYYY-MM-DD', `days` from today in Israel */
const dayFromToday = (days: number) => {
  const date = new Date(`${israelToday()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

test.describe('an active policy past its end date', () => {
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
    number = `EXP-${Date.now().toString(36).toUpperCase()}`;
    const created = await page.request.post(`/api/admin/users/${userId}/policies`, {
      data: {
        policyNumber: number,
        policyType: 'travel',
        startDate: dayFromToday(-30),
        endDate: dayFromToday(-1),
        status: 'active',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    expect(await created.json()).toMatchObject({ status: 'ended' });
  });

  test('the customer sees it ended, at 375 px and through GET /api/user/policies', async ({
    browser,
    baseURL,
  }) => {
    const theirs = await browser.newContext({
      baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': ip },
      viewport: { width: 375, height: 812 },
    });
    const login = await theirs.request.post('/api/auth/login', {
      data: { username: customer.username, password: customer.password },
    });
    expect(login.status()).toBe(200);
    const api = await theirs.request.get('/api/user/policies');
    expect(await api.json()).toEqual([
      expect.objectContaining({ policyNumber: number, status: 'ended', endDate: dayFromToday(-1) }),
    ]);
    const page = await theirs.newPage();
    await page.goto('/dashboard?tab=policies');
    await hydrated(page);
    const card = page
      .getByRole('list', { name: 'הפוליסות שלי' })
      .getByRole('listitem')
      .filter({ hasText: number });
    await expect(card).toContainText('הסתיימה');
    await expect(card).not.toContainText('פעילה');
    await expectNoAxeViolations(page);
    await theirs.close();
  });

  test('staff see it ended at 1280 px, and the form warns before saving one as active', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const details = await page.request.get(`/api/admin/users/${userId}`);
    expect((await details.json()).policies).toEqual([
      expect.objectContaining({ policyNumber: number, status: 'ended' }),
    ]);
    await page.goto(`/admin/customers/${userId}`);
    await hydrated(page);
    const row = page.getByRole('table').locator('tbody tr').filter({ hasText: number });
    await expect(row).toContainText('הסתיימה');
    await expect(row).not.toContainText('פעילה');
    // an ended policy has no 'end' action
    await expect(page.getByRole('button', { name: `סיום פוליסה ${number}` })).toHaveCount(0);

    await page.getByRole('button', { name: 'פוליסה חדשה' }).click();
    const dialog = page.getByRole('dialog', { name: 'פוליסה חדשה' });
    await dialog.getByLabel('מספר פוליסה').fill(`${number}-2`);
    await dialog.getByLabel('סוג הפוליסה').selectOption({ label: 'ביטוח רכב' });
    await dialog.getByLabel('תאריך התחלה').fill(dayFromToday(-60));
    const warning = dialog.getByText('תאריך הסיום כבר עבר');
    await dialog.getByLabel('תאריך סיום').fill(dayFromToday(10));
    await expect(dialog.getByLabel(/^סטטוס\*?$/)).toHaveValue('active');
    await expect(warning).toHaveCount(0);
    await dialog.getByLabel('תאריך סיום').fill(dayFromToday(-2));
    await expect(warning).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'שינוי הסטטוס ל„הסתיימה“' }).click();
    await expect(dialog.getByLabel(/^סטטוס\*?$/)).toHaveValue('ended');
    await expect(warning).toHaveCount(0);
  });
});
