/**
 * The travel form's code loads on first use (src/components/travel-form/lazy-travel-form.tsx): until it
 * arrives the visitor uses the server's HTML of step 1. These tests hold the form's chunk back, act on
 * that HTML, then let the chunk through and check that nothing done meanwhile is lost, and that the
 * swap itself changes nothing on screen.
 */
import type { Page } from '@playwright/test';
import {
  builtChunks,
  codeHasRun,
  expect,
  holdRequests,
  hydrated,
  loginButtonShown,
  mainThreadIdle,
  test,
} from './fixtures';

const PATH = '/travel/travelinsurance';
const FORM_MODULE = 'src/components/travel-form/travel-form.tsx';

/** Holds the form's chunk until `release()`; `asked()` says whether the browser has asked for it. */
async function holdFormChunk(page: Page) {
  const { file } = builtChunks(FORM_MODULE);
  return holdRequests(page, (url) => url.pathname === file);
}

const travelForm = (page: Page) => page.locator('form[aria-labelledby="travel-step-title"]');
const search = (page: Page) => travelForm(page).getByRole('searchbox', { name: 'חיפוש יעד' });
const country = (page: Page, name: string) => travelForm(page).getByRole('checkbox', { name });
const nextButton = (page: Page) => travelForm(page).getByRole('button', { name: 'הבא' });

/** Marks the server's form, so a test can wait for the live form that replaces it. */
async function markServerForm(page: Page) {
  await travelForm(page).evaluate((form) => form.setAttribute('data-e2e-server', ''));
}
async function swapped(page: Page) {
  await expect(travelForm(page)).toHaveCount(1);
  await expect(travelForm(page)).not.toHaveAttribute('data-e2e-server');
}

async function open(page: Page) {
  await page.goto(PATH);
  await hydrated(page);
  await markServerForm(page);
}

test('the form loads on first use, not with the page', async ({ page }) => {
  const chunk = await holdFormChunk(page);
  await open(page);
  // the page has loaded what it loads by itself: the session's answer (asked for after hydration) is
  // in the header, and nothing is left queued on the main thread
  await loginButtonShown(page);
  await mainThreadIdle(page);
  expect(chunk.asked()).toBe(false);
  await search(page).focus();
  await expect.poll(chunk.asked).toBe(true);
  chunk.release();
  await swapped(page);
});

test('text typed in the search box before the code arrives stays, with its caret', async ({ page }) => {
  const chunk = await holdFormChunk(page);
  await open(page);
  await search(page).click();
  await page.keyboard.type('ספרד');
  await page.keyboard.press('Home');
  await expect.poll(chunk.asked).toBe(true);
  chunk.release();
  await swapped(page);
  await expect(search(page)).toHaveValue('ספרד');
  await expect(search(page)).toBeFocused();
  // the live form filters by it, and the caret is where the visitor left it
  await expect(travelForm(page).getByRole('checkbox')).toHaveCount(1);
  await page.keyboard.type('א');
  await expect(search(page)).toHaveValue('אספרד');
});

test('countries ticked before the code arrives stay ticked, in order, with the focus where it was', async ({
  page,
}) => {
  const chunk = await holdFormChunk(page);
  await open(page);
  await country(page, 'ארצות הברית').check();
  await country(page, 'ספרד').focus();
  await page.keyboard.press('Space');
  await expect(country(page, 'ספרד')).toBeChecked();
  await expect.poll(chunk.asked).toBe(true);
  chunk.release();
  await swapped(page);
  await expect(country(page, 'ארצות הברית')).toBeChecked();
  await expect(country(page, 'ספרד')).toBeChecked();
  const chips = travelForm(page)
    .getByRole('list', { name: /היעדים שבחרתם/ })
    .getByRole('button');
  await expect(chips).toHaveCount(2);
  await expect(chips.first()).toHaveAccessibleName('הסרת ארצות הברית');
  await expect(chips.nth(1)).toHaveAccessibleName('הסרת ספרד');
  await expect(country(page, 'ספרד')).toBeFocused();
  // the live form works from there: Space unticks Spain
  await page.keyboard.press('Space');
  await expect(country(page, 'ספרד')).not.toBeChecked();
  await expect(chips).toHaveCount(1);
});

test('six countries ticked before the code arrives: the first five stay, and the form says why', async ({
  page,
}) => {
  const chunk = await holdFormChunk(page);
  await open(page);
  const names = ['הודו', 'ספרד', 'שוודיה', 'רומניה', 'קרואטיה', 'ארצות הברית'];
  for (const name of names) await country(page, name).check();
  chunk.release();
  await swapped(page);
  for (const name of names.slice(0, 5)) await expect(country(page, name)).toBeChecked();
  await expect(country(page, 'ארצות הברית')).not.toBeChecked();
  await expect(travelForm(page).getByText(/אפשר לבחור עד 5 יעדים/)).toBeVisible();
});

test('Next pressed before the code arrives is pressed again once it is', async ({ page }) => {
  const chunk = await holdFormChunk(page);
  await open(page);
  await country(page, 'ספרד').check();
  // the click submits the form in the same task: a submission left to the browser (not cancelled)
  // would leave the page
  await page.evaluate(() => {
    window.addEventListener('submit', (event) => {
      (window as unknown as { nativeSubmit?: boolean }).nativeSubmit = !event.defaultPrevented;
    });
  });
  await nextButton(page).click();
  await expect.poll(chunk.asked).toBe(true);
  // held: no native submission, still on step 1 of the same page
  expect(await page.evaluate(() => (window as unknown as { nativeSubmit?: boolean }).nativeSubmit)).toBe(
    false,
  );
  expect(new URL(page.url()).search).toBe('');
  await expect(travelForm(page).getByText('שלב 1 מתוך 8', { exact: true })).toBeVisible();
  chunk.release();
  await expect(travelForm(page).getByText('שלב 2 מתוך 8', { exact: true })).toBeVisible();
  await expect(page.locator('#travel-step-title')).toBeFocused();
  await travelForm(page).getByRole('button', { name: 'חזרה' }).click();
  await expect(country(page, 'ספרד')).toBeChecked();
});

test('Next pressed with nothing ticked before the code arrives shows the error once it is', async ({
  page,
}) => {
  const chunk = await holdFormChunk(page);
  await open(page);
  await nextButton(page).focus();
  await page.keyboard.press('Enter');
  await expect.poll(chunk.asked).toBe(true);
  chunk.release();
  await expect(page.locator('[data-scope="toast"][data-part="title"]')).toHaveText('שגיאת אימות');
  await expect(travelForm(page).getByText('שלב 1 מתוך 8', { exact: true })).toBeVisible();
  await expect(travelForm(page).getByRole('checkbox').first()).toBeFocused();
});

test('a click under way when the code arrives still ticks the country', async ({ page }) => {
  const chunk = await holdFormChunk(page);
  await open(page);
  // the mouse presses where the card is drawn: on screen, whatever the list above it holds
  await country(page, 'רומניה').scrollIntoViewIfNeeded();
  const box = await country(page, 'רומניה').boundingBox();
  if (!box) throw new Error('no country on screen');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  // the code arrives while the button is held down; the swap waits for the click
  await expect.poll(chunk.asked).toBe(true);
  chunk.release();
  await codeHasRun(page, FORM_MODULE);
  await page.mouse.up();
  await swapped(page);
  await expect(country(page, 'רומניה')).toBeChecked();
  await expect(travelForm(page).getByRole('button', { name: 'הסרת רומניה' })).toBeVisible();
});

for (const width of [375, 1280]) {
  test(`the swap changes nothing on screen at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const chunk = await holdFormChunk(page);
    await open(page);
    await page.evaluate(() => document.fonts.ready);
    const before = await page.screenshot({ fullPage: true });
    // a pointer over the form starts the load without changing what is drawn (away from the cards)
    const form = await travelForm(page).boundingBox();
    if (!form) throw new Error('no form on screen');
    await page.mouse.move(form.x + 24, form.y + 24);
    await expect.poll(chunk.asked).toBe(true);
    chunk.release();
    await swapped(page);
    await page.mouse.move(0, 0);
    const after = await page.screenshot({ fullPage: true });
    await test.info().attach('before', { body: before, contentType: 'image/png' });
    await test.info().attach('after', { body: after, contentType: 'image/png' });
    expect(after.equals(before)).toBe(true);
  });
}

test('after a client-side navigation the form appears and works', async ({ page }) => {
  await page.goto('/travel');
  await hydrated(page);
  await page.getByRole('main').getByRole('link', { name: 'קבלת הצעת מחיר' }).click();
  await expect(page).toHaveURL(PATH);
  await country(page, 'ספרד').check();
  await nextButton(page).click();
  await expect(travelForm(page).getByText('שלב 2 מתוך 8', { exact: true })).toBeVisible();
});

test('saved progress loads the form at once, with no touch', async ({ page }) => {
  await page.goto(PATH);
  await page.evaluate(() =>
    localStorage.setItem(
      'ofek.travel-form',
      JSON.stringify({ version: 1, step: 1, savedAt: Date.now(), values: { destinations: ['SE'] } }),
    ),
  );
  const chunk = await holdFormChunk(page);
  await page.reload();
  await hydrated(page);
  await expect.poll(chunk.asked).toBe(true);
  chunk.release();
  await expect(page.getByText(/שחזרנו את הפרטים/)).toBeVisible();
  await expect(country(page, 'שוודיה')).toBeChecked();
});
