/**
 * The audit log (/admin/audit-log): the member actions of the e2e administrator appear in Hebrew with
 * who, which record, the IP and the time; the filters by person, action and Israel day; paging newest
 * first; the note that entries cannot be changed; keyboard use; axe at 1280 and 375 px.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { israelToday } from '../src/shared/israel-time';
import {
  ADMIN,
  expect,
  expectFitsPhone,
  expectNoAxeViolations,
  hydrated,
  logInAsAdmin,
  test,
} from './fixtures';

const tag = () => randomBytes(4).toString('hex');

async function openLog(page: Page, query = '') {
  await page.goto(`/admin/audit-log${query ? `?${query}` : ''}`);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'יומן פעולות' })).toBeVisible();
}

const bodyRows = (page: Page) => page.getByRole('table').locator('tbody tr');
const range = (page: Page) => page.getByRole('status').filter({ hasText: /מציג|לא נמצאו/ });

/** A member created, updated and deleted through the REST door as the signed-in admin. */
async function memberLifecycle(page: Page) {
  const created = await page.request.post('/api/admin/members', {
    data: { name: `יומן ${tag()}`, email: `audit_${tag()}@example.com` },
  });
  expect(created.status()).toBe(201);
  const { id, email } = (await created.json()) as { id: number; email: string };
  const updated = await page.request.put(`/api/admin/members/${id}`, {
    data: { name: 'יומן מעודכן', email, status: 'inactive' },
  });
  expect(updated.status()).toBe(200);
  expect((await page.request.delete(`/api/admin/members/${id}`)).status()).toBe(200);
  return id;
}

test('shows who did what to which record, from where and when; filters by person, action and day', async ({
  page,
  clientIp,
}) => {
  // many steps, each a server round trip: more time on a loaded machine
  test.slow();
  await logInAsAdmin(page);
  const id = await memberLifecycle(page);
  const today = israelToday();

  await openLog(page);
  await expect(page.getByText('רשומות היומן נשמרות כפי שנכתבו ואי אפשר לשנות או למחוק אותן.')).toBeVisible();
  await expect(page.getByRole('table').getByRole('columnheader')).toHaveText([
    'מתי',
    'משתמש',
    'פעולה',
    'רשומה',
    'כתובת IP',
    'פרטים',
  ]);

  // by action: the deletion of this member
  await page.getByLabel('פעולה').selectOption({ label: 'מחיקת חבר' });
  await expect(page).toHaveURL(/action=member\.delete/);
  const deleted = bodyRows(page).filter({ hasText: `חבר · מזהה ${id}` });
  await expect(deleted).toHaveCount(1);
  await expect(deleted).toContainText('מחיקת חבר');
  await expect(deleted).toContainText(ADMIN.username);
  await expect(deleted).toContainText(clientIp);
  const [year, month, day] = today.split('-');
  await expect(deleted).toContainText(`${day}.${month}.${year}`);

  // the whole area: create, update and delete of the member, newest first
  await page.getByLabel('פעולה').selectOption({ label: 'כל הפעולות: חברים' });
  const ofMember = bodyRows(page).filter({ hasText: `חבר · מזהה ${id}` });
  await expect(ofMember).toHaveCount(3);
  await expect(ofMember.nth(0)).toContainText('מחיקת חבר');
  await expect(ofMember.nth(1)).toContainText('עדכון פרטי חבר');
  await expect(ofMember.nth(1)).toContainText('שונו: שם, סטטוס · סטטוס: פעיל ← לא פעיל');
  await expect(ofMember.nth(2)).toContainText('הוספת חבר');

  // by person and day: today has them; a day long past has nothing
  await page.getByLabel('משתמש').selectOption({ label: ADMIN.username });
  await page.getByLabel('מתאריך').fill(today);
  await page.getByLabel('עד תאריך').fill(today);
  await expect(page).toHaveURL(new RegExp(`from=${today}&to=${today}`));
  await expect(ofMember).toHaveCount(3);
  await page.getByLabel('מתאריך').fill('2020-01-01');
  await page.getByLabel('עד תאריך').fill('2020-01-02');
  await expect(page.getByText('אין פעולות שמתאימות לסינון')).toBeVisible();
  await page.getByRole('button', { name: 'ניקוי הסינון' }).click();
  await expect(page).toHaveURL(/\/admin\/audit-log\??$/);
  await expect(bodyRows(page).first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('reading the log is itself recorded, and the log pages newest first', async ({ page }) => {
  await logInAsAdmin(page);
  // enough entries for two pages of 20: each list read is one
  for (let i = 0; i < 22; i++)
    expect((await page.request.get('/api/admin/members?pageSize=1')).status()).toBe(200);
  await openLog(page, 'action=member.list&size=20');
  await expect(range(page)).toHaveText(/^מציג 1–20 מתוך /);
  const newest = await bodyRows(page).first().locator('time').getAttribute('datetime');
  await page.getByRole('navigation', { name: 'עמודי היומן' }).getByRole('button', { name: 'הבא' }).click();
  await expect(range(page)).toHaveText(/^מציג 21–/);
  const older = await bodyRows(page).first().locator('time').getAttribute('datetime');
  expect(Date.parse(older ?? '')).toBeLessThanOrEqual(Date.parse(newest ?? ''));
  await expect(bodyRows(page).first()).toContainText('צפייה ברשימת החברים');

  await openLog(page, 'action=audit.list');
  await expect(bodyRows(page).first()).toContainText('צפייה ביומן הפעולות');
});

test('keyboard: the filters are reachable and labelled', async ({ page }) => {
  await logInAsAdmin(page);
  await memberLifecycle(page);
  await openLog(page);
  const action = page.getByLabel('פעולה');
  for (let i = 0; i < 60 && !(await action.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(action).toBeFocused();
  await action.selectOption('member.create');
  await expect(page).toHaveURL(/action=member\.create/);
  await expect(bodyRows(page).first()).toContainText('הוספת חבר');
});

test('at 375 px the entries are cards and nothing is cut off; screenshots', async ({ page }) => {
  await logInAsAdmin(page);
  await memberLifecycle(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openLog(page, 'size=20');
  await expect(bodyRows(page).first()).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/audit-1280.png', fullPage: true });

  await page.setViewportSize({ width: 375, height: 812 });
  await openLog(page, 'size=20&action=member');
  await expect(page.getByRole('table')).toBeHidden();
  const cards = page.getByRole('list', { name: 'רשומות היומן' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  await expectFitsPhone(page);
  await page.screenshot({ path: 'test-results/screens/audit-375.png' });
  await cards.nth(1).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/screens/audit-375-cards.png' });
});
