import { useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@/shared/auth';
import { errorCode, trpc } from './trpc';
import { useHydrated } from './use-hydrated';

export type Session =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'anonymous' }
  | { status: 'signed-in'; user: SessionUser };

/**
 * Who is signed in (SPEC §4): resolved in the browser only (server HTML always says 'loading'),
 * never cached, refetched when the window regains focus. `null` (or UNAUTHORIZED) means signed out.
 */
export function useSession(): Session {
  const hydrated = useHydrated();
  const me = trpc.auth.session.useQuery(undefined, {
    enabled: hydrated,
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: true,
    retry: false,
  });
  if (!hydrated) return { status: 'loading' };
  if (me.isError) {
    if (errorCode(me.error) === 'UNAUTHORIZED') return { status: 'anonymous' };
    return { status: 'error', retry: () => void me.refetch() };
  }
  if (me.data === null) return { status: 'anonymous' };
  if (me.data) return { status: 'signed-in', user: me.data };
  return { status: 'loading' };
}

/** After sign-in/sign-out: what the rest of the app must forget or learn. */
export function useSessionActions() {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  return {
    signedIn: (user: SessionUser) => utils.auth.session.setData(undefined, user),
    signedOut: async () => {
      // personal data must not survive the session
      queryClient.removeQueries({ predicate: (query) => isPrivateKey(query.queryKey) });
      await utils.auth.session.reset();
    },
  };
}

const isPrivateKey = (key: readonly unknown[]) => {
  const path = key[0];
  return Array.isArray(path) && (path[0] === 'user' || path[0] === 'admin');
};
