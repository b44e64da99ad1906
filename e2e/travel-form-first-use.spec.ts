/**
 * The travel form's code is part of its page's chunk (src/pages/public/travel-form.tsx): the server
 * renders the form, the browser loads the page's chunk before it hydrates, and the form works from the
 * first touch after that. These tests hold that chunk back to look at the page before hydration, and
 * use the form right after it.
 */
import type { Page } from '@playwright/test';
import { builtChunks, expect, holdRequests, hydrated, test } from './fixtures';

const PATH = '/travel/travelinsurance';
const PAGE_MODULE = 'src/pages/public/travel-form.tsx';

const travelForm = (page: Page) => page.locator('form[aria-labelledby="travel-step-title"]');
const search = (page: Page) => travelForm(page).getByRole('searchbox', { name: 'חיפוש יעד' });
const country = (page: Page, name: string) => travelForm(page).getByRole('checkbox', { name });
const nextButton = (page: Page) => travelForm(page).getByRole('button', { name: 'הבא' });

test('the form works as soon as the page has hydrated: search, tick, Next', async ({ page }) => {
  await page.goto(PATH);
  await hydrated(page);
  await search(page).fill('ספרד');
  await expect(travelForm(page).getByRole('checkbox')).toHaveCount(1);
  await country(page, 'ספרד').check();
  await expect(travelForm(page).getByRole('button', { name: 'הסרת ספרד' })).toBeVisible();
  await nextButton(page).click();
  await expect(travelForm(page).getByText('שלב 2 מתוך 8', { exact: true })).toBeVisible();
  await expect(page.locator('#travel-step-title')).toBeFocused();
  await travelForm(page).getByRole('button', { name: 'חזרה' }).click();
  await expect(country(page, 'ספרד')).toBeChecked();
});

test('the page hydrates only once its chunk, with the form, has arrived', async ({ page }) => {
  const chunk = await holdRequests(page, (url) => url.pathname === builtChunks(PAGE_MODULE).file);
  await page.goto(PATH);
  await expect.poll(chunk.asked).toBe(true);
  // the server's form is on screen, not yet live
  await expect(travelForm(page).getByText('שלב 1 מתוך 8', { exact: true })).toBeVisible();
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(0);
  chunk.release();
  await hydrated(page);
  await country(page, 'ארצות הברית').check();
  await expect(travelForm(page).getByRole('button', { name: 'הסרת ארצות הברית' })).toBeVisible();
});

test('Next pressed with nothing ticked shows the error', async ({ page }) => {
  await page.goto(PATH);
  await hydrated(page);
  await nextButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-scope="toast"][data-part="title"]')).toHaveText('שגיאת אימות');
  await expect(travelForm(page).getByText('שלב 1 מתוך 8', { exact: true })).toBeVisible();
  await expect(travelForm(page).getByRole('checkbox').first()).toBeFocused();
});

for (const width of [375, 1280]) {
  // the form itself (the header changes once after hydration, for the session)
  test(`hydration changes nothing in the form at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const chunk = await holdRequests(page, (url) => url.pathname === builtChunks(PAGE_MODULE).file);
    await page.goto(PATH);
    await expect.poll(chunk.asked).toBe(true);
    await page.evaluate(() => document.fonts.ready);
    const before = await travelForm(page).screenshot();
    chunk.release();
    await hydrated(page);
    await page.evaluate(() => document.fonts.ready);
    const after = await travelForm(page).screenshot();
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

test('saved progress is restored on the first load', async ({ page }) => {
  await page.goto(PATH);
  await page.evaluate(() =>
    localStorage.setItem(
      'ofek.travel-form',
      JSON.stringify({ version: 1, step: 1, savedAt: Date.now(), values: { destinations: ['SE'] } }),
    ),
  );
  await page.reload();
  await hydrated(page);
  await expect(page.getByText(/שחזרנו את הפרטים/)).toBeVisible();
  await expect(country(page, 'שוודיה')).toBeChecked();
});
