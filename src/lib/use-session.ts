import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { errorCode, errorMessage, trpc } from '@/lib/trpc';
import type { SessionUser } from '@/shared/auth';

export type Session =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'anonymous' }
  | {
      status: 'signed-in';
      user: SessionUser;
      /** ends the session; resolves to a Hebrew error message, or undefined once signed out */
      signOut: () => Promise<string | undefined>;
    };

/**
 * Who is signed in, and how to sign out. The session is never cached: it is asked again whenever a
 * view that reads it mounts and when the window regains focus, and a failure is not retried (a 401
 * means signed out). The server renders every page for every visitor, so its HTML and the hydrating
 * render say 'loading'; the browser asks once it has hydrated.
 */
export function useSession(): Session {
  const me = trpc.auth.session.useQuery(undefined, {
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: true,
  });
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const signOut = useCallback(async () => {
    try {
      // the sign-out's steps are code only a signed-in visitor runs: loaded when they sign out
      const { endSession } = await import('@/lib/session-actions');
      await endSession({ queryClient, utils }, () => utils.client.auth.logout.mutate());
    } catch (error) {
      return errorMessage(error, 'ההתנתקות נכשלה. נסו שוב.');
    }
    return undefined;
  }, [queryClient, utils]);

  if (me.isError) {
    return errorCode(me.error) === 'UNAUTHORIZED'
      ? { status: 'anonymous' }
      : { status: 'error', retry: () => void me.refetch() };
  }
  if (me.data === undefined) return { status: 'loading' };
  if (me.data === null) return { status: 'anonymous' };
  return { status: 'signed-in', user: me.data, signOut };
}
