/**
 * The data layer: tRPC client, react-query cache, superjson. It is not part of the first load of a
 * page: the modules that call the server are chunks of their own (pages with data, dialogs, forms, the
 * session query), and every component they export is `withData(Component)`. That is the one way to
 * call the server from a component; src/lib/data/boundaries.test.ts fails on any other.
 * Every boundary of a page load shares one runtime, kept in the site context's `data` holder.
 */
import { hydrate, type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import superjson, { type SuperJSONResult } from 'superjson';
import { createQueryClient } from '@/lib/query-client';
import { type DataHolder, useSite } from '@/lib/site-context';
import { createTrpcClient, trpc } from '@/lib/trpc';
import { announceDataLayer } from '@/lib/use-session';

export interface DataRuntime {
  queryClient: QueryClient;
  trpcClient: ReturnType<typeof createTrpcClient>;
}

/**
 * The page load's runtime, created on first use (with the server's dehydrated cache, if any). Also
 * used by src/lib/data/public-fetch.ts, for public pages that read without withData.
 */
export function dataRuntime(holder: DataHolder): DataRuntime {
  if (!holder.runtime) {
    const queryClient = createQueryClient();
    if (holder.state) hydrate(queryClient, superjson.deserialize(holder.state as SuperJSONResult));
    holder.runtime = { queryClient, trpcClient: createTrpcClient() };
    // the session query takes over from the plain probe (src/lib/session-probe.tsx)
    if (typeof window !== 'undefined') announceDataLayer();
  }
  return holder.runtime;
}

/**
 * `export default withData(Page)`, `export const Form = withData(function Form() {…})`: the component
 * inside the providers tRPC hooks need. Boundaries may nest; they share the page load's runtime.
 */
export function withData<P extends object>(Component: ComponentType<P>) {
  function WithData(props: P) {
    const { queryClient, trpcClient } = dataRuntime(useSite().data);
    return (
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <Component {...props} />
        </QueryClientProvider>
      </trpc.Provider>
    );
  }
  WithData.displayName = `withData(${Component.displayName ?? Component.name})`;
  return WithData;
}
