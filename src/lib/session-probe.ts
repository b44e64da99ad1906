/**
 * Where the session comes from on a page load. A signed-out visitor — everyone Lighthouse or a first
 * visit sees — needs only "nobody is signed in", so the first question goes out as one plain GET of the
 * tRPC query `auth.session` (a null answer) and the data layer (tRPC, react-query, superjson: ~25 kB gzip)
 * is not loaded for it. SessionSync (src/lib/data/session-sync.tsx), with the refetching query and the
 * logout call, takes over when the answer is a user, or as soon as anything else loads the data layer
 * (the login dialog, a page with data), so a login or logout is seen at once.
 */
import type { SessionUser } from '@/shared/auth';

/** `auth.session` without the tRPC client: a user, null when signed out; throws on anything else. */
export async function probeSession(fetcher: typeof fetch = fetch): Promise<SessionUser | null> {
  const response = await fetcher('/trpc/auth.session', {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`auth.session answered ${response.status}`);
  const body = (await response.json()) as { result?: { data?: { json?: unknown } } };
  const data = body.result?.data;
  if (!data || !('json' in data)) throw new Error('auth.session: unexpected answer');
  const user = data.json;
  if (user === null) return null;
  if (
    typeof user === 'object' &&
    typeof (user as SessionUser).username === 'string' &&
    ((user as SessionUser).role === 'user' || (user as SessionUser).role === 'admin')
  )
    return user as SessionUser;
  throw new Error('auth.session: unexpected answer');
}
