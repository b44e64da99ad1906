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

  it('holds a bounded number of pages, dropping the oldest', () => {
    const cache = new PageCache(60_000, 2);
    cache.set('/a', 'a', 200);
    cache.set('/b', 'b', 200);
    cache.set('/c', 'c', 200);
    expect(cache.get('/a', 'n')).toBeUndefined();
    expect(cache.get('/c', 'n')?.html).toBe('c');
  });
});
