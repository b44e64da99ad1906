/** The toaster facade (toaster.ts): ids at once, calls queued until the store's module is there. */
import { describe, expect, it } from 'vitest';
import { loadToasterStore, subscribeToasts, toastCount, toaster, visibleToastCount } from './toaster';

describe('toaster before and after its store loads', () => {
  it('dismisses nothing, and loads nothing, while no toast was asked for', () => {
    let told = 0;
    const stop = subscribeToasts(() => told++);
    toaster.dismiss();
    toaster.dismiss('toast:none');
    expect(told).toBe(0);
    expect(toastCount()).toBe(0);
    stop();
  });

  it('answers with the id at once and shows the toast under it once the store is there', async () => {
    let told = 0;
    const stop = subscribeToasts(() => told++);
    const first = toaster.success({ title: 'נשלח' });
    const second = toaster.error({ title: 'שגיאה', description: 'אנא נסו שוב' });
    expect(first).toMatch(/^toast:/);
    expect(second).not.toBe(first);
    // asked for, not on screen: the region and the contact buttons hear of it
    expect(toastCount()).toBe(2);
    expect(visibleToastCount()).toBe(0);
    expect(told).toBeGreaterThan(0);

    const store = await loadToasterStore();
    // the calls ran in order: one toast at a time, the newest, closable, with its variant
    const shown = store.getVisibleToasts();
    expect(shown.map((t) => [t.id, t.type, t.closable])).toEqual([[second, 'error', true]]);
    expect(visibleToastCount()).toBe(1);

    const third = toaster.info({ title: 'מידע', id: 'toast:mine' });
    expect(third).toBe('toast:mine');
    expect(store.getVisibleToasts().map((t) => t.id)).toEqual(['toast:mine']);
    toaster.dismiss('toast:mine');
    // zag hands the dismissal to the toast's own machine (it animates out, then leaves the list)
    const mine = store.getVisibleToasts().find((t) => t.id === 'toast:mine') as
      | { message?: string }
      | undefined;
    expect(mine?.message).toBe('DISMISS');
    stop();
  });
});
