import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM } from './e2e/chromium';

// A fresh, empty data folder per run (PGlite database, uploads, session secret).
const dataDir = process.env.E2E_DATA_DIR ?? `${process.cwd()}/test-results/e2e-data-${Date.now()}`;
process.env.E2E_DATA_DIR = dataDir; // workers re-read this config: keep one folder per run
const port = Number(process.env.E2E_PORT ?? 4173);
// the server's mail goes over SMTP to tests/mail-drop.ts, which leaves each message in this folder
// (e2e/mailbox.ts reads it); its port follows the server's, so runs on other ports do not meet
const mailPort = port + 20_000;
export const MAIL_DROP_DIR = `${dataDir}/mail-drop`;
// E2E_TARGET=dev runs the same suite against `server/dev.ts` (Vite, React's development build)
const dev = process.env.E2E_TARGET === 'dev';
// E2E_APP_DIR: run a copy of the built app from elsewhere (its dist/, drizzle/ and node_modules)
const appDir = process.env.E2E_APP_DIR ?? '.';
const prepareRun = `${process.cwd()}/e2e/prepare-run.ts`;

// the longest user name allowed (32 characters), so every test also sees how the admin's header copes
export const ADMIN = { username: 'e2e-administrator-with-long-name', password: 'e2e-admin-password-1' };

const desktop = { ...devices['Desktop Chrome'], channel: undefined };

export default defineConfig({
  testDir: 'e2e',
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results/playwright',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'he-IL',
    timezoneId: 'Asia/Jerusalem',
    // no screencast: on 2 cores its frames cost the browser enough to push hydration past the expect timeout
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: CHROMIUM,
  },
  // blog.spec reads the seeded posts exactly, and admin-blog.spec publishes new ones: the second waits
  // for the first (the other projects run alongside both)
  projects: [
    { name: 'chromium', use: desktop, testIgnore: /(^|\/)(admin-)?blog\.spec\.ts$/ },
    { name: 'blog', use: desktop, testMatch: /(^|\/)blog\.spec\.ts$/ },
    { name: 'admin-blog', use: desktop, testMatch: /admin-blog\.spec\.ts$/, dependencies: ['blog'] },
  ],
  webServer: [
    {
      command: 'node --import tsx tests/mail-drop.ts',
      port: mailPort,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { MAIL_DROP_DIR, MAIL_DROP_PORT: String(mailPort) },
    },
    {
      // the administrator's sessions first (e2e/admin-session.ts), then the built server as in
      // production (scripts/serve.sh)
      command: `node --import tsx ${prepareRun} && ${dev ? 'node --import tsx server/dev.ts' : 'sh scripts/serve.sh'}`,
      cwd: appDir,
      url: `http://localhost:${port}/healthz`,
      reuseExistingServer: false,
      // the preparation and the start: seconds on a quiet machine, minutes on a loaded one
      timeout: 300_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        // the tests stand in for a proxy: each one's X-Forwarded-For is its own client (fixtures.ts)
        TRUST_PROXY: '1',
        NODE_ENV: dev ? 'development' : 'production',
        ADMIN_USERNAME: ADMIN.username,
        ADMIN_PASSWORD: ADMIN.password,
        ADMIN_EMAIL: 'admin@e2e.test',
        SESSION_SECRET: 'e2e-session-secret-that-is-long-enough-0123',
        // 32 bytes, base64: production with DATABASE_URL (CI) requires a data key
        DATA_KEY: 'ZTJlLWRhdGEta2V5LW9mLXRoaXJ0eS10d28tYnl0ZXM=',
        SMTP_URL: `smtp://127.0.0.1:${mailPort}`,
        ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
      },
    },
  ],
});
