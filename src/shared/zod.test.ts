import { describe, expect, it } from 'vitest';
import { z } from './zod';

/**
 * Every message a shared schema can put before a visitor is Hebrew: zod's own fallbacks included. The
 * walk fills each schema (and every field, nested object, array item and union branch in it) with bad
 * values and reads every issue, the branches of a failed union too (the forms show the closest branch's).
 */

const modules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], { eager: true });

const isSchema = (value: unknown): value is z.ZodType => value instanceof z.ZodType;

/** Every exported schema, and the schemas of an exported record of them (the travel form's steps). */
const schemas = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports).flatMap(([name, value]) => {
    if (isSchema(value)) return [[`${file} ${name}`, value] as const];
    if (value && typeof value === 'object' && !Array.isArray(value))
      return Object.entries(value)
        .filter(([, inner]) => isSchema(inner))
        .map(([key, inner]) => [`${file} ${name}[${key}]`, inner as z.ZodType] as const);
    return [];
  }),
);

const badLeaves: readonly unknown[] = [
  undefined,
  null,
  '',
  ' ',
  'x',
  'abc',
  'א'.repeat(200_001),
  '2024-13-45',
  '1985-02-30',
  '1800-01-01',
  '30.02.1985',
  '31/12/2024',
  '<script>',
  0,
  -1,
  1.5,
  1e15,
  Number.NaN,
  true,
  [],
  {},
];

/** The schema's shape filled with `leaf` at every leaf; `branch` picks which option of a union. */
function fill(schema: z.ZodType, leaf: unknown, branch: number, depth = 0): unknown {
  if (depth > 12) return leaf;
  const def = (schema as z.ZodType & { def: Record<string, unknown> }).def;
  const inner = (key: string) => fill(def[key] as z.ZodType, leaf, branch, depth + 1);
  switch (def.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(def.shape as Record<string, z.ZodType>).map(([key, field]) => [
          key,
          fill(field, leaf, branch, depth + 1),
        ]),
      );
    case 'array':
      return [inner('element'), inner('element')];
    case 'union': {
      const options = def.options as z.ZodType[];
      return fill(options[branch % options.length] as z.ZodType, leaf, branch, depth + 1);
    }
    case 'intersection':
      return { ...(inner('left') as object), ...(inner('right') as object) };
    case 'pipe':
      return inner('in');
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      return inner('innerType');
    default:
      return leaf;
  }
}

/** Every message of a failed parse, the messages inside a union's branches too. */
function messagesOf(issues: readonly z.core.$ZodIssue[]): string[] {
  return issues.flatMap((issue) => [
    issue.message,
    ...(issue.code === 'invalid_union' ? issue.errors.flatMap(messagesOf) : []),
  ]);
}

const HEBREW = /[\u05d0-\u05ea]/;

describe('the shared schemas', () => {
  it('are found (the walk covers them)', () => {
    expect(schemas.length).toBeGreaterThan(40);
  });

  it.each(schemas)('%s answers bad values in Hebrew only', (_name, schema) => {
    const english = new Set<string>();
    for (const leaf of badLeaves) {
      for (const input of [leaf, fill(schema, leaf, 0), fill(schema, leaf, 1)]) {
        const result = schema.safeParse(input);
        if (result.success) continue;
        for (const message of messagesOf(result.error.issues))
          if (!HEBREW.test(message)) english.add(message);
      }
    }
    expect([...english]).toEqual([]);
  });
});

describe("zod's fallbacks", () => {
  it('are Hebrew for a schema without messages of its own', () => {
    const bare = z.object({
      name: z.string().min(2).max(5),
      email: z.email(),
      count: z.number().int().min(1).max(3),
      tags: z.array(z.string()).min(1).max(2),
      kind: z.enum(['a', 'b']),
      when: z.iso.date(),
    });
    for (const input of [
      null,
      {},
      { name: 'a', email: 'x', count: 0, tags: [], kind: 'c', when: '2024-02-30' },
      { name: 'abcdef', email: 1, count: 4.5, tags: ['a', 'b', 'c'], kind: 1, when: 'x' },
    ]) {
      const result = bare.safeParse(input);
      expect(result.success).toBe(false);
      for (const message of messagesOf(result.error?.issues ?? [])) expect(message).toMatch(HEBREW);
    }
  });
});
