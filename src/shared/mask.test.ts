import { describe, expect, it } from 'vitest';
import { maskNumber } from './mask';

describe('maskNumber', () => {
  it.each([
    ['123456789', '******789'],
    ['AB1234567', '******567'],
    ['012', '012'],
    ['12', '12'],
    ['', ''],
  ])('%j → %j', (value, masked) => {
    expect(maskNumber(value)).toBe(masked);
  });
});
