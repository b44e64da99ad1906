import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { START_APP_MAX_WAIT_MS, startApp } from './start-app';

interface FakeElement {
  tag: string;
  rel?: string;
  href?: string;
  type?: string;
  src?: string;
}

interface PageOptions {
  hidden?: boolean;
  /** the hero image, if the page has one */
  hero?: { complete: boolean; decode: () => Promise<void> };
}

/** A page as little as startApp needs, in a fresh V8 context: nothing of this module is reachable from it. */
function fakePage({ hidden = false, hero }: PageOptions = {}) {
  const appended: FakeElement[] = [];
  const timers: { callback: () => void; ms: number }[] = [];
  let paintObserver:
    | ((list: { getEntries: () => { name: string }[] }, observer: unknown) => void)
    | undefined;
  class FakePerformanceObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    constructor(callback: typeof paintObserver) {
      paintObserver = callback;
    }
    observe() {}
    disconnect() {
      paintObserver = undefined;
    }
  }
  const context = vm.createContext({
    document: {
      visibilityState: hidden ? 'hidden' : 'visible',
      body: { append: (element: FakeElement) => appended.push(element) },
      createElement: (tag: string): FakeElement => ({ tag }),
      querySelector: (selector: string) => (selector === 'img[fetchpriority="high"]' ? (hero ?? null) : null),
    },
    PerformanceObserver: FakePerformanceObserver,
    setTimeout: (callback: () => void, ms: number) => timers.push({ callback, ms }),
  });
  const args = JSON.stringify([
    '/assets/entry.js',
    ['/assets/app.js', '/assets/page.js'],
    START_APP_MAX_WAIT_MS,
  ]);
  // exactly what the server writes into the page (src/render/entry-server.tsx)
  vm.runInContext(`(${startApp.toString()})(...${args})`, context);
  return {
    appended,
    timers,
    paint: () =>
      paintObserver?.(
        { getEntries: () => [{ name: 'first-contentful-paint' }] },
        new FakePerformanceObserver(undefined),
      ),
  };
}

const started = (appended: FakeElement[]) =>
  appended.map((e) => (e.tag === 'script' ? `script ${e.type} ${e.src}` : `${e.tag} ${e.rel} ${e.href}`));

const APP = [
  'link modulepreload /assets/app.js',
  'link modulepreload /assets/page.js',
  'script module /assets/entry.js',
];

describe('startApp (serialized into every page)', () => {
  it('runs from its source text alone and loads the app at the first paint', () => {
    const page = fakePage();
    expect(page.appended).toEqual([]);
    page.paint();
    expect(started(page.appended)).toEqual(APP);
  });

  it('waits for the hero image to be decoded', async () => {
    let decoded = () => {};
    const page = fakePage({
      hero: { complete: false, decode: () => new Promise<void>((resolve) => (decoded = resolve)) },
    });
    page.paint();
    await Promise.resolve();
    expect(page.appended).toEqual([]);
    decoded();
    await new Promise((resolve) => setImmediate(resolve));
    expect(started(page.appended)).toEqual(APP);
  });

  it(`starts anyway after ${START_APP_MAX_WAIT_MS} ms when the hero never decodes, and only once`, () => {
    const page = fakePage({ hero: { complete: false, decode: () => new Promise<void>(() => {}) } });
    page.paint();
    expect(page.timers.map((t) => t.ms)).toEqual([START_APP_MAX_WAIT_MS]);
    for (const timer of page.timers) timer.callback();
    for (const timer of page.timers) timer.callback();
    expect(started(page.appended)).toEqual(APP);
  });

  it('starts at once in a background tab, with no timer', () => {
    const page = fakePage({ hidden: true });
    expect(started(page.appended)).toEqual(APP);
    expect(page.timers).toEqual([]);
  });
});
