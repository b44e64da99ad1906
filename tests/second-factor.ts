/**
 * Signing in with a second factor the way a person with an authenticator app does, for every test
 * that signs in as an admin (server tests, the cluster drill, the e2e setup, the benches): codes are
 * computed with otplib from the secret the setup answered.
 *
 * A code's 30-s step is spent once accepted (a replay is refused), so one account signs in at most
 * once per step: `setUpAuthenticator` confirms with the code of the step before (still accepted),
 * which leaves the current step's code for the next sign-in, and `freshCode` waits for a step not yet
 * spent when it must.
 */
import { generate } from 'otplib';

const PERIOD_MS = 30_000;

/** A REST call of the client at hand (a cookie jar of tests/agent.ts, Playwright's request context). */
export type Send = (
  method: 'POST' | 'DELETE',
  path: string,
  json: unknown,
) => Promise<{ status: number; body: unknown }>;

/** The 30-s step of a moment. */
export const stepAt = (ms: number) => Math.floor(ms / PERIOD_MS);

/** The authenticator's code of `secret` for the 30-s step `step`. */
export const codeOfStep = (secret: string, step: number) =>
  generate({ secret, epoch: step * (PERIOD_MS / 1000) });

/**
 * A code for a step later than `spent` (the account's last accepted one), waiting for the next step
 * when the current one is spent; answers the code and its step.
 */
export async function freshCode(secret: string, spent: number | undefined) {
  let step = stepAt(Date.now());
  if (spent !== undefined && step <= spent) {
    await new Promise((resolve) => setTimeout(resolve, (spent + 1) * PERIOD_MS - Date.now() + 50));
    step = stepAt(Date.now());
  }
  return { code: await codeOfStep(secret, step), step };
}

export interface Authenticator {
  secret: string;
  recoveryCodes: string[];
  /** the last step a code was accepted for */
  spent: number;
}

function expectStatus(what: string, res: { status: number; body: unknown }, status = 200) {
  if (res.status !== status) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
}

/**
 * Turns the authenticator on for the signed-in client, as a new admin is led to: setup, then a code
 * (the previous step's, so the current one is left for a sign-in). The session counts as stepped up.
 */
export async function setUpAuthenticator(send: Send): Promise<Authenticator> {
  const setup = await send('POST', '/api/auth/totp/setup', {});
  expectStatus('totp setup', setup);
  const { secret } = setup.body as { secret: string };
  let spent = stepAt(Date.now()) - 1;
  let confirm = await send('POST', '/api/auth/totp/confirm', { code: await codeOfStep(secret, spent) });
  // a new step began before the server read the code, which was then two steps old: once more
  if (confirm.status === 400 && stepAt(Date.now()) - 1 > spent) {
    spent = stepAt(Date.now()) - 1;
    confirm = await send('POST', '/api/auth/totp/confirm', { code: await codeOfStep(secret, spent) });
  }
  expectStatus('totp confirm', confirm);
  return { secret, recoveryCodes: (confirm.body as { recoveryCodes: string[] }).recoveryCodes, spent };
}

/**
 * Signs in with the password and, when the account has a second factor, a fresh code of `factor`
 * (which learns the step it spent). An account without one is signed in by the password alone (an
 * admin then sets one up with `setUpAuthenticator`, as the admin area asks).
 */
export async function signInWithFactor(
  send: Send,
  credentials: { username: string; password: string },
  factor: Authenticator | undefined,
): Promise<Authenticator | undefined> {
  const login = await send('POST', '/api/auth/login', credentials);
  expectStatus(`login as ${credentials.username}`, login);
  if (!(login.body as { secondFactorRequired?: boolean }).secondFactorRequired) return factor;
  if (!factor) throw new Error(`${credentials.username} has a second factor this test does not know`);
  const { code, step } = await freshCode(factor.secret, factor.spent);
  const answer = await send('POST', '/api/auth/second-factor', { code });
  expectStatus('second factor', answer);
  factor.spent = step;
  return factor;
}
