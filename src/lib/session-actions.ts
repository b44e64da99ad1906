/** What the app must learn or forget when the session changes. */
import {
  type Mutation,
  matchMutation,
  matchQuery,
  type Query,
  type QueryClient,
  type QueryFilters,
  useQueryClient,
} from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { useCallback, useEffect, useState } from 'react';
import { errorCode, holdPrivateCalls, trpc } from '@/lib/trpc';
import type { SessionUser } from '@/shared/auth';

/** How long a sign-out waits for private answers on their way and for private views to close. */
const SETTLE_MS = 3000;

/** After a login or a registration: the session query knows the user at once (no round trip). */
export function useSignedIn() {
  const utils = trpc.useUtils();
  return useCallback((user: SessionUser) => utils.auth.session.setData(undefined, user), [utils]);
}

/**
 * Ends the session through `end` (the logout, the account's deletion) in the one order that keeps
 * personal data and the console clean:
 * 1. the private answers already on their way arrive first (with the session ended, the server would
 *    refuse them with a 401);
 * 2. `end()`; if it fails, nothing is forgotten and its error is thrown to the caller. From here until the
 *    private queries are gone, a private call that a view starts (a page still loading) waits, and is
 *    dropped without a request once the session has ended (holdPrivateCalls in src/lib/trpc.ts);
 * 3. `leave()`, if given (e.g. go home from a private page), and the app is told the visitor is anonymous,
 *    so the guards take the private views away;
 * 4. once no view watches them, the private queries are removed (one removed while its view is still
 *    mounted would be asked again at once, with the session that just ended); the session query asks again.
 * Each wait is capped at SETTLE_MS, so a slow answer never holds a sign-out.
 */
export function useSignOut() {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  return useCallback(
    <T>(end: () => Promise<T>, leave?: () => void) => endSession({ queryClient, utils }, end, leave),
    [queryClient, utils],
  );
}

/** What a sign-out works on: the page's cache and tRPC's helpers over it (`trpc.useUtils()`). */
export interface SessionCache {
  queryClient: QueryClient;
  utils: ReturnType<typeof trpc.useUtils>;
}

/** useSignOut's steps, for a caller that loads this module when the visitor signs out (useSession). */
export async function endSession<T>(
  { queryClient, utils }: SessionCache,
  end: () => Promise<T>,
  leave?: () => void,
): Promise<T> {
  await withinSettleTime(privateAnswersArrived(queryClient));
  const release = holdPrivateCalls();
  let result: T;
  try {
    result = await end();
  } catch (error) {
    release(false);
    throw error;
  }
  try {
    leave?.();
    utils.auth.session.setData(undefined, null);
    await withinSettleTime(privateViewsClosed(queryClient));
    for (const filters of privateQueries()) queryClient.removeQueries(filters);
    await utils.auth.session.invalidate();
  } finally {
    release(true);
  }
  return result;
}

/** The queries of a signed-in user's or the staff's procedures (the `account` and `admin` routers). */
const privateQueries = (): QueryFilters[] => [
  { queryKey: getQueryKey(trpc.account) },
  { queryKey: getQueryKey(trpc.admin) },
];
const findPrivate = (queryClient: QueryClient, filters?: QueryFilters) =>
  privateQueries().flatMap((keyed) => queryClient.getQueryCache().findAll({ ...keyed, ...filters }));

/** Resolves once every private query on its way has its answer (or its failure). */
export async function privateAnswersArrived(queryClient: QueryClient): Promise<void> {
  const fetching = findPrivate(queryClient, { fetchStatus: 'fetching' });
  // a query already fetching hands back the promise of that fetch: nothing is asked twice
  await Promise.allSettled(fetching.map((query) => query.fetch()));
}

/** Resolves once no mounted view watches a private query (the guards' switch renders as a transition). */
export function privateViewsClosed(queryClient: QueryClient): Promise<void> {
  const cache = queryClient.getQueryCache();
  const watched = () => findPrivate(queryClient).some((query) => query.getObserversCount() > 0);
  return new Promise((resolve) => {
    if (!watched()) return resolve();
    const stop = cache.subscribe((event) => {
      if (event.type !== 'observerRemoved' || watched()) return;
      stop();
      resolve();
    });
  });
}

/** A sign-out never hangs on a slow answer: after SETTLE_MS it goes on regardless. */
const withinSettleTime = (work: Promise<unknown>) =>
  Promise.race([work.then(() => undefined), new Promise<void>((resolve) => setTimeout(resolve, SETTLE_MS))]);

/** A call of the staff's procedures (the `admin` router) that the server refused: the session ended. */
const adminKey = getQueryKey(trpc.admin);
const endedSession = (item: Query | Mutation, error: unknown) =>
  errorCode(error) === 'UNAUTHORIZED' &&
  ('queryKey' in item
    ? matchQuery({ queryKey: adminKey }, item)
    : matchMutation({ mutationKey: adminKey }, item));

/**
 * Whether a call of the staff's procedures has been refused with a 401 since the view mounted (or
 * before): the session ended (idle time, a logout in another tab). The setter closes the notice.
 */
export function useAdminSessionEnded() {
  const queryClient = useQueryClient();
  const [ended, setEnded] = useState(false);

  useEffect(() => {
    const queries = queryClient.getQueryCache().subscribe((event) => {
      if (
        event.type === 'updated' &&
        event.action.type === 'error' &&
        endedSession(event.query, event.action.error)
      )
        setEnded(true);
    });
    const mutations = queryClient.getMutationCache().subscribe((event) => {
      const mutation = event.mutation;
      if (
        event.type === 'updated' &&
        mutation?.state.status === 'error' &&
        endedSession(mutation, mutation.state.error)
      )
        setEnded(true);
    });
    // a 401 that came before this watcher mounted
    if (
      queryClient
        .getQueryCache()
        .getAll()
        .some((q) => q.state.status === 'error' && endedSession(q, q.state.error))
    )
      setEnded(true);
    return () => {
      queries();
      mutations();
    };
  }, [queryClient]);
  return [ended, setEnded] as const;
}
