import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Channel, createContentChanges, DEAF_AFTER_MS, listenAcrossInstances } from '../content-changes';
import { createLogger } from '../log';
import {
  createPageCache,
  identityOf,
  PAGE_LIFETIME_MS,
  PageCache,
  type Rendered,
  UNHEARD_PAGE_LIFETIME_MS,
} from './page-cache';

/** A render that counts its calls and can be held until released, to see waiters and races. */
function renderer(html: (n: number) => string = (n) => `<p>render ${n}</p>`, status = 200) {
  let calls = 0;
  let gate: Promise<void> = Promise.resolve();
  let open = () => {};
  return {
    get calls() {
      return calls;
    },
    hold() {
      gate = new Promise((resolve) => {
        open = resolve;
      });
    },
    release: () => open(),
    render: async (): Promise<Rendered> => {
      calls++;
      const n = calls;
      await gate;
      return { status, html: html(n) };
    },
  };
}

const text = (bytes: Buffer) => bytes.toString('utf8');
const flush = () => new Promise((resolve) => setTimeout(resolve, 20));
/** past half a page's lifetime: still sent, and rendered again in the background */
const HALF_LIFE = PAGE_LIFETIME_MS / 2 + 1;

describe('PageCache', () => {
  it('keeps a page as brotli and gzip of the same HTML, with its hash', async () => {
    const cache = new PageCache();
    const r = renderer(() => '<html><p>שלום</p></html>');
    const page = await cache.page('/', r.render);
    expect(text(brotliDecompressSync(page.br))).toBe('<html><p>שלום</p></html>');
    expect(text(gunzipSync(page.gzip))).toBe('<html><p>שלום</p></html>');
    expect(text(identityOf(page))).toBe('<html><p>שלום</p></html>');
    expect(page.hash).toMatch(/^[\w-]{43}$/);
    expect(await cache.page('/', r.render)).toBe(page);
    expect(r.calls).toBe(1);
  });

  it('renders once for concurrent misses of one page (single-flight), and each waiter gets that render', async () => {
    const cache = new PageCache();
    const r = renderer();
    r.hold();
    const waiting = Array.from({ length: 20 }, () => cache.page('/about', r.render));
    await flush();
    expect(r.calls).toBe(1);
    r.release();
    const pages = await Promise.all(waiting);
    expect(new Set(pages.map((p) => p.hash)).size).toBe(1);
    expect(text(identityOf(pages[0] as never))).toBe('<p>render 1</p>');
  });

  it('does not keep a 404 or a render that failed: the next visitor gets a new render', async () => {
    const cache = new PageCache();
    const missing = renderer(undefined, 404);
    expect((await cache.page('/nope', missing.render)).status).toBe(404);
    expect((await cache.page('/nope', missing.render)).status).toBe(404);
    expect(missing.calls).toBe(2);
    expect(cache.peek('/nope')).toBeUndefined();

    let calls = 0;
    const failing = async (): Promise<Rendered> => ({ status: 200, html: `<p>${++calls}</p>`, failed: true });
    await cache.page('/broken', failing);
    await cache.page('/broken', failing);
    expect(calls).toBe(2);
  });

  it('holds pages up to a memory budget, dropping the oldest', async () => {
    const page = (c: string) => async (): Promise<Rendered> => ({
      status: 200,
      html: `<p>${c.repeat(50)}</p>`,
    });
    const one = await new PageCache().page('/x', page('x'));
    const size = one.br.length + one.gzip.length + one.csp.length + 256;
    const cache = new PageCache(undefined, size * 2 + 10);
    await cache.page('/a', page('a'));
    await cache.page('/b', page('b'));
    await cache.page('/c', page('c'));
    expect(cache.peek('/a')).toBeUndefined();
    expect(cache.peek('/b')).toBeDefined();
    expect(cache.peek('/c')).toBeDefined();
    expect(cache.size).toBeLessThanOrEqual(size * 2 + 10);
  });

  it('sends a page past half its lifetime at once, renders it again in the background, and keeps the same bytes when nothing changed', async () => {
    let now = 1_000;
    const cache = new PageCache(undefined, undefined, () => now);
    let html = '<p>same</p>';
    let calls = 0;
    const render = async (): Promise<Rendered> => {
      calls++;
      return { status: 200, html };
    };
    const first = await cache.page('/', render);
    now += HALF_LIFE;
    // due: the kept page comes back at once, and one background render starts
    expect(await cache.page('/', render)).toBe(first);
    expect(await cache.page('/', render)).toBe(first);
    await flush();
    expect(calls).toBe(2);
    expect(cache.peek('/')).toBe(first);
    expect(first.renderedAt).toBe(now);

    // changed meanwhile (an edit on another instance): the next render is kept with a new hash
    html = '<p>changed</p>';
    now += HALF_LIFE;
    await cache.page('/', render);
    await flush();
    const next = cache.peek('/');
    expect(next?.hash).not.toBe(first.hash);
    expect(text(identityOf(next as never))).toBe('<p>changed</p>');
  });
});

describe('PageCache revalidation under load', () => {
  it('starts one background render however many visits come while it runs', async () => {
    let now = 1_000;
    const cache = new PageCache(undefined, undefined, () => now);
    let calls = 0;
    let finish = () => {};
    const slow = async (): Promise<Rendered> => {
      calls++;
      if (calls > 1) await new Promise<void>((resolve) => (finish = resolve));
      return { status: 200, html: '<p>same</p>' };
    };
    const first = await cache.page('/', slow);
    now += HALF_LIFE;
    // fifty visitors while the page is due and its new render is still running
    const answers = await Promise.all(Array.from({ length: 50 }, () => cache.page('/', slow)));
    expect(answers.every((page) => page === first)).toBe(true);
    expect(calls).toBe(2);
    finish();
    await flush();
    expect(first.renderedAt).toBe(now);
  });
});

describe('PageCache revalidation that fails', () => {
  it('keeps sending the kept page while it lives, and tries again at the next visit', async () => {
    let now = 1_000;
    const cache = new PageCache(undefined, undefined, () => now);
    let calls = 0;
    let fail = false;
    const render = async (): Promise<Rendered> => {
      calls++;
      if (fail) throw new Error('database down');
      return { status: 200, html: '<p>kept</p>' };
    };
    const kept = await cache.page('/', render);
    fail = true;
    now += HALF_LIFE;
    expect(await cache.page('/', render)).toBe(kept);
    await flush();
    expect(cache.peek('/')).toBe(kept);
    fail = false;
    expect(await cache.page('/', render)).toBe(kept);
    await flush();
    expect(calls).toBe(3);
    expect(kept.renderedAt).toBe(now);
  });

  it('drops a kept page whose new render is a 404 (unpublished on another instance)', async () => {
    let now = 1_000;
    const cache = new PageCache(undefined, undefined, () => now);
    let status = 200;
    const render = async (): Promise<Rendered> => ({ status, html: '<p>post</p>' });
    await cache.page('/blog/x', render);
    status = 404;
    now += HALF_LIFE;
    await cache.page('/blog/x', render);
    await flush();
    expect(cache.peek('/blog/x')).toBeUndefined();
    expect((await cache.page('/blog/x', render)).status).toBe(404);
  });
});

describe('PageCache.invalidate', () => {
  const keep = async (cache: PageCache, key: string) =>
    cache.page(key, async () => ({ status: 200, html: `<p>${key}</p>` }));

  it('drops the pages under the given paths, with their query strings, and keeps the rest', async () => {
    const cache = new PageCache();
    const keys = [
      '/blog',
      '/blog?page=2',
      '/blog/a-post',
      '/blog/category/x?page=3',
      '/blogger',
      '/',
      '/about',
    ];
    for (const key of keys) await keep(cache, key);
    cache.invalidate(['/blog']);
    for (const key of ['/blog', '/blog?page=2', '/blog/a-post', '/blog/category/x?page=3'])
      expect(cache.peek(key), key).toBeUndefined();
    for (const key of ['/blogger', '/', '/about']) expect(cache.peek(key), key).toBeDefined();
  });

  it('follows the content changes it is created with', async () => {
    const changes = createContentChanges();
    const cache = createPageCache(changes);
    await keep(cache, '/blog/one');
    await keep(cache, '/blog/two');
    changes.notify(['/blog/one']);
    expect(cache.peek('/blog/one')).toBeUndefined();
    expect(cache.peek('/blog/two')).toBeDefined();
  });

  it('does not keep a render that began before the change, and later visitors wait for a new one', async () => {
    const cache = new PageCache();
    const r = renderer((n) => `<p>render ${n}</p>`);
    r.hold();
    const old = cache.page('/blog', r.render);
    await flush();
    cache.invalidate(['/blog']);
    const fresh = cache.page('/blog', r.render);
    r.release();
    expect(text(identityOf(await old))).toBe('<p>render 1</p>');
    expect(text(identityOf(await fresh))).toBe('<p>render 2</p>');
    expect(text(identityOf(cache.peek('/blog') as never))).toBe('<p>render 2</p>');
  });
});

describe('the staleness bound', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('never sends a page whose render began a lifetime ago or more, however long nobody visited', async () => {
    // only the clock is fake: compression and the background renders run as they do
    vi.useFakeTimers({ toFake: ['Date'], now: 1_000_000 });
    const cache = new PageCache();
    // content changing unheard (as on another instance before the notification): version n shown until replaced
    let version = 0;
    const replacedAt: number[] = [];
    const change = () => {
      replacedAt[version] = Date.now();
      version++;
    };
    const render = async (): Promise<Rendered> => ({ status: 200, html: `<p>v${version}</p>` });
    const visit = async () => {
      const page = await cache.page('/blog', render);
      const shown = Number(/v(\d+)/.exec(text(identityOf(page)))?.[1]);
      await flush();
      return {
        age: Date.now() - page.renderedAt,
        staleFor: shown < version ? Date.now() - (replacedAt[shown] ?? 0) : 0,
      };
    };
    // visits close together, then the gaps of the report (45 s and 122 s without visits), a change in each
    const steps = [0, 1_000, 14_000, 1_000, 20_000, 9_000, 45_000, 122_000, 29_999, 1, 15_000, 14_999];
    for (const [i, step] of steps.entries()) {
      vi.setSystemTime(Date.now() + step);
      if (i % 2 === 1) change();
      const { age, staleFor } = await visit();
      expect(age, `visit ${i}`).toBeLessThan(PAGE_LIFETIME_MS);
      expect(staleFor, `visit ${i}`).toBeLessThan(PAGE_LIFETIME_MS);
    }
    // the first visit after a long gap waits for a new render: it shows what is current
    vi.setSystemTime(Date.now() + 122_000);
    change();
    expect(await visit()).toEqual({ age: 0, staleFor: 0 });
  });

  it('keeps pages 1 s while changes of other instances go unheard, drops them all when the listener is back', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const beats: string[] = [];
    let connected = true;
    const handlers: { notify?: (payload: string) => void; listen?: () => void } = {};
    const channel: Channel = {
      async listen(onNotify, onListen) {
        handlers.notify = onNotify;
        handlers.listen = onListen;
        onListen();
      },
      async notify(payload) {
        beats.push(payload);
        if (connected) handlers.notify?.(payload);
      },
      end: async () => {},
    };
    const changes = listenAcrossInstances(channel, createLogger('silent'));
    const cache = createPageCache(changes);
    const r = renderer();
    const visit = async () => text(identityOf(await cache.page('/blog', r.render)));
    try {
      expect(changes.heard()).toBe(true);
      expect(await visit()).toBe('<p>render 1</p>');
      // another instance's change arrives as a notification
      handlers.notify?.(JSON.stringify({ paths: ['/blog'] }));
      expect(await visit()).toBe('<p>render 2</p>');
      // heartbeats come back: heard, and pages live their whole lifetime
      await vi.advanceTimersByTimeAsync(10_000);
      expect(beats.length).toBe(10);
      expect(changes.heard()).toBe(true);
      expect(await visit()).toBe('<p>render 2</p>');

      // the listener's connection fails unnoticed: after DEAF_AFTER_MS unheard, pages live 1 s
      connected = false;
      await vi.advanceTimersByTimeAsync(DEAF_AFTER_MS);
      expect(changes.heard()).toBe(false);
      expect(await visit()).toBe('<p>render 3</p>');
      // (before half its lifetime: no background render)
      await vi.advanceTimersByTimeAsync(UNHEARD_PAGE_LIFETIME_MS / 2 - 1);
      expect(await visit()).toBe('<p>render 3</p>');
      await vi.advanceTimersByTimeAsync(UNHEARD_PAGE_LIFETIME_MS / 2 + 1);
      expect(await visit()).toBe('<p>render 4</p>');

      // postgres.js LISTENs again on a new connection: what was sent meanwhile is lost, every page goes
      connected = true;
      handlers.listen?.();
      expect(changes.heard()).toBe(true);
      expect(cache.peek('/blog')).toBeUndefined();
      expect(await visit()).toBe('<p>render 5</p>');
      await vi.advanceTimersByTimeAsync(5_000);
      expect(await visit()).toBe('<p>render 5</p>');
      // an unreadable notification changes nothing
      handlers.notify?.('not json');
      expect(await visit()).toBe('<p>render 5</p>');
    } finally {
      await changes.close();
    }
  });
});
