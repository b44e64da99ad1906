import { test as setup } from '@playwright/test';
import { createAdminSession } from './admin-session';

// see e2e/admin-session.ts: one sign-in of the administrator for the whole run
setup('the administrator signs in once, with an authenticator', async ({ request }) => {
  await createAdminSession(request);
});
