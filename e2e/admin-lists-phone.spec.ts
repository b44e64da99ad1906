/**
 * At 375 px every admin list is cards (the AdminList scaffold, or cards of the same kind): no table,
 * nothing scrolls sideways, and every row's actions are on screen.
 */
import { randomBytes } from 'node:crypto';
import { expect, hydrated, logInAsAdmin, test } from './fixtures';

const LISTS = [
  '/admin/applications',
  '/admin/contact-messages',
  '/admin/newsletter',
  '/admin/members',
  '/admin/customers',
  '/admin/blog',
  '/admin/blog/categories',
  '/admin/audit-log',
];

test.setTimeout(240_000);

test('at 375 px every admin list is cards with its actions on screen, nothing scrolls sideways', async ({
  page,
}) => {
  const tag = randomBytes(4).toString('hex');
  // a long address in each list that shows one
  const email = `a.rather.long.address.for.a.phone.${tag}@example-insurance-mail.co.il`;
  const contact = await page.request.post('/api/contact', {
    data: { firstName: 'שירה', lastName: 'טל', phone: '0527654321', email, service: 'ביטוח רכב' },
  });
  expect(contact.status()).toBe(201);
  expect((await page.request.post('/api/newsletter/subscribe', { data: { email } })).status()).toBe(201);
  await logInAsAdmin(page);
  const member = await page.request.post('/api/admin/members', {
    data: { name: `חבר ${tag}`, email },
  });
  expect(member.status()).toBe(201);

  await page.setViewportSize({ width: 375, height: 812 });
  for (const path of LISTS) {
    await page.goto(path);
    await hydrated(page);
    // the list's cards: a labelled list (the admin menu's list is hidden at this width)
    const cards = page.locator('main ul[aria-label] > li:visible').first();
    await expect(cards, path).toBeVisible();
    await expect(page.locator('main table:visible'), path).toHaveCount(0);
    const layout = await page.evaluate(() => ({
      sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      // every button and link drawn in the list: inside the screen's width
      outside: [...document.querySelectorAll('main button, main a')]
        .filter((el) => {
          const box = el.getBoundingClientRect();
          return box.width > 0 && (box.left < -1 || box.right > window.innerWidth + 1);
        })
        .map((el) => el.textContent?.trim()),
    }));
    expect(layout, path).toEqual({ sideways: 0, outside: [] });
  }
});
