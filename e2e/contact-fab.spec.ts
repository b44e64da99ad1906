import type { Locator } from '@playwright/test';
import { BOTH_SCREENS, expect, hydrated, test } from './fixtures';

const overlaps = async (a: Locator, b: Locator) => {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  if (!x || !y) return false;
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
};

for (const path of ['/', '/about', '/insurance/health']) {
  test(`WhatsApp and call buttons on ${path}`, async ({ page }) => {
    await page.goto(path);
    await hydrated(page);
    const whatsapp = page.getByRole('link', { name: 'שליחת הודעת וואטסאפ' });
    await expect(whatsapp).toBeVisible();
    await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/972527654321\?text=%D7/);
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    await expect(whatsapp).toHaveAttribute('rel', /noopener/);
    await expect(page.getByRole('link', { name: /^חיוג לסוכנות/ })).toHaveAttribute(
      'href',
      'tel:+97237654321',
    );
    // bottom-left in RTL: clear of the reading column's start (right) edge
    const box = await whatsapp.boundingBox();
    const viewport = page.viewportSize();
    expect((box?.x ?? 999) < (viewport?.width ?? 0) / 2).toBe(true);
  });
}

test('not in the admin area', async ({ page }) => {
  await page.goto('/admin');
  await hydrated(page);
  await expect(page.getByRole('link', { name: 'שליחת הודעת וואטסאפ' })).toHaveCount(0);
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('visible, and never over the newsletter button while scrolling to the end', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const whatsapp = page.getByRole('link', { name: 'שליחת הודעת וואטסאפ' });
    const call = page.getByRole('link', { name: /^חיוג לסוכנות/ });
    await expect(whatsapp).toBeInViewport();
    await expect(call).toBeInViewport();
    const subscribe = page
      .getByRole('form', { name: 'הניוזלטר שלנו' })
      .getByRole('button', { name: 'הרשמה' });
    await subscribe.scrollIntoViewIfNeeded();
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const footerTop = await page
      .locator('footer')
      .evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    for (let y = footerTop - 740; y <= height; y += 60) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      expect(await overlaps(whatsapp, subscribe), `scrolled to ${y}`).toBe(false);
      expect(await overlaps(call, subscribe), `scrolled to ${y}`).toBe(false);
      expect(await overlaps(whatsapp, page.locator('footer')), `scrolled to ${y}`).toBe(false);
    }
  });

  test('steps aside while a toast is shown', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const whatsapp = page.getByRole('link', { name: 'שליחת הודעת וואטסאפ' });
    await expect(whatsapp).toBeVisible();
    const form = page.getByRole('form', { name: 'הניוזלטר שלנו' });
    await form.getByLabel('כתובת דוא״ל').fill(`fab_${Date.now()}@example.com`);
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'הרשמה' }).click();
    const toast = page.locator('[data-scope="toast"][data-part="root"]');
    await expect(toast).toBeVisible();
    await expect(whatsapp).toBeHidden();
    await toast.getByRole('button', { name: 'סגירת ההודעה' }).click();
    await expect(whatsapp).toBeVisible();
  });
});

for (const [width, height] of BOTH_SCREENS) {
  test(`at ${width} px the floating buttons never cover a product page's 'השארת פרטים'`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/insurance/health');
    await hydrated(page);
    const whatsapp = page.getByRole('link', { name: 'שליחת הודעת וואטסאפ' });
    const call = page.getByRole('link', { name: /^חיוג לסוכנות/ });
    const cta = page.getByRole('region', { name: 'רוצים לדעת מה נכון בשבילכם?' }).getByRole('button', {
      name: 'השארת פרטים',
    });
    await cta.scrollIntoViewIfNeeded();
    const top = await cta.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    // from 768 px up the round buttons float over the page: the button passes from the bottom of the
    // screen to its top under them (a phone's bar is the screen's bottom edge, seen below)
    const from = width >= 768 ? top - height : top - height / 2;
    for (let y = from; y <= (width >= 768 ? top + 60 : from); y += 40) {
      await page.evaluate((to) => window.scrollTo(0, to), y);
      expect(await overlaps(whatsapp, cta), `scrolled to ${y}`).toBe(false);
      expect(await overlaps(call, cta), `scrolled to ${y}`).toBe(false);
    }
    await page.evaluate((to) => window.scrollTo(0, to), top - height / 2);
    await expect(cta).toBeInViewport({ ratio: 1 });
    const shots = process.env.SHOTS_DIR;
    if (shots) await page.screenshot({ path: `${shots}/17-product-cta-${width}.png` });
  });
}
