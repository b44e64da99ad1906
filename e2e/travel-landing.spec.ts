import { travelPage } from '../src/content/travel';
import {
  expect,
  expectEscapeCloses,
  expectNoAxeViolations,
  hydrated,
  scrollWindowTo,
  test,
} from './fixtures';

test('FAQ: each question opens a dialog titled with it; Escape closes and focus returns', async ({
  page,
}) => {
  await page.goto('/travel');
  await hydrated(page);
  for (const item of [travelPage.faq[0], travelPage.faq[3]]) {
    if (!item) continue;
    const button = page.getByRole('button', { name: item.question });
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: item.question });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: item.question })).toBeVisible();
    await expect(dialog).toContainText(item.answer);
    await expectEscapeCloses(page, dialog, button);
  }
});

test('calls to action: the hero button and "קבלת הצעת מחיר" lead to the form; "צרו קשר" opens the contact dialog', async ({
  page,
}) => {
  await page.goto('/travel');
  await hydrated(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('ביטוח חכם ומקיף לכל נסיעה');
  await expect(main.getByRole('link', { name: 'רכישת ביטוח נסיעות לחו״ל' })).toHaveAttribute(
    'href',
    '/travel/travelinsurance',
  );
  await expect(main.getByRole('link', { name: 'קבלת הצעת מחיר' })).toHaveAttribute(
    'href',
    '/travel/travelinsurance',
  );
  await main.getByRole('button', { name: 'צרו קשר' }).click();
  const dialog = page.getByRole('dialog', { name: 'צרו קשר' });
  await expect(dialog.getByLabel('שם פרטי')).toBeFocused();
  await expect(dialog.locator('input[name="service"]')).toHaveValue('ביטוח נסיעות לחו״ל');
});

test('everything is in the server HTML and visible without JavaScript', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/travel');
  for (const text of [
    '95%',
    '50+',
    '100K+',
    'הגנה מקיפה',
    'ביטוח למשפחה',
    'מאיה רוזן',
    travelPage.faq[0]?.question ?? '',
  ]) {
    await page.getByText(text, { exact: true }).first().scrollIntoViewIfNeeded();
    await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
  }
  await expect(page.locator('[data-reveal]')).toHaveCount(0);
  await context.close();
});

test('sections fade in on entry; the logo drifts at 0.3 × the scroll', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/travel');
  await hydrated(page);
  const faq = page.getByRole('region', { name: 'שאלות נפוצות' });
  await expect(faq).toHaveAttribute('data-reveal', 'waiting');
  await faq.scrollIntoViewIfNeeded();
  await expect(faq).toHaveAttribute('data-reveal', 'in');
  const items = faq.getByRole('listitem');
  await expect(items.nth(1)).toHaveCSS('animation-delay', '0.4s');
  await expect(items.nth(4)).toHaveCSS('opacity', '1'); // the last one has finished its entrance

  await page.evaluate(() => window.scrollTo(0, 200));
  const logo = page.getByRole('img', { name: /^סמל / });
  await expect(logo).toHaveCSS('transform', 'matrix(1, 0, 0, 1, 0, 60)');
});

test('reduced motion: nothing is hidden or moved', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/travel');
  await hydrated(page);
  // the page has handled the scroll and drawn the frames after it: nothing was marked or moved
  await scrollWindowTo(page, 300);
  await expect(page.locator('[data-reveal]')).toHaveCount(0);
  await expect(page.getByRole('img', { name: /^סמל / })).toHaveCSS('transform', 'none');
});

test('the hero: 600 px, art-directed background, 0.5 overlay', async ({ page }) => {
  await page.goto('/travel');
  await hydrated(page);
  const hero = page.getByRole('region', { name: 'ביטוח חכם ומקיף לכל נסיעה' });
  expect((await hero.boundingBox())?.height).toBe(600);
  await expect(hero.locator('picture source')).toHaveAttribute('media', '(max-width: 767px)');
  await expect(hero.locator('picture source')).toHaveAttribute('srcset', '/images/travel-hero-mobile.svg');
  await expect(hero.locator('picture img')).toHaveAttribute('src', '/images/travel-hero.svg');
  await expect(page.getByRole('img', { name: /^סמל / })).toHaveAttribute('src', '/images/placeholder-80.svg');
  await expectNoAxeViolations(page);
});

test('at 375 px the hero drawing is whole and stays below the text', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/travel');
  await hydrated(page);
  const hero = page.getByRole('region', { name: 'ביטוח חכם ומקיף לכל נסיעה' });
  const picture = hero.locator('picture img');
  await expect(picture).toHaveJSProperty('complete', true);
  const drawing = await picture.evaluate((img: HTMLImageElement) => {
    const box = img.getBoundingClientRect();
    // object-fit: cover, anchored at the bottom
    const scale = Math.max(box.width / img.naturalWidth, box.height / img.naturalHeight);
    return {
      src: img.currentSrc.replace(/^.*\/images\//, ''),
      shownWidth: img.naturalWidth * scale,
      boxWidth: box.width,
      // the phone drawing keeps its figures below 430 of its 600 units; above is sky
      figuresTop: box.bottom - (img.naturalHeight - 430) * scale,
    };
  });
  expect(drawing.src).toBe('travel-hero-mobile.svg');
  expect(drawing.shownWidth).toBeLessThanOrEqual(drawing.boxWidth + 1);
  const button = (await hero.getByRole('link', { name: 'רכישת ביטוח נסיעות לחו״ל' }).boundingBox()) ?? {
    y: Number.NaN,
    height: 0,
  };
  expect(button.y + button.height).toBeLessThan(drawing.figuresTop);
  expect((await hero.boundingBox())?.height).toBe(600);
});
