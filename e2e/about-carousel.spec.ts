import { expect, expectNoAxeViolations, hydrated, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/about');
  await hydrated(page);
});

test('team carousel: keyboard, wrapping both ways, screen-reader semantics', async ({ page }) => {
  const carousel = page.getByRole('region', { name: 'חברי הצוות' });
  await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
  const counter = carousel.locator('[aria-live="polite"]');
  await expect(counter).toHaveText('1 / 3');
  const current = () => carousel.getByRole('group');
  await expect(current()).toHaveCount(1); // the hidden slides are out of the accessibility tree
  await expect(current()).toHaveAttribute('aria-roledescription', 'slide');
  await expect(current()).toHaveAttribute('aria-label', '1 מתוך 3');
  await expect(current().getByRole('heading')).toHaveText('אבי בן דוד');

  const previous = carousel.getByRole('button', { name: 'לחבר הצוות הקודם' });
  const next = carousel.getByRole('button', { name: 'לחבר הצוות הבא' });
  await previous.focus();
  await page.keyboard.press('Tab');
  await expect(next).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(counter).toHaveText('2 / 3');
  await expect(current()).toHaveAttribute('aria-label', '2 מתוך 3');
  await expect(current().getByRole('heading')).toHaveText('שירה מזרחי');

  // back to 1, then previous wraps to 3
  await page.keyboard.press('Shift+Tab');
  await expect(previous).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(counter).toHaveText('1 / 3');
  await page.keyboard.press('Enter');
  await expect(counter).toHaveText('3 / 3');
  await expect(current().getByRole('heading')).toHaveText('יואב פרידמן');
  // and next wraps from 3 to 1
  await next.press('Enter');
  await expect(counter).toHaveText('1 / 3');
});

test('team carousel: arrow keys follow RTL, dots jump, Home/End', async ({ page }) => {
  const carousel = page.getByRole('region', { name: 'חברי הצוות' });
  const counter = carousel.locator('[aria-live="polite"]');
  await carousel.getByRole('button', { name: 'לחבר הצוות הבא' }).focus();
  // in RTL "next" is to the left
  await page.keyboard.press('ArrowLeft');
  await expect(counter).toHaveText('2 / 3');
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText('1 / 3');
  await page.keyboard.press('ArrowRight');
  await expect(counter).toHaveText('3 / 3');
  await page.keyboard.press('Home');
  await expect(counter).toHaveText('1 / 3');
  await page.keyboard.press('End');
  await expect(counter).toHaveText('3 / 3');

  const dot = carousel.getByRole('button', { name: /שירה מזרחי/ });
  await dot.click();
  await expect(counter).toHaveText('2 / 3');
  await expect(dot).toHaveAttribute('aria-current', 'true');
  await expectNoAxeViolations(page);
});

test('about page: mission, four values, vision, why us, partnership, 25 years', async ({ page }) => {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('מי אנחנו');
  for (const title of ['הייעוד שלנו', 'הערכים שלנו', 'החזון שלנו', 'למה לבחור בנו?', 'שותפויות']) {
    await expect(main.getByRole('heading', { level: 2, name: title })).toBeVisible();
  }
  const values = main.getByRole('region', { name: 'הערכים שלנו' }).getByRole('listitem');
  await expect(values).toHaveCount(4);
  await expect(main.getByRole('region', { name: 'למה לבחור בנו?' }).getByRole('listitem')).toHaveCount(4);
  await expect(main.getByText('25+')).toBeVisible();
  await expect(main.getByText(/חברות הביטוח המובילות/)).toBeVisible();
});
