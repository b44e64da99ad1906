import { describe, expect, it } from 'vitest';
import { idOfReference, travelReference } from './reference';

describe('travel references', () => {
  it('are 7 digits for the first 900,000 requests and name their id again', () => {
    expect(travelReference(1)).toMatch(/^100001\d$/);
    expect(travelReference(899_999)).toMatch(/^\d{7}$/);
    for (const id of [1, 27, 4242, 99_999, 899_999, 2_147_483_647]) {
      expect(idOfReference(travelReference(id))).toBe(id);
    }
  });

  it('accept the spaces and dashes people type', () => {
    const reference = travelReference(4242);
    expect(idOfReference(`${reference.slice(0, 3)}-${reference.slice(3)}`)).toBe(4242);
    expect(idOfReference(` ${reference.slice(0, 4)} ${reference.slice(4)} `)).toBe(4242);
  });

  it('catch any one wrong digit and any swap of neighbouring digits', () => {
    const reference = travelReference(4242);
    for (let i = 0; i < reference.length; i++) {
      for (let d = 0; d <= 9; d++) {
        const typo = `${reference.slice(0, i)}${d}${reference.slice(i + 1)}`;
        if (typo !== reference) expect(idOfReference(typo)).not.toBe(4242);
      }
      const swapped = [...reference];
      [swapped[i], swapped[i + 1]] = [swapped[i + 1] ?? '', swapped[i] ?? ''];
      if (i + 1 < reference.length && swapped.join('') !== reference)
        expect(idOfReference(swapped.join(''))).not.toBe(4242);
    }
  });

  it('are not read from other text', () => {
    for (const text of ['', 'abc1234', '123', '0000000', '1000000'])
      expect(idOfReference(text)).toBeUndefined();
  });
});
