import type { createServerSideHelpers } from '@trpc/react-query/server';
import type { Params } from 'react-router';
import type { AppRouter } from '../../server/trpc/router';

/** tRPC's server-side helpers over the in-process router: `helpers.blog.bySlug.prefetch({ slug })`. */
export type ServerHelpers = ReturnType<typeof createServerSideHelpers<AppRouter>>;

/**
 * Loads a route's data on the server before rendering; the result is dehydrated into the page.
 * Return 'not-found' to answer 404 (e.g. an unknown blog slug). Runs without the visitor's session.
 */
// biome-ignore lint/suspicious/noConfusingVoidType: a prefetch usually resolves to tRPC's Promise<void>
export type Prefetch = (trpc: ServerHelpers, params: Params) => Promise<void | 'not-found'>;
