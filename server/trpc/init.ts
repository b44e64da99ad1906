/**
 * tRPC set-up: 1. context, 2. init with the error shape, 3. guards every procedure shares, 4. the access tiers (public, user, admin).
 */
import { initTRPC, TRPCError } from '@trpc/server';
import superjson from 'superjson';
import { secondFactorMessages, secondFactorReasons } from '../../src/shared/second-factor';
import { stepUpDue } from '../auth/second-factor';
import type { AuthUser, SessionHandle } from '../auth/session';
import type { Db } from '../db/client';
import { beforeDeadline } from '../db/deadline';
import type { AppDeps } from '../deps';
import { forbidden } from '../errors';
import type { Logger } from '../log';
import { fieldIssuesOf, hebrewMessage, reasonOf, toTRPCError } from './errors';

// 1. Context: what every procedure receives, built by either door.
export interface Context {
  deps: AppDeps;
  db: Db;
  log: Logger;
  session: SessionHandle;
  ip: string;
  requestId: string;
  /** headers the door adds to its answer (Set-Cookie) */
  resHeaders: Headers;
  /** when (ms since the epoch) the request's wait for the database ends in a 503 (db/deadline.ts) */
  deadline: number;
}

/**
 * `movesFiles`: the procedure moves a file to or from the store, which may take longer than the
 * database's deadline with both answering; its statements keep PostgreSQL's and the driver's bounds.
 */
interface Meta {
  movesFiles?: boolean;
}

// 2. Init: zod failures and domain errors reach the client as field messages, never with a stack.
const t = initTRPC
  .context<Context>()
  .meta<Meta>()
  .create({
    transformer: superjson,
    errorFormatter({ shape, error }) {
      return {
        ...shape,
        message: hebrewMessage(error),
        data: {
          ...shape.data,
          stack: undefined,
          issues: fieldIssuesOf(error),
          reason: reasonOf(error),
        },
      };
    },
  });

export const createRouter = t.router;
export const createCallerFactory = t.createCallerFactory;
export const middleware = t.middleware;

// 3. Guards on every procedure.
const NUL_MESSAGE = 'הנתונים מכילים תווים שאינם מותרים';

// PostgreSQL text cannot hold U+0000; refuse it up front instead of failing inside the query
function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => containsNul(v, depth + 1));
  if (Object.getPrototypeOf(value) !== Object.prototype) return false;
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || containsNul(v, depth + 1));
}

const guard = t.middleware(async ({ ctx, meta, getRawInput, next }) => {
  if (containsNul(await getRawInput().catch(() => undefined))) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: NUL_MESSAGE });
  }
  // a database that does not answer by the request's deadline is an outage: 503 then, not a hang
  const deadline = meta?.movesFiles ? Number.POSITIVE_INFINITY : ctx.deadline;
  const result = await beforeDeadline(deadline, next()).catch((error: unknown) => {
    throw toTRPCError(error);
  });
  // the one place a domain error becomes its tRPC code (both doors come through here); an outage is
  // a 503 and a value the database refused a 400; a true bug stays the 500 it is
  if (!result.ok && result.error.code === 'INTERNAL_SERVER_ERROR') {
    const mapped = toTRPCError(result.error);
    if (mapped.code !== 'INTERNAL_SERVER_ERROR') throw mapped;
  }
  return result;
});

// 4. Tiers.
export const publicProcedure = t.procedure.use(guard);

const requireUser = t.middleware(({ ctx, next }) => {
  const user = ctx.session.user;
  if (!user) throw new TRPCError({ code: 'UNAUTHORIZED' });
  // infers the user as non-nullable in every protected procedure
  return next({ ctx: { ...ctx, user } });
});

// an admin path needs a second factor proved in this session (at sign-in, a step-up, or by setting one
// up here): an account without one sets it up first (user paths); a session that never proved the
// account's factor (opened by the password before the factor existed) proves it now
const requireAdmin = t.middleware(({ ctx, next }) => {
  const user = ctx.session.user;
  if (!user) throw new TRPCError({ code: 'UNAUTHORIZED' });
  if (user.role !== 'admin') throw new TRPCError({ code: 'FORBIDDEN' });
  if (!ctx.session.hasSecondFactor)
    throw forbidden(secondFactorMessages.setupRequired, secondFactorReasons.setupRequired);
  if (ctx.session.secondFactorAt === null)
    throw forbidden(secondFactorMessages.stepUpRequired, secondFactorReasons.stepUpRequired);
  return next({ ctx: { ...ctx, user: user as AuthUser & { role: 'admin' } } });
});

export const protectedProcedure = publicProcedure.use(requireUser);
export const adminProcedure = publicProcedure.use(requireAdmin);

/**
 * A sensitive act (a request's ID numbers and health answers, an export, a role, a deletion): the
 * session must have proved its second factor within STEP_UP_MAX_AGE_MS, else 403 STEP_UP_REQUIRED and
 * the client asks for a code (POST /api/auth/second-factor) and tries again. An account without a
 * second factor has nothing to step up with: its password, asked where the act asks for it, stands.
 */
export const requireStepUp = t.middleware(({ ctx, next }) => {
  if (ctx.session.hasSecondFactor && stepUpDue(ctx.session.secondFactorAt))
    throw forbidden(secondFactorMessages.stepUpRequired, secondFactorReasons.stepUpRequired);
  return next();
});

/** An admin's sensitive act: the admin tier and a recent second factor. */
export const sensitiveAdminProcedure = adminProcedure.use(requireStepUp);

export type Tier = 'public' | 'user' | 'admin';
