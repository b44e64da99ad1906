/**
 * The public blog: /blog with its search, category filter and paging; a post with its
 * breadcrumb, content, reading time, related posts and structured data; the 404s of unknown and
 * unpublished addresses; axe and the keyboard on every blog page.
 */
import type { Page } from '@playwright/test';
import { expect, hydrated, logInAsAdmin, test, testPagesAtBothWidths } from './fixtures';

// the seeded content (src/content/blog-seed.ts): five published posts, one draft
const published = [
  { slug: 'home-insurance-before-winter', draft: true },
  { slug: 'cyber-insurance-small-business', title: 'ביטוח סייבר לעסק קטן: כופרה, דליפת מידע ושיבוש פעילות' },
  {
    slug: 'education-fund-tax-benefits',
    title: 'קרן השתלמות: הטבת המס, הנזילות אחרי שש שנים ומה עושים עם הכסף',
  },
  { slug: 'pension-fund-annual-checkup', title: 'בדיקה שנתית לקרן הפנסיה: מה לבדוק פעם בשנה כדי לא להפסיד' },
  {
    slug: 'private-health-insurance-vs-shaban',
    title: 'ביטוח בריאות פרטי או שב״ן? ההבדלים, ואיך לא לשלם פעמיים על אותו כיסוי',
  },
  { slug: 'travel-insurance-checklist', title: 'לפני שממריאים: רשימת בדיקה לרכישת ביטוח נסיעות לחו״ל' },
].filter((post): post is { slug: string; title: string } => !('draft' in post));
const DRAFT_SLUG = 'home-insurance-before-winter';
const DRAFT_TITLE = 'ביטוח דירה לפני החורף';
const POST = published[4];

const posts = (page: Page) =>
  page.getByRole('list', { name: /רשימת המאמרים|תוצאות החיפוש/ }).getByRole('listitem');

// the paging test adds posts: the others must see only the seeded ones, so it runs last, alone
test.describe.configure({ mode: 'serial' });

test('/blog: server-rendered cards of the published posts, newest first, with image, excerpt and Hebrew date', async ({
  page,
  request,
}) => {
  // the text is in the server's HTML, with no skeleton
  const html = await (await request.get('/blog')).text();
  for (const post of published) expect(html).toContain(post.title);
  expect(html).not.toContain(DRAFT_TITLE);
  expect(html).not.toContain('טוען מאמרים');
  expect(html).toContain('<link rel="alternate" type="application/rss+xml"');

  await page.goto('/blog');
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: 'הבלוג' })).toBeVisible();
  await expect(posts(page)).toHaveCount(published.length);
  const titles = await posts(page).getByRole('heading').allTextContents();
  expect(titles).toEqual(published.map((post) => post.title));

  const first = posts(page).first();
  await expect(first.getByRole('link', { name: published[0]?.title })).toHaveAttribute(
    'href',
    `/blog/${published[0]?.slug}`,
  );
  await expect(first).toContainText('13 באוקטובר 2026');
  await expect(first).toContainText('ביטוח דירה ועסקים');
  await expect(first).toContainText('מתקפת סייבר');
  // sized images (no layout shift); the first row loads at once, the rest lazily
  const images = page.locator('main li img');
  await expect(images.first()).toHaveAttribute('width', '1200');
  await expect(images.first()).toHaveAttribute('height', '630');
  await expect(images.first()).not.toHaveAttribute('loading', 'lazy');
  await expect(images.nth(3)).toHaveAttribute('loading', 'lazy');
  // five posts fit on one page: no paging
  await expect(page.getByRole('navigation', { name: 'עמודי המאמרים' })).toHaveCount(0);

  await first.getByRole('link').click();
  await expect(page).toHaveURL(`/blog/${published[0]?.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(published[0]?.title ?? '');
});

test('search by title: narrows the cards, keeps ?q= in the address across a reload, says when nothing matches', async ({
  page,
}) => {
  await page.goto('/blog');
  await hydrated(page);
  const box = page.getByRole('searchbox', { name: 'חיפוש מאמרים לפי כותרת' });
  await box.fill('ביטוח');
  await expect(page).toHaveURL(`/blog?q=${encodeURIComponent('ביטוח').replace(/%20/g, '+')}`);
  await expect(posts(page)).toHaveCount(3);
  await expect(page.getByRole('heading', { name: 'תוצאות חיפוש עבור "ביטוח": 3 מאמרים' })).toBeVisible();

  await box.fill('קרן');
  await expect(posts(page)).toHaveCount(2);
  await expect(posts(page).getByRole('heading')).toHaveText([
    published[1]?.title ?? '',
    published[2]?.title ?? '',
  ]);

  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('searchbox', { name: 'חיפוש מאמרים לפי כותרת' })).toHaveValue('קרן');
  await expect(posts(page)).toHaveCount(2);

  await page.getByRole('searchbox', { name: 'חיפוש מאמרים לפי כותרת' }).fill('אין מאמר כזה');
  await expect(page.getByText('לא נמצאו מאמרים שהכותרת שלהם כוללת "אין מאמר כזה".')).toBeVisible();
  await expect(posts(page)).toHaveCount(0);
  await page.getByRole('link', { name: 'ניקוי החיפוש והצגת כל המאמרים' }).click();
  await expect(page).toHaveURL('/blog');
  await expect(posts(page)).toHaveCount(published.length);
  await expect(page.getByRole('searchbox', { name: 'חיפוש מאמרים לפי כותרת' })).toHaveValue('');
});

test("/blog's cards keep the server's HTML while the page hydrates, and their links still navigate in the app", async ({
  page,
}) => {
  await page.goto('/blog');
  await hydrated(page);
  // the cards are adopted as they are (StaticContent), not rendered again by the browser
  await expect(page.locator('[data-static]').getByRole('list', { name: 'רשימת המאמרים' })).toHaveCount(1);
  await page.evaluate('window.sameDocument = true');
  const first = published[0];
  await posts(page)
    .first()
    .getByRole('link', { name: first?.title ?? '' })
    .click();
  await expect(page).toHaveURL(`/blog/${first?.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first?.title ?? '');
  // a client-side navigation: the document (and what the page put on window) is the same
  expect(await page.evaluate('window.sameDocument')).toBe(true);
});

test('category filter: links to the category page, which shows its name, description and posts', async ({
  page,
}) => {
  await page.goto('/blog');
  await hydrated(page);
  const filter = page.getByRole('navigation', { name: 'קטגוריות' });
  await expect(filter.getByRole('link', { name: 'כל המאמרים' })).toHaveAttribute('aria-current', 'page');
  await filter.getByRole('link', { name: /פנסיה וחיסכון/ }).click();
  await expect(page).toHaveURL('/blog/category/pension-savings');
  await expect(page.getByRole('heading', { level: 1, name: 'פנסיה וחיסכון' })).toBeVisible();
  await expect(page.getByText('קרן פנסיה, קרן השתלמות וקופות גמל')).toBeVisible();
  await expect(filter.getByRole('link', { name: /פנסיה וחיסכון/ })).toHaveAttribute('aria-current', 'page');
  await expect(posts(page).getByRole('heading')).toHaveText([
    published[1]?.title ?? '',
    published[2]?.title ?? '',
  ]);
  await expect(
    page.getByRole('navigation', { name: 'נתיב ניווט' }).getByRole('link', { name: 'בלוג' }),
  ).toHaveAttribute('href', '/blog');
});

test('a post: breadcrumb, title, date, category badge, reading time, content, related posts', async ({
  page,
}) => {
  await page.goto(`/blog/${POST?.slug}`);
  await hydrated(page);
  const trail = page.getByRole('navigation', { name: 'נתיב ניווט' });
  await expect(trail.getByRole('link')).toHaveText(['דף הבית', 'בלוג', 'ביטוח נסיעות לחו״ל']);
  await expect(trail.getByRole('link', { name: 'ביטוח נסיעות לחו״ל' })).toHaveAttribute(
    'href',
    '/blog/category/travel-insurance',
  );
  await expect(trail.locator('[aria-current="page"]')).toHaveText(POST?.title ?? '');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(POST?.title ?? '');
  const article = page.getByRole('article');
  await expect(article.locator('time')).toHaveText('8 ביוני 2026');
  await expect(article.getByText(/^זמן קריאה: (דקה אחת|שתי דקות|\d+ דקות)$/)).toBeVisible();
  await expect(article.getByRole('link', { name: 'ביטוח נסיעות לחו״ל', exact: true }).first()).toBeVisible();
  await expect(
    article.getByRole('heading', { level: 2, name: '1. מצב רפואי קודם: לא להסתיר, להרחיב' }),
  ).toBeVisible();
  await expect(article.locator('.post-body ul li').first()).toBeVisible();
  // the hero: sized, fetched first
  const hero = article.locator('img[fetchpriority="high"]');
  await expect(hero).toHaveAttribute('width', '1200');
  await expect(hero).toHaveAttribute('height', '630');

  const related = page.getByRole('list', { name: 'מאמרים קשורים' }).getByRole('listitem');
  await expect(related).toHaveCount(3);
  const target = related.first().getByRole('link');
  const href = await target.getAttribute('href');
  expect(href).toMatch(/^\/blog\/[a-z0-9-]+$/);
  expect(href).not.toBe(`/blog/${POST?.slug}`);
  await target.click();
  await expect(page).toHaveURL(href ?? '');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(POST?.title ?? '');
});

test('a post: Article and BreadcrumbList JSON-LD, og:image and og:type, canonical, RSS link', async ({
  page,
  baseURL,
}) => {
  await page.goto(`/blog/${POST?.slug}`);
  await hydrated(page);
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const data = blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
  const article = data.find((item) => item['@type'] === 'Article');
  expect(article).toMatchObject({
    headline: POST?.title,
    image: [`${baseURL}/images/blog/${POST?.slug}.svg`],
    datePublished: '2026-06-08T08:00:00.000Z',
    author: { '@type': 'Organization', name: 'אופק ביטוחים ופיננסים' },
    publisher: { '@type': 'Organization', name: 'אופק ביטוחים ופיננסים' },
  });
  expect(typeof article?.dateModified).toBe('string');
  const crumbs = data.find((item) => item['@type'] === 'BreadcrumbList') as
    | { itemListElement: { name: string; item: string }[] }
    | undefined;
  expect(crumbs?.itemListElement.map((crumb) => crumb.name)).toEqual([
    'דף הבית',
    'בלוג',
    'ביטוח נסיעות לחו״ל',
    POST?.title,
  ]);
  expect(crumbs?.itemListElement[2]?.item).toBe(`${baseURL}/blog/category/travel-insurance`);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  // a raster for social networks (they show no SVG), beside the SVG cover the page shows
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    `${baseURL}/images/blog/${POST?.slug}.png`,
  );
  await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${baseURL}/blog/${POST?.slug}`,
  );
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
    'href',
    '/blog/rss.xml',
  );
  // one of each after hydration
  await expect(page.locator('meta[property="og:type"]')).toHaveCount(1);
  await expect(page.locator('title')).toHaveCount(1);
});

test.describe('not found', () => {
  test.beforeEach(({ console }) => console.allow(/status of 404/));

  for (const [what, path] of [
    ['an unknown slug', '/blog/no-such-post'],
    ['a draft', `/blog/${DRAFT_SLUG}`],
  ] as const) {
    test(`${what}: 404 and 'המאמר לא נמצא' with a way back to the blog`, async ({ page, request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(html).toContain('המאמר לא נמצא');
      expect(html).not.toContain(DRAFT_TITLE);

      const answer = await page.goto(path);
      expect(answer?.status()).toBe(404);
      await hydrated(page);
      await expect(page.getByRole('heading', { level: 1, name: 'המאמר לא נמצא' })).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
      await page.getByRole('link', { name: 'לכל המאמרים בבלוג' }).click();
      await expect(page).toHaveURL('/blog');
      await expect(posts(page)).toHaveCount(published.length);
    });
  }

  test('an unknown category: 404 and says so', async ({ page }) => {
    const answer = await page.goto('/blog/category/no-such-category');
    expect(answer?.status()).toBe(404);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: 'הקטגוריה לא נמצאה' })).toBeVisible();
  });

  test('a page past the last one: 404, and noindex', async ({ request }) => {
    for (const path of ['/blog?page=40', '/blog/category/pension-savings?page=2']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text(), path).toContain('<meta name="robots" content="noindex, nofollow"/>');
    }
    // a page that is not a number is the first page
    expect((await request.get('/blog?page=abc')).status()).toBe(200);
  });
});

testPagesAtBothWidths(['/blog', `/blog/${POST?.slug}`, '/blog/category/pension-savings']);

test('keyboard: the search, the category filter and a card are reached with Tab', async ({ page }) => {
  await page.goto('/blog');
  await hydrated(page);
  const reached = new Set<string>();
  for (let i = 0; i < 60 && reached.size < 3; i++) {
    await page.keyboard.press('Tab');
    const where = await page.evaluate(() => {
      const el = document.activeElement;
      if (!el) return '';
      if (el.matches('input[type="search"]')) return 'search';
      if (el.closest('nav[aria-label="קטגוריות"]')) return 'filter';
      if (el.matches('main li h2 a')) return 'card';
      return '';
    });
    if (where) reached.add(where);
  }
  expect([...reached].sort()).toEqual(['card', 'filter', 'search']);
  // Enter on the focused card opens its post
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/blog/${published[0]?.slug}`);
});

test('a link inside a post to a missing post: the not-found view after client-side navigation', async ({
  page,
  console,
}) => {
  console.allow(/status of 404/);
  await logInAsAdmin(page);
  const categories = (await (await page.request.get('/api/admin/categories')).json()) as { id: number }[];
  const response = await page.request.post('/api/admin/blog', {
    data: {
      title: 'מאמר עם קישור שבור',
      excerpt: 'בדיקה',
      content: '<p>ראו גם <a href="/blog/no-such-post-anywhere">מאמר שהוסר</a>.</p>',
      categoryId: categories[0]?.id,
      published: true,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { id, slug } = (await response.json()) as { id: number; slug: string };
  try {
    await page.goto(`/blog/${slug}`);
    await hydrated(page);
    await page.getByRole('link', { name: 'מאמר שהוסר' }).click();
    await expect(page).toHaveURL('/blog/no-such-post-anywhere');
    await expect(page.getByRole('heading', { level: 1, name: 'המאמר לא נמצא' })).toBeVisible();
    await page.getByRole('link', { name: 'לכל המאמרים בבלוג' }).click();
    await expect(page).toHaveURL('/blog');
  } finally {
    await page.request.delete(`/api/admin/blog/${id}`);
  }
});

test('paging: real page links with ?page=, the current one marked, previous and next', async ({ page }) => {
  await logInAsAdmin(page);
  const categories = (await (await page.request.get('/api/admin/categories')).json()) as {
    id: number;
    slug: string;
  }[];
  const categoryId = categories.find((c) => c.slug === 'travel-insurance')?.id;
  expect(categoryId).toBeDefined();
  const created: number[] = [];
  try {
    // 5 published + 5 new = 10 posts: two pages of 9
    for (let i = 1; i <= 5; i++) {
      const response = await page.request.post('/api/admin/blog', {
        data: {
          title: `מאמר לבדיקת דפדוף ${i}`,
          excerpt: 'מאמר שנוצר בבדיקה',
          content: '<p>תוכן קצר.</p>',
          categoryId,
          published: true,
        },
      });
      expect(response.status(), await response.text()).toBe(201);
      created.push(((await response.json()) as { id: number }).id);
    }

    await page.goto('/blog');
    await hydrated(page);
    await expect(posts(page)).toHaveCount(9);
    const pager = page.getByRole('navigation', { name: 'עמודי המאמרים' });
    await expect(pager.locator('[aria-current="page"]')).toHaveText('1');
    await expect(pager.getByRole('link', { name: 'עמוד 2' })).toHaveAttribute('href', '/blog?page=2');
    await expect(pager.getByText('‹ הקודם')).not.toHaveAttribute('href');
    // in a right-to-left page 'previous' is on the right of 'next'
    const next = pager.getByRole('link', { name: 'הבא ›' });
    const previousBox = await pager.getByText('‹ הקודם').boundingBox();
    const nextBox = await next.boundingBox();
    expect(previousBox?.x ?? 0).toBeGreaterThan(nextBox?.x ?? 0);

    await next.click();
    await expect(page).toHaveURL('/blog?page=2');
    await expect(posts(page)).toHaveCount(1);
    await expect(posts(page).getByRole('heading')).toHaveText(published[4]?.title ?? '');
    await expect(pager.locator('[aria-current="page"]')).toHaveText('2');
    await expect(pager.getByRole('link', { name: '‹ הקודם' })).toHaveAttribute('href', '/blog');

    // the second page is server-rendered at its own address
    const html = await (await page.request.get('/blog?page=2')).text();
    expect(html).toContain(published[4]?.title);
    expect(html).not.toContain(published[0]?.title);
  } finally {
    for (const id of created) await page.request.delete(`/api/admin/blog/${id}`);
  }
});
