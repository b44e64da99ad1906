/**
 * What the admin area hands out reads in Hebrew and Israel time (1280 px): the audit log's details
 * and the newsletter's CSV export (a UTF-8 BOM for Excel, Hebrew headers, dd.mm.yyyy HH:mm in Israel).
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, hydrated, logInAsAdmin, test } from './fixtures';

/** An instant as Israel's clocks show it, dd.mm.yyyy HH:mm, through the browser-independent Intl API. */
function israelClock(instant: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Jerusalem',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day}.${parts.month}.${parts.year} ${parts.hour}:${parts.minute}`;
}

test("the audit log's details are Hebrew, never raw keys", async ({ page }) => {
  await logInAsAdmin(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  // the dashboard's read of the newest requests and messages is recorded with their counts
  const overview = page.waitForResponse((response) => response.url().includes('admin.dashboard.overview'));
  await page.goto('/admin');
  expect((await overview).ok()).toBe(true);
  await page.goto('/admin/audit-log?action=dashboard.overview');
  await hydrated(page);
  const first = page.getByRole('table').locator('tbody tr').first();
  await expect(first).toContainText('צפייה בלוח הבקרה');
  const details = first.getByRole('cell').last();
  // (the database keeps the keys in an order of its own)
  await expect(details).toHaveText(/^(בקשות|פניות) שהוצגו: \d+ · (בקשות|פניות) שהוצגו: \d+$/);
  await expect(page.getByRole('table')).not.toContainText(/messages:|applications:/);
});

test('the newsletter CSV opens in Excel in Hebrew: BOM, Hebrew headers, Israel time', async ({ page }) => {
  const email = `csv_${randomBytes(4).toString('hex')}@example.com`;
  const before = israelClock(new Date());
  const subscribed = await page.request.post('/api/newsletter/subscribe', { data: { email } });
  expect(subscribed.status()).toBe(201);
  const after = israelClock(new Date());

  await logInAsAdmin(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin/newsletter');
  await hydrated(page);
  const link = page.getByRole('link', { name: 'ייצוא לקובץ CSV' });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const bytes = await readFile((await download.path()) ?? '');
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').split('\r\n');
  expect(lines[0]).toBe('דוא״ל,סטטוס,תאריך הרשמה,תאריך הסכמה לדיוור,תאריך הסרה');
  const line = lines.find((l) => l.startsWith(`${email},`));
  // subscribed just now: the minute on Israel's clocks (or the next, if the minute turned meanwhile)
  expect([`${email},פעיל,${before},${before},`, `${email},פעיל,${after},${after},`]).toContain(line);
});
