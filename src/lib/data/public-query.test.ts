/**
 * usePublicQuery's reading of the page's state (src/lib/data/public-query.ts) and its fetch through the
 * data layer when the state has no answer (src/lib/data/public-fetch.ts).
 */
import { dehydrate, hashKey } from '@tanstack/react-query';
import { createTRPCQueryUtils } from '@trpc/react-query';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import superjson from 'superjson';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { type DataHolder, SiteProvider } from '@/lib/site-context';
import { createTrpcClient } from '@/lib/trpc';
import { observePublicQuery } from './public-fetch';
import { hashQueryKey, publicQueryKey, readPrefetched, usePublicQuery } from './public-query';
import { readState, type SerializedState, unreadableMarks } from './read-state';

const createdAt = new Date('2026-03-04T05:06:07.000Z');
const post = { slug: 'a', title: 'מאמר', createdAt };
const list = { items: [post], total: 1, page: 2, pageSize: 9 };

/** The server's side: tRPC's own keys (as its helpers set them), dehydrated and serialized like the page's state. */
function serverState() {
  const queryClient = createQueryClient();
  const utils = createTRPCQueryUtils({ queryClient, client: createTrpcClient() });
  utils.blog.list.setData({ page: 2, category: 'travel' }, list as never);
  utils.blog.categories.setData(undefined, [{ slug: 'travel', name: 'נסיעות', posts: 1 }] as never);
  utils.blog.post.setData({ slug: 'gone' }, null as never);
  return { queryClient, state: superjson.serialize(dehydrate(queryClient)) };
}

/** What a page sees in its first render: loading, not found, the first card's date, the marked post. */
function Probe() {
  const { data, isLoading, notFound } = usePublicQuery('blog.list', { page: 2, category: 'travel' });
  const gone = usePublicQuery('blog.post', { slug: 'gone' });
  const date = data?.items[0]?.createdAt;
  return `${isLoading}|${notFound}|${date instanceof Date ? date.toISOString() : 'none'}|${gone.notFound}`;
}

const read = (holder: DataHolder, path: string, input?: unknown) =>
  readPrefetched(holder, hashQueryKey(publicQueryKey(path, input)));

describe('the key hash', () => {
  // written again to keep react-query out of the first load: it must stay react-query's own hash, or a
  // page's state would never be found (every prefetched page would fetch its data again)
  it('is react-query’s hashKey for the keys the pages use', () => {
    const keys = [
      publicQueryKey('blog.list', undefined),
      publicQueryKey('blog.list', { page: 2, q: 'ביטוח', category: 'travel' }),
      publicQueryKey('blog.post', { slug: 'travel-insurance-checklist' }),
      publicQueryKey('content.product', { group: 'private', slug: 'health' }),
      [['x'], { input: { nested: { b: [1, { d: null, c: true }], a: 'א' } }, type: 'query' }],
    ];
    for (const key of keys) expect(hashQueryKey(key)).toBe(hashKey(key));
  });
});

describe('reading the page state', () => {
  it('finds an answer under tRPC’s key whatever the order of the input’s fields, with dates as Date', () => {
    const holder: DataHolder = { state: serverState().state };
    const found = read(holder, 'blog.list', { category: 'travel', page: 2 });
    expect(found).toEqual({ data: list });
    expect((found?.data as typeof list | undefined)?.items[0]?.createdAt).toBeInstanceOf(Date);
    expect(read(holder, 'blog.categories')?.data).toEqual([{ slug: 'travel', name: 'נסיעות', posts: 1 }]);
    // the server's not-found mark is an answer: null
    expect(read(holder, 'blog.post', { slug: 'gone' })).toEqual({ data: null });
  });

  it('has no answer for another input, another procedure, or a page without state', () => {
    const holder: DataHolder = { state: serverState().state };
    expect(read(holder, 'blog.list', { category: 'travel', page: 3 })).toBeUndefined();
    expect(read(holder, 'blog.list', { category: 'travel', page: 2, q: 'x' })).toBeUndefined();
    expect(read(holder, 'blog.list', { page: 2 })).toBeUndefined();
    expect(read(holder, 'blog.category', { slug: 'travel' })).toBeUndefined();
    expect(read({}, 'blog.categories')).toBeUndefined();
  });

  it('reads the runtime’s cache when there is one (the server render’s own)', () => {
    const { queryClient } = serverState();
    const holder: DataHolder = { runtime: { queryClient, trpcClient: createTrpcClient() } };
    expect(read(holder, 'blog.list', { page: 2, category: 'travel' })).toEqual({ data: list });
  });

  it('renders the answer in the first render, as hydration needs it', () => {
    const html = renderToString(
      createElement(
        SiteProvider,
        // children come as createElement's third argument
        { value: { publicUrl: '', nonce: '', data: { state: serverState().state } } } as never,
        createElement(Probe),
      ),
    );
    expect(html).toBe(`false|false|${createdAt.toISOString()}|true`);
  });
});

describe('an answer the state lacks', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is fetched through the page load’s runtime, under tRPC’s key, and then read from its cache', async () => {
    const urls: string[] = [];
    vi.stubGlobal('fetch', (input: string) => {
      urls.push(input);
      const body = [{ result: { data: superjson.serialize(list) } }];
      return Promise.resolve(Response.json(body));
    });
    const holder: DataHolder = { state: serverState().state };
    const input = { page: 3, category: 'travel' };
    expect(read(holder, 'blog.list', input)).toBeUndefined();

    const results: unknown[] = [];
    const done = new Promise<void>((resolve) => {
      const { stop } = observePublicQuery(
        holder,
        'blog.list',
        input,
        (query) => {
          results.push(query.status);
          if (query.status === 'success') {
            stop?.();
            resolve();
          }
        },
        false,
      );
    });
    await done;
    expect(results[0]).toBe('pending');
    expect(results.at(-1)).toBe('success');
    expect(urls).toHaveLength(1);
    expect(urls[0]).toMatch(/^\/trpc\/blog\.list\?batch=1&input=/);
    // the one runtime of the page load: hydrated with the state, holding the new answer too
    const found = read(holder, 'blog.list', input);
    expect((found?.data as typeof list | undefined)?.items[0]?.createdAt).toBeInstanceOf(Date);
    const utils = createTRPCQueryUtils({
      queryClient: holder.runtime?.queryClient ?? createQueryClient(),
      client: createTrpcClient(),
    });
    expect(utils.blog.list.getData(input)).toEqual(list);
    expect(utils.blog.list.getData({ page: 2, category: 'travel' })).toEqual(list);
  });

  it('reports a NOT_FOUND answer as an error the page shows as not found, without retrying', async () => {
    let calls = 0;
    vi.stubGlobal('fetch', () => {
      calls += 1;
      const error = { message: 'לא נמצא', code: -32004, data: { code: 'NOT_FOUND', httpStatus: 404 } };
      return Promise.resolve(Response.json([{ error: superjson.serialize(error) }], { status: 404 }));
    });
    const holder: DataHolder = {};
    const error = await new Promise<unknown>((resolve) => {
      observePublicQuery(
        holder,
        'blog.post',
        { slug: 'nope' },
        (query) => query.status === 'error' && resolve(query.error),
        false,
      );
    });
    expect((error as { data?: { code?: string } }).data?.code).toBe('NOT_FOUND');
    expect(calls).toBe(1);
  });
});

describe('reading the state without superjson (read-state.ts)', () => {
  const shared = { id: 1, at: new Date('2026-01-02T03:04:05.000Z') };
  const values: Record<string, unknown> = {
    'the real state': dehydrate(serverState().queryClient),
    'dates deep in arrays and objects': {
      a: [{ d: createdAt, n: null }, { d: new Date(0) }],
      top: createdAt,
    },
    'keys with dots and backslashes': { 'a.b': { 'c\\d': createdAt, 'e.': [createdAt] } },
    'undefined, NaN, -0, Infinity and bigint': { u: undefined, n: Number.NaN, z: -0, i: -Infinity, b: 12n },
    'a date at the root': createdAt,
    'an error with a cause (a failed fetch in a query)': {
      error: Object.assign(new Error('gone', { cause: { code: 'NOT_FOUND' } }), { name: 'TRPCClientError' }),
    },
    'the same object twice': { first: shared, again: shared, list: [shared] },
    'plain JSON': { a: 1, b: ['x', true, null], c: { d: 'ש' } },
  };
  for (const [name, value] of Object.entries(values)) {
    it(`reads ${name} as superjson does`, () => {
      const serialized = superjson.serialize(value) as SerializedState;
      expect(unreadableMarks(serialized)).toEqual([]);
      const read = readState(serialized);
      expect(read).toEqual(superjson.deserialize(serialized as never));
      if (name === 'the same object twice') {
        const r = read as { first: unknown; again: unknown; list: unknown[] };
        expect(r.again).toBe(r.first);
        expect(r.list[0]).toBe(r.first);
      }
    });
  }

  it('leaves the serialized state as it was (the data layer reads it again later)', () => {
    const serialized = superjson.serialize({ d: createdAt }) as SerializedState;
    const before = JSON.stringify(serialized);
    readState(serialized);
    expect(JSON.stringify(serialized)).toBe(before);
  });

  it('names what it cannot read, and refuses to read it (the server fails such a page)', () => {
    const serialized = superjson.serialize({ m: new Map([['a', 1]]), s: new Set([1]), d: createdAt });
    expect(unreadableMarks(serialized as SerializedState).sort()).toEqual(['"map"', '"set"']);
    expect(() => readState(serialized as SerializedState)).toThrow(/cannot read: .*map/);
  });
});
