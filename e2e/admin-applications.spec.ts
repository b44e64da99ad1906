/**
 * The admin's travel-insurance requests (/admin/applications): the table, approve / reject, the
 * details dialog with the whole request, status filter, search, server-side paging, keyboard-only
 * use, and the 375 px layout. Requests are created through POST /api/travel/submit; each test's
 * requests share a made-up Hebrew surname, and the test searches for it, so other tests' rows never
 * get in the way.
 */
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { formatMoney } from '../src/shared/money';
import { healthAnswers } from '../tests/payloads';
import {
  expect,
  expectEscapeCloses,
  expectFitsPhone,
  expectNoAxeViolations,
  hydrated,
  logInAsAdmin,
  test,
  toast,
  trpcMutation,
} from './fixtures';
import {
  departure,
  person,
  returning,
  shown,
  submit,
  today,
  travelRequest,
  uniqueSurname,
} from './travel-requests';

async function openList(page: Page, query: string) {
  await page.goto(`/admin/applications?${query}`);
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'בקשות לביטוח נסיעות' })).toBeVisible();
}

const table = (page: Page) => page.getByRole('table');
const bodyRows = (page: Page) => table(page).locator('tbody tr');
const rowOf = (page: Page, name: string) => bodyRows(page).filter({ hasText: name });
const badge = (row: Locator) => row.locator('.chakra-badge');
const range = (page: Page) => page.getByRole('status').filter({ hasText: /מציג|לא נמצאו/ });

/** The badge's look: pending outlined, approved green, rejected red. */
async function badgeLook(row: Locator) {
  return badge(row).evaluate((el) => {
    const style = getComputedStyle(el);
    return { background: style.backgroundColor, outlined: style.boxShadow.includes('inset') };
  });
}
const GREEN_100 = 'rgb(220, 252, 231)';
const RED_100 = 'rgb(254, 226, 226)';
const TRANSPARENT = 'rgba(0, 0, 0, 0)';

/** Confirms the approval or rejection the row's button (or the selector) asked for. */
async function confirmDecision(page: Page, decision: 'אישור הבקשה' | 'דחיית הבקשה') {
  const dialog = page.getByRole('dialog', { name: decision });
  await expect(dialog).toContainText('ללקוח יישלח דוא״ל');
  await dialog.getByRole('button', { name: decision }).click();
  await expect(dialog).toBeHidden();
}

const DECISIONS = {
  approve: { button: /^אישור/, dialog: 'אישור הבקשה', status: 'אושר', background: GREEN_100 },
  reject: { button: /^דחייה/, dialog: 'דחיית הבקשה', status: 'נדחה', background: RED_100 },
} as const;

/**
 * Approves or rejects the request of `row` with the row's own button: the toast confirms it, the badge
 * shows the new status in its colour, and the row's approve and reject buttons are gone.
 */
async function decideInRow(page: Page, row: Locator, decision: keyof typeof DECISIONS) {
  const { button, dialog, status, background } = DECISIONS[decision];
  await row.getByRole('button', { name: button }).click();
  await confirmDecision(page, dialog);
  await expect(toast(page)).toContainText('הסטטוס עודכן בהצלחה');
  await expect(badge(row)).toHaveText(status);
  expect(await badgeLook(row)).toEqual({ background, outlined: false });
  await expect(row.getByRole('button', { name: /^(אישור|דחייה)/ })).toHaveCount(0);
}

async function tabTo(page: Page, target: Locator, limit = 60, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  throw new Error('Tab never reached the target');
}

test('the table lists requests newest first; approve and reject work only while pending', async ({
  page,
}) => {
  const surname = uniqueSurname();
  const people = [person('דנה', surname), person('יוסי', surname), person('מיכל', surname)];
  for (const p of people) await submit(page, travelRequest([p]));

  await logInAsAdmin(page);
  await openList(page, `q=${encodeURIComponent(surname)}`);
  await expect(page.getByLabel('חיפוש לפי שם, תעודת זהות, דוא״ל או מספר בקשה')).toHaveValue(surname);
  await expect(range(page)).toHaveText('מציג 1–3 מתוך 3');
  await expect(table(page).getByRole('columnheader')).toHaveText([
    'שם מלא',
    'מספר בקשה',
    'תעודת זהות',
    'יעד',
    'תאריכים',
    'סטטוס',
    'תאריך הבקשה',
    'פעולות',
  ]);
  // newest first
  await expect(bodyRows(page)).toHaveCount(3);
  await expect(bodyRows(page).nth(0)).toContainText(`מיכל ${surname}`);
  await expect(bodyRows(page).nth(1)).toContainText(`יוסי ${surname}`);
  await expect(bodyRows(page).nth(2)).toContainText(`דנה ${surname}`);

  const dana = rowOf(page, `דנה ${surname}`);
  await expect(dana).toContainText('ארצות הברית, ספרד');
  await expect(dana.getByRole('cell').nth(4)).toHaveText(
    new RegExp(`^${shown(departure)}.*${shown(returning)}$`),
  );
  await expect(badge(dana)).toHaveText('ממתין');
  expect(await badgeLook(dana)).toEqual({ background: TRANSPARENT, outlined: true });
  await expect(dana.getByRole('button', { name: `פרטים: דנה ${surname}` })).toBeVisible();
  await expect(dana.getByRole('button', { name: `אישור: דנה ${surname}` })).toBeVisible();
  await expect(dana.getByRole('button', { name: `דחייה: דנה ${surname}` })).toBeVisible();
  await expectNoAxeViolations(page);

  await decideInRow(page, dana, 'approve');
  await expect(dana.getByRole('button', { name: /^פרטים/ })).toBeVisible();

  const yossi = rowOf(page, `יוסי ${surname}`);
  await decideInRow(page, yossi, 'reject');

  // the order and the third request are untouched; a reload shows what the server stored
  await page.reload();
  await hydrated(page);
  await expect(bodyRows(page).nth(0)).toContainText('ממתין');
  await expect(badge(rowOf(page, `דנה ${surname}`))).toHaveText('אושר');
  await expect(badge(rowOf(page, `יוסי ${surname}`))).toHaveText('נדחה');
});

test("a failed status change shows the server's message and changes nothing", async ({ page, console }) => {
  const surname = uniqueSurname();
  await submit(page, travelRequest([person('עדי', surname)]));
  await logInAsAdmin(page);
  await openList(page, `q=${encodeURIComponent(surname)}`);
  // the request vanished meanwhile: the call names an id the server does not have
  console.allow(/404/, /admin\.travel\.setStatus/);
  await page.route('**/trpc/admin.travel.setStatus**', (route) => {
    const body = route.request().postDataJSON() as Record<string, { json: { id: number } }>;
    for (const call of Object.values(body)) call.json.id = 2_000_000_000;
    return route.continue({ postData: JSON.stringify(body) });
  });
  const row = rowOf(page, `עדי ${surname}`);
  await row.getByRole('button', { name: /^אישור/ }).click();
  // the answer stays in the confirmation, beside its button
  const dialog = page.getByRole('dialog', { name: 'אישור הבקשה' });
  await dialog.getByRole('button', { name: 'אישור הבקשה' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('הבקשה לא נמצאה');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // the list behind the dialog (hidden from the accessibility tree while it was open) is unchanged
  await expect(badge(row)).toHaveText('ממתין');
  await expect(row.getByRole('button', { name: /^אישור/ })).toBeFocused();
});

test('search finds a request by any traveler, not only the first', async ({ page }) => {
  const surname = uniqueSurname();
  const applicant = person('שולמית', surname);
  const companion = person('ברק', uniqueSurname());
  await submit(page, travelRequest([applicant, companion]));

  await logInAsAdmin(page);
  // the second traveler's surname, then the second traveler's ID number typed into the search box
  await openList(page, `q=${encodeURIComponent(companion.lastName)}`);
  await expect(range(page)).toHaveText('מציג 1–1 מתוך 1');
  await expect(rowOf(page, `שולמית ${surname}`)).toBeVisible();
  const search = page.getByLabel('חיפוש לפי שם, תעודת זהות, דוא״ל או מספר בקשה');
  await search.fill(companion.idNumber);
  await expect(page).toHaveURL(new RegExp(`q=${companion.idNumber}`));
  await expect(range(page)).toHaveText('מציג 1–1 מתוך 1');
  await expect(rowOf(page, `שולמית ${surname}`)).toBeVisible();
});

test('a request to any country or region shows the Hebrew names; other codes are refused in Hebrew', async ({
  page,
}) => {
  const surname = uniqueSurname();
  await submit(page, travelRequest([person('נעמה', surname)], { destinations: ['GR', 'GB', 'TH', 'XE'] }));
  for (const code of ['QQ', 'IL']) {
    const refused = await page.request.post('/api/travel/submit', {
      data: travelRequest([person('דן', surname)], { destinations: ['GR', code] }),
    });
    expect(refused.status()).toBe(400);
    expect(await refused.text()).toContain(`יעד לא מוכר: ${code}`);
  }

  await logInAsAdmin(page);
  await openList(page, `q=${encodeURIComponent(surname)}`);
  await expect(range(page)).toHaveText('מציג 1–1 מתוך 1');
  await expect(rowOf(page, `נעמה ${surname}`)).toContainText('יוון, בריטניה, תאילנד, אירופה');
});

test('the details dialog shows every field and the whole request; its selector sets any status', async ({
  page,
}) => {
  const surname = uniqueSurname();
  const applicant = person('רונית', surname);
  const partner = person('אבי', surname);
  const request = travelRequest([applicant, partner], {
    destinations: ['IN'],
    isPreviousCustomer: 'yes',
    healthQuestions: healthAnswers({ hasRecentHospital: true, hasMedication: true }),
    coverageOptions: ['luggage', 'sports'],
    addresses: [
      {
        idNumber: applicant.idNumber,
        city: 'חיפה',
        street: 'הנשיא',
        houseNumber: '7',
        passportNumber: 'AB1234567',
      },
      { idNumber: partner.idNumber, city: 'חיפה', street: 'הנשיא', houseNumber: '7' },
    ],
  });
  const { reference } = await submit(page, request);

  await logInAsAdmin(page);
  await openList(page, `q=${encodeURIComponent(surname)}`);
  const opener = rowOf(page, `רונית ${surname}`).getByRole('button', { name: /^פרטים/ });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: `פרטי הבקשה – רונית ${surname}` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`בקשה מס׳ ${reference}`);

  const applicantPart = dialog.getByRole('region', { name: 'פרטי המבקש' });
  const field = (part: Locator, label: string) =>
    part
      .locator('div')
      .filter({ has: part.page().locator('dt', { hasText: label }) })
      .locator('dd');
  await expect(field(applicantPart, 'שם מלא')).toHaveText(`רונית ${surname}`);
  await expect(field(applicantPart, 'תעודת זהות')).toHaveText(applicant.idNumber);
  await expect(field(applicantPart, 'מספר דרכון')).toHaveText('AB1234567');
  await expect(applicantPart.getByRole('link', { name: applicant.email })).toHaveAttribute(
    'href',
    `mailto:${applicant.email}`,
  );
  await expect(applicantPart.getByRole('link', { name: '050-1234560' })).toHaveAttribute(
    'href',
    'tel:0501234560',
  );
  await expect(field(applicantPart, 'מספר בקשה')).toHaveText(reference);
  await expect(field(applicantPart, 'תאריך הבקשה')).toContainText(shown(today));

  const trip = dialog.getByRole('region', { name: 'פרטי הנסיעה' });
  await expect(field(trip, 'יעדים')).toHaveText('הודו');
  await expect(field(trip, 'תאריך יציאה')).toHaveText(shown(departure));
  await expect(field(trip, 'תאריך חזרה')).toHaveText(shown(returning));
  await expect(field(trip, 'משך הנסיעה')).toHaveText('7 ימים');
  await expect(field(trip, 'לקוח קודם של הסוכנות')).toHaveText('כן');

  const travelers = dialog.getByRole('region', { name: 'נוסעים (2)' });
  const second = travelers.getByRole('listitem').filter({ hasText: `נוסע 2: אבי ${surname}` });
  await expect(travelers.getByRole('heading', { name: `נוסע 1: רונית ${surname}` })).toBeVisible();
  await expect(second.getByRole('link', { name: partner.email })).toBeVisible();
  await expect(second.getByRole('link', { name: '050-1234561' })).toBeVisible();
  await expect(field(second, 'תאריך לידה')).toHaveText('12.04.1985');
  await expect(field(second, 'מגדר')).toHaveText('זכר');
  await expect(field(second, 'תעודת זהות')).toHaveText(partner.idNumber);
  await expect(field(second, 'מספר דרכון')).toHaveText('לא נמסר');
  await expect(field(second, 'עיר')).toHaveText('חיפה');
  await expect(field(second, 'רחוב ומספר בית')).toHaveText('הנשיא 7');

  const health = dialog.getByRole('region', { name: 'הצהרת בריאות' }).getByRole('listitem');
  await expect(health).toHaveCount(5);
  await expect(health.filter({ hasText: 'אושפז בבית חולים' })).toContainText('כן');
  await expect(health.filter({ hasText: 'נוטל תרופות' })).toContainText('כן');
  await expect(health.filter({ hasText: 'בהריון' })).toContainText('לא');

  const coverage = dialog.getByRole('region', { name: 'כיסויים נוספים והערכת מחיר' });
  await expect(coverage.getByRole('listitem')).toHaveText([
    `כבודה${formatMoney(1)} ליום`,
    `ספורט חורף ואתגרי${formatMoney(2)} ליום`,
  ]);
  // 7 days × 2 travelers × (3 base + 1 + 2) = 84
  await expect(coverage).toContainText(`הערכת מחיר: ${formatMoney(84)}`);
  await expect(coverage).toContainText('הערכה בלבד');
  await expectNoAxeViolations(page);

  const selector = dialog.getByRole('group', { name: 'שינוי הסטטוס' });
  await expect(selector.getByRole('button', { name: 'ממתין' })).toHaveAttribute('aria-pressed', 'true');
  await selector.getByRole('button', { name: 'נדחה' }).click();
  await confirmDecision(page, 'דחיית הבקשה');
  await expect(toast(page)).toContainText('הסטטוס עודכן בהצלחה');
  await expect(selector.getByRole('button', { name: 'נדחה' })).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByRole('region', { name: 'סטטוס' }).locator('.chakra-badge')).toHaveText('נדחה');
  // any value, with no restriction: from rejected straight to approved
  await selector.getByRole('button', { name: 'אושר' }).click();
  await confirmDecision(page, 'אישור הבקשה');
  await expect(selector.getByRole('button', { name: 'אושר' })).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByRole('region', { name: 'סטטוס' }).locator('.chakra-badge')).toHaveText('אושר');

  await dialog.getByRole('button', { name: 'סגירה' }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  // the list behind was refetched: the row has the last status, without its approve/reject buttons
  const row = rowOf(page, `רונית ${surname}`);
  await expect(badge(row)).toHaveText('אושר');
  await expect(row.getByRole('button', { name: /^(אישור|דחייה)/ })).toHaveCount(0);
});

test('filter by status and search by name, ID number and e-mail, kept in the URL', async ({ page }) => {
  const surname = uniqueSurname();
  const [a, b, c] = [person('שירה', surname), person('עומר', surname), person('טל', surname)];
  const ids = [];
  for (const p of [a, b, c]) ids.push((await submit(page, travelRequest([p]))).id);

  await logInAsAdmin(page);
  // page.request now carries the admin's session
  for (const [id, status] of [
    [ids[1], 'approved'],
    [ids[2], 'rejected'],
  ] as const) {
    const response = await trpcMutation(page.request, 'admin.travel.setStatus', { id, status });
    expect(response.ok(), await response.text()).toBe(true);
  }

  await openList(page, `q=${encodeURIComponent(surname)}`);
  const chips = page.getByRole('group', { name: 'סינון לפי סטטוס' });
  await expect(chips.getByRole('button')).toHaveText(['הכול 3', 'ממתין 1', 'אושר 1', 'נדחה 1']);
  await expect(chips.getByRole('button', { name: /^הכול/ })).toHaveAttribute('aria-pressed', 'true');

  await chips.getByRole('button', { name: /^אושר/ }).click();
  await expect(page).toHaveURL(/status=approved/);
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(bodyRows(page)).toContainText(`עומר ${surname}`);
  await expect(range(page)).toHaveText('מציג 1–1 מתוך 1');
  // the counts ignore the status filter
  await expect(chips.getByRole('button', { name: /^הכול/ })).toHaveText('הכול 3');
  await page.reload();
  await hydrated(page);
  await expect(chips.getByRole('button', { name: /^אושר/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(bodyRows(page)).toHaveCount(1);

  await chips.getByRole('button', { name: /^נדחה/ }).click();
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(bodyRows(page)).toContainText(`טל ${surname}`);
  await chips.getByRole('button', { name: /^הכול/ }).click();
  await expect(bodyRows(page)).toHaveCount(3);

  const search = page.getByLabel('חיפוש לפי שם, תעודת זהות, דוא״ל או מספר בקשה');
  await search.fill(a.idNumber);
  await expect(page).toHaveURL(new RegExp(`q=${a.idNumber}`));
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(bodyRows(page)).toContainText(`שירה ${surname}`);
  await expect(chips.getByRole('button')).toHaveText(['הכול 1', 'ממתין 1', 'אושר 0', 'נדחה 0']);

  await search.fill(`עומר ${surname}`);
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(bodyRows(page)).toContainText(`עומר ${surname}`);

  await search.fill(c.email.toUpperCase());
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(bodyRows(page)).toContainText(`טל ${surname}`);

  await search.fill(`${surname}לא-קיים`);
  await expect(page.getByText('לא נמצאו בקשות מתאימות')).toBeVisible();
  await expect(table(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'ניקוי החיפוש' }).click();
  await expect(search).toHaveValue('');
  await expect(page).not.toHaveURL(/q=/);
});

test('the list shows ID numbers masked; its CSV export downloads the filtered requests, masked too', async ({
  page,
}) => {
  const surname = uniqueSurname();
  const [a, b] = [person('נגה', surname), person('איתי', surname)];
  const sent = [await submit(page, travelRequest([a])), await submit(page, travelRequest([b]))];
  await logInAsAdmin(page);
  const approved = await trpcMutation(page.request, 'admin.travel.setStatus', {
    id: sent[1]?.id,
    status: 'approved',
  });
  expect(approved.ok(), await approved.text()).toBe(true);

  await openList(page, `q=${encodeURIComponent(surname)}&status=approved`);
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(bodyRows(page)).toContainText(`******${b.idNumber.slice(-3)}`);
  await expect(page.locator('main')).not.toContainText(b.idNumber);

  const link = page.getByRole('link', { name: 'ייצוא לקובץ CSV' });
  await expect(link).toHaveAttribute(
    'href',
    `/api/admin/travel-insurance.csv?q=${encodeURIComponent(surname)}&status=approved`,
  );
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe(`travel-requests-${today}.csv`);
  const csv = await readFile((await download.path()) ?? '', 'utf8');
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toMatch(/^מספר בקשה,שם מלא,תעודת זהות,/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`${sent[1]?.reference},איתי ${surname},******${b.idNumber.slice(-3)},`);
  expect(lines[1]).toContain(`,${shown(departure)},${shown(returning)},אושר,`);
  expect(csv).not.toContain(b.idNumber);
});

test('pages through the results on the server, newest first, the page in the URL', async ({ page }) => {
  const surname = uniqueSurname();
  const names = ['אלה', 'בני', 'גיל', 'דור', 'הדס', 'ורד', 'זיו', 'חן', 'טליה', 'יעל', 'כרמל', 'לביא'];
  for (const name of names) await submit(page, travelRequest([person(name, surname)]));

  await logInAsAdmin(page);
  await openList(page, `q=${encodeURIComponent(surname)}&size=10`);
  await expect(range(page)).toHaveText('מציג 1–10 מתוך 12');
  await expect(bodyRows(page)).toHaveCount(10);
  await expect(bodyRows(page).first()).toContainText(`לביא ${surname}`);
  const pager = page.getByRole('navigation', { name: 'עמודי הבקשות' });
  await expect(pager.getByRole('button', { name: 'עמוד 1' })).toHaveAttribute('aria-current', 'page');
  await expect(pager.getByRole('button', { name: 'הקודם' })).toHaveAttribute('aria-disabled', 'true');

  await pager.getByRole('button', { name: 'הבא' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(range(page)).toHaveText('מציג 11–12 מתוך 12');
  await expect(bodyRows(page)).toHaveCount(2);
  await expect(bodyRows(page).nth(0)).toContainText(`בני ${surname}`);
  await expect(bodyRows(page).nth(1)).toContainText(`אלה ${surname}`);
  await expect(pager.getByRole('button', { name: 'הבא' })).toHaveAttribute('aria-disabled', 'true');
  // still focused: the button stays in the tab order at the last page
  await expect(pager.getByRole('button', { name: 'הבא' })).toBeFocused();

  await page.reload();
  await hydrated(page);
  await expect(range(page)).toHaveText('מציג 11–12 מתוך 12');
  await pager.getByRole('button', { name: 'עמוד 1' }).click();
  await expect(bodyRows(page)).toHaveCount(10);
  await expect(page).not.toHaveURL(/page=/);

  await page.getByLabel('שורות בעמוד').selectOption('20');
  await expect(range(page)).toHaveText('מציג 1–12 מתוך 12');
  await expect(pager.getByRole('button', { name: 'עמוד 2' })).toHaveCount(0);
});

test('keyboard only: open the details, change the status, close with Escape, focus returns', async ({
  page,
}) => {
  const surname = uniqueSurname();
  await submit(page, travelRequest([person('נגה', surname)]));
  await submit(page, travelRequest([person('איתי', surname)]));

  await logInAsAdmin(page);
  await openList(page, `q=${encodeURIComponent(surname)}`);
  const noga = rowOf(page, `נגה ${surname}`);
  const details = noga.getByRole('button', { name: /^פרטים/ });
  await tabTo(page, details);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `פרטי הבקשה – נגה ${surname}` });
  await expect(dialog).toBeVisible();
  const approve = dialog.getByRole('group', { name: 'שינוי הסטטוס' }).getByRole('button', { name: 'אושר' });
  await expect(approve).toBeVisible();
  // focus is trapped in the dialog: Tab reaches its buttons, never the page behind
  await tabTo(page, approve, 20);
  await page.keyboard.press('Enter');
  // the confirmation opens on 'ביטול'; Tab reaches the approval
  const approval = page.getByRole('dialog', { name: 'אישור הבקשה' });
  await expect(approval.getByRole('button', { name: 'ביטול' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(approval.getByRole('button', { name: 'אישור הבקשה' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toast(page)).toContainText('הסטטוס עודכן בהצלחה');
  await expect(approve).toHaveAttribute('aria-pressed', 'true');
  await expect(approve).toBeFocused();
  await expectEscapeCloses(page, dialog, details);
  await expect(badge(noga)).toHaveText('אושר');

  // the row's own reject button: once pressed it is gone, and focus lands on the row's details button
  // (Itai's request is newer, so his row is above Noga's: back with Shift+Tab)
  const itai = rowOf(page, `איתי ${surname}`);
  await tabTo(page, itai.getByRole('button', { name: /^דחייה/ }), 20, 'Shift+Tab');
  await page.keyboard.press('Enter');
  const rejection = page.getByRole('dialog', { name: 'דחיית הבקשה' });
  await expect(rejection.getByRole('textbox', { name: 'סיבת הדחייה (לא חובה)' })).toBeFocused();
  await page.keyboard.type('חסר מספר דרכון');
  await tabTo(page, rejection.getByRole('button', { name: 'דחיית הבקשה' }), 5);
  await page.keyboard.press('Enter');
  await expect(badge(itai)).toHaveText('נדחה');
  await expect(itai.getByRole('button', { name: /^פרטים/ })).toBeFocused();
});

test('at 375 px the requests are cards, nothing is cut off, and the dialog fits', async ({ page }) => {
  const surname = uniqueSurname();
  const p = person('מרגלית־אורטנזיה', `${surname} בן־אליעזר`);
  await submit(page, travelRequest([p], { destinations: ['US', 'SE', 'RO', 'HR', 'ES'] }));

  await logInAsAdmin(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await openList(page, `q=${encodeURIComponent(surname)}`);
  await expect(table(page)).toBeHidden();
  const cards = page.getByRole('list', { name: 'רשימת הבקשות' }).getByRole('listitem');
  await expect(cards).toHaveCount(1);
  const card = cards.first();
  await expect(card).toContainText(`${p.firstName} ${p.lastName}`);
  await expect(card).toContainText('ארצות הברית, שוודיה, רומניה, קרואטיה, ספרד');
  await expect(badge(card)).toHaveText('ממתין');
  await expect(card.getByRole('button', { name: /^אישור/ })).toBeVisible();

  await expectFitsPhone(page);

  await card.getByRole('button', { name: /^פרטים/ }).click();
  const dialog = page.getByRole('dialog', { name: /^פרטי הבקשה/ });
  await expect(dialog.getByRole('region', { name: 'פרטי המבקש' })).toBeVisible();
  const fits = await dialog.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const inside = [...el.querySelectorAll('*')].filter((child) => {
      const b = child.getBoundingClientRect();
      return b.width > 0 && (b.left < box.left - 1 || b.right > box.right + 1);
    });
    return { left: box.left >= 0, right: box.right <= window.innerWidth, outside: inside.length };
  });
  expect(fits).toEqual({ left: true, right: true, outside: 0 });
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
