/**
 * Member management (/admin/members): the table, the dialog for create and edit, the toasts, delete with
 * undo, the 409 of a taken e-mail on its field, search / sort / paging on the server, keyboard-only use,
 * and the 375 px layout. Each test's members share a made-up Hebrew surname, and the test searches for
 * it, so other tests' rows never get in the way.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  expect,
  expectEscapeCloses,
  expectFitsPhone,
  expectNoAxeViolations,
  hydrated,
  logInAsAdmin,
  test,
  toast,
} from './fixtures';

/** A surname no other test uses: six random Hebrew letters. */
function uniqueSurname() {
  const letters = 'אבגדהוזחטיכלמנסעפצקרשת';
  return [...randomBytes(6)].map((b) => letters[b % letters.length]).join('');
}
const tag = () => randomBytes(4).toString('hex');

interface NewMember {
  name: string;
  email: string;
  phone?: string | null;
  status?: 'active' | 'inactive';
}

/** Creates a member through the REST door as the signed-in admin (the page's own cookies). */
async function createMember(page: Page, member: NewMember) {
  const response = await page.request.post('/api/admin/members', { data: member });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; name: string; email: string };
}

async function openList(page: Page, query = '') {
  await page.goto(`/admin/members${query ? `?${query}` : ''}`);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'ניהול חברים' })).toBeVisible();
}

const table = (page: Page) => page.getByRole('table');
const bodyRows = (page: Page) => table(page).locator('tbody tr');
const rowOf = (page: Page, name: string) => bodyRows(page).filter({ hasText: name });
const range = (page: Page) => page.getByRole('status').filter({ hasText: /מציג|לא נמצאו/ });
const searchBox = (page: Page) => page.getByLabel('חיפוש לפי שם, דוא״ל או טלפון');

async function tabTo(page: Page, target: ReturnType<Page['locator']>, limit = 60) {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the target');
}

test('create, edit, delete and undo, with their toasts and badges', async ({ page }) => {
  // many steps, each a server round trip: more time on a loaded machine
  test.slow();
  const surname = uniqueSurname();
  const external: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('http://localhost')) external.push(request.url());
  });
  await logInAsAdmin(page);
  await openList(page, `q=${encodeURIComponent(surname)}`);
  await expect(page.getByText('אין חברים עדיין').or(page.getByText('לא נמצאו חברים מתאימים'))).toBeVisible();

  // create
  const opener = page.getByRole('button', { name: 'חבר חדש' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'חבר חדש' });
  await expect(dialog.getByLabel('שם מלא')).toBeFocused();
  await dialog.getByLabel('שם מלא').fill(`דנה ${surname}`);
  const email = `dana_${tag()}@example.com`;
  await dialog.getByLabel('דוא״ל').fill(email.toUpperCase());
  await dialog.getByLabel('טלפון').fill('+972 50-123-4567');
  await expect(dialog.getByRole('radio', { name: 'פעיל', exact: true })).toBeChecked();
  await dialog.getByRole('button', { name: 'הוספת החבר' }).click();
  await expect(toast(page)).toContainText('החבר נוסף בהצלחה');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  const row = rowOf(page, `דנה ${surname}`);
  await expect(row).toHaveCount(1);
  await expect(table(page).getByRole('columnheader')).toHaveText([
    'חבר',
    'דוא״ל',
    'טלפון',
    'סטטוס',
    'הצטרף',
    'פעולות',
  ]);
  await expect(row.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
  await expect(row.getByRole('link', { name: '050-1234567' })).toHaveAttribute('dir', 'ltr');
  await expect(row.locator('.chakra-badge')).toHaveText('פעיל');
  // the avatar: the initials on a colour, drawn here
  await expect(row.locator('[data-avatar-for]')).toHaveText(`ד${surname[0]}`);
  await expectNoAxeViolations(page);

  // edit: the same dialog, filled, in edit mode
  await row.getByRole('button', { name: `עריכה: דנה ${surname}` }).click();
  const edit = page.getByRole('dialog', { name: `עריכת חבר – דנה ${surname}` });
  await expect(edit.getByLabel('שם מלא')).toHaveValue(`דנה ${surname}`);
  await expect(edit.getByLabel('דוא״ל')).toHaveValue(email);
  await edit.getByLabel('שם מלא').fill(`דנה לוי ${surname}`);
  await edit.getByRole('radio', { name: 'לא פעיל' }).check();
  await edit.getByRole('button', { name: 'שמירת השינויים' }).click();
  await expect(toast(page)).toContainText('פרטי החבר עודכנו בהצלחה');
  const edited = rowOf(page, `דנה לוי ${surname}`);
  await expect(edited.locator('.chakra-badge')).toHaveText('לא פעיל');
  const badgeColour = await edited
    .locator('.chakra-badge')
    .evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(badgeColour).toBe('rgb(254, 226, 226)'); // red.100

  // delete at once, then undo from the toast: back with the same id
  const id = await edited.locator('[data-avatar-for]').getAttribute('data-avatar-for');
  await edited.getByRole('button', { name: /^מחיקה/ }).click();
  await expect(toast(page)).toContainText('החבר נמחק בהצלחה');
  await expect(edited).toHaveCount(0);
  await toast(page).getByRole('button', { name: 'ביטול' }).click();
  await expect(toast(page)).toContainText('החבר שוחזר');
  await expect(rowOf(page, `דנה לוי ${surname}`)).toHaveCount(1);
  await expect(rowOf(page, `דנה לוי ${surname}`).locator('[data-avatar-for]')).toHaveAttribute(
    'data-avatar-for',
    id ?? '',
  );

  // a reload shows what the server stored
  await page.reload();
  await hydrated(page);
  await expect(rowOf(page, `דנה לוי ${surname}`).locator('.chakra-badge')).toHaveText('לא פעיל');
  expect(external).toEqual([]);
});

test('a taken e-mail (in any case) is shown on its field, and nothing is saved', async ({
  page,
  console,
}) => {
  const surname = uniqueSurname();
  await logInAsAdmin(page);
  const email = `taken_${tag()}@example.com`;
  await createMember(page, { name: `קיים ${surname}`, email });
  await openList(page, `q=${encodeURIComponent(surname)}`);
  console.allow(/409/, /admin\.members\.create/);
  await page.getByRole('button', { name: 'חבר חדש' }).click();
  const dialog = page.getByRole('dialog', { name: 'חבר חדש' });
  await dialog.getByLabel('שם מלא').fill(`חדש ${surname}`);
  await dialog.getByLabel('דוא״ל').fill(email.toUpperCase());
  await dialog.getByRole('button', { name: 'הוספת החבר' }).click();
  const field = dialog.getByLabel('דוא״ל');
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog).toContainText('כתובת הדוא״ל כבר רשומה לחבר אחר');
  await expect(dialog).toBeVisible();

  // the client's own rules, before any call
  await dialog.getByLabel('שם מלא').fill('א');
  await dialog.getByLabel('טלפון').fill('12');
  await dialog.getByRole('button', { name: 'הוספת החבר' }).click();
  await expect(dialog).toContainText('השם חייב להכיל לפחות 2 תווים');
  await expect(dialog).toContainText('מספר טלפון לא תקין');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(bodyRows(page)).toHaveCount(1);
});

test('search, sort by the column headers and paging all run on the server and live in the URL', async ({
  page,
}) => {
  test.slow();
  const surname = uniqueSurname();
  await logInAsAdmin(page);
  const first = ['אביב', 'בתיה', 'גדי', 'דליה', 'הדס', 'ורד', 'זיו', 'חנה', 'טל', 'יעל', 'כרמל', 'לאה'];
  for (const [i, name] of first.entries()) {
    await createMember(page, {
      name: `${name} ${surname}`,
      email: `${String.fromCharCode(97 + i)}_${tag()}@example.com`,
      phone: `050-000${String(i).padStart(4, '0')}`,
      status: i % 3 === 0 ? 'inactive' : 'active',
    });
  }
  await openList(page);
  await searchBox(page).fill(surname);
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(surname)}`));
  await expect(range(page)).toHaveText('מציג 1–12 מתוך 12');
  // newest first by default
  await expect(bodyRows(page).first()).toContainText(`לאה ${surname}`);

  const nameHeader = table(page).getByRole('columnheader', { name: 'חבר' });
  await expect(nameHeader).toHaveAttribute('aria-sort', 'none');
  await nameHeader.getByRole('button').click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(page).toHaveURL(/sort=name&order=asc/);
  await expect(bodyRows(page).first()).toContainText(`אביב ${surname}`);
  await nameHeader.getByRole('button').click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(bodyRows(page).first()).toContainText(`לאה ${surname}`);

  const statusHeader = table(page).getByRole('columnheader', { name: 'סטטוס' });
  await statusHeader.getByRole('button').click();
  await expect(statusHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(nameHeader).toHaveAttribute('aria-sort', 'none');
  await expect(bodyRows(page).first().locator('.chakra-badge')).toHaveText('פעיל');
  await expect(bodyRows(page).last().locator('.chakra-badge')).toHaveText('לא פעיל');

  // paging: 10 a page, the second has the last two
  await nameHeader.getByRole('button').click();
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  await page.getByLabel('שורות בעמוד').selectOption('10');
  await expect(range(page)).toHaveText('מציג 1–10 מתוך 12');
  await page.getByRole('navigation', { name: 'עמודי החברים' }).getByRole('button', { name: 'הבא' }).click();
  await expect(range(page)).toHaveText('מציג 11–12 מתוך 12');
  await expect(bodyRows(page)).toHaveCount(2);
  await expect(bodyRows(page).first()).toContainText(`כרמל ${surname}`);
  await expect(page).toHaveURL(/page=2/);

  // a phone search, as people type it
  await searchBox(page).fill('050-000-0007');
  await expect(range(page)).toHaveText('מציג 1–1 מתוך 1');
  await expect(bodyRows(page).first()).toContainText(`חנה ${surname}`);

  // the CSV link carries the same search and order
  const csv = page.getByRole('link', { name: 'ייצוא לקובץ CSV' });
  await expect(csv).toHaveAttribute('href', /\/api\/admin\/members\.csv\?sort=name&order=asc&q=050-000-0007/);
  const download = await page.request.get((await csv.getAttribute('href')) ?? '');
  expect(download.status()).toBe(200);
  expect(await download.text()).toContain(`חנה ${surname}`);
});

test('keyboard only: create a member, Escape closes, focus returns', async ({ page }) => {
  const surname = uniqueSurname();
  await logInAsAdmin(page);
  await openList(page, `q=${encodeURIComponent(surname)}`);
  const opener = page.getByRole('button', { name: 'חבר חדש' });
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'חבר חדש' });
  await expect(dialog.getByLabel('שם מלא')).toBeFocused();
  await expectEscapeCloses(page, dialog, opener);

  await page.keyboard.press('Enter');
  await expect(dialog.getByLabel('שם מלא')).toBeFocused();
  await page.keyboard.type(`מקלדת ${surname}`);
  await page.keyboard.press('Tab');
  await page.keyboard.type(`keys_${tag()}@example.com`);
  await page.keyboard.press('Tab');
  await page.keyboard.type('052 765 4321');
  await page.keyboard.press('Tab');
  // the status radios: the arrow moves to 'לא פעיל'
  await expect(dialog.getByRole('radio', { name: 'פעיל', exact: true })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('radio', { name: 'לא פעיל' })).toBeChecked();
  await tabTo(page, dialog.getByRole('button', { name: 'הוספת החבר' }), 5);
  await page.keyboard.press('Enter');
  await expect(toast(page)).toContainText('החבר נוסף בהצלחה');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  const row = rowOf(page, `מקלדת ${surname}`);
  await expect(row).toContainText('052-7654321');
  await expect(row.locator('.chakra-badge')).toHaveText('לא פעיל');
});

test('at 375 px the members are cards, nothing is cut off, and the dialog fits', async ({ page }) => {
  const surname = uniqueSurname();
  await logInAsAdmin(page);
  await createMember(page, {
    name: `מרגלית־אורטנזיה ${surname} בן־אליעזר`,
    email: `a.very.long.address.for.a.narrow.screen_${tag()}@subdomain.example.com`,
    phone: '050-1234567',
  });
  await page.setViewportSize({ width: 375, height: 812 });
  await openList(page, `q=${encodeURIComponent(surname)}`);
  await expect(table(page)).toBeHidden();
  const cards = page.getByRole('list', { name: 'רשימת החברים' }).getByRole('listitem');
  await expect(cards).toHaveCount(1);
  await expect(cards.first().getByRole('button', { name: /^עריכה/ })).toBeVisible();
  await expectFitsPhone(page);
  await page.screenshot({ path: 'test-results/screens/members-375.png', fullPage: true });

  await page.getByRole('button', { name: 'חבר חדש' }).click();
  const dialog = page.getByRole('dialog', { name: 'חבר חדש' });
  await expect(dialog.getByLabel('שם מלא')).toBeFocused();
  const fits = await dialog.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return { left: box.left >= 0, right: box.right <= window.innerWidth };
  });
  expect(fits).toEqual({ left: true, right: true });
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/screens/members-375-dialog.png' });
});

test('desktop screenshots: the table and the dialog', async ({ page }) => {
  const surname = uniqueSurname();
  await logInAsAdmin(page);
  const people = ['נועה ברק', 'איתי לוין', 'שירה כץ', 'Daniel Green'];
  for (const [i, name] of people.entries()) {
    await createMember(page, {
      name: `${name} ${surname}`,
      email: `m${i}_${tag()}@example.com`,
      phone: i === 2 ? null : `05${i}-12345${60 + i}`,
      status: i === 1 ? 'inactive' : 'active',
    });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await openList(page, `q=${encodeURIComponent(surname)}`);
  await expect(bodyRows(page)).toHaveCount(4);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/screens/members-1280.png', fullPage: true });
  await rowOf(page, `איתי לוין ${surname}`)
    .getByRole('button', { name: /^עריכה/ })
    .click();
  await expect(page.getByRole('dialog', { name: /^עריכת חבר/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/screens/members-1280-dialog.png' });
});
