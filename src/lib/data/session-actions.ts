/** What the app must learn or forget when the session changes (hooks: for `withData` components). */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { trpc } from '@/lib/trpc';
import { publishSession } from '@/lib/use-session';
import type { SessionUser } from '@/shared/auth';

/** After a login or a registration: the session query knows the user at once (no round trip). */
export function useSignedIn() {
  const utils = trpc.useUtils();
  return useCallback((user: SessionUser) => utils.auth.session.setData(undefined, user), [utils]);
}

/** After a logout: personal data must not survive the session; the session query asks again. */
export function useSignedOut() {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    // the guards take the private views away first: a query removed while its view is still mounted is
    // asked again at once, with the session that just ended (a 401)
    publishSession({ status: 'anonymous' });
    await utils.auth.session.reset();
    // the guards' switch renders as a transition: let it commit before the private data goes
    await new Promise((resolve) => setTimeout(resolve, 0));
    queryClient.removeQueries({ predicate: (query) => isPrivateKey(query.queryKey) });
  }, [queryClient, utils]);
}

const isPrivateKey = (key: readonly unknown[]) => {
  const path = key[0];
  return Array.isArray(path) && (path[0] === 'user' || path[0] === 'admin' || path[0] === 'account');
};
