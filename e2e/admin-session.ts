/**
 * The e2e administrator's sessions. e2e/prepare-run.ts, run before the server starts, sets up the
 * administrator's authenticator and opens its sessions through the app's own modules (the second factor
 * proved), leaving the secret and the cookies in the run's data folder: no test waits for a code's
 * 30-s step to sign in. Each test puts the shared session's cookies into its own browser context.
 *
 * - A test that ends sessions or logs out must not end the shared one: it takes a spare session of its
 *   own (`freshAdminSession`).
 * - A test that types a code claims its step: the steps are shared by the workers, each claimed by
 *   creating its file exclusively, so no two workers answer with the same code (a claim that loses
 *   waits for the next step).
 * - A step-up lapses after 10 minutes: `signInAsAdmin` renews it for the shared session when it is
 *   over 8 minutes old, so every test starts with a few minutes for its sensitive acts.
 */
import { closeSync, existsSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { ADMIN } from '../playwright.config';
import { codeOfStep, type Send, stepAt } from '../tests/second-factor';
import type { AdminState } from './admin-session-state';

const dataDir = process.env.E2E_DATA_DIR as string;
const STATE = path.join(dataDir, 'admin-session.json');
const STEPPED_UP_AT = path.join(dataDir, 'admin-stepped-up-at');
const STEP_UP_LOCK = path.join(dataDir, 'admin-step-up.lock');
const STEP_UP_RENEW_MS = 8 * 60 * 1000;

/** The REST calls of a Playwright request context, for tests/second-factor.ts. */
export const sendOf =
  (request: APIRequestContext): Send =>
  async (method, url, json) => {
    const res = await request.fetch(url, { method, data: json });
    return { status: res.status(), body: await res.json().catch(() => undefined) };
  };

const readState = (): AdminState => JSON.parse(readFileSync(STATE, 'utf8')) as AdminState;

/** A code of `secret` for a step no other worker has used or will use (waits for the next step if taken). */
export async function claimCode(secret: string, account = ADMIN.username): Promise<string> {
  for (;;) {
    const step = stepAt(Date.now());
    try {
      closeSync(openSync(path.join(dataDir, `step-${account}-${step}`), 'wx'));
      return codeOfStep(secret, step);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      await new Promise((resolve) => setTimeout(resolve, (step + 1) * 30_000 - Date.now() + 50));
    }
  }
}

/** The administrator's authenticator secret (for a test that types a code). */
export const adminSecret = () => readState().secret;

/**
 * Puts the shared admin session into `context` (its pages and `context.request` are signed in as the
 * administrator), its step-up renewed when it is getting old.
 */
export async function signInAsAdmin(context: BrowserContext) {
  await context.addCookies(readState().cookies);
  if (fresh()) return;
  // one worker renews it (the lock); the others wait for its new time rather than spend a step too
  let lock: number | undefined;
  try {
    lock = openSync(STEP_UP_LOCK, 'wx');
  } catch {
    for (let waited = 0; waited < 40_000 && !fresh(); waited += 250)
      await new Promise((resolve) => setTimeout(resolve, 250));
    if (fresh()) return;
  }
  try {
    const answer = await sendOf(context.request)('POST', '/api/auth/second-factor', {
      code: await claimCode(readState().secret),
    });
    if (answer.status !== 200) throw new Error(`admin step-up: ${answer.status}`);
    writeFileSync(STEPPED_UP_AT, String(Date.now()));
  } finally {
    if (lock !== undefined) {
      closeSync(lock);
      rmSync(STEP_UP_LOCK, { force: true });
    }
  }
}

/** Whether the shared session's step-up has minutes left. */
const fresh = () =>
  existsSync(STEPPED_UP_AT) && Date.now() - Number(readFileSync(STEPPED_UP_AT, 'utf8')) < STEP_UP_RENEW_MS;

/** A session of the administrator's own in `context` (for a test that logs out or ends sessions). */
export async function freshAdminSession(context: BrowserContext) {
  const { spare } = readState();
  for (const [index, cookies] of spare.entries()) {
    try {
      closeSync(openSync(path.join(dataDir, `admin-spare-${index}`), 'wx'));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') continue;
      throw error;
    }
    await context.addCookies(cookies);
    return;
  }
  throw new Error(`every one of the ${spare.length} spare admin sessions is taken: raise ADMIN_SESSIONS`);
}
