import { ADMIN, expect, hydrated, registerUser, signIn, test } from './fixtures';

test('the admin area shows loading in the server HTML, then 403 for visitors', async ({ page, request }) => {
  const html = await (await request.get('/admin/members')).text();
  expect(html).toContain('טוען...');
  expect(html).not.toContain('ניהול חברים</h1>');
  await page.goto('/admin/members');
  await hydrated(page);
  await expect(page.getByText('403')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'אין גישה' })).toBeVisible();
  await expect(page.getByText('אין לכם הרשאה לצפות בדף זה.')).toBeVisible();
  await expect(page.getByText('רק משתמשים מורשים יכולים לגשת לאזור זה')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'חזרה לדף הבית' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a signed-in user who is not an admin gets 403', async ({ page }) => {
  await registerUser(page.request);
  await page.goto('/admin');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'אין גישה' })).toBeVisible();
});

test('an admin sees the admin layout with its breadcrumb', async ({ page }) => {
  await signIn(page.request, ADMIN);
  await page.goto('/admin/applications');
  await hydrated(page);
  const crumbs = page.getByRole('navigation', { name: 'נתיב ניהול' });
  await expect(crumbs.getByRole('link', { name: 'ניהול' })).toHaveAttribute('href', '/admin');
  await expect(crumbs).toContainText('בקשות לביטוח נסיעות');
  await expect(page.getByRole('heading', { level: 1, name: 'בקשות לביטוח נסיעות' })).toBeVisible();
  await page.getByRole('navigation', { name: 'אזורי ניהול' }).getByRole('link', { name: 'חברים' }).click();
  await expect(page).toHaveURL(/\/admin\/members$/);
  await expect(crumbs).toContainText('ניהול חברים');
  await expect(page).toHaveTitle(/ניהול חברים/);
});

test('the dashboard asks a visitor to sign in and opens the dialog', async ({ page }) => {
  await page.goto('/dashboard');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'האזור האישי' })).toBeVisible();
  // the site speaks to its visitors in the plural
  await expect(page.getByText('כדי לצפות בפרופיל, בפוליסות ובמסמכים שלכם יש להתחבר לחשבון.')).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'התחברות' }).click();
  await expect(page.getByRole('dialog', { name: 'כניסה לחשבון' })).toBeVisible();
});

test('the dashboard opens for a signed-in user', async ({ page }) => {
  await registerUser(page.request);
  await page.goto('/dashboard');
  await hydrated(page);
  await expect(page.getByRole('heading', { name: 'האזור האישי' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: 'התחברות' })).toHaveCount(0);
});
