// @vitest-environment node
import { AsyncLocalStorage } from 'node:async_hooks';
import { createElement as h } from 'react';
import { preload } from 'react-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderToReadableStream } from './server-renderer';

afterEach(() => {
  vi.restoreAllMocks();
});

function Page() {
  // a resource hint made while rendering, as the hero picture does
  preload('/images/hero.svg', { as: 'image', fetchPriority: 'high' });
  return h('html', { lang: 'he', dir: 'rtl' }, h('head'), h('body', null, h('p', null, 'שלום')));
}

describe('the server renderer', () => {
  it('renders a page without entering an AsyncLocalStorage (async hooks stay off), and keeps its resource hints', async () => {
    const run = vi.spyOn(AsyncLocalStorage.prototype, 'run');
    const enterWith = vi.spyOn(AsyncLocalStorage.prototype, 'enterWith');
    const stream = await renderToReadableStream(h(Page));
    await stream.allReady;
    const html = await new Response(stream).text();
    expect(html).toContain('<p>שלום</p>');
    expect(html).toMatch(/<link rel="preload" href="\/images\/hero.svg" as="image" fetchPriority="high"\/>/);
    expect(run).not.toHaveBeenCalled();
    expect(enterWith).not.toHaveBeenCalled();
  });
});
