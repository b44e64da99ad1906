import { expect, hydrated, test } from './fixtures';

test.beforeEach(({ console }) => console.allow(/status of 404/, /\/missing-page$/));

test('404: a live 20-second countdown, then home', async ({ page }) => {
  // time stands still until the test moves it
  const now = Date.now();
  await page.clock.install({ time: now });
  await page.clock.pauseAt(now + 1000);
  const response = await page.goto('/missing-page');
  expect(response?.status()).toBe(404);
  await hydrated(page);
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  // the site speaks to its visitors in the plural
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('שגיאה 404: הדף שחיפשתם לא נמצא');
  const countdown = page.getByTestId('countdown');
  await expect(countdown).toHaveText('20 שניות');
  await page.clock.runFor(5_000);
  await expect(countdown).toHaveText('15 שניות');
  await page.clock.runFor(14_000);
  await expect(page.getByText('נעביר אתכם לדף הבית בעוד שנייה אחת', { exact: true })).toBeVisible();
  await page.clock.runFor(1_500);
  await expect(page).toHaveURL(/\/$/);
  // the home page's texts come with its data, whose request waits on timers: let time run again
  await page.clock.resume();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ביטוח ופיננסים בראש שקט');
});

test('404: the return button goes home at once', async ({ page }) => {
  await page.goto('/missing-page');
  await hydrated(page);
  await page.getByRole('main').getByRole('link', { name: 'חזרה לדף הבית' }).click();
  await expect(page).toHaveURL(/\/$/);
});
