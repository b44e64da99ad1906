import { tooMany } from '../errors';
import { consumeRateLimit, type RateLimitRule } from '../rate-limit/service';
import { middleware } from './init';

/** Limits a procedure per client IP, on both doors alike (RATE_LIMIT=off skips it); each door adds Retry-After. */
export const rateLimited = (rule: RateLimitRule) =>
  middleware(async ({ ctx, next }) => {
    if (ctx.deps.config.rateLimit) {
      const retryAfter = await consumeRateLimit(ctx.db, rule, ctx.ip);
      if (retryAfter !== undefined) throw tooMany(retryAfter);
    }
    return next();
  });
