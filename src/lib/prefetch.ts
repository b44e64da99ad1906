import type { createServerSideHelpers } from '@trpc/react-query/server';
import type { AppRouter } from '../../server/trpc/router';

/** A route's parameters by name (`slug` of /blog/:slug), decoded. */
export type RouteParams = Readonly<Record<string, string | undefined>>;

/** tRPC's server-side helpers over the in-process router: `helpers.blog.post.prefetch({ slug })`. */
export type ServerHelpers = ReturnType<typeof createServerSideHelpers<AppRouter>>;

/**
 * Loads a route's data on the server before rendering; the result is dehydrated into the page.
 * Return 'not-found' to answer 404 (e.g. an unknown blog slug). Runs without the visitor's session.
 * `search` holds only the query parameters the route declares (`query` in src/routes.ts).
 */
export type Prefetch = (
  trpc: ServerHelpers,
  params: RouteParams,
  search: URLSearchParams,
  // biome-ignore lint/suspicious/noConfusingVoidType: a prefetch usually resolves to tRPC's Promise<void>
) => Promise<void | 'not-found'>;

/** a value the procedure's schema refuses (a 5000-character slug) names nothing either */
const NOTHING_THERE = new Set<unknown>(['NOT_FOUND', 'BAD_REQUEST']);

/**
 * `fetch` of a query whose procedure answers null when there is nothing there: its data, or null after
 * `mark` when the query failed with NOT_FOUND or BAD_REQUEST (`mark` puts null in the query's place, so
 * the page renders its not-found view on the server and hydrates the same). Any other error is thrown.
 * No imports: this file is part of the browser's route table.
 */
export async function notFoundOn<T>(fetch: Promise<T | null>, mark: () => void): Promise<T | null> {
  try {
    return await fetch;
  } catch (error) {
    if (!NOTHING_THERE.has((error as { code?: unknown } | null)?.code)) throw error;
    mark();
    return null;
  }
}
