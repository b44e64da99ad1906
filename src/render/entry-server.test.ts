import { describe, expect, it } from 'vitest';
import { render } from './entry-server';

const request = (url: string) => ({
  url,
  nonce: 'n0nce',
  publicUrl: 'https://agency.example',
  assets: () => ({ entry: '/assets/entry.js', preload: [] }),
  createHelpers: () => Promise.reject(new Error('this page prefetches nothing')),
});

describe('server render', () => {
  // a kept page's ETag is the hash of its HTML: a first render unlike the later ones would change the
  // ETag of every page once after each start (and every browser and proxy would fetch it again)
  it('renders a page the first time exactly as every later time', async () => {
    const first = await render(request('/contact'));
    const second = await render(request('/contact'));
    expect(first.status).toBe(200);
    expect(first.html).toContain('data-ssr-emotion');
    expect(second.html).toBe(first.html);
  });
});
