/**
 * Approving and rejecting a travel request (/admin/applications at 1280 px): each asks for
 * confirmation in a dialog that says the customer will get an e-mail; a rejection may carry a reason
 * of up to 500 characters; the list shows the reference number the customer got.
 */
import type { Page } from '@playwright/test';
import {
  BOTH_SCREENS,
  expect,
  expectNoAxeViolations,
  hydrated,
  logInAsAdmin,
  signInAsAdmin,
  test,
  toast,
} from './fixtures';
import { person, submit, travelRequest, uniqueSurname } from './travel-requests';

/** Sends a request as a visitor would; its reference and the applicant's e-mail. */
async function send(page: Page, firstName: string, lastName: string) {
  const applicant = person(firstName, lastName);
  const { reference } = await submit(page, travelRequest([applicant], { destinations: ['US'] }));
  return { reference, email: applicant.email };
}

const rowOf = (page: Page, name: string) =>
  page.getByRole('table').locator('tbody tr').filter({ hasText: name });

// two requests, two dialogs and three axe runs: more than the default minute on a shared machine
test.setTimeout(180_000);

test('approve and reject ask first, say the customer is mailed, and a rejection takes a reason of up to 500 characters', async ({
  page,
}) => {
  const family = uniqueSurname();
  const dana = await send(page, 'דנה', family);
  const yossi = await send(page, 'יוסי', family);
  await logInAsAdmin(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/admin/applications?q=${encodeURIComponent(family)}`);
  await hydrated(page);

  // the reference number the customer saw, in its own column
  await expect(page.getByRole('columnheader', { name: 'מספר בקשה' })).toBeVisible();
  const danaRow = rowOf(page, `דנה ${family}`);
  await expect(danaRow.getByRole('cell', { name: dana.reference, exact: true })).toBeVisible();
  await expect(
    rowOf(page, `יוסי ${family}`).getByRole('cell', { name: yossi.reference, exact: true }),
  ).toBeVisible();

  // approve: a question first; cancelling changes nothing
  const approve = danaRow.getByRole('button', { name: `אישור: דנה ${family}` });
  await approve.click();
  const approval = page.getByRole('dialog', { name: 'אישור הבקשה' });
  await expect(approval).toContainText(`לאשר את הבקשה של דנה ${family} (מספר בקשה ${dana.reference})?`);
  await expect(approval).toContainText(`ללקוח יישלח דוא״ל אל ${dana.email} שהבקשה אושרה.`);
  // the safe answer has the focus: an Enter pressed by habit decides nothing
  await expect(approval.getByRole('button', { name: 'ביטול' })).toBeFocused();
  await expectNoAxeViolations(page);
  await approval.getByRole('button', { name: 'ביטול' }).click();
  await expect(approval).toBeHidden();
  await expect(approve).toBeFocused();
  await expect(danaRow.locator('.chakra-badge')).toHaveText('ממתין');

  await approve.click();
  await approval.getByRole('button', { name: 'אישור הבקשה' }).click();
  await expect(toast(page)).toContainText('הסטטוס עודכן בהצלחה');
  await expect(toast(page)).toContainText('הודעה נשלחת ללקוח בדוא״ל');
  await expect(danaRow.locator('.chakra-badge')).toHaveText('אושר');

  // reject: the reason is optional, up to 500 characters, checked before anything is sent
  const yossiRow = rowOf(page, `יוסי ${family}`);
  await yossiRow.getByRole('button', { name: `דחייה: יוסי ${family}` }).click();
  const rejection = page.getByRole('dialog', { name: 'דחיית הבקשה' });
  await expect(rejection).toContainText(
    `ללקוח יישלח דוא״ל אל ${yossi.email} שהבקשה נדחתה, עם הסיבה אם תכתבו אותה.`,
  );
  const reason = rejection.getByRole('textbox', { name: 'סיבת הדחייה (לא חובה)' });
  await expect(reason).toBeFocused();
  await reason.fill('א'.repeat(501));
  await expect(rejection).toContainText('501 / 500');
  await rejection.getByRole('button', { name: 'דחיית הבקשה' }).click();
  await expect(rejection.getByText('סיבת הדחייה ארוכה מדי: עד 500 תווים')).toBeVisible();
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  await reason.fill('הנסיעה מתחילה לפני תום תקופת ההמתנה.');
  await rejection.getByRole('button', { name: 'דחיית הבקשה' }).click();
  await expect(rejection).toBeHidden();
  await expect(yossiRow.locator('.chakra-badge')).toHaveText('נדחה');
  await expect(yossiRow.getByRole('button', { name: /^(אישור|דחייה)/ })).toHaveCount(0);
  await expect(yossiRow.getByRole('button', { name: /^פרטים/ })).toBeFocused();
});

for (const [width, height] of BOTH_SCREENS) {
  test(`a long reason scrolls inside the rejection dialog: its buttons stay on screen, at ${width} px`, async ({
    page,
  }) => {
    const family = uniqueSurname();
    await send(page, 'מיכל', family);
    await signInAsAdmin(page.context());
    const shots = process.env.SHOTS_DIR;
    await page.setViewportSize({ width, height });
    await page.goto(`/admin/applications?q=${encodeURIComponent(family)}`);
    await hydrated(page);
    const reject = page.getByRole('button', { name: `דחייה: מיכל ${family}` });
    await reject.click();
    const rejection = page.getByRole('dialog', { name: 'דחיית הבקשה' });
    const reason = rejection.getByRole('textbox', { name: 'סיבת הדחייה (לא חובה)' });
    await reason.fill(Array.from({ length: 40 }, (_, i) => `שורה ${i + 1} של הסיבה.`).join('\n'));
    const box = await rejection.boundingBox();
    expect((box?.y ?? -1) >= 0 && (box?.y ?? 0) + (box?.height ?? Infinity) <= height).toBe(true);
    for (const name of ['ביטול', 'דחיית הבקשה'])
      await expect(rejection.getByRole('button', { name, exact: true })).toBeInViewport({ ratio: 1 });
    await expect(reason).toBeFocused();
    if (shots) await page.screenshot({ path: `${shots}/12-reject-${width}.png` });
    await rejection.getByRole('button', { name: 'ביטול', exact: true }).click();
    await expect(rejection).toBeHidden();
  });
}
