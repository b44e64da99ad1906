/**
 * The admin's blog (/admin/blog, the editor, /admin/blog/categories): writing a post with a heading, a
 * list, a link and an image and seeing it on /blog; editing, slug collisions, deleting, draft
 * autosave, the unsaved-changes warning, categories, keyboard-only use, axe and screenshots at 1280 and
 * 375 px. Every post and category carries a random tag, so tests never see each other's rows.
 */
import { randomBytes } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { slugify } from '../src/shared/slug';
import { expect, expectNoAxeViolations, logInAsAdmin, test, toast, trpcMutation } from './fixtures';

const tag = () => randomBytes(3).toString('hex');
const shots = process.env.E2E_SCREENSHOTS;

/** A small PNG made in the test: a blue square with a white band. */
async function png(): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 200, channels: 3, background: '#1d4ed8' } })
    .composite([
      {
        input: Buffer.from('<svg width="320" height="40"><rect width="320" height="40" fill="#fff"/></svg>'),
        top: 80,
        left: 0,
      },
    ])
    .png()
    .toBuffer();
}

async function newCategory(page: Page, name: string): Promise<{ id: number; name: string }> {
  const response = await trpcMutation(page.request, 'admin.categories.create', { name });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).result.data.json;
}

async function newPost(page: Page, input: Record<string, unknown>): Promise<{ id: number; slug: string }> {
  const response = await trpcMutation(page.request, 'admin.blog.create', input);
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).result.data.json;
}

/** What Word for Windows puts on the clipboard (trimmed): a heading, bold text, a bulleted and a numbered list. */
const WORD_PASTE = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><style><!-- p.MsoNormal {mso-style-unhide:no;} --></style></head>
<body lang=HE><!--StartFragment-->
<h1 dir=RTL style='mso-outline-level:1'><span lang=HE>ביטוח דירה</span><o:p></o:p></h1>
<p class=MsoNormal dir=RTL><b><span lang=HE style='font-family:"Arial",sans-serif'>חשוב</span></b><span lang=HE> לדעת<o:p>&nbsp;</o:p></span></p>
<p class=MsoListParagraphCxSpFirst dir=RTL style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span style='font-family:Symbol'>·<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span><![endif]><span lang=HE>מבנה</span></p>
<p class=MsoListParagraphCxSpLast dir=RTL style='text-indent:-18.0pt;mso-list:l0 level1 lfo1'><![if !supportLists]><span>·<span>&nbsp; </span></span><![endif]><span lang=HE>תכולה</span></p>
<p class=MsoListParagraphCxSpFirst dir=RTL style='mso-list:l1 level1 lfo2'><![if !supportLists]><span>1.<span>&nbsp; </span></span><![endif]>ראשון</p>
<p class=MsoListParagraphCxSpLast dir=RTL style='mso-list:l1 level1 lfo2'><![if !supportLists]><span>2.<span>&nbsp; </span></span><![endif]>שני</p>
<!--EndFragment--></body></html>`;

const titleField = (page: Page) => page.getByRole('textbox', { name: 'כותרת', exact: true });
const slugField = (page: Page) => page.getByRole('textbox', { name: 'כתובת המאמר' });
const editor = (page: Page) => page.getByRole('textbox', { name: 'תוכן המאמר' });
const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'עיצוב הטקסט' });

/** Presses Tab (or Shift+Tab) until `target` has the focus. */
async function tabTo(page: Page, target: Locator, backwards = false) {
  for (let i = 0; i < 80; i++) {
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement)))
      return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

async function chooseCategory(page: Page, name: string) {
  await page.getByRole('combobox', { name: 'קטגוריה' }).selectOption({ label: name });
}

test.describe('admin blog', () => {
  test.beforeEach(async ({ page }) => {
    await logInAsAdmin(page);
  });

  test('writes a post with a heading, a list, a link and an image, publishes it, and it is on /blog', async ({
    page,
  }) => {
    // a long flow (uploads, a publish, the public pages) on a shared machine
    test.slow();
    const t = tag();
    const category = await newCategory(page, `ביטוח ${t}`);
    const title = `מדריך ביטוח דירה ${t}`;
    await page.goto('/admin/blog');
    await page.getByRole('link', { name: 'מאמר חדש' }).click();
    await expect(page).toHaveURL(/\/admin\/blog\/new$/);

    await titleField(page).fill(title);
    // the slug follows the title: Hebrew becomes readable Latin
    await expect(slugField(page)).toHaveValue(slugify(title));
    await page.getByLabel('תקציר').fill('כל מה שצריך לדעת על ביטוח דירה לפני שחותמים.');

    const text = editor(page);
    await text.click();
    await toolbar(page).getByRole('button', { name: 'כותרת ראשית' }).click();
    await page.keyboard.type('מה מכסה הביטוח');
    await expect(toolbar(page).getByRole('button', { name: 'כותרת ראשית' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.keyboard.press('Enter');
    await toolbar(page).getByRole('button', { name: 'רשימת תבליטים' }).click();
    await page.keyboard.type('מבנה הדירה');
    await page.keyboard.press('Enter');
    await page.keyboard.type('תכולת הדירה');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.type('לפרטים ');
    await toolbar(page).getByRole('button', { name: 'קישור' }).click();
    const linkDialog = page.getByRole('dialog', { name: 'הוספת קישור' });
    await linkDialog.getByLabel('כתובת הקישור').fill('javascript:alert(1)');
    await linkDialog.getByRole('button', { name: 'הוספה' }).click();
    await expect(linkDialog.getByText('יש להזין כתובת אתר')).toBeVisible();
    await linkDialog.getByLabel('כתובת הקישור').fill('https://www.gov.il/he');
    await linkDialog.getByLabel('טקסט הקישור').fill('אתר הממשלה');
    await linkDialog.getByRole('button', { name: 'הוספה' }).click();
    await expect(linkDialog).toBeHidden();
    await expect(text.getByRole('link', { name: 'אתר הממשלה' })).toHaveAttribute(
      'href',
      'https://www.gov.il/he',
    );

    await page.keyboard.press('Enter');
    await toolbar(page).getByRole('button', { name: 'תמונה' }).click();
    const imageDialog = page.getByRole('dialog', { name: 'הוספת תמונה' });
    await imageDialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'house.png', mimeType: 'image/png', buffer: await png() });
    await expect(imageDialog.locator('img')).toBeVisible();
    await imageDialog.getByLabel('טקסט חלופי').fill('בית עם גג כחול');
    await imageDialog.getByRole('button', { name: 'הוספה לטקסט' }).click();
    await expect(text.getByRole('img', { name: 'בית עם גג כחול' })).toBeVisible();

    // a table: insert, a column less, a row more
    await toolbar(page).getByRole('button', { name: 'הוספת טבלה' }).click();
    await expect(text.locator('table tr')).toHaveCount(3);
    await toolbar(page).getByRole('button', { name: 'מחיקת עמודה' }).click();
    await expect(text.locator('table tr').first().locator('th, td')).toHaveCount(2);
    await page.keyboard.type('כיסוי');
    await toolbar(page).getByRole('button', { name: 'הוספת שורה' }).click();
    await expect(text.locator('table tr')).toHaveCount(4);
    await expect(text.getByRole('img', { name: 'בית עם גג כחול' })).toBeVisible();

    // the cover: upload with a preview, then its alt text is required
    await page
      .locator('fieldset', { hasText: 'תמונה ראשית' })
      .locator('input[type=file]')
      .setInputFiles({
        name: 'cover.png',
        mimeType: 'image/png',
        buffer: await png(),
      });
    await expect(page.getByLabel('טקסט חלופי לתמונה')).toBeVisible();
    await chooseCategory(page, category.name);
    await page.getByText('מפורסם באתר').click();
    await expect(page.getByText('השמירה האוטומטית מושהית')).toBeVisible();
    await page.getByRole('button', { name: 'פרסום' }).click();
    await expect(page.getByLabel('טקסט חלופי לתמונה')).toBeFocused();
    await expect(page.getByText('יש להזין טקסט חלופי לתמונה')).toBeVisible();
    await page.getByLabel('טקסט חלופי לתמונה').fill('סלון מואר');
    await page
      .getByLabel('כותרת לגוגל')
      .fill('ביטוח דירה: המדריך המלא לבעלי דירות ולשוכרים בישראל, 2026 ועוד');
    // over Google's length: the counter warns and nothing is cut; it is the author's call, not an error
    await expect(page.getByText(/ארוך מ-60 תווים/)).toBeVisible();
    await expect(page.getByLabel('כותרת לגוגל')).toHaveValue(
      'ביטוח דירה: המדריך המלא לבעלי דירות ולשוכרים בישראל, 2026 ועוד',
    );
    await expect(page.getByLabel('כותרת לגוגל')).not.toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('כותרת לגוגל').fill('ביטוח דירה: המדריך המלא');
    await expect(page.getByText(/ארוך מ-60 תווים/)).toBeHidden();
    await page.getByRole('button', { name: 'פרסום' }).click();
    await expect(toast(page)).toContainText('המאמר פורסם');
    await expect(page).toHaveURL(/\/admin\/blog\/\d+\/edit$/);
    await expect(page.getByText('המאמר מפורסם, ולכן אין שמירה אוטומטית')).toBeVisible();

    // the public list and the post itself
    await page.goto('/blog');
    await page.getByRole('link', { name: title }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const article = page.locator('main');
    await expect(article.getByRole('heading', { level: 2, name: 'מה מכסה הביטוח' })).toBeVisible();
    await expect(article.getByRole('listitem').filter({ hasText: 'תכולת הדירה' })).toBeVisible();
    await expect(article.getByRole('link', { name: 'אתר הממשלה' })).toHaveAttribute(
      'href',
      'https://www.gov.il/he',
    );
    await expect(article.getByRole('img', { name: 'בית עם גג כחול' })).toBeVisible();
    await expect(article.getByRole('table')).toContainText('כיסוי');
  });

  test('edits a title, shows a slug collision on the slug field, deletes with a confirmation', async ({
    page,
    console,
  }) => {
    console.allow(/409/);
    const t = tag();
    const category = await newCategory(page, `חיסכון ${t}`);
    const first = await newPost(page, {
      title: `חיסכון לכל החיים ${t}`,
      categoryId: category.id,
      published: true,
      content: '<p>א</p>',
    });
    const second = await newPost(page, {
      title: `קרן השתלמות ${t}`,
      categoryId: category.id,
      published: true,
      content: '<p>ב</p>',
    });

    await page.goto(`/admin/blog?q=${t}`);
    const row = page.getByRole('row').filter({ hasText: `קרן השתלמות ${t}` });
    await expect(row.getByText('פורסם')).toBeVisible();
    await row.getByRole('link', { name: /עריכה/ }).click();
    await expect(page).toHaveURL(`/admin/blog/${second.id}/edit`);
    // the post's category shows as chosen, also when the list of categories arrives after the post
    await expect(page.getByRole('combobox', { name: 'קטגוריה', exact: true })).toHaveValue(
      String(category.id),
    );
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'קטגוריה', exact: true })).toHaveValue(
      String(category.id),
    );
    // a new category from the editor: created, chosen, and the post's form is not sent with it
    await page.getByRole('button', { name: 'קטגוריה חדשה' }).click();
    const categoryDialog = page.getByRole('dialog', { name: 'קטגוריה חדשה' });
    await categoryDialog.getByLabel('שם הקטגוריה').fill(`משכנתאות ${t}`);
    await categoryDialog.getByRole('button', { name: 'הוספה' }).click();
    await expect(toast(page)).toContainText('הקטגוריה נוספה');
    await expect(categoryDialog).toBeHidden();
    await expect(
      page.getByRole('combobox', { name: 'קטגוריה', exact: true }).locator('option:checked'),
    ).toHaveText(`משכנתאות ${t}`);
    await expect(toast(page)).not.toContainText('המאמר נשמר');
    await titleField(page).fill(`קרן השתלמות: המדריך ${t}`);
    // an existing post keeps its address when the title changes
    await expect(slugField(page)).toHaveValue(second.slug);
    await slugField(page).fill(first.slug);
    await page.getByRole('button', { name: 'שמירה' }).click();
    await expect(slugField(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(slugField(page)).toBeFocused();
    await expect(page.getByText('הכתובת').filter({ visible: true }).first()).toBeVisible();
    await expect(toast(page)).toContainText('שמירת המאמר נכשלה');
    await slugField(page).fill(`${second.slug}-madrich`);
    await page.getByRole('button', { name: 'שמירה' }).click();
    await expect(toast(page)).toContainText('המאמר נשמר בהצלחה');

    await page.getByRole('navigation', { name: 'אזורי ניהול' }).getByRole('link', { name: 'בלוג' }).click();
    await page.getByLabel('חיפוש לפי כותרת').fill(t);
    await expect(page).toHaveURL(new RegExp(`q=${t}`));
    const edited = page.getByRole('row').filter({ hasText: `קרן השתלמות: המדריך ${t}` });
    await edited.getByRole('button', { name: /מחיקה/ }).click();
    const confirm = page.getByRole('alertdialog', { name: 'מחיקת המאמר' });
    await expect(confirm.getByRole('button', { name: 'ביטול' })).toBeFocused();
    await confirm.getByRole('button', { name: 'מחיקה' }).click();
    await expect(toast(page)).toContainText('המאמר נמחק בהצלחה');
    await expect(edited).toHaveCount(0);
    const gone = await page.request.get(`/blog/${second.slug}-madrich`);
    expect(gone.status()).toBe(404);
  });

  test('a draft saves itself, stays after a reload and is not public', async ({ page }) => {
    const t = tag();
    const category = await newCategory(page, `טיוטות ${t}`);
    await page.goto('/admin/blog/new');
    await chooseCategory(page, category.name);
    await titleField(page).fill(`טיוטה שנשמרת ${t}`);
    await editor(page).click();
    await page.keyboard.type('פסקה ראשונה של טיוטה');
    await expect(page.getByRole('status').filter({ hasText: /נשמר אוטומטית ב-\d\d:\d\d/ })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page).toHaveURL(/\/admin\/blog\/\d+\/edit$/);
    // the form stayed: the cursor is still in the text; the addition saves itself too
    const savedAgain = page.waitForResponse(
      (response) =>
        /\/trpc\/[^?]*admin\.blog\.update/.test(response.url()) &&
        (response.request().postData() ?? '').includes('ועוד'),
    );
    await page.keyboard.type(' ועוד');
    expect((await savedAgain).ok()).toBe(true);
    await expect(page.getByRole('status').filter({ hasText: /נשמר אוטומטית/ })).toBeVisible();
    await page.reload();
    await expect(titleField(page)).toHaveValue(`טיוטה שנשמרת ${t}`);
    await expect(editor(page)).toContainText('פסקה ראשונה של טיוטה ועוד');
    const slug = await slugField(page).inputValue();
    expect((await page.request.get(`/blog/${slug}`)).status()).toBe(404);
    await page.goto('/admin/blog?status=draft');
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: `טיוטה שנשמרת ${t}` })
        .getByText('טיוטה', { exact: true }),
    ).toBeVisible();
  });

  test('a new post after a saved one opens an empty form, and saving it makes another post', async ({
    page,
    console,
  }) => {
    // TipTap's link extension registers its protocols as each editor starts and resets them when one
    // ends: here the second editor starts while the first is still being torn down
    console.allow(/linkifyjs: already initialized/);
    const t = tag();
    const category = await newCategory(page, `רצף ${t}`);
    await page.goto('/admin/blog/new');
    await chooseCategory(page, category.name);
    await titleField(page).fill(`הראשון ${t}`);
    await editor(page).click();
    await page.keyboard.type('טקסט של המאמר הראשון');
    await expect(page).toHaveURL(/\/admin\/blog\/\d+\/edit$/, { timeout: 15_000 });
    const first = Number(/\/blog\/(\d+)\/edit/.exec(page.url())?.[1]);
    // a link inside the app to the new-post page (the router follows the history's own pushState)
    await page.evaluate(() => {
      history.pushState(null, '', '/admin/blog/new');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL(/\/admin\/blog\/new$/);
    await expect(titleField(page)).toHaveValue('');
    await expect(editor(page)).not.toContainText('המאמר הראשון');
    await chooseCategory(page, category.name);
    await titleField(page).fill(`השני ${t}`);
    await editor(page).click();
    await page.keyboard.type('טקסט של המאמר השני');
    await expect(page).toHaveURL(/\/admin\/blog\/\d+\/edit$/, { timeout: 15_000 });
    const second = Number(/\/blog\/(\d+)\/edit/.exec(page.url())?.[1]);
    expect(second).not.toBe(first);
    const kept = await page.request.get(
      `/trpc/admin.blog.get?input=${encodeURIComponent(JSON.stringify({ json: { id: first } }))}`,
    );
    expect(await kept.text()).toContain(`הראשון ${t}`);
  });

  test('a paste from Word keeps headings and lists and drops the junk', async ({ page }) => {
    await page.goto('/admin/blog/new');
    await editor(page).click();
    await editor(page).evaluate((element, html) => {
      const data = new DataTransfer();
      data.setData('text/html', html);
      data.setData('text/plain', 'ביטוח דירה');
      element.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    }, WORD_PASTE);
    await expect(editor(page).getByRole('heading', { level: 2, name: 'ביטוח דירה' })).toBeVisible();
    await expect(editor(page).locator('ul > li')).toHaveText(['מבנה', 'תכולה']);
    await expect(editor(page).locator('ol > li')).toHaveText(['ראשון', 'שני']);
    await expect(editor(page).locator('strong')).toHaveText('חשוב');
    const html = await editor(page).innerHTML();
    for (const junk of ['mso-', 'Mso', 'o:p', 'font-family', '·']) expect(html).not.toContain(junk);
  });

  test('warns before leaving with unsaved changes', async ({ page }) => {
    const t = tag();
    const category = await newCategory(page, `יציאה ${t}`);
    const post = await newPost(page, {
      title: `מאמר פורסם ${t}`,
      categoryId: category.id,
      published: true,
      content: '<p>טקסט</p>',
    });
    await page.goto(`/admin/blog/${post.id}/edit`);
    await titleField(page).fill(`מאמר ששונה ${t}`);
    await page.getByRole('navigation', { name: 'אזורי ניהול' }).getByRole('link', { name: 'בלוג' }).click();
    const ask = page.getByRole('alertdialog', { name: 'לצאת בלי לשמור?' });
    await expect(ask).toBeVisible();
    await expect(ask.getByRole('button', { name: 'המשך עריכה' })).toBeFocused();
    await ask.getByRole('button', { name: 'המשך עריכה' }).click();
    await expect(page).toHaveURL(`/admin/blog/${post.id}/edit`);
    await expect(titleField(page)).toHaveValue(`מאמר ששונה ${t}`);
    await page.getByRole('navigation', { name: 'אזורי ניהול' }).getByRole('link', { name: 'בלוג' }).click();
    await ask.getByRole('button', { name: 'יציאה בלי לשמור' }).click();
    await expect(page).toHaveURL('/admin/blog');
    // a reload or closing the tab: the browser's own question (beforeunload is cancelled)
    await page.goto(`/admin/blog/${post.id}/edit`);
    const asks = () =>
      page.evaluate(() => {
        const event = new Event('beforeunload', { cancelable: true });
        window.dispatchEvent(event);
        return event.defaultPrevented;
      });
    expect(await asks()).toBe(false);
    await titleField(page).fill(`שוב ${t}`);
    expect(await asks()).toBe(true);
  });

  test('categories: create, rename, and delete one with posts by moving them', async ({ page }) => {
    const t = tag();
    await page.goto('/admin/blog');
    await page.getByRole('link', { name: 'קטגוריות' }).click();
    await expect(page).toHaveURL('/admin/blog/categories');
    await page.getByRole('button', { name: 'קטגוריה חדשה' }).click();
    const dialog = page.getByRole('dialog', { name: 'קטגוריה חדשה' });
    await dialog.getByLabel('שם הקטגוריה').fill(`משכנתאות ${t}`);
    await dialog.getByRole('button', { name: 'הוספה' }).click();
    await expect(toast(page)).toContainText('הקטגוריה נוספה');
    const row = page.getByRole('row').filter({ hasText: `משכנתאות ${t}` });
    await expect(row).toContainText('אין מאמרים');
    await row.getByRole('button', { name: /שינוי שם/ }).click();
    const rename = page.getByRole('dialog', { name: 'שינוי שם הקטגוריה' });
    await rename.getByLabel('שם הקטגוריה').fill(`משכנתא ${t}`);
    await rename.getByRole('button', { name: 'שמירה' }).click();
    await expect(toast(page)).toContainText('שם הקטגוריה עודכן');
    const renamed = page.getByRole('row').filter({ hasText: `משכנתא ${t}` });
    await expect(renamed).toBeVisible();

    const categories = (await (await page.request.get('/trpc/admin.categories.list')).json()).result.data
      .json as { id: number; name: string }[];
    const id = categories.find((c) => c.name === `משכנתא ${t}`)?.id;
    await newPost(page, { title: `משכנתא הפוכה ${t}`, categoryId: id, content: '<p>x</p>' });
    const target = await newCategory(page, `הלוואות ${t}`);
    await page.reload();
    await expect(renamed).toContainText('מאמר אחד');
    await renamed.getByRole('button', { name: /מחיקה/ }).click();
    // a category with posts: the delete moves them, to a category chosen in the dialog
    const confirm = page.getByRole('alertdialog', { name: 'מחיקת הקטגוריה' });
    await confirm
      .getByRole('combobox', { name: 'העברת המאמרים לקטגוריה' })
      .selectOption({ label: target.name });
    await confirm.getByRole('button', { name: 'העברה ומחיקה' }).click();
    await expect(toast(page)).toContainText(`מאמר אחד הועבר לקטגוריה „${target.name}“`);
    await expect(renamed).toBeHidden();
    await expect(page.getByRole('row').filter({ hasText: target.name })).toContainText('מאמר אחד');
  });

  test('a Hebrew title makes a Hebrew slug, and a changed slug answers 301 from the old one', async ({
    page,
  }) => {
    const t = tag();
    const category = await newCategory(page, `כתובות ${t}`);
    const input = {
      title: `ביטוח רכב בחורף ${t}`,
      categoryId: category.id,
      published: true,
      content: '<p>גוף המאמר</p>',
    };
    const post = await newPost(page, input);
    expect(post.slug).toBe(`ביטוח-רכב-בחורף-${t}`);
    const heading = page.getByRole('heading', { level: 1, name: input.title });
    // visited first, so the old address is a kept page when the slug changes
    await page.goto(`/blog/${encodeURIComponent(post.slug)}`);
    await expect(heading).toBeVisible();
    const update = await trpcMutation(page.request, 'admin.blog.update', {
      id: post.id,
      ...input,
      slug: `winter-car-${t}`,
    });
    expect(update.ok(), await update.text()).toBe(true);
    const old = await page.request.get(`/blog/${encodeURIComponent(post.slug)}`, { maxRedirects: 0 });
    expect(old.status()).toBe(301);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`/blog/${encodeURIComponent(post.slug)}`);
    await expect(page).toHaveURL(`/blog/winter-car-${t}`);
    await expect(heading).toBeVisible();
    if (shots) await page.screenshot({ path: `${shots}/moved-post-375.png` });
  });

  test('a post can be written and published with the keyboard alone', async ({ page }) => {
    const t = tag();
    const category = await newCategory(page, `מקלדת ${t}`);
    await page.goto('/admin/blog');
    await tabTo(page, page.getByRole('link', { name: 'מאמר חדש' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/admin\/blog\/new$/);
    await tabTo(page, titleField(page));
    await page.keyboard.type(`נכתב במקלדת ${t}`);
    await tabTo(page, toolbar(page));
    // the toolbar is one tab stop; arrows move inside it (left is forward in RTL)
    await expect(toolbar(page).getByRole('button', { name: 'ביטול פעולה' })).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(toolbar(page).getByRole('button', { name: 'כותרת ראשית' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(editor(page)).toBeFocused();
    await page.keyboard.type('כותרת בתוך הטקסט');
    await page.keyboard.press('Alt+F10');
    await expect(toolbar(page).getByRole('button', { name: 'כותרת ראשית' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(editor(page).getByRole('heading', { level: 2, name: 'כותרת בתוך הטקסט' })).toBeVisible();
    await tabTo(page, page.getByRole('combobox', { name: 'קטגוריה' }));
    await page.keyboard.type(category.name.slice(0, 3));
    await chooseCategory(page, category.name);
    await tabTo(page, page.getByRole('checkbox', { name: 'מפורסם באתר' }), true);
    await page.keyboard.press('Space');
    await tabTo(page, page.getByRole('button', { name: 'פרסום' }), true);
    await page.keyboard.press('Enter');
    await expect(toast(page)).toContainText('המאמר פורסם');
  });

  for (const width of [1280, 375]) {
    test(`axe and screenshots at ${width} px: list, editor, preview, categories, deleting one`, async ({
      page,
    }) => {
      // five axe runs
      test.slow();
      await page.setViewportSize({ width, height: 900 });
      const t = tag();
      const category = await newCategory(page, `נגישות ${t}`);
      await newPost(page, {
        title: `מאמר לבדיקת נגישות עם כותרת ארוכה למדי ${t}`,
        categoryId: category.id,
        content:
          '<h2>כותרת</h2><p>פסקה עם <a href="https://example.com">קישור</a>.</p><ul><li>אחד</li><li>שניים</li></ul><blockquote><p>ציטוט</p></blockquote>',
        excerpt: 'תקציר קצר',
      });
      await page.goto('/admin/blog');
      await expect(
        page.getByText(`מאמר לבדיקת נגישות עם כותרת ארוכה למדי ${t}`).filter({ visible: true }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
      if (shots) await page.screenshot({ path: `${shots}/list-${width}.png`, fullPage: true });
      // nothing is cut off sideways
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      await page
        .getByRole('link', { name: `עריכה: מאמר לבדיקת נגישות עם כותרת ארוכה למדי ${t}` })
        .filter({ visible: true })
        .click();
      await expect(editor(page)).toContainText('פסקה עם');
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      if (shots) await page.screenshot({ path: `${shots}/editor-${width}.png`, fullPage: true });
      await page.getByRole('button', { name: 'תצוגה מקדימה' }).click();
      const preview = page.getByRole('dialog', { name: 'תצוגה מקדימה' });
      await expect(preview.getByRole('heading', { level: 2, name: 'כותרת' })).toBeVisible();
      await expectNoAxeViolations(page);
      if (shots) await page.screenshot({ path: `${shots}/preview-${width}.png` });
      await preview.getByRole('button', { name: 'סגירת התצוגה המקדימה' }).click();

      await page.goto('/admin/blog/categories');
      await expect(page.getByText(`נגישות ${t}`, { exact: true }).filter({ visible: true })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectNoAxeViolations(page);
      if (shots) await page.screenshot({ path: `${shots}/categories-${width}.png`, fullPage: true });
      await page
        .getByRole('button', { name: `מחיקה: נגישות ${t}` })
        .filter({ visible: true })
        .click();
      const deleting = page.getByRole('alertdialog', { name: 'מחיקת הקטגוריה' });
      await expect(deleting.getByRole('combobox', { name: 'העברת המאמרים לקטגוריה' })).toBeVisible();
      await expectNoAxeViolations(page);
      if (shots) await page.screenshot({ path: `${shots}/category-delete-${width}.png` });
    });
  }
});
