/**
 * A claim end to end, at a phone's and a desktop's width: the customer files it from a policy (with a
 * document uploaded on the spot) and follows it; staff find it in the queue, move it and ask for a
 * document; the customer answers with one of their documents and sees the steps with the staff's note.
 */
import { pdfFile } from '../tests/document-files';
import { signInAsAdmin } from './admin-session';
import { BOTH_SCREENS, expect, expectNoAxeViolations, hydrated, registerUser, test, toast } from './fixtures';
import { waitForMail } from './mailbox';

const israelDate = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Jerusalem' });
const shown = (iso: string) => iso.split('-').reverse().join('.');
const shots = process.env.SHOTS_DIR ?? 'test-results/claims';

for (const [width, height] of BOTH_SCREENS) {
  test(`a customer files and follows a claim, staff move it and ask a document (${width} px)`, async ({
    page,
    browser,
    baseURL,
    clientIp,
  }) => {
    test.slow();
    await page.setViewportSize({ width, height });
    const customer = await registerUser(page.request);
    const staff = await browser.newContext({
      baseURL,
      viewport: { width, height },
      extraHTTPHeaders: { 'x-forwarded-for': clientIp },
    });
    await signInAsAdmin(staff);
    const [{ id: userId }] = await (
      await staff.request.get(`/api/admin/users?q=${customer.username}`)
    ).json();
    const policyNumber = `CLM-${Date.now().toString(36).toUpperCase()}`;
    const created = await staff.request.post(`/api/admin/users/${userId}/policies`, {
      data: { policyNumber, policyType: 'car', startDate: israelDate(-200), status: 'active' },
    });
    expect(created.status(), await created.text()).toBe(201);

    // the customer: 'הגשת תביעה' on the policy opens the guided form
    await page.goto('/dashboard?tab=policies');
    await hydrated(page);
    const opener = page.getByRole('button', { name: 'הגשת תביעה' }).locator('visible=true');
    await opener.click();
    const form = page.getByRole('dialog', { name: 'הגשת תביעה' });
    await expect(form.getByLabel('מתי זה קרה?')).toBeFocused();
    await form.getByLabel('מתי זה קרה?').fill(shown(israelDate(-2)));
    await form.getByLabel('מה קרה?').fill('רכב פגע ברכב שלי בחניה של הבניין, הפגוש האחורי נמחץ.');
    // a file chosen in the form goes up to the customer's documents and is ticked
    await form.locator('input[type="file"]').setInputFiles({
      name: 'צילום הנזק.pdf',
      mimeType: 'application/pdf',
      buffer: pdfFile('damage'),
    });
    await expect(form.getByRole('checkbox', { name: 'צילום הנזק' })).toBeChecked();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${shots}/claim-form-${width}.png` });
    await form.getByRole('button', { name: 'שליחת התביעה' }).click();
    await expect(form).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(toast(page)).toContainText('התביעה נשלחה');
    const [claim] = await (await page.request.get('/api/user/claims')).json();
    const reference = claim.reference as string;

    // staff: the queue finds it by the policy number; its page moves it and asks for a document
    const admin = await staff.newPage();
    await admin.goto('/admin/claims');
    await hydrated(admin);
    await admin.getByRole('searchbox').fill(policyNumber);
    const link = admin.getByRole('link', { name: reference }).locator('visible=true');
    await expect(link).toBeVisible();
    // the list dims while the search's page loads: judge its contrast once it has settled
    await expect(admin.locator('[aria-busy]').filter({ has: link })).toHaveCSS('opacity', '1');
    await expectNoAxeViolations(admin);
    await admin.screenshot({ path: `${shots}/claims-queue-${width}.png`, fullPage: true });
    await link.click();
    await expect(admin.getByRole('heading', { level: 1 })).toContainText(reference);
    const status = admin.getByLabel('סטטוס חדש');
    // only the move the path allows from 'received'
    await expect(status.locator('option')).toHaveText(['בחרו סטטוס', 'הועברה לחברת הביטוח']);
    await status.selectOption({ label: 'הועברה לחברת הביטוח' });
    await admin.getByLabel('הערה ללקוח (לא חובה)').fill('העברנו לחברת הביטוח, מספר התביעה אצלם 55-1234.');
    await admin.getByRole('button', { name: 'עדכון הסטטוס' }).click();
    await expect(admin.getByRole('region', { name: 'שלבי הטיפול' })).toContainText('הועברה לחברת הביטוח');
    await admin.getByLabel('איזה מסמך נדרש?').fill('אישור משטרה');
    await admin.getByRole('button', { name: 'בקשת מסמך' }).click();
    await expect(admin.getByRole('region', { name: 'מסמכים', exact: true })).toContainText('אישור משטרה');
    await expect(admin.getByText('באיחור')).toHaveCount(0);
    await expectNoAxeViolations(admin);
    await admin.screenshot({ path: `${shots}/claim-staff-${width}.png`, fullPage: true });
    const mail = await waitForMail(customer.email, `עדכון בתביעה ${reference}: נדרשים מסמכים`);
    expect(mail.text).toContain('אישור משטרה');

    // the customer answers the request with a document of theirs and sees the steps
    await page.goto(`/dashboard?tab=claims&claim=${claim.id}`);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 2, name: `תביעה ${reference}` })).toBeFocused();
    const requests = page.getByRole('region', { name: 'מסמכים שהסוכנות ביקשה' });
    await requests.getByLabel('מסמך מהמסמכים שלי').selectOption({ label: 'צילום הנזק' });
    await requests.getByRole('button', { name: 'שליחה' }).click();
    await expect(requests).toContainText('נשלח: צילום הנזק');
    const steps = page.getByRole('region', { name: 'שלבי הטיפול' });
    await expect(steps.getByRole('listitem')).toHaveCount(3);
    await expect(steps).toContainText('העברנו לחברת הביטוח');
    await expect(steps).toContainText('נדרש מסמך: אישור משטרה');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `${shots}/claim-customer-${width}.png`, fullPage: true });
    await staff.close();
  });
}
