import { QueryClient } from '@tanstack/react-query';

/**
 * Data is never stale, never refetched on an interval, on focus or on reconnect,
 * and neither queries nor mutations are retried. (The session query overrides this: see use-session.)
 */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
