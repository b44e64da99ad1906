import { type DehydratedState, dehydrate, type QueryClient } from '@tanstack/react-query';

/**
 * The answers a page's route prefetched, dehydrated for the browser, without the times they were
 * fetched and dehydrated at. A kept page is renewed without being compressed again, and keeps its
 * ETag, only while a new render gives the same bytes; those times would change them at every render.
 * The browser never reads them: its data is never stale (src/lib/query-client.ts), and it hydrates
 * once, into an empty cache.
 */
export function dehydratePage(queryClient: QueryClient): DehydratedState {
  const state = dehydrate(queryClient);
  return {
    ...state,
    queries: state.queries.map((query) => ({
      ...query,
      dehydratedAt: 0,
      state: { ...query.state, dataUpdatedAt: 0, errorUpdatedAt: 0 },
    })),
  };
}
