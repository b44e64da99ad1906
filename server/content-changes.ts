/**
 * Tells whoever keeps rendered public pages (server/pages/production.ts: the page cache) that content
 * changed, so the pages showing it are rendered again at once instead of after the cache's 30 s.
 * In-process only: another instance of the app keeps its pages until they expire.
 */
export type ContentChangeListener = (paths: readonly string[]) => void;

export interface ContentChanges {
  /**
   * `paths` are site paths; each stands for itself, its query strings and everything below it
   * ('/blog' covers '/blog?page=2', '/blog/a-post' and '/blog/category/x').
   */
  notify(paths: readonly string[]): void;
  /** Returns the function that unsubscribes. */
  subscribe(listener: ContentChangeListener): () => void;
}

export function createContentChanges(): ContentChanges {
  const listeners = new Set<ContentChangeListener>();
  return {
    notify(paths) {
      for (const listener of listeners) listener(paths);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Whether a page cache key (a path with an optional query string) is covered by one of `paths`. */
export function coveredBy(key: string, paths: readonly string[]) {
  const path = key.split('?', 1)[0] ?? key;
  return paths.some((p) => path === p || path.startsWith(p.endsWith('/') ? p : `${p}/`));
}
