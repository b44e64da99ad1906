import type { Page } from '@playwright/test';
import {
  ADMIN,
  expect,
  expectEscapeCloses,
  expectNoAxeViolations,
  hydrated,
  newUser,
  registerUser,
  signInAsAdmin,
  test,
} from './fixtures';

const header = (page: Page) => page.locator('header');

test.describe('header account area', () => {
  test('anonymous: a login button, no admin link', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await expect(header(page).getByRole('button', { name: 'התחברות' })).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'ניהול' })).toHaveCount(0);
  });

  test('signed-in user: the personal area by name, greeting, logout, no admin link', async ({ page }) => {
    const user = await registerUser(page.request);
    await page.goto('/');
    await hydrated(page);
    await expect(header(page).getByRole('link', { name: 'האזור האישי' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    const greeting = header(page).getByRole('link', { name: `שלום, ${user.username}` });
    await expect(greeting).toHaveAttribute('href', '/dashboard');
    await expect(header(page).getByRole('button', { name: 'התנתקות' })).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'ניהול' })).toHaveCount(0);
  });

  test('admin: the ניהול link leads to /admin, beside the personal area', async ({ page }) => {
    await signInAsAdmin(page.context());
    await page.goto('/');
    await hydrated(page);
    await expect(header(page).getByRole('link', { name: 'האזור האישי' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await header(page).getByRole('link', { name: 'ניהול' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('navigation', { name: 'נתיב ניהול' })).toBeVisible();
  });

  test('current-user failure shows a retry button that recovers', async ({ page, console }) => {
    console.allow(/status of 500/, /\/trpc\/auth\.session/);
    let failures = 0;
    await page.route('**/trpc/auth.session*', (route) => {
      failures += 1;
      return failures === 1 ? route.fulfill({ status: 500, body: 'boom' }) : route.continue();
    });
    await page.goto('/');
    await hydrated(page);
    const retry = header(page).getByRole('button', { name: 'נסו שוב' });
    await expect(retry).toBeVisible();
    await retry.click();
    await expect(header(page).getByRole('button', { name: 'התחברות' })).toBeVisible();
  });

  test('the session is refetched when the window regains focus', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await expect(header(page).getByRole('button', { name: 'התחברות' })).toBeVisible();
    await registerUser(page.request); // signed in elsewhere (same browser)
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(header(page).getByRole('link', { name: /^שלום, / })).toBeVisible();
  });
});

test.describe('product menus', () => {
  test('the bar speaks in one voice and its menus and links look alike', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const bar = page.getByRole('navigation', { name: 'ניווט ראשי' });
    await expect(bar.getByRole('link', { name: 'צרו קשר' })).toHaveAttribute('href', '/contact');
    const looks = await bar.locator('[data-nav-top]').evaluateAll((items) =>
      items.map((item) => {
        const style = getComputedStyle(item);
        return `${style.fontSize} ${style.fontWeight} ${style.color}`;
      }),
    );
    expect(looks).toHaveLength(5);
    expect(new Set(looks).size).toBe(1);
  });

  test('keyboard: open, move, close, and move along the bar', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const privateMenu = page.getByRole('button', { name: 'ביטוח פרטי' });
    const panel = page.locator('#nav-panel-private');
    await privateMenu.focus();
    await page.keyboard.press('ArrowDown');
    await expect(privateMenu).toHaveAttribute('aria-expanded', 'true');
    const links = panel.getByRole('link');
    await expect(links.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(links.last()).toBeFocused();
    await page.keyboard.press('ArrowDown'); // wraps
    await expect(links.first()).toBeFocused();
    await expectEscapeCloses(page, panel, privateMenu);
    // right-to-left: ArrowLeft goes to the next menu
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('button', { name: 'ביטוח עסקי' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#nav-panel-business')).toBeVisible();
    await page.keyboard.press('Enter'); // toggles closed
    await expect(page.locator('#nav-panel-business')).toBeHidden();
    // Tab through an open menu: leaving it closes it
    await page.keyboard.press('ArrowUp');
    await expect(page.locator('#nav-panel-business').getByRole('link').last()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.locator('#nav-panel-business')).toBeHidden();
  });

  test('a menu link navigates and closes the menu', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('button', { name: 'פנסיה וחיסכון' }).click();
    await page.locator('#nav-panel-investments').getByRole('link').first().click();
    await expect(page).toHaveURL(/\/investments\//);
    await expect(page.locator('#nav-panel-investments')).toBeHidden();
    await expect(page.locator('h1')).toBeVisible();
  });

  test('pointer timings: open 200 ms, skip 300 ms, close 150 ms', async ({ page }) => {
    // time moves only when the test says so
    const now = Date.now();
    await page.clock.install({ time: now });
    await page.clock.pauseAt(now + 1000);
    await page.goto('/');
    await hydrated(page);
    const privateMenu = page.getByRole('button', { name: 'ביטוח פרטי' });
    const business = page.getByRole('button', { name: 'ביטוח עסקי' });
    await privateMenu.hover();
    await page.clock.runFor(150);
    await expect(privateMenu).toHaveAttribute('aria-expanded', 'false');
    await page.clock.runFor(100);
    await expect(privateMenu).toHaveAttribute('aria-expanded', 'true');
    // leave: still open after 100 ms, closed after 150 ms
    await page.mouse.move(5, 400);
    await page.clock.runFor(100);
    await expect(privateMenu).toHaveAttribute('aria-expanded', 'true');
    await page.clock.runFor(100);
    await expect(privateMenu).toHaveAttribute('aria-expanded', 'false');
    // within 300 ms of closing, another menu opens at once
    await business.hover();
    await expect(business).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.move(5, 400);
    await page.clock.runFor(600);
    await expect(business).toHaveAttribute('aria-expanded', 'false');
    // after the skip window the delay applies again
    await privateMenu.hover();
    await expect(privateMenu).toHaveAttribute('aria-expanded', 'false');
    await page.clock.runFor(250);
    await expect(privateMenu).toHaveAttribute('aria-expanded', 'true');
  });
});

test.describe('mobile drawer (375 px)', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('opens from the reading side with accordions and navigates', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await expect(page.getByRole('button', { name: 'ביטוח פרטי' })).toBeHidden();
    await page.getByRole('button', { name: 'פתיחת התפריט' }).click();
    const drawer = page.getByRole('dialog', { name: 'תפריט' });
    await expect(drawer).toBeVisible();
    // slides in from the right edge (the reading side in RTL)
    const rightEdge = async () => {
      const box = await drawer.boundingBox();
      return Math.round((box?.x ?? 0) + (box?.width ?? 0));
    };
    await expect.poll(rightEdge).toBe(375);
    await expect(drawer.getByRole('button', { name: 'התחברות' })).toBeVisible();
    await drawer.getByRole('button', { name: 'ביטוח עסקי' }).click();
    await expectNoAxeViolations(page);
    await drawer.getByRole('link', { name: /סייבר/ }).click();
    await expect(page).toHaveURL(/\/insurance\/cyber$/);
    await expect(drawer).toBeHidden();
  });

  test('signed in: the drawer leads to the personal area', async ({ page }) => {
    await registerUser(page.request);
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('button', { name: 'פתיחת התפריט' }).click();
    const drawer = page.getByRole('dialog', { name: 'תפריט' });
    await drawer.getByRole('link', { name: 'האזור האישי' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { name: 'האזור האישי' })).toBeVisible();
  });
});

// every 40 px from 320 to 1440, plus both sides of the breakpoints and the widths that used to break
const WIDTHS = [
  ...new Set([...Array.from({ length: 29 }, (_, i) => 320 + i * 40), 1023, 1024, 1100, 1279, 1280]),
].sort((a, b) => a - b);

interface Expected {
  /** the menu bar (and the account area beside it) instead of the menu button */
  wide: boolean;
  /** how many menus and links the bar holds */
  links: number;
}

/**
 * What is wrong with the header's layout once the next frame is drawn, measured in the page: a
 * control or link whose text runs over more than one line, two controls that overlap, anything
 * outside the header (or `rootSelector`), and, with `expected`, a bar or account area missing or
 * shown at the wrong width. One round trip per width keeps the sweep fast.
 */
function layoutProblems(page: Page, rootSelector = 'header', expected?: Expected) {
  return page.evaluate(
    async ({ selector, expected }) => {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const root = document.querySelector(selector);
      if (!root) return [`no ${selector}`];
      const shown = (el: Element) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
      };
      const name = (el: Element) =>
        `${el.tagName.toLowerCase()} "${(el.textContent?.trim() || el.getAttribute('aria-label') || '').slice(0, 24)}"`;
      // the lines a control's text occupies: the distinct tops of its text's boxes
      const lines = (el: Element) => {
        const tops: number[] = [];
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const rect of range.getClientRects()) {
            if (rect.width > 0 && !tops.some((top) => Math.abs(top - rect.top) < rect.height / 2))
              tops.push(rect.top);
          }
        }
        return tops.length;
      };
      const problems: string[] = [];
      if (expected) {
        const count = (query: string) => [...root.querySelectorAll(query)].filter(shown).length;
        const top = count('[data-nav-top]');
        if (top !== (expected.wide ? expected.links : 0)) problems.push(`${top} items in the menu bar`);
        if (count('[data-testid=account-area]') !== (expected.wide ? 1 : 0))
          problems.push(`account area shown: ${!expected.wide}`);
        if (count('button[aria-label="פתיחת התפריט"]') !== (expected.wide ? 0 : 1))
          problems.push(`menu button shown: ${expected.wide}`);
      }
      const box = root.getBoundingClientRect();
      if (box.left < -0.5 || box.right > window.innerWidth + 0.5)
        problems.push(`${selector} is wider than the window`);
      const items = [...root.querySelectorAll('a, button, [role=status]')].filter(shown);
      for (const el of items) {
        const r = el.getBoundingClientRect();
        if (
          r.left < box.left - 0.5 ||
          r.right > box.right + 0.5 ||
          r.top < box.top - 0.5 ||
          r.bottom > box.bottom + 0.5
        )
          problems.push(`${name(el)} is outside the ${selector}`);
        if (lines(el) > 1) problems.push(`${name(el)} wraps onto ${lines(el)} lines`);
      }
      items.forEach((a, i) => {
        for (const b of items.slice(i + 1)) {
          if (a.contains(b) || b.contains(a)) continue;
          const ra = a.getBoundingClientRect();
          const rb = b.getBoundingClientRect();
          const w = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
          const h = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
          if (w > 0.5 && h > 0.5) problems.push(`${name(a)} overlaps ${name(b)}`);
        }
      });
      return problems;
    },
    { selector: rootSelector, expected },
  );
}

test.describe('header layout from 320 to 1440 px', () => {
  const roles = [
    { role: 'signed out', links: 5, signIn: async (_page: Page) => null },
    {
      role: 'a user with a 32-character name',
      links: 6,
      signIn: async (page: Page) => {
        const { username } = newUser();
        return (await registerUser(page.request, { username: username.padEnd(32, 'W') })).username;
      },
    },
    {
      role: 'an admin with a 32-character name',
      links: 7,
      signIn: async (page: Page) => {
        await signInAsAdmin(page.context());
        return ADMIN.username;
      },
    },
  ];

  for (const { role, links, signIn: as } of roles) {
    test(`${role}: one line per item, no overlaps, nothing outside the header`, async ({ page }) => {
      const username = await as(page);
      if (username) expect(username).toHaveLength(32);
      await page.setViewportSize({ width: 1280, height: 720 });
      await page.goto('/');
      await hydrated(page);
      const account = username
        ? header(page).getByRole('link', { name: `שלום, ${username}` })
        : header(page).getByRole('button', { name: 'התחברות' });
      await expect(account).toBeVisible();

      const problems: string[] = [];
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 720 });
        for (const problem of await layoutProblems(page, 'header', { wide: width >= 1024, links }))
          problems.push(`${width}px: ${problem}`);
      }

      // the drawer's account area at the narrowest width
      await page.setViewportSize({ width: 320, height: 720 });
      await page.getByRole('button', { name: 'פתיחת התפריט' }).click();
      const drawer = page.getByRole('dialog', { name: 'תפריט' });
      await expect(drawer.getByTestId('account-area')).toBeVisible();
      await expect
        .poll(() => drawer.boundingBox().then((box) => Math.round((box?.x ?? 0) + (box?.width ?? 0))))
        .toBe(320);
      for (const problem of await layoutProblems(page, '[role=dialog]')) problems.push(`drawer: ${problem}`);

      expect(problems).toEqual([]);
    });
  }
});
