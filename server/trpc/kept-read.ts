/**
 * `.query(keptRead(pathOf, resolver))`: the resolver's answers are kept in memory per content version
 * (server/kept-reads.ts), keyed by the procedure and its parsed input, and dropped when a content change
 * covers `pathOf(input)`, the site path whose content the answer shows. Only for public reads that answer
 * every visitor alike; both doors (/trpc, /api) and the page renders go through it. A failed read (a
 * 404, an outage) is not kept.
 */
import type { z } from '../../src/shared/zod';
import { deepFreeze, keptReadsOf } from '../kept-reads';
import type { Context } from './init';

interface ResolverOptions<Input> {
  ctx: Context;
  input: Input;
  /** the procedure's path, e.g. 'blog.list' */
  path: string;
}

export function keptRead<Input, Output>(
  pathOf: (input: Input) => string,
  resolve: (options: ResolverOptions<Input>) => Promise<Output>,
) {
  return (options: ResolverOptions<Input>): Promise<Output> =>
    keptReadsOf(options.ctx.deps.contentChanges).read(
      `${options.path} ${JSON.stringify(options.input) ?? ''}`,
      pathOf(options.input),
      () => resolve(options),
    );
}

/** A kept read's output check: what `.output()` takes, and the schema the OpenAPI document shows. */
export interface KeptOutput<S extends z.ZodType> {
  schema: S;
  parse(value: unknown): z.output<S>;
}

/**
 * `.output(keptOutput(schema))` on a kept read: a kept answer (frozen, so it never changes) is checked
 * against `schema` once, and that checked copy, frozen in turn, is what every later call gets. The REST
 * door then sends its bytes as made once (jsonBytes) instead of checking and encoding a new copy per
 * request. Any other answer (a fresh read, null) is checked each time.
 */
export function keptOutput<S extends z.ZodType>(schema: S): KeptOutput<S> {
  const checked = new WeakMap<object, z.output<S>>();
  return {
    schema,
    parse(value) {
      if (value === null || typeof value !== 'object' || !Object.isFrozen(value)) return schema.parse(value);
      let answer = checked.get(value);
      if (answer === undefined) {
        answer = schema.parse(value);
        deepFreeze(answer);
        checked.set(value, answer);
      }
      return answer;
    },
  };
}
