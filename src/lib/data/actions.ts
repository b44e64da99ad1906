/**
 * Server calls made from parts of the first load (the header's logout, the footer's newsletter form).
 * Those parts import this module when the visitor acts, so pages carry none of the data layer.
 */
import type { DataHolder } from '@/lib/site-context';
import { errorMessage } from '@/lib/trpc';
import { dataRuntime } from './runtime';
import { sessionActions } from './session-actions';

/** Ends the session; resolves to a Hebrew error message, or undefined when signed out. */
export async function logout(holder: DataHolder): Promise<string | undefined> {
  const runtime = dataRuntime(holder);
  try {
    await runtime.trpcClient.auth.logout.mutate();
  } catch (error) {
    return errorMessage(error, 'ההתנתקות נכשלה. נסו שוב.');
  }
  await sessionActions(runtime).signedOut();
  return undefined;
}

/** newsletter.subscribe; resolves to whether it succeeded. */
export async function subscribeNewsletter(holder: DataHolder, email: string): Promise<boolean> {
  try {
    await dataRuntime(holder).trpcClient.newsletter.subscribe.mutate({ email });
    return true;
  } catch {
    return false;
  }
}
