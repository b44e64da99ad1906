import type { BrowserContext } from '@playwright/test';

/** What e2e/prepare-run.ts leaves in the run's data folder for e2e/admin-session.ts. */
export interface AdminState {
  /** the administrator's authenticator secret */
  secret: string;
  /** the shared session's cookies */
  cookies: Parameters<BrowserContext['addCookies']>[0];
  /** sessions of their own for the tests that end theirs, each taken by one test */
  spare: Parameters<BrowserContext['addCookies']>[0][];
}

/** The administrator's sessions prepared per run: the shared one and the spares. */
export const ADMIN_SESSIONS = 4;
