/**
 * The data layer's side of usePublicQuery (src/lib/data/public-query.ts), loaded with import() only when
 * a public page needs an answer its HTML did not bring. It asks through the page load's one runtime
 * (src/lib/data/runtime.tsx: one QueryClient, hydrated with the page's state), with tRPC's query
 * options, so the key, the cache entry and SPEC §7's defaults are those of `trpc.x.useQuery`.
 */
import { QueryObserver } from '@tanstack/react-query';
import { createTRPCQueryUtils } from '@trpc/react-query';
import type { DataHolder } from '@/lib/site-context';
import { dataRuntime } from './runtime';

/** The part of react-query's result usePublicQuery passes on. */
export interface LiveQuery {
  status: 'pending' | 'error' | 'success';
  data: unknown;
  error: unknown;
}

// tRPC's helpers over the page load's client and cache (typed per router: kept as unknown here)
const utilsOf = new WeakMap<DataHolder, unknown>();

/**
 * Observes `path`'s query for `input` (fetching it unless the cache has it) and reports each result;
 * `force` asks again even when the cache has an answer (the page's retry). `stop` ends the observing.
 */
export function observePublicQuery(
  holder: DataHolder,
  path: string,
  input: unknown,
  report: (query: LiveQuery) => void,
  force: boolean,
): { stop: () => void; refetch: () => void } {
  const { queryClient, trpcClient } = dataRuntime(holder);
  let utils = utilsOf.get(holder);
  if (!utils) {
    utils = createTRPCQueryUtils({ queryClient, client: trpcClient });
    utilsOf.set(holder, utils);
  }
  // utils.blog.list, for 'blog.list'
  const procedure = path
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], utils) as {
    queryOptions: (input: unknown) => ConstructorParameters<typeof QueryObserver>[1];
  };
  const observer = new QueryObserver(queryClient, procedure.queryOptions(input));
  const send = ({ status, data, error }: LiveQuery) => report({ status, data, error });
  const stop = observer.subscribe(send);
  send(observer.getCurrentResult());
  if (force && observer.getCurrentResult().status === 'success') observer.refetch().catch(() => undefined);
  return { stop, refetch: () => void observer.refetch().catch(() => undefined) };
}
