import { createTRPCQueryUtils } from '@trpc/react-query';
import { useMemo } from 'react';
import { useSite } from '@/lib/site-context';
import type { SessionUser } from '@/shared/auth';
import type { AppRouter } from '../../../server/trpc/router';
import { type DataRuntime, dataRuntime } from './runtime';

/** After sign-in/sign-out: what the rest of the app must forget or learn. */
export function sessionActions({ queryClient, trpcClient }: DataRuntime) {
  const utils = createTRPCQueryUtils<AppRouter>({ queryClient, client: trpcClient });
  return {
    signedIn: (user: SessionUser) => utils.auth.session.setData(undefined, user),
    signedOut: async () => {
      // personal data must not survive the session
      queryClient.removeQueries({ predicate: (query) => isPrivateKey(query.queryKey) });
      await utils.auth.session.reset();
    },
  };
}

export function useSessionActions() {
  const runtime = dataRuntime(useSite().data);
  return useMemo(() => sessionActions(runtime), [runtime]);
}

const isPrivateKey = (key: readonly unknown[]) => {
  const path = key[0];
  return Array.isArray(path) && (path[0] === 'user' || path[0] === 'admin');
};
