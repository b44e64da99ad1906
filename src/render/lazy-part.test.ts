import { type ComponentType, createElement as h, lazy, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { lazyPart } from './lazy-part';

function Dialog({ title }: { title: string }) {
  return h('div', { role: 'dialog' }, title);
}

/** One render pass, as the browser's first render after a click: what does the boundary show? */
const shown = (part: ComponentType<{ title: string }>) =>
  renderToString(h(Suspense, { fallback: h('p', null, 'טוען') }, h(part, { title: 'שאלה' })));

describe('lazyPart', () => {
  it('renders at once when its code was preloaded (React.lazy alone suspends even then)', async () => {
    const plain = lazy(() => Promise.resolve({ default: Dialog }));
    expect(shown(plain)).toContain('טוען');

    const { Part, preload } = lazyPart(async () => Dialog);
    await preload();
    const html = shown(Part);
    expect(html).toContain('<div role="dialog">שאלה</div>');
    expect(html).not.toContain('טוען');
  });

  it('suspends while the code is on its way, then renders it', async () => {
    let arrive: (component: typeof Dialog) => void = () => undefined;
    const load = vi.fn(() => new Promise<typeof Dialog>((resolve) => (arrive = resolve)));
    const { Part, preload } = lazyPart(load);
    expect(shown(Part)).toContain('טוען');
    arrive(Dialog);
    await preload();
    await new Promise((resolve) => setImmediate(resolve)); // React.lazy's own callbacks
    expect(shown(Part)).toContain('<div role="dialog">שאלה</div>');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads once however often it is preloaded, and asks again after a failure', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Dialog);
    const { Part, preload } = lazyPart(load);
    await expect(preload()).rejects.toThrow('offline');
    await Promise.all([preload(), preload(), preload()]);
    expect(load).toHaveBeenCalledTimes(2);
    expect(shown(Part)).toContain('<div role="dialog">שאלה</div>');
  });
});
