import { middleware } from './init';

/**
 * For procedures that put mail in the outbox: once the call has succeeded (its transaction committed, so
 * the 2xx means the data is safe), sends what waits there without holding the answer back. A failed send
 * stays pending for the next flush.
 */
export const flushOutboxAfter = middleware(async ({ ctx, next }) => {
  const result = await next();
  if (result.ok) {
    void ctx.deps.mailer.flush(ctx.db).catch((err) => ctx.log.error({ err }, 'outbox flush failed'));
  }
  return result;
});
