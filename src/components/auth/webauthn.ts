/**
 * The browser's side of passkeys. @simplewebauthn/browser is loaded on first use (a passkey button, the
 * login dialog opening), never with a page: the login dialog sits on every public page.
 */
import { useSyncExternalStore } from 'react';
import { passkeyMessages } from '@/shared/passkeys';

export const loadWebAuthn = () => import('@simplewebauthn/browser');

/** Whether this browser has WebAuthn at all (the library's own test, without loading it). */
const webAuthnAvailable = () =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

const unchanging = () => () => {};
/**
 * `webAuthnAvailable` for a component: false on the server and while hydrating (as the server's HTML
 * has it), the browser's answer right after, so a server-rendered form hydrates without a mismatch.
 */
export const useWebAuthnAvailable = () => useSyncExternalStore(unchanging, webAuthnAvailable, () => false);

const nameOf = (error: unknown) => (error instanceof Error ? error.name : '');
const codeOf = (error: unknown) =>
  error && typeof error === 'object' && 'code' in error ? String(error.code) : '';

/** The ceremony was cancelled by the page (another one began, the dialog closed): nothing to tell. */
export const ceremonyAborted = (error: unknown) =>
  codeOf(error) === 'ERROR_CEREMONY_ABORTED' || nameOf(error) === 'AbortError';

/** Why the browser's part of a ceremony failed, in the site's words. */
export function ceremonyFailure(error: unknown): string {
  if (codeOf(error) === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') return passkeyMessages.alreadyAdded;
  // the person closed the browser's window, or let it time out: the same error, by design
  if (nameOf(error) === 'NotAllowedError') return 'הפעולה בוטלה או שעבר הזמן שלה. אפשר לנסות שוב';
  return 'הדפדפן לא הצליח להשלים את הפעולה עם מפתח הגישה. נסו שוב';
}

export type BrowserStep<T> = { ok: true; value: T } | { ok: false; failure: string | undefined };

/**
 * Runs the browser's part of a ceremony (startRegistration, startAuthentication): its failure becomes
 * the site's message, or undefined when the page itself cancelled it.
 */
export async function inBrowser<T>(step: () => Promise<T>): Promise<BrowserStep<T>> {
  try {
    return { ok: true, value: await step() };
  } catch (error) {
    return { ok: false, failure: ceremonyAborted(error) ? undefined : ceremonyFailure(error) };
  }
}
