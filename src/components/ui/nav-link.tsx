import type { ComponentProps } from 'react';
import { Link, useLocation } from 'wouter';

/** Whether `to` is the page shown, or (unless `end`) a section holding it: /insurance holds /insurance/health. */
export function isCurrent(pathname: string, to: string, end = false) {
  const path = pathname.toLowerCase();
  const target = to.toLowerCase();
  if (path === target) return true;
  return !end && target !== '/' && path.startsWith(`${target}/`);
}

type NavLinkProps = Omit<ComponentProps<'a'>, 'href'> & { to: string; end?: boolean };

/** A navigation link that marks the page shown (`aria-current="page"`, styled by `&[aria-current=page]`). */
export function NavLink({ to, end, ...props }: NavLinkProps) {
  const [pathname] = useLocation();
  return <Link to={to} aria-current={isCurrent(pathname, to, end) ? 'page' : undefined} {...props} />;
}
