import { describe, expect, it } from 'vitest';
import { createContentChanges } from './content-changes';
import { jsonBytes, keptReadsOf, ReadCache } from './kept-reads';
import { PAGE_LIFETIME_MS, UNHEARD_PAGE_LIFETIME_MS } from './pages/page-cache';

/** A read that counts its calls and answers `value()` at the time it is made. */
function counted<T>(value: () => T) {
  const read = async () => {
    read.calls++;
    return value();
  };
  read.calls = 0;
  return read;
}

/** A read that answers only when `finish` is called. */
function held<T>(value: T) {
  let finish = () => {};
  const answer = new Promise<T>((resolve) => {
    finish = () => resolve(value);
  });
  return { read: () => answer, finish: () => finish() };
}

describe('ReadCache', () => {
  it('reads a key once and gives every later caller the same answer', async () => {
    const cache = new ReadCache();
    const read = counted(() => ({ items: [1, 2] }));
    const first = await cache.read('list', '/blog', read);
    expect(await cache.read('list', '/blog', read)).toBe(first);
    expect(read.calls).toBe(1);
    await cache.read('other', '/blog', read);
    expect(read.calls).toBe(2);
  });

  it('lets concurrent misses of one key wait for one read', async () => {
    const cache = new ReadCache();
    let calls = 0;
    const slow = held('answer');
    const read = () => {
      calls++;
      return slow.read();
    };
    const answers = Promise.all([cache.read('k', '/blog', read), cache.read('k', '/blog', read)]);
    slow.finish();
    expect(await answers).toEqual(['answer', 'answer']);
    expect(calls).toBe(1);
  });

  it('keeps no failed read: the next caller reads again', async () => {
    const cache = new ReadCache();
    let fail = true;
    const read = counted(() => {
      if (fail) throw new Error('not found');
      return 'found';
    });
    await expect(cache.read('k', '/blog/x', read)).rejects.toThrow('not found');
    fail = false;
    expect(await cache.read('k', '/blog/x', read)).toBe('found');
    expect(read.calls).toBe(2);
  });

  it('keeps no null answer (nothing there): the next caller reads again', async () => {
    const cache = new ReadCache();
    const read = counted(() => null);
    expect(await cache.read('post nope', '/blog/nope', read)).toBeNull();
    await cache.read('post nope', '/blog/nope', read);
    expect(read.calls).toBe(2);
  });

  it('drops what a change covers, and only that', async () => {
    const cache = new ReadCache();
    let version = 1;
    const read = counted(() => version);
    await cache.read('post a', '/blog/a', read);
    await cache.read('about', '/about', read);
    version = 2;
    cache.invalidate(['/blog']);
    expect(await cache.read('post a', '/blog/a', read)).toBe(2);
    expect(await cache.read('about', '/about', read)).toBe(1);
    // '/' covers every path
    cache.invalidate(['/']);
    expect(await cache.read('about', '/about', read)).toBe(2);
    // a sibling path is not below another
    await cache.read('post ab', '/blog/ab', read);
    version = 3;
    cache.invalidate(['/blog/a']);
    expect(await cache.read('post ab', '/blog/ab', read)).toBe(2);
  });

  it('keeps no read that a change overtook, and sends later callers to a new read', async () => {
    const cache = new ReadCache();
    const old = held('old');
    const before = cache.read('list', '/blog', old.read);
    cache.invalidate(['/blog']);
    // the read under way is no longer joined
    const after = cache.read('list', '/blog', async () => 'new');
    old.finish();
    expect(await before).toBe('old');
    expect(await after).toBe('new');
    expect(await cache.read('list', '/blog', async () => 'unused')).toBe('new');
  });

  it('keeps no read under way when a change to another path came, and its callers still get it', async () => {
    const cache = new ReadCache();
    const old = held('old');
    const before = cache.read('list', '/blog', old.read);
    cache.invalidate(['/about']);
    const joined = cache.read('list', '/blog', async () => 'unused');
    old.finish();
    expect(await before).toBe('old');
    expect(await joined).toBe('old');
    expect(await cache.read('list', '/blog', async () => 'new')).toBe('new');
  });

  it('gives no answer once its lifetime has passed since its read began', async () => {
    let now = 1_000_000;
    let lifetime = PAGE_LIFETIME_MS;
    const cache = new ReadCache(
      () => lifetime,
      1024 * 1024,
      () => now,
    );
    const read = counted(() => now);
    await cache.read('k', '/blog', read);
    now += PAGE_LIFETIME_MS - 1;
    await cache.read('k', '/blog', read);
    expect(read.calls).toBe(1);
    now += 1;
    await cache.read('k', '/blog', read);
    expect(read.calls).toBe(2);
    // while changes may go unheard, an answer lives briefly
    lifetime = UNHEARD_PAGE_LIFETIME_MS;
    now += UNHEARD_PAGE_LIFETIME_MS;
    await cache.read('k', '/blog', read);
    expect(read.calls).toBe(3);
  });

  it('is bounded: past its bytes the answers used longest ago go first', async () => {
    const cache = new ReadCache(undefined, 14_000);
    const big = 'א'.repeat(1_000);
    const read = counted(() => big);
    for (const key of ['a', 'b', 'c', 'd']) await cache.read(key, '/blog', read);
    expect(cache.size.entries).toBe(4);
    // 'a' used again: 'b' is now the one used longest ago
    await cache.read('a', '/blog', read);
    for (const key of ['e', 'f']) await cache.read(key, '/blog', read);
    expect(cache.size.bytes).toBeLessThanOrEqual(14_000);
    expect(cache.size.entries).toBe(4);
    const calls = read.calls;
    await cache.read('a', '/blog', read);
    expect(read.calls).toBe(calls);
    await cache.read('b', '/blog', read);
    expect(read.calls).toBe(calls + 1);
    // an answer larger than the whole cache is given, never kept
    const huge = await cache.read('huge', '/blog', async () => 'x'.repeat(20_000));
    expect(huge).toHaveLength(20_000);
    expect(cache.size.bytes).toBeLessThanOrEqual(14_000);
    expect(cache.size.entries).toBeLessThanOrEqual(4);
  });
});

describe('kept answers', () => {
  it('are frozen through and through, and their JSON bytes made once', async () => {
    const cache = new ReadCache();
    const answer = await cache.read('k', '/blog', async () => ({
      items: [{ title: 'שלום', at: new Date(0) }],
      total: 1,
    }));
    expect(() => {
      answer.total = 2;
    }).toThrow(TypeError);
    expect(() => answer.items.push({ title: 'x', at: new Date(0) })).toThrow(TypeError);
    expect(() => {
      (answer.items[0] as { title: string }).title = 'x';
    }).toThrow(TypeError);
    const bytes = jsonBytes(answer.items);
    expect(new TextDecoder().decode(bytes)).toBe(JSON.stringify(answer.items));
    expect(jsonBytes(answer.items)).toBe(bytes);
  });

  it('leave answers that were not kept as they are, and their JSON made anew', async () => {
    const cache = new ReadCache();
    const failed = held({ n: 1 });
    const read = cache.read('k', '/blog', failed.read);
    cache.invalidate(['/']);
    failed.finish();
    const answer = await read;
    const first = jsonBytes(answer);
    answer.n = 2;
    expect(new TextDecoder().decode(jsonBytes(answer))).toBe('{"n":2}');
    expect(jsonBytes(answer)).not.toBe(first);
  });
});

describe('keptReadsOf', () => {
  it('is one cache per app, fed by its content changes', async () => {
    const changes = createContentChanges();
    const cache = keptReadsOf(changes);
    expect(keptReadsOf(changes)).toBe(cache);
    expect(keptReadsOf(createContentChanges())).not.toBe(cache);
    let version = 1;
    const read = async () => version;
    await cache.read('k', '/blog/x', read);
    version = 2;
    changes.notify(['/about']);
    expect(await cache.read('k', '/blog/x', read)).toBe(1);
    changes.notify(['/blog']);
    expect(await cache.read('k', '/blog/x', read)).toBe(2);
  });

  it('keeps answers briefly while changes of other instances may go unheard', async () => {
    const changes = { ...createContentChanges(), heard: () => false };
    const cache = keptReadsOf(changes);
    let version = 1;
    const read = async () => version;
    await cache.read('k', '/blog', read);
    version = 2;
    expect(await cache.read('k', '/blog', read)).toBe(1);
    await new Promise((r) => setTimeout(r, UNHEARD_PAGE_LIFETIME_MS + 50));
    expect(await cache.read('k', '/blog', read)).toBe(2);
  });
});
