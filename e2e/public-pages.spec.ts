import {
  expect,
  framesDrawn,
  holdRequests,
  hydrated,
  loginButtonShown,
  mainThreadIdle,
  scrollThrough,
  test,
  testPagesAtBothWidths,
} from './fixtures';

testPagesAtBothWidths(['/', '/about', '/contact', '/travel']);

test('home: responsive hero, six services, travel CTA, three rated testimonials, further areas', async ({
  page,
}) => {
  await page.goto('/');
  await hydrated(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('ביטוח ופיננסים בראש שקט');
  const source = main.locator('picture source');
  await expect(source).toHaveAttribute('media', '(max-width: 767px)');
  await expect(source).toHaveAttribute('srcset', '/images/hero-mobile.svg');
  const hero = main.locator('picture img');
  await expect(hero).toHaveAttribute('src', '/images/hero-desktop.svg');
  await expect(hero).toHaveAttribute('width', '1600');
  await expect(hero).toHaveAttribute('height', '700');
  await expect(hero).toHaveAttribute('fetchpriority', 'high');

  const services = main.getByRole('region', { name: 'השירותים שלנו' }).getByRole('link');
  await expect(services).toHaveCount(6);
  await expect(main.getByRole('link', { name: 'ביטוח רכב יוקרה' })).toHaveAttribute(
    'href',
    '/insurance/luxury-car',
  );
  await expect(
    main.getByRole('region', { name: /טסים בקרוב/ }).getByRole('link', { name: 'לרכישת ביטוח נסיעות לחו״ל' }),
  ).toHaveAttribute('href', '/travel/travelinsurance');
  const testimonials = main.getByRole('region', { name: 'מה הלקוחות שלנו מספרים' });
  await expect(testimonials.getByRole('img', { name: 'דירוג 5 מתוך 5' })).toHaveCount(3);
  const further = main.getByRole('region', { name: 'תחומים נוספים' });
  for (const href of ['/insurance/directors', '/insurance/cyber', '/investments/education-fund']) {
    await expect(further.locator(`a[href="${href}"]`)).toHaveCount(1);
  }
});

test('home: the hero is preloaded per viewport and the agency is described for search engines', async ({
  request,
  baseURL,
}) => {
  const html = await (await request.get('/')).text();
  expect(html).toMatch(
    /<link rel="preload" href="\/images\/hero-desktop\.svg" as="image" fetchPriority="high" media="\(min-width: 768px\)"/,
  );
  expect(html).toMatch(
    /<link rel="preload" href="\/images\/hero-mobile\.svg" as="image" fetchPriority="high" media="\(max-width: 767px\)"/,
  );
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]+)<\/script>/g)].map((m) =>
    JSON.parse(m[1] ?? '{}'),
  );
  const agency = blocks.find((block) => block['@type'] === 'InsuranceAgency');
  expect(agency).toMatchObject({
    name: 'אופק ביטוחים ופיננסים',
    url: `${baseURL}/`,
    telephone: '03-7654321',
    email: 'info@ofek-insurance.co.il',
    address: { '@type': 'PostalAddress', addressCountry: 'IL' },
  });
  expect(agency.logo).toMatch(/\/images\/logo\.svg$/);
  expect(agency.openingHoursSpecification).toHaveLength(2);
  expect(agency.sameAs.length).toBeGreaterThan(0);
  const description = html.match(/<meta name="description" content="([^"]+)"/)?.[1] ?? '';
  expect(description.length).toBeGreaterThanOrEqual(120);
  expect(description.length).toBeLessThanOrEqual(160);
});

test('about, contact and travel: descriptions of 120–160 characters; contact carries ContactPage data', async ({
  request,
}) => {
  for (const path of ['/about', '/contact', '/travel']) {
    const html = await (await request.get(path)).text();
    const description = html.match(/<meta name="description" content="([^"]+)"/)?.[1] ?? '';
    expect(description.length, path).toBeGreaterThanOrEqual(120);
    expect(description.length, path).toBeLessThanOrEqual(160);
    expect(html, path).toContain('"BreadcrumbList"');
    if (path === '/contact') expect(html).toContain('"ContactPage"');
  }
});

test('a page whose texts are still on their way after a followed link says it is loading', async ({
  page,
}) => {
  await page.goto('/blog');
  await hydrated(page);
  // the home page's texts come with its data (content.home): hold that request
  const { release, asked } = await holdRequests(page, /\/trpc\/[^?]*content\.home/);
  await page.getByRole('banner').getByRole('link', { name: /אופק/ }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(asked).toBe(true);
  await expect(page.getByRole('main').getByRole('status')).toHaveText('טוען...');
  release();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
    'ביטוח ופיננסים בראש שקט',
  );
});

test('home: links in the server-rendered sections navigate inside the app, and the sections render again on return', async ({
  page,
}) => {
  await page.goto('/');
  await hydrated(page);
  // a full page load would lose this
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  await page.getByRole('main').getByRole('link', { name: 'ביטוח רכב יוקרה' }).click();
  await expect(page).toHaveURL(/\/insurance\/luxury-car$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('רכב יוקרה');
  // the footer's columns are kept from the server the same way
  await page.getByRole('contentinfo').getByRole('link', { name: 'אודות' }).click();
  await expect(page).toHaveURL(/\/about$/);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
  await page.getByRole('banner').getByRole('link', { name: /אופק/ }).first().click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
    'ביטוח ופיננסים בראש שקט',
  );
  await expect(
    page.getByRole('main').getByRole('region', { name: 'השירותים שלנו' }).getByRole('link'),
  ).toHaveCount(6);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
});

for (const width of [375, 1280]) {
  test(`at ${width} px the text does not move when the web font arrives after the first paint`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    // a slow font: each page paints in the fallback face first; the font comes once it has
    let release = () => {};
    let held = Promise.resolve();
    await page.route('**/fonts/*.woff2', async (route) => {
      await held;
      await route.continue();
    });
    await page.addInitScript(() => {
      let shifted = 0;
      const add = (entries: PerformanceEntryList) => {
        for (const entry of entries as (PerformanceEntry & { value: number })[]) shifted += entry.value;
      };
      const observer = new PerformanceObserver((list) => add(list.getEntries()));
      observer.observe({ type: 'layout-shift', buffered: true });
      // the shifts so far, with those reported but not yet handed to the observer's callback
      Object.assign(window, {
        layoutShift: () => {
          add(observer.takeRecords());
          return shifted;
        },
      });
    });
    for (const path of ['/', '/insurance/health']) {
      held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.goto(path, { waitUntil: 'commit' });
      await hydrated(page);
      await expect
        .poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length))
        .toBe(1);
      release();
      await page.waitForFunction(() => document.fonts.check('16px "Heebo Variable"', 'שלום'));
      // the text is laid out again in the frame after the font arrives: its shifts are reported by then
      await framesDrawn(page);
      const shifted = await page.evaluate(() =>
        (window as unknown as { layoutShift: () => number }).layoutShift(),
      );
      // without the metric-matched fallback face up to 0.045; with it at most 0.016
      expect(shifted, `layout shift on ${path}`).toBeLessThan(0.02);
    }
  });
}

test('a reader who scrolls before the page hydrates stays there; a page opened in the app starts at its top', async ({
  page,
}) => {
  // hold the page's scripts until the reader has scrolled: hydration comes after the scroll
  const { release } = await holdRequests(page, /\/assets\/entry-client-[^/]+\.js$/);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.evaluate(() => window.scrollTo(0, 900));
  release();
  await hydrated(page);
  // what could still move the page has happened: the session's answer in the header, the web font,
  // and whatever the page queued after them; then a frame drawn
  await loginButtonShown(page);
  await page.evaluate(() => document.fonts.ready);
  await mainThreadIdle(page);
  await framesDrawn(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(900);

  await page.getByRole('contentinfo').getByRole('link', { name: 'אודות' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator('h1')).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("hydration keeps the server's header, which changes once afterwards: for the session", async ({
  page,
}) => {
  // The parser builds the header; from then on every change to it is recorded, one entry per batch of
  // changes (a render that changes the DOM is one batch). Hydration adopts the server's nodes as they
  // are: a header rendered anew, or rendered again differently, after hydration would show up here.
  await page.addInitScript(() => {
    const changes: string[][] = [];
    let parsed: Element | null = null;
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      parsed = document.querySelector('header');
      if (!parsed) return;
      const header = parsed;
      // where a change happened: inside the account area, or elsewhere in the header
      const place = (node: Node) => {
        const element = node instanceof Element ? node : node.parentElement;
        const area = header.querySelector('[data-testid="account-area"]')?.parentElement;
        return area?.contains(element) ? 'account area' : (element?.outerHTML.slice(0, 120) ?? '?');
      };
      new MutationObserver((records) => {
        changes.push([...new Set(records.map((record) => place(record.target)))]);
      }).observe(header, { subtree: true, childList: true, attributes: true, characterData: true });
    });
    Object.assign(window, {
      headerChanges: () => ({
        changes,
        kept: parsed !== null && document.querySelector('header') === parsed,
      }),
    });
  });
  for (const path of ['/', '/insurance/health', '/blog', '/about']) {
    await page.goto(path);
    await hydrated(page);
    await loginButtonShown(page);
    await mainThreadIdle(page);
    const header = await page.evaluate(() =>
      (window as unknown as { headerChanges: () => { changes: string[][]; kept: boolean } }).headerChanges(),
    );
    expect(header.kept, path).toBe(true);
    expect(header.changes, path).toEqual([['account area']]);
  }
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('home: the footer follows the last section and the contact bar, with no gap', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await scrollThrough(page);
    const gap = await page.evaluate(() => {
      const footer = document.querySelector('footer')?.getBoundingClientRect();
      const bar = document.querySelector('aside[aria-label="יצירת קשר מהירה"]')?.getBoundingClientRect();
      return footer && bar ? footer.top - bar.bottom : Number.NaN;
    });
    // the bar, resting at the page's end, parts the page from the footer by itself
    expect(gap).toBeLessThanOrEqual(1);
  });
});

test('a product page: the questions take the content width of the page', async ({ page }) => {
  await page.goto('/insurance/health');
  await hydrated(page);
  const width = async (selector: string) => (await page.locator(selector).first().boundingBox())?.width ?? 0;
  expect(await width('#faq-title')).toBeCloseTo(await width('#coverage-title'), 0);
});
