import { consumeRateLimit, type RateLimitRule } from '../http/rate-limit';
import { tooManyRequests } from './errors';
import { middleware } from './init';

/** Limits a procedure per client IP, on both doors alike (RATE_LIMIT=off skips it). */
export const rateLimited = (rule: RateLimitRule) =>
  middleware(async ({ ctx, next }) => {
    if (ctx.deps.config.rateLimit) {
      const retryAfter = await consumeRateLimit(ctx.db, rule, ctx.ip);
      if (retryAfter !== undefined) {
        ctx.resHeaders.set('retry-after', String(retryAfter));
        throw tooManyRequests(retryAfter);
      }
    }
    return next();
  });
