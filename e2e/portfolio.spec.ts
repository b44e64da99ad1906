/**
 * The portfolio check: a visitor drops their Har HaBituach report on the product page and reads its
 * policies, totals and findings at once; a workbook that is not the report says so, with the how-to. A
 * customer saves two reports of the same holder and sees what changed, asks the agency for a review,
 * and staff open it on one screen and take it in hand. At 1280 and 375 px, axe on every screen.
 */
import type { Locator } from '@playwright/test';
import { reportWorkbook, unrelatedWorkbook } from '../tests/portfolio-files';
import {
  BOTH_SCREENS,
  expect,
  expectNoAxeViolations,
  hydrated,
  registerUser,
  signInAsAdmin,
  test,
  toast,
} from './fixtures';
import { linkIn, waitForMail } from './mailbox';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A day `days` from today as the report writes it, dd/mm/yyyy. */
function reportDay(days: number): string {
  const day = new Date(Date.now() + days * 86_400_000);
  return [day.getUTCDate(), day.getUTCMonth() + 1, day.getUTCFullYear()]
    .map((n, i) => String(n).padStart(i === 2 ? 4 : 2, '0'))
    .join('/');
}
const period = (from: number, to: number) => `${reportDay(from)} - ${reportDay(to)}`;

/** The first report: surgery twice (double cover), drugs ending soon, a car policy ended, a cover the check does not know. */
const firstReport = () =>
  reportWorkbook(
    {
      general: [
        {
          branch: 'ביטוח רכב',
          subBranch: 'רכב חובה',
          company: 'כלל',
          period: period(-400, -30),
          premium: 1800,
          premiumPeriod: 'שנתית',
          policyNumber: 'CAR-400',
        },
        {
          branch: 'ביטוח דירה',
          subBranch: 'ביטוח חיות מחמד',
          company: 'הפניקס',
          period: period(-100, 900),
          premium: 30,
          policyNumber: 'PET-500',
        },
      ],
      health: [
        {
          subBranch: 'ניתוחים אחידה',
          company: 'הראל',
          period: period(-700, 1500),
          premium: 120,
          policyNumber: 'SRG-100',
        },
        {
          subBranch: 'ניתוחים אחידה',
          company: 'מגדל',
          period: period(-300, 1500),
          premium: '95.50',
          policyNumber: 'SRG-200',
        },
        {
          subBranch: 'תרופות - בסיס',
          company: 'מנורה מבטחים',
          period: period(-335, 30),
          premium: 40,
          policyNumber: 'DRG-300',
        },
        { subBranch: 'שיניים', company: 'איילון', period: 'לא ידוע', premium: 20, policyNumber: 'DNT-600' },
      ],
    },
    reportDay(-1),
  );

/** A newer report of the same holder: the ended car policy gone, a life cover new, one premium up. */
const secondReport = () =>
  reportWorkbook(
    {
      general: [
        {
          branch: 'ביטוח דירה',
          subBranch: 'ביטוח חיות מחמד',
          company: 'הפניקס',
          period: period(-100, 900),
          premium: 30,
          policyNumber: 'PET-500',
        },
      ],
      health: [
        {
          subBranch: 'ניתוחים אחידה',
          company: 'הראל',
          period: period(-700, 1500),
          premium: 135,
          policyNumber: 'SRG-100',
        },
        {
          subBranch: 'ניתוחים אחידה',
          company: 'מגדל',
          period: period(-300, 1500),
          premium: '95.50',
          policyNumber: 'SRG-200',
        },
        {
          subBranch: 'תרופות - בסיס',
          company: 'מנורה מבטחים',
          period: period(-335, 30),
          premium: 40,
          policyNumber: 'DRG-300',
        },
      ],
      life: [
        {
          branch: 'ביטוח חיים',
          subBranch: 'ביטוח חיים למקרה מוות',
          productType: 'ריסק',
          company: 'הכשרה',
          period: period(-10, 3000),
          premium: 60,
          policyNumber: 'LIFE-700',
        },
      ],
    },
    reportDay(0),
  );

const file = async (name: string, bytes: Promise<Buffer>) => ({ name, mimeType: XLSX, buffer: await bytes });

/** A picture of the screen's part under test, kept with the run's results for a look. */
const shot = (part: Locator, name: string, width: number) =>
  part.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), animations: 'disabled' });

for (const [width, height] of BOTH_SCREENS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('a visitor checks a report on the product page and reads its findings', async ({ page }) => {
      test.slow();
      await page.goto('/insurance/portfolio-check');
      await hydrated(page);
      const check = page.getByRole('region', { name: 'בדקו את התיק הביטוחי שלכם עכשיו' });
      await check.scrollIntoViewIfNeeded();
      await shot(check, 'product-page', width);

      await check.locator('input[type=file]').setInputFiles(await file('data-012345674.xlsx', firstReport()));
      const results = page.getByRole('region', { name: 'תוצאות הבדיקה' });
      await expect(results).toBeFocused();
      // the totals are the server's: 120 + 95.50 + 40 + 30 + 20 a month; the ended and the unread are out
      await expect(results.getByText('סך הכול בחודש')).toBeVisible();
      await expect(results.getByRole('heading', { name: /^כפל ביטוחי: ניתוחים/ })).toBeVisible();
      await expect(results.getByRole('heading', { name: 'אין כיסוי לאובדן כושר עבודה' })).toBeVisible();
      await expect(results.getByRole('heading', { name: 'אין ביטוח חיים' })).toBeVisible();
      await expect(results.getByRole('heading', { name: /^מסתיימת בקרוב/ })).toBeVisible();
      await expect(results.getByRole('heading', { name: 'פוליסות שהסתיימו' })).toBeVisible();
      // each of the five findings offers the agency's help
      await expect(results.getByRole('heading', { name: 'ממצאים (5)' })).toBeVisible();
      await expect(results.getByRole('button', { name: 'נשמח לעזור – השאירו פרטים' })).toHaveCount(5);
      // the cover the check does not know is shown as the report wrote it; the unread row beside them
      await expect(results.getByText('ביטוח חיות מחמד').locator('visible=true').first()).toBeVisible();
      await expect(results.getByRole('region', { name: 'שורות שלא נקראו' })).toContainText('DNT-600');
      await expectNoAxeViolations(page);
      await shot(results, 'check-results', width);

      // saving is for a signed-in visitor: the way there
      await expect(results.getByRole('link', { name: 'כניסה לאזור האישי' })).toHaveAttribute(
        'href',
        `/login?next=${encodeURIComponent('/dashboard?tab=portfolio')}`,
      );
    });

    test('a workbook that is not the report says so, with the how-to', async ({ page, console }) => {
      console.allow(/status of 422/);
      await page.goto('/insurance/portfolio-check');
      await hydrated(page);
      const check = page.getByRole('region', { name: 'בדקו את התיק הביטוחי שלכם עכשיו' });
      await check.locator('input[type=file]').setInputFiles(await file('prices.xlsx', unrelatedWorkbook()));
      const alert = check.getByRole('alert');
      await expect(alert).toContainText('אינו דוח התיק הביטוחי');
      await expect(alert.getByRole('heading', { name: 'איך מורידים את הקובץ מהר הביטוח?' })).toBeVisible();
      await expect(alert.getByRole('listitem')).toHaveCount(4);
      await expect(alert.getByRole('link', { name: /הר הביטוח של משרד האוצר/ })).toHaveAttribute(
        'href',
        'https://harb.cma.gov.il',
      );
      await alert.scrollIntoViewIfNeeded();
      await expectNoAxeViolations(page);
      await shot(alert, 'not-the-report', width);
    });

    test('a customer saves reports, sees what changed and asks for a review; staff open it', async ({
      page,
      browser,
      console,
    }) => {
      test.slow();
      // saving before the address is verified is refused (403 EMAIL_NOT_VERIFIED), as the test checks
      console.allow(/status of 403/);
      const user = await registerUser(page.request);
      await page.goto('/dashboard?tab=portfolio');
      await hydrated(page);
      const panel = page.locator('[role="tabpanel"][data-state="open"]');
      await expect(panel.getByRole('heading', { name: 'עדיין לא שמרתם דוח' })).toBeVisible();
      const upload = (bytes: Promise<Buffer>) =>
        file('data-012345674.xlsx', bytes).then((f) => panel.locator('input[type=file]').setInputFiles(f));

      // a report is checked first, and saving needs a verified address
      await upload(firstReport());
      const checked = panel.getByRole('region', { name: 'הדוח שנבדק' });
      await expect(checked).toBeFocused();
      await checked.getByRole('button', { name: 'שמירה בתיק הביטוחי שלי' }).click();
      await expect(checked.getByRole('alert')).toContainText('לאמת');
      await expect(
        checked.getByRole('alert').getByRole('link', { name: 'בפרופיל שבאזור האישי' }),
      ).toBeVisible();

      const mail = await waitForMail(user.email, 'אימות כתובת הדוא״ל');
      await page.goto(linkIn(mail, '/verify-email'));
      await hydrated(page);
      await page.getByRole('button', { name: 'אימות הכתובת' }).click();
      await expect(page.getByRole('status')).toBeVisible();

      await page.goto('/dashboard?tab=portfolio');
      await hydrated(page);
      await upload(firstReport());
      await checked.getByRole('button', { name: 'שמירה בתיק הביטוחי שלי' }).click();
      await expect(toast(page)).toContainText('הדוח נשמר בתיק הביטוחי שלכם');
      const saved = panel.getByRole('list', { name: 'הדוחות השמורים' }).getByRole('button');
      await expect(saved).toHaveCount(1);

      // a newer report of the same holder: what changed since the first
      await upload(secondReport());
      await checked.getByRole('button', { name: 'שמירה בתיק הביטוחי שלי' }).click();
      await expect(saved).toHaveCount(2);
      await expect(saved.first()).toHaveAttribute('aria-pressed', 'true');
      const changes = panel.getByRole('region', { name: 'מה השתנה' });
      await expect(changes).toContainText('LIFE-700');
      await expect(changes).toContainText('CAR-400');
      await expect(changes).toContainText('SRG-100');
      await expect(panel.getByRole('heading', { name: 'אין ביטוח חיים' })).toHaveCount(0);
      await expectNoAxeViolations(page);
      await shot(panel, 'personal-area', width);

      // the review request, with a message
      await panel.getByRole('button', { name: 'בקשו בדיקה מהסוכנות' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'בקשו בדיקה מהסוכנות' });
      await dialog.getByLabel('הודעה לסוכנות (לא חובה)').fill('נוח לי שתתקשרו אחרי 17:00');
      await expectNoAxeViolations(page);
      await shot(dialog, 'review-dialog', width);
      await dialog.getByRole('button', { name: 'שליחת הבקשה' }).click();
      await expect(toast(page)).toContainText('הבקשה נשלחה לסוכנות');
      await expect(dialog).toBeHidden();

      // staff: the list, then the request on one screen
      const staff = await browser.newContext({ viewport: { width, height } });
      await signInAsAdmin(staff);
      const admin = await staff.newPage();
      await admin.goto('/admin/portfolio-reviews?status=new');
      await hydrated(admin);
      const link = admin.getByRole('link', { name: user.username });
      await expect(link.first()).toBeVisible();
      await expectNoAxeViolations(admin);
      await shot(admin.locator('main'), 'admin-list', width);
      await link.locator('visible=true').first().click();
      await expect(admin.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(admin.getByText('נוח לי שתתקשרו אחרי 17:00')).toBeVisible();
      await expect(admin.getByRole('heading', { name: /^כפל ביטוחי: ניתוחים/ })).toBeVisible();
      await expect(admin.getByRole('heading', { name: 'הפוליסות של הלקוח בסוכנות' })).toBeVisible();
      await admin.getByRole('button', { name: 'בטיפול' }).click();
      await expect(admin.getByRole('button', { name: 'בטיפול' })).toHaveAttribute('aria-pressed', 'true');
      await expectNoAxeViolations(admin);
      await shot(admin.locator('main'), 'admin-detail', width);
      await staff.close();
    });
  });
}
