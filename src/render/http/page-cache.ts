import { randomBytes } from 'node:crypto';
import { type ContentChanges, coveredBy } from '../../../server/content-changes';

interface Entry {
  html: string;
  status: number;
  expires: number;
  bytes: number;
}

/**
 * Public pages are the same HTML for every visitor apart from the CSP nonce (RENDERING.md), so a
 * rendered page is kept for a short while with a placeholder where the nonce goes, and each answer
 * gets its own nonce substituted. Keys are paths plus the query parameters the page reads
 * (page-query.ts); an answer that depends on a one-time token is never kept.
 */
export class PageCache {
  /** stands in for the nonce while rendering a page meant for the cache */
  readonly placeholder = randomBytes(18).toString('base64url');
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  /** counts invalidations: a render that began before one may hold what it dropped, and is not kept */
  private version = 0;

  /** `maxBytes`: the memory the kept pages may take (32 MiB holds ~150 pages of 100 kB) */
  constructor(
    private readonly ttlMs = 30_000,
    private readonly maxBytes = 32 * 1024 * 1024,
  ) {}

  get(key: string, nonce: string): { html: string; status: number } | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires < Date.now()) {
      this.delete(key);
      return undefined;
    }
    return { html: entry.html.split(this.placeholder).join(nonce), status: entry.status };
  }

  /** What `set` takes as `since`: read it before rendering. */
  get generation() {
    return this.version;
  }

  /** Keeps a rendered page; not when content changed since `since` (the render may show the old). */
  set(key: string, html: string, status: number, since = this.version) {
    if (since !== this.version) return;
    this.delete(key);
    // V8 keeps a string with Hebrew in it at two bytes a character
    const bytes = html.length * 2;
    if (bytes > this.maxBytes) return;
    for (const oldest of this.entries.keys()) {
      if (this.bytes + bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
    this.entries.set(key, { html, status, expires: Date.now() + this.ttlMs, bytes });
    this.bytes += bytes;
  }

  /** Drops the pages under `paths` (each path, its query strings and what lies below it). */
  invalidate(paths: readonly string[]) {
    this.version++;
    for (const key of [...this.entries.keys()]) if (coveredBy(key, paths)) this.delete(key);
  }

  clear() {
    this.entries.clear();
    this.bytes = 0;
  }

  private delete(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}

/** The production page cache: an edit in the admin drops the pages it touched at once, not when they expire. */
export function createPageCache(changes: ContentChanges, cache = new PageCache()) {
  changes.subscribe((paths) => cache.invalidate(paths));
  return cache;
}
