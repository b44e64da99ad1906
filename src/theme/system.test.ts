import { describe, expect, it } from 'vitest';
import { getSystem } from './system';

describe("the recipes' disabled look", () => {
  it('is registered: a disabled button or input is dimmed, with a not-allowed pointer', () => {
    expect(getSystem().css({ layerStyle: 'disabled' })).toEqual({ opacity: '0.5', cursor: 'not-allowed' });
  });
});
