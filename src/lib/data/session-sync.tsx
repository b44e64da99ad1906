/**
 * SessionSync: the session query (SPEC §4: never cached, refetched when the window regains focus, not
 * retried) and the logout call. Mounted once by the site layout in the browser; it publishes every
 * answer to `useSession`, so the header and the guards read the session without the data layer's code.
 */
import { useCallback, useEffect } from 'react';
import { errorCode, errorMessage, trpc } from '@/lib/trpc';
import { publishSession, type Session } from '@/lib/use-session';
import { withData } from './runtime';
import { useSignOut } from './session-actions';

function SessionSync() {
  const me = trpc.auth.session.useQuery(undefined, {
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: true,
    retry: false,
  });
  const logout = trpc.auth.logout.useMutation();
  const endSession = useSignOut();
  const { mutateAsync } = logout;
  const signOut = useCallback(async () => {
    try {
      await endSession(() => mutateAsync());
    } catch (error) {
      return errorMessage(error, 'ההתנתקות נכשלה. נסו שוב.');
    }
    return undefined;
  }, [endSession, mutateAsync]);

  const { data, error, isError, refetch } = me;
  useEffect(() => {
    // until its first answer the session stays what the probe said: taking over when a dialog creates
    // the data layer must not blink the header's account area to 'טוען...' (a status it announces)
    if (!isError && data === undefined) return;
    let session: Session;
    if (isError) {
      session =
        errorCode(error) === 'UNAUTHORIZED'
          ? { status: 'anonymous' }
          : { status: 'error', retry: () => void refetch() };
    } else if (data === null) session = { status: 'anonymous' };
    else session = { status: 'signed-in', user: data, signOut };
    publishSession(session);
  }, [data, error, isError, refetch, signOut]);
  return null;
}

export default withData(SessionSync);
