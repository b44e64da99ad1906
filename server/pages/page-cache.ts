import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gunzipSync, gzip } from 'node:zlib';
import { type ContentChanges, coveredBy } from '../content-changes';
import { hashedContentSecurityPolicy } from '../http/security';
import { pageCacheLookups } from '../metrics';
import { inlineHashes } from './inline-hashes';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** What a render gives the cache: the page, and whether anything in it failed (then it is not kept). */
export interface Rendered {
  status: number;
  html: string;
  failed?: boolean;
}

/** A public page as every visitor gets it: compressed once, its validator and its hash-based CSP. */
export interface KeptPage {
  status: number;
  /** sha256 of the HTML (base64url): the strong ETag is `"<hash>"`, `"<hash>-br"` or `"<hash>-gz"` */
  hash: string;
  /** the page's Content-Security-Policy: hashes of its inline scripts and styles, no nonce */
  csp: string;
  br: Buffer;
  gzip: Buffer;
  /** when its render began: what it shows is no older (its age counts from here) */
  renderedAt: number;
}

/** The longest a page is sent after its render began. */
export const PAGE_LIFETIME_MS = 30_000;
/** The same while content changes made on other instances may go unheard. */
export const UNHEARD_PAGE_LIFETIME_MS = 1_000;

const hashOf = (html: string) => createHash('sha256').update(html, 'utf8').digest('base64url');

/**
 * Brotli and gzip of a page. `best`: the smallest bytes (brotli 11, gzip 9: ~0.4 s of a core for a 140 kB
 * page), made once per content version in the thread pool; otherwise fast levels (brotli 5, gzip 6:
 * a few ms) for the first answers while the best ones are made.
 */
async function compressed(html: string, best: boolean) {
  const input = Buffer.from(html, 'utf8');
  const [br, gz] = await Promise.all([
    brotliAsync(input, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: best ? 11 : 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: input.length,
      },
    }),
    gzipAsync(input, { level: best ? 9 : 6 }),
  ]);
  return { br, gzip: gz };
}

/** The page as bytes with its hash and CSP: what a visitor is sent, kept or not. `renderedAt`: see KeptPage. */
export async function preparePage(rendered: Rendered, renderedAt = Date.now()): Promise<KeptPage> {
  const { br, gzip: gz } = await compressed(rendered.html, false);
  return {
    status: rendered.status,
    hash: hashOf(rendered.html),
    csp: hashedContentSecurityPolicy(inlineHashes(rendered.html)),
    br,
    gzip: gz,
    renderedAt,
  };
}

/** The HTML of a kept page, for the rare client that takes no compression. */
export const identityOf = (page: KeptPage) => gunzipSync(page.gzip);

const sizeOf = (page: KeptPage) => page.br.length + page.gzip.length + page.csp.length + 256;

/**
 * Public pages are the same bytes for every visitor: a page is rendered once, kept as
 * brotli and gzip with a strong ETag and a CSP of hashes, and sent as it is. Keys are paths plus the
 * query parameters the page reads (page-query.ts).
 *
 * - Concurrent misses of one key wait for one render (single-flight).
 * - Only 200 answers whose render did not fail are kept (a 404 is rendered each time: made-up paths
 *   cannot fill the memory or push real pages out).
 * - A content change (`invalidate`, fed by ContentChanges) drops exactly the paths it names, with their
 *   query strings and what lies below them, and any render of them still under way is not kept.
 * - A page is never sent once its lifetime has passed since its render began: PAGE_LIFETIME_MS, or
 *   UNHEARD_PAGE_LIFETIME_MS while changes made on other instances may go unheard (ContentChanges.heard).
 *   Past half its lifetime it is still sent at once, and rendered again in the background; if the HTML is
 *   unchanged only its time is renewed (same bytes, same ETag, nothing compressed again). The lifetime is
 *   for what no notification reaches: the date, and a listener that lost its connection unnoticed.
 */
export class PageCache {
  private readonly entries = new Map<string, KeptPage>();
  private readonly pending = new Map<string, Promise<KeptPage>>();
  /** keys whose background revalidation runs */
  private readonly refreshing = new Set<string>();
  private bytes = 0;
  /** counts invalidations: a render that began before one may hold what it dropped, and is not kept */
  private version = 0;

  /**
   * `lifetime`: how long a page may be sent after its render began, asked at each visit;
   * `maxBytes`: the memory the kept pages may take (~40 kB a page compressed twice: ~800 pages in 32 MiB)
   */
  constructor(
    private readonly lifetime: () => number = () => PAGE_LIFETIME_MS,
    private readonly maxBytes = 32 * 1024 * 1024,
    private readonly now: () => number = Date.now,
  ) {}

  /** A kept page, if any (its lifetime is judged by `page`). */
  peek(key: string): KeptPage | undefined {
    return this.entries.get(key);
  }

  /**
   * The page for `key`: the kept one while its lifetime lasts (rendered again in the background past half
   * of it), or the answer of the one render under way, or a new render (kept when it may be).
   */
  async page(key: string, render: () => Promise<Rendered>): Promise<KeptPage> {
    let kept = this.entries.get(key);
    if (kept) {
      const age = this.now() - kept.renderedAt;
      const lifetime = this.lifetime();
      if (age >= lifetime) {
        this.delete(key);
        kept = undefined;
      } else if (age >= lifetime / 2 && !this.pending.has(key) && !this.refreshing.has(key)) {
        // one background render at a time: under load, every visit after the deadline would start another
        this.revalidate(key, render);
      }
    }
    pageCacheLookups.inc({ result: kept ? 'hit' : 'miss' });
    if (kept) return kept;
    const running = this.pending.get(key);
    if (running) return running;
    const fill = this.fill(key, render);
    this.pending.set(key, fill);
    try {
      return await fill;
    } finally {
      if (this.pending.get(key) === fill) this.pending.delete(key);
    }
  }

  private async fill(key: string, render: () => Promise<Rendered>): Promise<KeptPage> {
    const since = this.version;
    const started = this.now();
    const rendered = await render();
    const page = await preparePage(rendered, started);
    if (rendered.status === 200 && !rendered.failed) this.keep(key, page, since);
    return page;
  }

  private revalidate(key: string, render: () => Promise<Rendered>) {
    const since = this.version;
    const started = this.now();
    this.refreshing.add(key);
    void (async () => {
      const rendered = await render();
      const current = this.entries.get(key);
      if (since !== this.version || !current || rendered.failed) return;
      if (rendered.status !== 200) {
        // gone meanwhile (unpublished on another instance): no longer kept
        this.delete(key);
        return;
      }
      if (hashOf(rendered.html) === current.hash) {
        current.renderedAt = started;
        return;
      }
      this.keep(key, await preparePage(rendered, started), since);
    })()
      .catch(() => {
        // the kept page stays for the rest of its lifetime; the next visit tries again
      })
      .finally(() => this.refreshing.delete(key));
  }

  /** Keeps a page; not when content changed since `since` (the render may show the old). */
  keep(key: string, page: KeptPage, since = this.version) {
    if (since !== this.version) return;
    this.delete(key);
    const bytes = sizeOf(page);
    if (bytes > this.maxBytes) return;
    for (const oldest of this.entries.keys()) {
      if (this.bytes + bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
    this.entries.set(key, page);
    this.bytes += bytes;
    void this.improve(key, page);
  }

  /** Replaces the fast compression of a kept page with the best one, if it is still the page kept. */
  private async improve(key: string, page: KeptPage) {
    const html = identityOf(page).toString('utf8');
    const best = await compressed(html, true).catch(() => undefined);
    if (!best || this.entries.get(key) !== page) return;
    this.bytes -= sizeOf(page);
    page.br = best.br;
    page.gzip = best.gzip;
    this.bytes += sizeOf(page);
  }

  /** Drops the pages under `paths` (each path, its query strings and what lies below it). */
  invalidate(paths: readonly string[]) {
    this.version++;
    for (const key of [...this.entries.keys()]) if (coveredBy(key, paths)) this.delete(key);
    // a render under way began before the change: later visitors wait for a new one
    for (const key of [...this.pending.keys()]) if (coveredBy(key, paths)) this.pending.delete(key);
  }

  /** The memory the kept pages take, in bytes. */
  get size() {
    return this.bytes;
  }

  clear() {
    this.entries.clear();
    this.pending.clear();
    this.refreshing.clear();
    this.bytes = 0;
  }

  private delete(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= sizeOf(entry);
  }
}

/**
 * The production page cache: an edit drops the pages it touched at once, on every instance, and pages
 * live briefly while edits on other instances may go unheard.
 */
export function createPageCache(changes: ContentChanges) {
  const cache = new PageCache(() => (changes.heard() ? PAGE_LIFETIME_MS : UNHEARD_PAGE_LIFETIME_MS));
  changes.subscribe((paths) => cache.invalidate(paths));
  return cache;
}
