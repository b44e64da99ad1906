/**
 * The session query (SPEC §4): never cached, refetched when the window regains focus, not retried.
 * Mounted once by the site layout in the browser; it publishes every answer to `useSession`.
 */
import { useEffect } from 'react';
import { errorCode, trpc } from '@/lib/trpc';
import { publishSession, type Session } from '@/lib/use-session';
import { DataBoundary } from './runtime';

function SessionQuery() {
  const me = trpc.auth.session.useQuery(undefined, {
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: true,
    retry: false,
  });
  const { data, error, isError, refetch } = me;
  useEffect(() => {
    let session: Session = { status: 'loading' };
    if (isError) {
      session =
        errorCode(error) === 'UNAUTHORIZED'
          ? { status: 'anonymous' }
          : { status: 'error', retry: () => void refetch() };
    } else if (data === null) session = { status: 'anonymous' };
    else if (data) session = { status: 'signed-in', user: data };
    publishSession(session);
  }, [data, error, isError, refetch]);
  return null;
}

export default function SessionSync() {
  return (
    <DataBoundary>
      <SessionQuery />
    </DataBoundary>
  );
}
