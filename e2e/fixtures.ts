/**
 * Shared Playwright fixtures:
 * - every page is watched: any console error or warning, uncaught error, hydration warning or CSP
 *   violation fails the test (expected network failures are allowed explicitly with `console.allow`);
 * - each test gets its own client IP (X-Forwarded-For), so the server's per-IP rate limits never
 *   couple tests together;
 * - helpers: unique users, sign-in through the API, axe.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, test as base, expect, type Locator, type Page } from '@playwright/test';

import { ADMIN } from '../playwright.config';
import { signInAsAdmin } from './admin-session';

// the administrator the test server is started with, and its shared session
export { ADMIN, expect, signInAsAdmin };

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

/**
 * Waits until the page has drawn two more frames: what it does in response to something just done (a
 * scroll's handlers, intersection observers, a style change) has run and been painted.
 */
export async function framesDrawn(page: Page) {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/**
 * Scrolls the window to `top` and waits until the page has handled the scroll: its scroll listeners,
 * the frame callbacks they ask for and the intersection observers have run (they run in the frame
 * after the scroll event, before the frame our second callback waits for).
 */
export async function scrollWindowTo(page: Page, top: number) {
  await page.evaluate(
    (target) =>
      new Promise<void>((resolve) => {
        const twoFrames = () => requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
        const before = window.scrollY;
        window.scrollTo(0, target);
        // no movement (already there, or the page ends above it): no scroll event comes
        if (window.scrollY === before) twoFrames();
        else window.addEventListener('scroll', twoFrames, { once: true });
      }),
    top,
  );
}

/**
 * Scrolls through the page half a screen at a time, as a reader would, so every section's entrance and
 * every lazy image has been triggered; then waits until no section still waits for its entrance, every
 * entrance animation has ended (an element caught mid-fade would fail axe's contrast check) and every
 * image the reader scrolled past has loaded (or failed).
 */
export async function scrollThrough(page: Page) {
  const step = await page.evaluate(() => Math.floor(window.innerHeight / 2));
  for (let top = step; ; top += step) {
    await scrollWindowTo(page, top);
    const end = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    if (top >= end) break;
  }
  await expect(page.locator('[data-reveal="waiting"]')).toHaveCount(0);
  await expect
    .poll(() =>
      page.evaluate(() =>
        Array.from(document.images).every((image) => {
          const box = image.getBoundingClientRect();
          // not drawn (display: none), or beside the screen (a carousel's next slides): never loaded lazily
          const passed = box.width > 0 && box.right > 0 && box.left < window.innerWidth;
          return image.complete || !passed;
        }),
      ),
    )
    .toBe(true);
  await animationsEnded(page);
}

/** Waits until every animation under way has ended (a looping one, a spinner, never ends: not those). */
async function animationsEnded(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Waits until the page's main thread has nothing left to do (no task queued, no frame to draw). */
export async function mainThreadIdle(page: Page) {
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
}

/**
 * The browser's files of a source module as the build named them: its own chunk, and every chunk that
 * chunk imports, directly or through another.
 */
export function builtChunks(module: string): { file: string; imports: string[] } {
  const manifest = JSON.parse(readFileSync('dist/client/.vite/manifest.json', 'utf8')) as Record<
    string,
    { file: string; imports?: string[] }
  >;
  const chunk = manifest[module];
  if (!chunk) throw new Error(`${module} is not in the build's manifest: run "npm run build"`);
  const imports = new Set<string>();
  const visit = (key: string) => {
    for (const imported of manifest[key]?.imports ?? []) {
      if (imports.has(imported)) continue;
      imports.add(imported);
      visit(imported);
    }
  };
  visit(module);
  return { file: `/${chunk.file}`, imports: [...imports].map((key) => `/${manifest[key]?.file ?? key}`) };
}

/** The header's answer to the session probe: the login button for a visitor (wide screens). */
export async function loginButtonShown(page: Page) {
  await expect(page.locator('header').getByRole('button', { name: 'התחברות' })).toBeVisible();
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
export async function registerUser(
  request: APIRequestContext,
  overrides: { username?: string; email?: string } = {},
) {
  const user = { ...newUser(), ...overrides };
  const response = await trpcMutation(request, 'auth.register', user);
  expect(response.ok(), await response.text()).toBe(true);
  return user;
}

/**
 * Signs the request context (and the pages of its browser context) in as `user`, an account without a
 * second factor (the administrator's session is `signInAsAdmin`'s).
 */
export async function signIn(request: APIRequestContext, user: { username: string; password: string }) {
  const response = await trpcMutation(request, 'auth.login', { ...user, email: '' });
  expect(response.ok(), await response.text()).toBe(true);
  expect(await response.text(), 'signed in without a second factor').not.toContain('secondFactorRequired');
}

/**
 * Runs axe (WCAG 2.1 A/AA) on the page and expects no violations, once its animations have ended: a
 * dialog caught mid-fade has text of too little contrast.
 */
export async function expectNoAxeViolations(page: Page) {
  await animationsEnded(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

/**
 * A phone's layout: nothing in the page's main area reaches past the screen's edges, the page does not
 * scroll sideways, and axe finds nothing.
 */
export async function expectFitsPhone(page: Page) {
  const overflow = await page.evaluate(() => {
    const doc = document.documentElement;
    const wide = [...document.querySelectorAll('main *')].filter((el) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && (box.left < -1 || box.right > doc.clientWidth + 1);
    });
    return { page: doc.scrollWidth - doc.clientWidth, outside: wide.map((el) => el.outerHTML.slice(0, 80)) };
  });
  expect(overflow).toEqual({ page: 0, outside: [] });
  await expectNoAxeViolations(page);
}

/** The toast on screen (the site shows one at a time). */
export const toast = (page: Page) => page.locator('[data-scope="toast"][data-part="root"]');

/**
 * Signs the page's browser in as the e2e administrator (the run's shared session: e2e/admin-session.ts)
 * and opens the home page. The administrator's sign-in through the dialog, with its code, is
 * second-factor.spec.ts's.
 */
export async function logInAsAdmin(page: Page) {
  await signInAsAdmin(page.context());
  await page.goto('/');
  await hydrated(page);
}

/**
 * The same checks of every page in `paths`, at 1280 and 375 px: one h1, no sideways scroll once every
 * section has come in, and no axe violations.
 */
/** A desktop's and a phone's screen, [width, height]: for tests that look at both. */
export const BOTH_SCREENS = [
  [1280, 800],
  [375, 740],
] as const;

export function testPagesAtBothWidths(paths: string[]) {
  for (const width of [1280, 375]) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: { width, height: 800 } });
      for (const path of paths) {
        test(`${path}: no axe violations, one h1, no horizontal scroll`, async ({ page }) => {
          await page.goto(path);
          await hydrated(page);
          await expect(page.locator('h1')).toHaveCount(1);
          await scrollThrough(page);
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
          await expectNoAxeViolations(page);
        });
      }
    });
  }
}

/**
 * Holds the browser's requests to `url` until `release()`; `asked()` says whether one has come. For a
 * test that acts before some code or data arrives.
 */
export async function holdRequests(page: Page, url: Parameters<Page['route']>[0]) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = false;
  await page.route(url, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  return { release: () => release(), asked: () => asked };
}

/** Escape closes `dialog` (a dialog, drawer or popover) and the focus returns to `opener`. */
export async function expectEscapeCloses(page: Page, dialog: Locator, opener: Locator) {
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
}
