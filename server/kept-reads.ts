/**
 * Answers of public reads (the blog's list, posts and categories, the RSS feed, the sitemap) kept in
 * memory per content version, as the page cache keeps pages: read once, sent to every visitor until a
 * content change names what they show (ContentChanges, on every instance) or their lifetime ends.
 */
import { type ContentChanges, coveredBy } from './content-changes';
import { PAGE_LIFETIME_MS, UNHEARD_PAGE_LIFETIME_MS } from './pages/page-cache';

interface Kept {
  value: unknown;
  /** the site path whose content it shows: a change covering it drops it */
  path: string;
  /** when its read began: what it holds is no older */
  readAt: number;
  bytes: number;
}

/**
 * What an answer takes in memory, roughly: its JSON as two-byte text (Hebrew strings are), and once
 * more as the UTF-8 bytes `jsonBytes` keeps of it.
 */
const sizeOf = (key: string, value: unknown) =>
  2 * key.length + 3 * (JSON.stringify(value)?.length ?? 0) + 256;

/** Freezes `value` and every object in it: a kept answer is shared, and a change to it would be a bug. */
export function deepFreeze(value: unknown) {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const inner of Object.values(value)) deepFreeze(inner);
}

const jsonOfFrozen = new WeakMap<object, Uint8Array<ArrayBuffer>>();
const encoder = new TextEncoder();

/**
 * `value` as JSON in UTF-8 (as http/answer.ts's fixedJson: a Hebrew string is measured and encoded at
 * every answer otherwise). A kept answer, and any object in it, is frozen: its bytes are made once and
 * kept with it (an API read from memory then costs no JSON.stringify and no encoding).
 */
export function jsonBytes(value: unknown): Uint8Array<ArrayBuffer> {
  const frozen = value !== null && typeof value === 'object' && Object.isFrozen(value);
  let bytes = frozen ? jsonOfFrozen.get(value) : undefined;
  if (!bytes) {
    bytes = encoder.encode(JSON.stringify(value) ?? 'null') as Uint8Array<ArrayBuffer>;
    if (frozen) jsonOfFrozen.set(value, bytes);
  }
  return bytes;
}

/**
 * One answer per key, shared by every caller: it is frozen when kept, so no caller can change it.
 *
 * - Concurrent misses of one key wait for one read (single-flight); a failed read is not kept.
 * - `invalidate` drops the answers whose path a change covers (the path itself and what lies below it),
 *   and a read under way when any change came is not kept (it may hold what the change replaced).
 * - An answer is never given once `lifetime()` has passed since its read began: PAGE_LIFETIME_MS, or
 *   UNHEARD_PAGE_LIFETIME_MS while changes made on other instances may go unheard.
 * - At most `maxBytes` are kept; the answers used longest ago go first.
 */
export class ReadCache {
  private readonly entries = new Map<string, Kept>();
  private readonly pending = new Map<string, { path: string; answer: Promise<unknown> }>();
  private bytes = 0;
  /** counts invalidations: a read that began before one is not kept */
  private version = 0;

  constructor(
    private readonly lifetime: () => number = () => PAGE_LIFETIME_MS,
    private readonly maxBytes = 8 * 1024 * 1024,
    private readonly now: () => number = Date.now,
  ) {}

  /** The kept answer for `key` while its lifetime lasts, or the one `read` under way, or a new read. */
  async read<T>(key: string, path: string, read: () => Promise<T>): Promise<T> {
    const kept = this.entries.get(key);
    if (kept) {
      if (this.now() - kept.readAt < this.lifetime()) {
        // last in the map's order: the most recently used
        this.entries.delete(key);
        this.entries.set(key, kept);
        return kept.value as T;
      }
      this.delete(key);
    }
    const running = this.pending.get(key);
    if (running) return running.answer as Promise<T>;
    const since = this.version;
    const readAt = this.now();
    const answer = read().then((value) => {
      // nothing there (null) is not kept, as a failed read is not: a stranger's made-up slugs would push out real answers
      if (since === this.version && value !== null) {
        deepFreeze(value);
        this.keep(key, { value, path, readAt, bytes: sizeOf(key, value) });
      }
      return value;
    });
    const entry = { path, answer };
    this.pending.set(key, entry);
    try {
      return await answer;
    } finally {
      if (this.pending.get(key) === entry) this.pending.delete(key);
    }
  }

  private keep(key: string, kept: Kept) {
    this.delete(key);
    if (kept.bytes > this.maxBytes) return;
    for (const oldest of this.entries.keys()) {
      if (this.bytes + kept.bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
    this.entries.set(key, kept);
    this.bytes += kept.bytes;
  }

  /** Drops the answers showing `paths` (each path and what lies below it; '/' is everything). */
  invalidate(paths: readonly string[]) {
    this.version++;
    for (const [key, kept] of [...this.entries]) if (coveredBy(kept.path, paths)) this.delete(key);
    // a read under way began before the change: later callers wait for a new one
    for (const [key, running] of [...this.pending])
      if (coveredBy(running.path, paths)) this.pending.delete(key);
  }

  /** How many answers are kept, and the memory they take (estimated, bytes). */
  get size() {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  private delete(key: string) {
    const kept = this.entries.get(key);
    if (!kept) return;
    this.entries.delete(key);
    this.bytes -= kept.bytes;
  }
}

const caches = new WeakMap<ContentChanges, ReadCache>();

/**
 * The kept reads of the app whose content changes are `changes` (one per app: tests make several), fed
 * by them: an edit drops what it touched at once on every instance, and answers live briefly while
 * edits on other instances may go unheard.
 */
export function keptReadsOf(changes: ContentChanges): ReadCache {
  let cache = caches.get(changes);
  if (!cache) {
    const made = new ReadCache(() => (changes.heard() ? PAGE_LIFETIME_MS : UNHEARD_PAGE_LIFETIME_MS));
    changes.subscribe((paths) => made.invalidate(paths));
    caches.set(changes, made);
    cache = made;
  }
  return cache;
}
