import { afterEach, describe, expect, it, vi } from 'vitest';
import { createContentChanges } from '../../../server/content-changes';
import { createPageCache, PageCache } from './page-cache';

describe('PageCache', () => {
  afterEach(() => vi.useRealTimers());

  it('gives every answer its own nonce in place of the placeholder', () => {
    const cache = new PageCache();
    const html = `<script nonce="${cache.placeholder}"></script><style nonce="${cache.placeholder}"></style>`;
    cache.set('/', html, 200);
    const first = cache.get('/', 'nonce-one');
    const second = cache.get('/', 'nonce-two');
    expect(first?.html).toBe('<script nonce="nonce-one"></script><style nonce="nonce-one"></style>');
    expect(second?.html).toBe('<script nonce="nonce-two"></script><style nonce="nonce-two"></style>');
    expect(second?.html).not.toContain(cache.placeholder);
  });

  it('keeps the status and forgets pages after their time', () => {
    vi.useFakeTimers();
    const cache = new PageCache(1000);
    cache.set('/missing', '<p>404</p>', 404);
    expect(cache.get('/missing', 'n')?.status).toBe(404);
    vi.advanceTimersByTime(1001);
    expect(cache.get('/missing', 'n')).toBeUndefined();
  });

  it('holds pages up to a memory budget, dropping the oldest', () => {
    const page = (c: string) => c.repeat(100); // 200 bytes
    const cache = new PageCache(60_000, 500);
    cache.set('/a', page('a'), 200);
    cache.set('/b', page('b'), 200);
    cache.set('/c', page('c'), 200);
    expect(cache.get('/a', 'n')).toBeUndefined();
    expect(cache.get('/b', 'n')?.html).toBe(page('b'));
    expect(cache.get('/c', 'n')?.html).toBe(page('c'));
    // a page kept again replaces its entry instead of counting twice
    cache.set('/c', page('C'), 200);
    expect(cache.get('/b', 'n')?.html).toBe(page('b'));
    // a page larger than the whole budget is not kept, and drops nothing
    cache.set('/huge', page('h').repeat(3), 200);
    expect(cache.get('/huge', 'n')).toBeUndefined();
    expect(cache.get('/b', 'n')).toBeDefined();
  });
});

describe('PageCache.invalidate', () => {
  it('drops the pages under the given paths, with their query strings, and keeps the rest', () => {
    const cache = new PageCache();
    for (const key of [
      '/blog',
      '/blog?page=2',
      '/blog/a-post',
      '/blog/category/x?page=3',
      '/blogger',
      '/',
      '/about',
    ])
      cache.set(key, key, 200);
    cache.invalidate(['/blog']);
    for (const key of ['/blog', '/blog?page=2', '/blog/a-post', '/blog/category/x?page=3'])
      expect(cache.get(key, 'n'), key).toBeUndefined();
    for (const key of ['/blogger', '/', '/about']) expect(cache.get(key, 'n')?.html, key).toBe(key);
  });

  it('follows the content changes it is created with', () => {
    const changes = createContentChanges();
    const cache = createPageCache(changes);
    cache.set('/blog/one', 'one', 200);
    cache.set('/blog/two', 'two', 200);
    changes.notify(['/blog/one']);
    expect(cache.get('/blog/one', 'n')).toBeUndefined();
    expect(cache.get('/blog/two', 'n')?.html).toBe('two');
  });
});

describe('PageCache generations', () => {
  it('does not keep a page whose render began before an invalidation', () => {
    const cache = new PageCache();
    const since = cache.generation;
    cache.invalidate(['/blog']);
    cache.set('/blog', 'rendered from the old content', 200, since);
    expect(cache.get('/blog', 'n')).toBeUndefined();
    cache.set('/blog', 'fresh', 200, cache.generation);
    expect(cache.get('/blog', 'n')?.html).toBe('fresh');
  });
});
