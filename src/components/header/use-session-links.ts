import { useSession } from '@/lib/use-session';
import { ACCOUNT_LINK, ADMIN_LINK, type NavLinkItem } from './nav-data';

/**
 * The menu links a session adds: the personal area once signed in, and the admin area for admins.
 * Only the components that draw these links read the session, so its answer re-renders them alone.
 */
export function useSessionLinks(): NavLinkItem[] {
  const session = useSession();
  if (session.status !== 'signed-in') return [];
  return session.user.role === 'admin' ? [ACCOUNT_LINK, ADMIN_LINK] : [ACCOUNT_LINK];
}
