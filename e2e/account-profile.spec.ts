import { randomBytes } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import {
  expect,
  expectEscapeCloses,
  expectNoAxeViolations,
  hydrated,
  registerUser,
  signIn,
  test,
  toast,
} from './fixtures';

const tab = (page: Page, name: string) => page.getByRole('tab', { name });
// the open panel (a panel left stays mounted, hidden, and may still be fading out for a moment)
const panel = (page: Page) => page.locator('[role="tabpanel"][data-state="open"]');

/** Presses Tab until `target` has the focus (at most `max` times), as a keyboard user gets there. */
async function tabTo(page: Page, target: Locator, max = 12) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

async function openDashboard(page: Page, query = '') {
  await page.goto(`/dashboard${query}`);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'האזור האישי' })).toBeVisible();
}

test('the open tab lives in the URL, survives a reload, and arrow keys move between the tabs', async ({
  page,
}) => {
  await registerUser(page.request);
  await openDashboard(page, '?tab=policies');
  await expect(tab(page, 'הפוליסות שלי')).toHaveAttribute('aria-selected', 'true');
  await page.reload();
  await hydrated(page);
  await expect(tab(page, 'הפוליסות שלי')).toHaveAttribute('aria-selected', 'true');
  await expect(panel(page).getByRole('heading', { name: 'עדיין אין פוליסות בחשבון' })).toBeVisible();

  // right to left: the next tab is on the left
  await tab(page, 'הפוליסות שלי').focus();
  await page.keyboard.press('ArrowLeft');
  await expect(tab(page, 'התיק הביטוחי שלי')).toBeFocused();
  await expect(tab(page, 'התיק הביטוחי שלי')).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\/dashboard\?tab=portfolio$/);
  // each press acts from the tab that has the focus, which Ark moves in the next frame: as a person
  // does, wait to see it move (on a loaded machine the second press otherwise left from the same tab again)
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'הפוליסות שלי')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'פרופיל')).toHaveAttribute('aria-selected', 'true');
  // the default tab needs no parameter
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.keyboard.press('End');
  await expect(page).toHaveURL(/\/dashboard\?tab=documents$/);

  // an unknown tab is the profile
  await openDashboard(page, '?tab=secret');
  await expect(tab(page, 'פרופיל')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'פרטים אישיים' })).toBeVisible();
});

for (const width of [1280, 375]) {
  test(`axe finds nothing on any tab at ${width} px, every tab in view`, async ({ page }) => {
    // four axe passes, one per tab
    test.slow();
    await registerUser(page.request);
    await page.setViewportSize({ width, height: 900 });
    await openDashboard(page);
    await expect(page.getByLabel('שם מלא')).toBeVisible();
    await expectNoAxeViolations(page);
    await tab(page, 'הפוליסות שלי').click();
    await expect(panel(page).getByRole('heading', { name: 'עדיין אין פוליסות בחשבון' })).toBeVisible();
    await expectNoAxeViolations(page);
    await tab(page, 'הבקשות שלי').click();
    await expect(panel(page).getByRole('heading', { name: 'עדיין אין בקשות בחשבון' })).toBeVisible();
    await expectNoAxeViolations(page);
    await tab(page, 'מסמכים').click();
    await expect(page).toHaveURL(/tab=documents/);
    await expect(panel(page)).toBeVisible();
    await expectNoAxeViolations(page);
    // every tab is in view: none is cut off at the screen's edge
    for (const name of ['פרופיל', 'הפוליסות שלי', 'התיק הביטוחי שלי', 'התביעות שלי', 'הבקשות שלי', 'מסמכים'])
      await expect(tab(page, name)).toBeInViewport({ ratio: 1 });
  });
}

test('saves the profile by keyboard alone: the Hebrew messages first, then the phone written back as typed', async ({
  page,
}) => {
  const user = await registerUser(page.request);
  await openDashboard(page);
  // a new user: empty fields, greeted by the user name
  await expect(page.locator('main').getByText(`שלום, ${user.username}`)).toBeVisible();
  const fullName = page.getByLabel('שם מלא');
  await expect(fullName).toHaveValue('');
  // the example number is a hint below the field, not a grey value inside it
  const phone = page.getByLabel('טלפון');
  await expect(phone).not.toHaveAttribute('placeholder');
  await expect(phone).toHaveAccessibleDescription(/050-1234567/);

  await tab(page, 'פרופיל').focus();
  await tabTo(page, fullName);
  await page.keyboard.type('א');
  await page.keyboard.press('Tab');
  await page.keyboard.type('050-12');
  await page.keyboard.press('Tab');
  await page.keyboard.type('הרצל 10, תל אביב');
  await page.keyboard.press('Enter');
  await expect(page.getByText('השם המלא חייב להכיל לפחות 2 תווים')).toBeVisible();
  await expect(page.getByText('מספר טלפון לא תקין')).toBeVisible();
  await expect(fullName).toBeFocused();
  await expect(fullName).toHaveAttribute('aria-invalid', 'true');

  await page.keyboard.type('נה כהן');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('050-123 4567');
  await page.keyboard.press('Enter');
  await expect(toast(page)).toContainText('הפרופיל עודכן בהצלחה');
  // stored as 10 digits, shown as people write it
  await expect(page.getByLabel('טלפון')).toHaveValue('050-1234567');

  await page.reload();
  await hydrated(page);
  await expect(page.getByLabel('שם מלא')).toHaveValue('אנה כהן');
  await expect(page.getByLabel('טלפון')).toHaveValue('050-1234567');
  await expect(page.getByRole('textbox', { name: 'כתובת', exact: true })).toHaveValue('הרצל 10, תל אביב');
  await expect(page.locator('main').getByText('שלום, אנה כהן')).toBeVisible();
});

test.describe('in an English-language browser', () => {
  test.use({ locale: 'en-US' });

  test('the birth date is typed and shown as dd.mm.yyyy, picked from a Hebrew calendar and saved as that day', async ({
    page,
  }) => {
    // two profile saves' worth of steps and an axe scan with the calendar open
    test.slow();
    await registerUser(page.request);
    await openDashboard(page);
    await page.getByLabel('שם מלא').fill('אנה כהן');
    await page.getByLabel('טלפון').fill('050-1234567');
    await page.getByRole('textbox', { name: 'כתובת', exact: true }).fill('הרצל 10, תל אביב');
    const born = page.getByLabel('תאריך לידה (לא חובה)');
    // other ways of writing the day are read too, and written back as dd.mm.yyyy
    await born.pressSequentially('5/3/1990');
    await born.blur();
    await expect(born).toHaveValue('05.03.1990');
    await born.clear();
    await born.pressSequentially('05.03.1990');
    await expect(born).toHaveValue('05.03.1990');

    // the calendar opens on the typed month, in Hebrew, the week from Sunday
    await page.getByRole('button', { name: 'פתיחת לוח השנה' }).click();
    const calendar = page.getByRole('application', { name: 'לוח שנה' });
    await expect(calendar.getByRole('button', { name: 'בחירת חודש' })).toHaveText('מרץ 1990');
    await expect(calendar.locator('thead th').first()).toHaveText('א׳');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(calendar).toBeHidden();

    await page.getByRole('button', { name: 'שמירת הפרטים' }).click();
    await expect(toast(page)).toContainText('הפרופיל עודכן בהצלחה');
    await expect(born).toHaveValue('05.03.1990');
    const saved = await page.request.get('/api/user/profile');
    expect((await saved.json()).birthDate).toBe('1990-03-05');
  });
});

test('changing the password keeps this browser signed in and signs the other one out', async ({
  page,
  browser,
  console,
}) => {
  console.allow(/status of 400/);
  const user = await registerUser(page.request);
  // a second browser, signed in as the same user
  const other = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': `10.${[...randomBytes(3)].join('.')}` },
  });
  await signIn(other.request, user);
  const otherPage = await other.newPage();
  await openDashboard(otherPage);
  await expect(otherPage.getByRole('tab', { name: 'פרופיל' })).toBeVisible();

  await openDashboard(page);
  const current = page.getByLabel('הסיסמה הנוכחית');
  const next = page.getByLabel('הסיסמה החדשה');
  await current.fill('not-my-password');
  await next.fill('blue-lantern-harbor-92');
  await next.press('Enter');
  await expect(page.getByText('הסיסמה הנוכחית שגויה')).toBeVisible();
  await expect(current).toBeFocused();

  await current.fill(user.password);
  await current.press('Enter');
  await expect(toast(page)).toContainText('הסיסמה עודכנה בהצלחה');
  await expect(current).toHaveValue('');

  await page.reload();
  await hydrated(page);
  await expect(tab(page, 'פרופיל')).toBeVisible();

  await otherPage.reload();
  await expect(
    otherPage.getByText('כדי לצפות בפרופיל, בפוליסות ובמסמכים שלכם יש להתחבר לחשבון.'),
  ).toBeVisible();
  await expect(otherPage.getByRole('tab', { name: 'פרופיל' })).toHaveCount(0);
  await other.close();
});

test('no policies yet: the empty state offers a call, WhatsApp and the contact form, by keyboard', async ({
  page,
}) => {
  await registerUser(page.request);
  await openDashboard(page, '?tab=policies');
  const policies = panel(page);
  await expect(policies.getByRole('heading', { name: 'עדיין אין פוליסות בחשבון' })).toBeVisible();

  const call = policies.getByRole('link', { name: /התקשרו/ });
  await expect(call).toHaveAttribute('href', 'tel:+97237654321');
  const whatsapp = policies.getByRole('link', { name: /וואטסאפ/ });
  await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/972527654321/);
  await expect(whatsapp).toHaveAttribute('target', '_blank');

  const contact = policies.getByRole('button', { name: 'השארת פרטים' });
  await tab(page, 'הפוליסות שלי').focus();
  await tabTo(page, contact);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'צרו קשר' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('שם פרטי')).toBeFocused();
  await expectEscapeCloses(page, dialog, contact);
});

test('the devices list shows this browser and another; ending the other signs it out', async ({
  page,
  browser,
}) => {
  const user = await registerUser(page.request);
  const other = await browser.newContext({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  });
  await signIn(other.request, user);
  await openDashboard(page);
  const devices = page.getByRole('list', { name: 'מכשירים מחוברים' }).getByRole('listitem');
  await expect(devices).toHaveCount(2);
  await expect(devices.filter({ hasText: 'המכשיר הזה' })).toHaveCount(1);
  const iphone = devices.filter({ hasText: 'Safari ב־iOS' });
  await expect(iphone).toContainText(/פעילות אחרונה \d\d\.\d\d\.\d{4} \d\d:\d\d/);
  await expectNoAxeViolations(page);

  await iphone.getByRole('button', { name: 'ניתוק: Safari ב־iOS' }).click();
  await expect(toast(page)).toContainText('המכשיר נותק');
  await expect(devices).toHaveCount(1);
  expect((await other.request.get('/api/auth/me')).status()).toBe(401);
  await expect(page.getByRole('button', { name: 'ניתוק כל המכשירים האחרים' })).toHaveCount(0);
  await other.close();
});
