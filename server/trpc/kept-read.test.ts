import { describe, expect, it } from 'vitest';
import { z } from '../../src/shared/zod';
import { jsonBytes } from '../kept-reads';
import { keptOutput } from './kept-read';

describe('keptOutput', () => {
  const output = keptOutput(z.object({ title: z.string() }));

  it('checks a kept (frozen) answer once and gives the same checked copy, whose bytes are made once', () => {
    const kept = Object.freeze({ title: 'שלום', internal: 'not sent' });
    const first = output.parse(kept);
    expect(first).toEqual({ title: 'שלום' });
    expect(Object.isFrozen(first)).toBe(true);
    expect(output.parse(kept)).toBe(first);
    expect(jsonBytes(output.parse(kept))).toBe(jsonBytes(first));
  });

  it('checks every answer that is not kept, and refuses a wrong one', () => {
    const fresh = { title: 'a' };
    expect(output.parse(fresh)).not.toBe(output.parse(fresh));
    expect(() => output.parse(Object.freeze({ title: 1 }))).toThrow();
    expect(() => output.parse({ title: 1 })).toThrow();
  });
});
