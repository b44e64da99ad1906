// @vitest-environment node
import { hydrate } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { dehydratePage } from './page-state';

afterEach(() => {
  vi.useRealTimers();
});

async function renderAt(time: number) {
  vi.useFakeTimers({ now: time, toFake: ['Date'] });
  const client = createQueryClient();
  await client.prefetchQuery({ queryKey: ['content', 'home'], queryFn: () => ({ title: 'שלום' }) });
  const state = dehydratePage(client);
  vi.useRealTimers();
  return state;
}

describe("a page's dehydrated answers", () => {
  it('are the same bytes whenever the page is rendered', async () => {
    const first = await renderAt(Date.UTC(2026, 10, 28, 10, 0, 0));
    const later = await renderAt(Date.UTC(2026, 10, 28, 10, 0, 29));
    expect(JSON.stringify(later)).toBe(JSON.stringify(first));
    expect(first.queries).toHaveLength(1);
  });

  it('hydrate into a browser cache that holds them as fresh, not to be fetched again', async () => {
    const browser = createQueryClient();
    hydrate(browser, await renderAt(Date.UTC(2026, 10, 28, 10, 0, 0)));
    expect(browser.getQueryData(['content', 'home'])).toEqual({ title: 'שלום' });
    expect(
      browser
        .getQueryCache()
        .find({ queryKey: ['content', 'home'] })
        ?.isStale(),
    ).toBe(false);
  });
});
