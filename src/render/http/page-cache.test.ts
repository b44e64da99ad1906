import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageCache } from './page-cache';

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
