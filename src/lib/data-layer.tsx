/**
 * The one data layer of a page load (in the browser) or of one server render: a react-query cache and
 * the tRPC client over it. Components call procedures through the `trpc` hooks (src/lib/trpc.ts); the
 * provider sits at the root of the app (src/render/providers.tsx), so every component is inside it.
 * The server renders with the answers its route prefetched and hands them to the browser dehydrated
 * (superjson); the browser's cache starts from them, so hydration renders the server's markup.
 */
import { type DehydratedState, hydrate, type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import superjson, { type SuperJSONResult } from 'superjson';
import { createQueryClient } from '@/lib/query-client';
import { createTrpcClient, trpc } from '@/lib/trpc';

export interface DataLayer {
  queryClient: QueryClient;
  trpcClient: ReturnType<typeof createTrpcClient>;
}

/** A new layer; `state` is the server's dehydrated cache as superjson wrote it (the browser's start). */
export function createDataLayer(state?: SuperJSONResult): DataLayer {
  const queryClient = createQueryClient();
  if (state) hydrate(queryClient, superjson.deserialize<DehydratedState>(state));
  return { queryClient, trpcClient: createTrpcClient() };
}

export function DataProvider({ layer, children }: { layer: DataLayer; children: ReactNode }) {
  return (
    <trpc.Provider client={layer.trpcClient} queryClient={layer.queryClient}>
      <QueryClientProvider client={layer.queryClient}>{children}</QueryClientProvider>
    </trpc.Provider>
  );
}
