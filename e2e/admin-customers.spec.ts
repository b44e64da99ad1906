/**
 * The admin's customers (/admin/customers): find a freshly registered customer by search, open their
 * page, add a policy in the dialog and see it listed (and, as the customer, in GET /api/user/policies);
 * block (their session ends, login refused), unblock, end sessions; keyboard only, axe at 1280 and 375 px,
 * no sideways scrolling at 375 px.
 */
import { type APIRequestContext, type Page, request as playwrightRequest } from '@playwright/test';
import { pdfFile } from '../tests/document-files';
import { adminSecret, claimCode } from './admin-session';
import {
  expect,
  expectFitsPhone,
  expectNoAxeViolations,
  hydrated,
  logInAsAdmin,
  newUser,
  signInAsAdmin,
  test,
  toast,
} from './fixtures';

/** A customer in a browser of their own: registered (and signed in) through POST /api/auth/register. */
async function newCustomer(baseURL: string, ip: string) {
  const context = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': ip },
  });
  const user = newUser();
  const res = await context.post('/api/auth/register', { data: user });
  expect(res.status(), await res.text()).toBe(201);
  return { context, user };
}

const login = (context: APIRequestContext, user: { username: string; password: string }) =>
  context.post('/api/auth/login', { data: { username: user.username, password: user.password } });

/** Confirms the open alertdialog with its confirm button, by keyboard. */
async function confirm(page: Page, name: string) {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  // the safe answer has the focus first
  await expect(dialog.getByRole('button', { name: 'ביטול', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name, exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
}

test('find a customer, add a policy they then see, block, unblock and end their sessions', async ({
  page,
  browser,
  baseURL,
  clientIp,
}) => {
  test.slow();
  const customer = await newCustomer(baseURL as string, clientIp);
  const policyNumber = `E2E-${Date.now().toString(36).toUpperCase()}`;

  await page.setViewportSize({ width: 1280, height: 900 });
  await logInAsAdmin(page);
  await page.goto('/admin');
  await hydrated(page);
  await page.getByRole('navigation').getByRole('link', { name: 'לקוחות' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'לקוחות' })).toBeVisible();

  await page.getByLabel('חיפוש לפי שם, שם משתמש, דוא״ל או טלפון').fill(customer.user.username);
  const table = page.getByRole('table');
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(page).toHaveURL(new RegExp(`q=${customer.user.username}`));
  await expectNoAxeViolations(page);
  await table.getByRole('link', { name: customer.user.username }).click();

  await expect(page.getByRole('heading', { level: 1, name: customer.user.username })).toBeVisible();
  await expect(page.getByText('ללקוח אין עדיין פוליסות')).toBeVisible();

  // a new policy, keyboard only: the dialog opens on the number, Tab moves through its fields
  const newPolicy = page.getByRole('button', { name: 'פוליסה חדשה' });
  await newPolicy.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'פוליסה חדשה' });
  await expect(dialog.getByLabel('מספר פוליסה')).toBeFocused();
  await page.keyboard.type(policyNumber.toLowerCase());
  await dialog.getByLabel('סוג הפוליסה').selectOption({ label: 'ביטוח דירה' });
  await dialog.getByLabel('תאריך התחלה').fill('2026-01-01');
  await dialog.getByLabel('תאריך סיום').fill('2025-12-01');
  await dialog.getByRole('button', { name: 'הוספת הפוליסה' }).click();
  // the shared schema refuses an end before the start, under its field
  await expect(dialog.getByText('תאריך הסיום חייב להיות אחרי תאריך ההתחלה')).toBeVisible();
  await dialog.getByLabel('תאריך סיום').fill('2036-12-31');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'הוספת הפוליסה' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page)).toContainText('הפוליסה נוספה בהצלחה');
  await expect(newPolicy).toBeFocused();
  const row = page
    .getByRole('table', { name: undefined })
    .locator('tbody tr')
    .filter({ hasText: policyNumber });
  await expect(row).toContainText('ביטוח דירה');
  await expect(row).toContainText('01.01.2026');
  await expect(row).toContainText('31.12.2036');
  await expect(row).toContainText('פעילה');

  // the customer sees it through their own door
  const mine = await customer.context.get('/api/user/policies');
  expect(mine.status()).toBe(200);
  expect(await mine.json()).toContainEqual(
    expect.objectContaining({ policyNumber, policyType: 'home', startDate: '2026-01-01', status: 'active' }),
  );
  // …and in the 'הפוליסות שלי' tab of their personal area
  const theirs = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': clientIp } });
  expect((await login(theirs.request, customer.user)).status()).toBe(200);
  const dashboard = await theirs.newPage();
  await dashboard.goto('/dashboard?tab=policies');
  // a card per policy, at every width
  const policyRow = dashboard.getByRole('listitem').filter({ hasText: policyNumber });
  await expect(policyRow).toContainText('ביטוח דירה');
  await expect(policyRow).toContainText('פעילה');
  await theirs.close();

  // block: their next request is 401, and login is refused with the Hebrew reason
  await page.getByRole('button', { name: 'חסימת החשבון' }).focus();
  await page.keyboard.press('Enter');
  await confirm(page, 'חסימת החשבון');
  await expect(toast(page)).toContainText('החשבון נחסם');
  await expect(page.getByText('חסום', { exact: true }).first()).toBeVisible();
  expect((await customer.context.get('/api/user/policies')).status()).toBe(401);
  const refused = await login(customer.context, customer.user);
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error).toBe('החשבון חסום. לפרטים פנו לסוכנות');

  // unblock: they sign in again
  await page.getByRole('button', { name: 'ביטול החסימה' }).click();
  await confirm(page, 'ביטול החסימה');
  await expect(toast(page)).toContainText('החסימה בוטלה');
  expect((await login(customer.context, customer.user)).status()).toBe(200);
  expect((await customer.context.get('/api/user/policies')).status()).toBe(200);

  // end every session: the customer is signed out
  await page.reload();
  await hydrated(page);
  await page.getByRole('button', { name: 'ניתוק כל החיבורים' }).click();
  await confirm(page, 'ניתוק החיבורים');
  await expect(toast(page)).toContainText('נותק חיבור אחד');
  expect((await customer.context.get('/api/user/policies')).status()).toBe(401);
  await expectNoAxeViolations(page);

  // 375 px: cards instead of tables, nothing wider than the screen
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('list', { name: 'הפוליסות' })).toContainText(policyNumber);
  await expectFitsPhone(page);
  await page.goto(`/admin/customers?q=${customer.user.username}`);
  await hydrated(page);
  await expect(page.getByRole('list', { name: 'רשימת הלקוחות' })).toContainText(customer.user.username);
  await expectFitsPhone(page);
  await customer.context.dispose();
});

test('ending a policy asks first, then shows it ended with today’s date', async ({
  page,
  baseURL,
  clientIp,
}) => {
  const customer = await newCustomer(baseURL as string, clientIp);
  await logInAsAdmin(page);
  const me = await page.request.get(`/api/admin/users?search=${customer.user.username}`);
  const [{ id }] = (await me.json()) as [{ id: number }];
  const number = `END-${Date.now().toString(36).toUpperCase()}`;
  const created = await page.request.post(`/api/admin/users/${id}/policies`, {
    data: { policyNumber: number, policyType: 'car', startDate: '2025-01-01' },
  });
  expect(created.status()).toBe(201);

  await page.goto(`/admin/customers/${id}`);
  await hydrated(page);
  const end = page.getByRole('button', { name: `סיום פוליסה ${number}` });
  await end.click();
  // cancelling changes nothing and gives the focus back
  await page.getByRole('alertdialog').getByRole('button', { name: 'ביטול', exact: true }).click();
  await expect(end).toBeFocused();
  await end.click();
  await confirm(page, 'סיום הפוליסה');
  await expect(toast(page)).toContainText('הפוליסה הסתיימה');
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Jerusalem' });
  const row = page.getByRole('table').locator('tbody tr').filter({ hasText: number });
  await expect(row).toContainText('הסתיימה');
  await expect(row).toContainText(today.split('-').reverse().join('.'));
  await expect(end).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'פוליסה חדשה' })).toBeFocused();
  const theirs = await customer.context.get('/api/user/policies');
  expect(await theirs.json()).toContainEqual(
    expect.objectContaining({ policyNumber: number, status: 'ended', endDate: today }),
  );
  await customer.context.dispose();
});

test('at 375 px a refused block is told inside its confirmation, beside the button, not in a toast', async ({
  page,
  baseURL,
  clientIp,
  console,
}) => {
  console.allow(/status of 500/, /\/trpc\/admin\.customers\.setBlocked/);
  const customer = await newCustomer(baseURL as string, clientIp);
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAsAdmin(page.context());
  await page.goto(`/admin/customers?q=${customer.user.username}`);
  await hydrated(page);
  await page.getByRole('link', { name: customer.user.username }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: customer.user.username })).toBeVisible();
  await page.route('**/trpc/admin.customers.setBlocked*', (route) =>
    route.fulfill({ status: 500, body: 'down' }),
  );
  await page.getByRole('button', { name: 'חסימת החשבון' }).click();
  const dialog = page.getByRole('alertdialog');
  const block = dialog.getByRole('button', { name: 'חסימת החשבון', exact: true });
  await block.click();
  await expect(dialog.getByRole('alert')).toContainText('חסימת החשבון נכשלה');
  await expect(block).toHaveAccessibleDescription(/חסימת החשבון נכשלה/);
  await expect(toast(page)).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("a customer's document opens through the step-up: a refused download asks for a code, then comes", async ({
  page,
  baseURL,
  clientIp,
  console,
}) => {
  console.allow(/status of 403/);
  const customer = await newCustomer(baseURL as string, clientIp);
  const uploaded = await customer.context.post('/api/user/documents', {
    multipart: {
      file: { name: 'a.pdf', mimeType: 'application/pdf', buffer: pdfFile() },
      name: 'תעודת זהות',
      category: 'general',
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  await logInAsAdmin(page);
  const found = await page.request.get(`/api/admin/users?search=${customer.user.username}`);
  const [{ id }] = (await found.json()) as [{ id: number }];
  await page.goto(`/admin/customers/${id}`);
  await hydrated(page);

  // the server's answer to a session whose second factor is over 10 minutes old, once
  let refused = false;
  await page.route('**/api/admin/users/*/documents/*/download', (route) => {
    if (refused) return route.continue();
    refused = true;
    return route.fulfill({
      status: 403,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'לפעולה הזו צריך לאמת שוב את זהותכם', code: 'STEP_UP_REQUIRED' }),
    });
  });
  await page.getByRole('button', { name: 'הורדה: תעודת זהות' }).click();
  const stepUp = page.getByRole('dialog', { name: 'אימות זהות' });
  await expect(stepUp).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    (async () => {
      await stepUp.getByLabel('קוד מאפליקציית האימות').fill(await claimCode(adminSecret()));
      await stepUp.getByLabel('קוד מאפליקציית האימות').press('Enter');
    })(),
  ]);
  expect(download.suggestedFilename()).toBe('תעודת זהות.pdf');
  await expect(stepUp).toBeHidden();

  // the preview opens once the server says the step-up is recent: its frame shows the document
  await page.getByRole('button', { name: 'תצוגה מקדימה: תעודת זהות' }).click();
  const preview = page.getByRole('dialog', { name: 'תעודת זהות' });
  await expect(preview.locator('iframe[title="תצוגה מקדימה: תעודת זהות"]')).toHaveAttribute(
    'src',
    new RegExp(`/api/admin/users/${id}/documents/\\d+/preview$`),
  );
});
