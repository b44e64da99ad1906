/**
 * How a public page reads the data its route prefetched on the server (src/routes.ts), without the data
 * layer in its first load: `usePublicQuery('blog.post', { slug })`. The server render reads the
 * render's own cache; the browser reads the page's `__STATE__` (react-query's dehydrated cache as
 * superjson, src/render/bootstrap.ts), so hydration renders exactly the server's markup and loads no
 * react-query or tRPC. Only when the state has no answer for (path, input) (a client-side navigation,
 * a new search or page, a retry) does it load the data layer with import() and ask through the page
 * load's one runtime (src/lib/data/public-fetch.ts), under tRPC's own query key, so `trpc.x.useQuery`
 * elsewhere shares the entry.
 *
 * Imports nothing of the data layer (src/lib/data/boundaries.test.ts checks it): the state is read
 * back (dates as Date) by read-state.ts, superjson's reading without superjson.
 */
import { useEffect, useRef, useState } from 'react';
import { type DataHolder, useSite } from '@/lib/site-context';
import type { RouterInputs, RouterOutputs } from '@/lib/trpc';
import type { LiveQuery } from './public-fetch';
import { readState, type SerializedState } from './read-state';

/** 'router.procedure' of every query a public page may read ('blog.list', 'content.product', …) */
export type QueryPath = {
  [R in keyof RouterOutputs & string]: `${R}.${keyof RouterOutputs[R] & string}`;
}[keyof RouterOutputs & string];

type Part<P, I extends 0 | 1> = P extends `${infer R}.${infer Q}` ? [R, Q][I] : never;
export type QueryInput<P extends QueryPath> = RouterInputs[Part<P, 0> & keyof RouterInputs][Part<P, 1> &
  keyof RouterInputs[Part<P, 0> & keyof RouterInputs]];
export type QueryOutput<P extends QueryPath> = RouterOutputs[Part<P, 0> & keyof RouterOutputs][Part<P, 1> &
  keyof RouterOutputs[Part<P, 0> & keyof RouterOutputs]];

/** What the pages use of a query (the same names as react-query's result). */
export interface PublicQuery<T> {
  /** the answer; `null` when the server's prefetch marked it not found (see notFoundOn) */
  data: T | undefined;
  /** no answer yet: the data layer or the answer is on its way */
  isLoading: boolean;
  isError: boolean;
  error: unknown;
  /** the server said NOT_FOUND, in the page's state (null) or after a navigation (the error's code) */
  notFound: boolean;
  /** asks again (loads the data layer first if it is not loaded) */
  refetch: () => void;
}

/** tRPC's query key (@trpc/react-query's getQueryKeyInternal with type 'query'). */
export function publicQueryKey(path: string, input: unknown): unknown[] {
  return [path.split('.'), input === undefined ? { type: 'query' } : { input, type: 'query' }];
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  Object.prototype.toString.call(value) === '[object Object]' &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

/** react-query's default hash of a key (hashKey): JSON with the keys of plain objects sorted. */
export function hashQueryKey(key: unknown): string {
  return JSON.stringify(key, (_, value) =>
    isPlainObject(value)
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((k) => [k, value[k]]),
        )
      : value,
  );
}

interface DehydratedQuery {
  queryKey: unknown;
  state: { data?: unknown; status?: string };
}

// the page's state, deserialized once per page load (dates back into Date)
const parsed = new WeakMap<DataHolder, Map<string, unknown>>();

function stateAnswers(holder: DataHolder): Map<string, unknown> {
  let answers = parsed.get(holder);
  if (!answers) {
    answers = new Map();
    if (holder.state) {
      const { queries = [] } = readState<{ queries?: DehydratedQuery[] }>(holder.state as SerializedState);
      for (const query of queries) {
        if (query.state.status === 'success') answers.set(hashQueryKey(query.queryKey), query.state.data);
      }
    }
    parsed.set(holder, answers);
  }
  return answers;
}

/**
 * The answer already at hand for a key, without loading anything: the runtime's cache when there is
 * one (the server render's, or the browser's once the layer is loaded: it may be newer), else the
 * page's state. `undefined` when neither has it.
 */
export function readPrefetched(holder: DataHolder, hash: string): { data: unknown } | undefined {
  const cached = holder.runtime?.queryClient.getQueryCache().get(hash)?.state;
  if (cached?.status === 'success') return { data: cached.data };
  const answers = stateAnswers(holder);
  return answers.has(hash) ? { data: answers.get(hash) } : undefined;
}

const loadLayer = () => import('./public-fetch');

/** Starts loading the data layer ahead of need (e.g. when the blog's search box gets focus). */
export function preloadDataLayer() {
  loadLayer().catch(() => undefined);
}

const isNotFoundError = (error: unknown) =>
  (error as { data?: { code?: string } } | null)?.data?.code === 'NOT_FOUND';

type Live = { hash: string; query: LiveQuery };

export function usePublicQuery<P extends QueryPath>(
  path: P,
  ...[input]: undefined extends QueryInput<P> ? [input?: QueryInput<P>] : [input: QueryInput<P>]
): PublicQuery<QueryOutput<P>> {
  const holder = useSite().data;
  const hash = hashQueryKey(publicQueryKey(path, input));
  const prefetched = readPrefetched(holder, hash);
  // what the data layer answered, once it is asked (no prefetched answer, or a refetch)
  const [live, setLive] = useState<Live | undefined>();
  // a refetch of a key asks the layer even when the page's state has its answer
  const [asked, setAsked] = useState<{ hash: string; attempt: number } | undefined>();
  const refetchLive = useRef<(() => void) | undefined>(undefined);
  const inputRef = useRef(input);
  inputRef.current = input;

  // once the layer answers a key it keeps observing it (a refetch, and no collection while mounted)
  const ask = !prefetched || asked?.hash === hash || live?.hash === hash;
  const attempt = asked?.hash === hash ? asked.attempt : 0;
  useEffect(() => {
    if (!ask) return;
    let active = true;
    let stop: (() => void) | undefined;
    loadLayer()
      .then((layer) => {
        if (!active) return;
        const observed = layer.observePublicQuery(
          holder,
          path,
          inputRef.current,
          (query) => setLive({ hash, query }),
          attempt > 0,
        );
        stop = observed.stop;
        refetchLive.current = observed.refetch;
      })
      .catch((error: unknown) => {
        // the layer's code could not be loaded (offline): an error the page can offer to retry
        if (active) setLive({ hash, query: { status: 'error', data: undefined, error } });
      });
    return () => {
      active = false;
      stop?.();
      refetchLive.current = undefined;
    };
    // the hash stands for (path, input); attempt loads the layer again after a failed import
  }, [ask, hash, attempt, holder, path]);

  const refetch = () => {
    if (refetchLive.current) refetchLive.current();
    else setAsked({ hash, attempt: attempt + 1 });
  };

  const current: LiveQuery | undefined =
    live?.hash === hash ? live.query : prefetched && { status: 'success', ...prefetched, error: null };
  const data = current?.data as QueryOutput<P> | undefined;
  const status = current?.status ?? 'pending';
  return {
    data,
    isLoading: status === 'pending',
    isError: status === 'error',
    error: current?.error ?? null,
    notFound: (status === 'success' && data === null) || isNotFoundError(current?.error),
    refetch,
  };
}
