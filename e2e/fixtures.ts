/**
 * Shared Playwright fixtures:
 * - every page is watched: any console error or warning, uncaught error, hydration warning or CSP
 *   violation fails the test (expected network failures are allowed explicitly with `console.allow`);
 * - each test gets its own client IP (X-Forwarded-For), so the server's per-IP rate limits never
 *   couple tests together;
 * - helpers: unique users, sign-in through the API, axe.
 */
import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';

import { ADMIN } from '../playwright.config';

// the administrator the test server is started with
export { ADMIN, expect };

interface Allowed {
  /** matched against the message text */
  text: RegExp;
  /** matched against the URL of the failed resource, when given */
  url?: RegExp;
}

export interface ConsoleWatcher {
  /** permits an expected message, e.g. the 401 of a wrong login */
  allow(text: RegExp, url?: RegExp): void;
  problems(): string[];
}

function watchConsole(page: Page): ConsoleWatcher {
  const allowed: Allowed[] = [];
  const problems: string[] = [];
  const isAllowed = (text: string, url: string) =>
    allowed.some((rule) => rule.text.test(text) && (!rule.url || rule.url.test(url)));
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    const text = message.text();
    if (!isAllowed(text, message.location().url ?? '')) problems.push(`console.${message.type()}: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return {
    allow: (text, url) => allowed.push({ text, url }),
    problems: () => problems,
  };
}

const randomIp = () => `10.${[...randomBytes(3)].join('.')}`;

export const test = base.extend<{ console: ConsoleWatcher; clientIp: string }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  clientIp: async ({}, use) => use(randomIp()),
  context: async ({ context, clientIp }, use) => {
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': clientIp });
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`[csp-violation] ${event.violatedDirective} ${event.blockedURI}`);
      });
    });
    await use(context);
  },
  console: [
    async ({ page }, use) => {
      const watcher = watchConsole(page);
      await use(watcher);
      expect(watcher.problems(), 'console errors, warnings or CSP violations').toEqual([]);
    },
    { auto: true },
  ],
});

/** Waits until React has hydrated the server's HTML. */
export async function hydrated(page: Page) {
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
}

let counter = 0;
/** A fresh, valid username/password/e-mail (unique across workers and runs). */
export function newUser() {
  const id = `${Date.now().toString(36)}${process.pid.toString(36)}${(counter++).toString(36)}`;
  return { username: `e2e_${id}`, password: `pass-${id}-word`, email: `e2e_${id}@example.com` };
}

/** Calls a tRPC mutation the way the browser does (same origin, superjson payload). */
export async function trpcMutation(request: APIRequestContext, path: string, input: unknown) {
  return request.post(`/trpc/${path}`, { data: { json: input } });
}

/** Registers a user through the API; the request context (and its page) is then signed in. */
export async function registerUser(request: APIRequestContext, overrides: { username?: string } = {}) {
  const user = { ...newUser(), ...overrides };
  const response = await trpcMutation(request, 'auth.register', user);
  expect(response.ok(), await response.text()).toBe(true);
  return user;
}

/** Signs the request context (and the pages of its browser context) in as `user`. */
export async function signIn(request: APIRequestContext, user: { username: string; password: string }) {
  const response = await trpcMutation(request, 'auth.login', { ...user, email: '' });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Runs axe (WCAG 2.1 A/AA) on the page and expects no violations. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

/** The toast on screen (the site shows one at a time). */
export const toast = (page: Page) => page.locator('[data-scope="toast"][data-part="root"]');

/** Signs the e2e administrator in through the header's login dialog, as a person would. */
export async function logInAsAdmin(page: Page) {
  await page.goto('/');
  await hydrated(page);
  await page.locator('header').getByRole('button', { name: 'התחברות' }).click();
  const dialog = page.getByRole('dialog', { name: 'התחברות' });
  await dialog.getByLabel('שם משתמש').fill(ADMIN.username);
  await dialog.getByLabel('סיסמה').fill(ADMIN.password);
  await dialog.locator('form').getByRole('button', { name: 'התחברות' }).click();
  await expect(toast(page)).toContainText('התחברות בוצעה בהצלחה');
  await expect(dialog).toBeHidden();
}
