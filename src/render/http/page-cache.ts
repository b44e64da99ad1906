import { randomBytes } from 'node:crypto';

interface Entry {
  html: string;
  status: number;
  expires: number;
}

/**
 * Public pages are the same HTML for every visitor apart from the CSP nonce (RENDERING.md), so a
 * rendered page is kept for a short while with a placeholder where the nonce goes, and each answer
 * gets its own nonce substituted. Pages with a query string are never kept.
 */
export class PageCache {
  /** stands in for the nonce while rendering a page meant for the cache */
  readonly placeholder = randomBytes(18).toString('base64url');
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs = 30_000,
    private readonly maxEntries = 200,
  ) {}

  get(key: string, nonce: string): { html: string; status: number } | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires < Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return { html: entry.html.split(this.placeholder).join(nonce), status: entry.status };
  }

  set(key: string, html: string, status: number) {
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { html, status, expires: Date.now() + this.ttlMs });
  }

  clear() {
    this.entries.clear();
  }
}
