import { type ReactNode, useDeferredValue } from 'react';
import { type BaseLocationHook, type BaseSearchHook, Router } from 'wouter';
import { useBrowserLocation, useSearch } from 'wouter/use-browser-location';

/**
 * The address as the app renders it: a new one is rendered in the background, and while its page's code
 * loads (the page suspends) every component keeps the old address, so the old page stays on screen
 * with the top bar (navigation-progress.ts) instead of a blank 'טוען...'.
 */
const deferredLocation: BaseLocationHook = (options?: { ssrPath?: string }) => {
  const [path, navigate] = useBrowserLocation(options);
  return [useDeferredValue(path), navigate];
};
const deferredSearch: BaseSearchHook = (options?: { ssrSearch?: string }) =>
  useDeferredValue(useSearch(options));

/** The router of every render; on the server `ssrPath` and `ssrSearch` are the request's. */
export function SiteRouter({
  ssrPath,
  ssrSearch,
  children,
}: {
  ssrPath?: string;
  ssrSearch?: string;
  children: ReactNode;
}) {
  return (
    <Router hook={deferredLocation} searchHook={deferredSearch} ssrPath={ssrPath} ssrSearch={ssrSearch}>
      {children}
    </Router>
  );
}
