/**
 * `.query(keptRead(pathOf, resolver))`: the resolver's answers are kept in memory per content version
 * (server/kept-reads.ts), keyed by the procedure and its parsed input, and dropped when a content change
 * covers `pathOf(input)`, the site path whose content the answer shows. Only for public reads that answer
 * every visitor alike; both doors (/trpc, /api) and the page renders go through it. A failed read (a
 * 404, an outage) is not kept.
 */
import { keptReadsOf } from '../kept-reads';
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
