/**
 * The data layer: tRPC client, react-query cache, superjson. It is not part of the first load of a
 * page: components that call the server live in chunks that import this module (pages with data,
 * dialogs, forms, the session query), and wrap themselves in `DataBoundary` or use `withData`.
 * Every boundary of a page load shares one runtime, kept in the site context's `data` holder.
 */
import { hydrate, type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import superjson, { type SuperJSONResult } from 'superjson';
import { createQueryClient } from '@/lib/query-client';
import { type DataHolder, useSite } from '@/lib/site-context';
import { createTrpcClient, trpc } from '@/lib/trpc';

export interface DataRuntime {
  queryClient: QueryClient;
  trpcClient: ReturnType<typeof createTrpcClient>;
}

/** The page load's runtime, created on first use (with the server's dehydrated cache, if any). */
export function dataRuntime(holder: DataHolder): DataRuntime {
  if (!holder.runtime) {
    const queryClient = createQueryClient();
    if (holder.state) hydrate(queryClient, superjson.deserialize(holder.state as SuperJSONResult));
    holder.runtime = { queryClient, trpcClient: createTrpcClient() };
  }
  return holder.runtime;
}

/** Makes tRPC hooks and react-query available to `children`. Boundaries may nest. */
export function DataBoundary({ children }: { children: ReactNode }) {
  const { queryClient, trpcClient } = dataRuntime(useSite().data);
  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </trpc.Provider>
  );
}

/** `export default withData(Page)`: the page's tree inside a DataBoundary. */
export function withData<P extends object>(Component: ComponentType<P>) {
  function WithData(props: P) {
    return (
      <DataBoundary>
        <Component {...props} />
      </DataBoundary>
    );
  }
  WithData.displayName = `withData(${Component.displayName ?? Component.name})`;
  return WithData;
}
