import { createSystem } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { getSystem, mergeSiteConfig } from './system';

// the browser builds the design system in two tasks (src/render/entry-client.tsx): the configs merged,
// then the system built from the merged config
describe('the design system, merged then built', () => {
  it('is built from the merged config as it is, not merged a second time (patches/)', () => {
    expect(getSystem()._config).toBe(mergeSiteConfig());
  });

  it('gives the same tokens and styles as a system that merges the config itself', () => {
    // a plain copy lacks the (non-enumerable) mark, so createSystem merges it as usual
    const merging = createSystem({ ...mergeSiteConfig() });
    const system = getSystem();
    expect(system._config).not.toBe(merging._config);
    expect(system.getTokenCss()).toEqual(merging.getTokenCss());
    for (const style of [
      { color: 'brand.fg', bg: 'bg.subtle', p: '4', borderRadius: 'l2' },
      { fontSize: { base: 'md', md: 'xl' }, _hover: { bg: 'brand.solid' }, maxW: '7xl' },
      { textStyle: 'sm', gap: '2', width: 'full', zIndex: 'overlay' },
    ])
      expect(system.css(style)).toEqual(merging.css(style));
  });
});

describe("the recipes' disabled look", () => {
  it('is registered: a disabled button or input is dimmed, with a not-allowed pointer', () => {
    expect(getSystem().css({ layerStyle: 'disabled' })).toEqual({ opacity: '0.5', cursor: 'not-allowed' });
  });
});
