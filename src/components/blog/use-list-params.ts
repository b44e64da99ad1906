import { useCallback } from 'react';
import { useSearchParams } from 'wouter';
import { blogListInput, searchParam } from '@/lib/blog-list-params';

/**
 * A list page's search and page from its URL (?q=, ?page=; declared on the routes in src/routes.ts),
 * and `search(q)`: the new search replaces the URL's (no history entry per keystroke) and starts again
 * at page 1, so a search can be shared and survives a reload.
 */
export function useListParams(category?: string) {
  const [params, setParams] = useSearchParams();
  const input = blogListInput(params, category);
  const search = useCallback(
    (q: string) => {
      const next = searchParam(q);
      setParams(
        (current) => {
          if ((searchParam(current.get('q')) ?? '') === (next ?? '')) return current;
          const updated = new URLSearchParams();
          if (next) updated.set('q', next);
          return updated;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return { input, search };
}
