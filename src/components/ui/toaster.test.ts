/** The toaster (toaster.ts over toaster-store.ts): ids at once, one toast at a time, the store loaded on demand. */
import { describe, expect, it } from 'vitest';
import { loadToasterStore, subscribeToasts, toaster, toastsAsked, visibleToastCount } from './toaster';

// the calls made before now have run once a task has passed (the store's import and their turns)
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('toaster', () => {
  it('dismisses nothing, and loads nothing, while no toast was asked for', async () => {
    let told = 0;
    const stop = subscribeToasts(() => told++);
    toaster.dismiss();
    toaster.dismiss('toast:none');
    await settled();
    expect(told).toBe(0);
    expect(toastsAsked()).toBe(false);
    stop();
  });

  it('answers with the id at once and shows the newest toast, alone, once the store is there', async () => {
    let told = 0;
    const stop = subscribeToasts(() => told++);
    const first = toaster.success({ title: 'נשלח' });
    const second = toaster.error({ title: 'שגיאה', description: 'אנא נסו שוב' });
    expect(first).toMatch(/^toast:/);
    expect(second).not.toBe(first);
    // asked for, not on screen yet: the region and the contact buttons hear of it
    expect(toastsAsked()).toBe(true);
    expect(visibleToastCount()).toBe(0);
    expect(told).toBeGreaterThan(0);

    const store = await loadToasterStore();
    await settled();
    expect(store.getVisibleToasts().map((t) => [t.id, t.type, t.title])).toEqual([
      [second, 'error', 'שגיאה'],
    ]);
    expect(visibleToastCount()).toBe(1);

    const third = toaster.info({ title: 'מידע', id: 'toast:mine' });
    expect(third).toBe('toast:mine');
    await settled();
    expect(store.getVisibleToasts().map((t) => t.id)).toEqual(['toast:mine']);
    expect(store.getCount()).toBe(1);

    toaster.dismiss('toast:mine');
    await settled();
    // zag hands the dismissal to the toast's own machine (it animates out, then leaves the list)
    const mine = store.getVisibleToasts().find((t) => t.id === 'toast:mine') as
      | { message?: string }
      | undefined;
    expect(mine?.message).toBe('DISMISS');
    stop();
  });
});
