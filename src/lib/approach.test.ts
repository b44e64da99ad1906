import { afterEach, describe, expect, it, vi } from 'vitest';

/** A stand-in for the browser's IntersectionObserver: the test says when an element comes near. */
class FakeObserver {
  static all: FakeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: (entries: { isIntersecting: boolean }[]) => void,
    readonly options: { rootMargin?: string },
  ) {
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
  near(isIntersecting = true) {
    this.callback([{ isIntersecting }]);
  }
}

const element = {} as Element;

/** Idle callbacks waiting to run. */
const idle: (() => void)[] = [];

/** A fresh module (its "the visitor has acted" flag) on a fresh window. */
async function fresh() {
  vi.resetModules();
  idle.length = 0;
  const window = Object.assign(new EventTarget(), {
    requestIdleCallback: (run: () => void) => idle.push(run),
    cancelIdleCallback: () => undefined,
  });
  vi.stubGlobal('window', window);
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  FakeObserver.all = [];
  return { window, ...(await import('./approach')) };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('afterFirstIntent', () => {
  it("waits for the visitor's first touch or key, once, then answers at once", async () => {
    const { window, afterFirstIntent } = await fresh();
    const first = vi.fn();
    afterFirstIntent(first);
    window.dispatchEvent(new Event('scroll'));
    expect(first).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('touchstart'));
    window.dispatchEvent(new Event('keydown'));
    expect(first).toHaveBeenCalledTimes(1);
    const later = vi.fn();
    afterFirstIntent(later);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled', async () => {
    const { window, afterFirstIntent } = await fresh();
    const callback = vi.fn();
    afterFirstIntent(callback)();
    window.dispatchEvent(new Event('pointerdown'));
    expect(callback).not.toHaveBeenCalled();
  });
});

describe('onceNear', () => {
  it('calls back once the element is near the viewport, and stops watching', async () => {
    const { onceNear } = await fresh();
    const callback = vi.fn();
    onceNear(element, callback);
    const [observer] = FakeObserver.all;
    expect(observer?.observed).toEqual([element]);
    expect(observer?.options.rootMargin).toBe('200px 0px');
    observer?.near(false);
    expect(callback).not.toHaveBeenCalled();
    observer?.near();
    expect(callback).toHaveBeenCalledTimes(1);
    expect(observer?.disconnected).toBe(true);
  });
});

describe('onceNearAfterIntent', () => {
  it('does not watch the viewport until the visitor has acted: a button in view at load loads nothing', async () => {
    const { window, onceNearAfterIntent } = await fresh();
    const callback = vi.fn();
    onceNearAfterIntent(element, callback);
    expect(FakeObserver.all).toHaveLength(0);
    window.dispatchEvent(new Event('focusin'));
    expect(FakeObserver.all).toHaveLength(1);
    expect(callback).not.toHaveBeenCalled();
    FakeObserver.all[0]?.near();
    // then at the next idle moment, so a tap that was the first act loads its own part first
    expect(callback).not.toHaveBeenCalled();
    for (const run of idle.splice(0)) run();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('cancels whichever wait it is in', async () => {
    const { window, onceNearAfterIntent } = await fresh();
    onceNearAfterIntent(element, vi.fn())();
    window.dispatchEvent(new Event('pointerdown'));
    expect(FakeObserver.all).toHaveLength(0);
    const cancel = onceNearAfterIntent(element, vi.fn());
    expect(FakeObserver.all).toHaveLength(1); // the visitor has acted by now
    cancel();
    expect(FakeObserver.all[0]?.disconnected).toBe(true);
  });
});
