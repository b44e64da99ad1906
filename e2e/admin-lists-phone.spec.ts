/**
 * At 375 px every admin list is cards (the AdminList scaffold, or cards of the same kind): no table,
 * nothing scrolls sideways, and every row's actions are on screen. One test per list: they run side by
 * side.
 */
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { validTravelRequest } from '../tests/payloads';
import { expect, hydrated, registerUser, signInAsAdmin, test } from './fixtures';

/**
 * Each list, and what puts a row in it before the administrator's sign-in (the seeded posts and
 * categories are there from the start).
 */
const LISTS: [path: string, fill?: (page: Page, email: string) => Promise<void>][] = [
  ['/admin/applications', addTravelRequest],
  ['/admin/contact-messages', addContactMessage],
  ['/admin/newsletter', addSubscriber],
  ['/admin/members', addMember],
  ['/admin/customers', addCustomer],
  ['/admin/blog'],
  ['/admin/blog/categories'],
  // the new member's entry
  ['/admin/audit-log', addMember],
];

async function addTravelRequest(page: Page) {
  const res = await page.request.post('/api/travel/submit', { data: validTravelRequest() });
  expect(res.status(), await res.text()).toBe(201);
}

async function addContactMessage(page: Page, email: string) {
  const contact = await page.request.post('/api/contact', {
    data: { firstName: 'שירה', lastName: 'טל', phone: '0527654321', email, service: 'ביטוח רכב' },
  });
  expect(contact.status()).toBe(201);
}

async function addSubscriber(page: Page, email: string) {
  expect((await page.request.post('/api/newsletter/subscribe', { data: { email } })).status()).toBe(201);
}

async function addMember(page: Page, email: string) {
  await signInAsAdmin(page.context());
  const member = await page.request.post('/api/admin/members', {
    data: { name: `חבר ${randomBytes(4).toString('hex')}`, email },
  });
  expect(member.status()).toBe(201);
}

async function addCustomer(page: Page) {
  // signs the page in as the new customer, until the administrator's sign-in replaces the session
  await registerUser(page.request);
}

for (const [path, fill] of LISTS) {
  test(`at 375 px ${path} is cards with its actions on screen, nothing scrolls sideways`, async ({
    page,
  }) => {
    // a long address in each list that shows one
    const email = `a.rather.long.address.for.a.phone.${randomBytes(4).toString('hex')}@example-insurance-mail.co.il`;
    await fill?.(page, email);
    await signInAsAdmin(page.context());
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(path);
    await hydrated(page);
    // the list's cards: a labelled list (the admin menu's list is hidden at this width)
    const cards = page.locator('main ul[aria-label] > li:visible').first();
    await expect(cards).toBeVisible();
    await expect(page.locator('main table:visible')).toHaveCount(0);
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
    expect(layout).toEqual({ sideways: 0, outside: [] });
  });
}
