import { useLocation, useSearch } from 'wouter';
import { adminLoginHref } from './next-path';

/** The admin sign-in that brings the user back to the page shown, its query included. */
export function useAdminLoginHref(): string {
  const [pathname] = useLocation();
  const search = useSearch();
  return adminLoginHref(search ? `${pathname}?${search}` : pathname);
}
