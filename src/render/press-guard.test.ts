import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pressGuard } from './press-guard';

// the browser's window, as far as the guard uses it: its events and timers
let events: EventTarget;
beforeEach(() => {
  vi.useFakeTimers();
  events = new EventTarget();
  vi.stubGlobal('window', {
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    setTimeout,
    clearTimeout,
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
const fire = (type: string) => events.dispatchEvent(new Event(type));

describe('pressGuard', () => {
  it('swaps at once when no press is under way', () => {
    const swap = vi.fn();
    pressGuard().run(swap);
    expect(swap).toHaveBeenCalledOnce();
  });

  it('holds the swap while the pointer is down, and runs it once the click has landed', () => {
    const guard = pressGuard();
    const swap = vi.fn();
    guard.down();
    guard.run(swap);
    fire('pointerup');
    expect(swap).not.toHaveBeenCalled();
    fire('click');
    expect(swap).not.toHaveBeenCalled(); // the click's own handlers run first
    vi.advanceTimersByTime(0);
    expect(swap).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(1000);
    expect(swap).toHaveBeenCalledOnce();
  });

  it('gives up waiting for a click that never comes (a press dragged away)', () => {
    const guard = pressGuard();
    const swap = vi.fn();
    guard.down();
    guard.run(swap);
    fire('pointercancel');
    vi.advanceTimersByTime(399);
    expect(swap).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(swap).toHaveBeenCalledOnce();
    // the next swap is not held
    const later = vi.fn();
    guard.run(later);
    expect(later).toHaveBeenCalledOnce();
  });

  it('runs nothing at the end of a press when no swap was waiting', () => {
    const guard = pressGuard();
    guard.down();
    fire('pointerup');
    fire('click');
    vi.advanceTimersByTime(500);
    const swap = vi.fn();
    guard.run(swap);
    expect(swap).toHaveBeenCalledOnce();
  });
});
