/**
 * tRPC set-up: 1. context, 2. init with the error shape, 3. the tiers of SPEC §6.
 */
import { initTRPC, TRPCError } from '@trpc/server';
import superjson from 'superjson';
import { ZodError } from 'zod';
import type { AuthUser, SessionHandle } from '../auth/session';
import type { Db } from '../db/client';
import type { AppDeps } from '../deps';
import type { Logger } from '../log';
import { hebrewMessage, issuesOf } from './errors';

// 1. Context: what every procedure receives, built by either door.
export interface Context {
  deps: AppDeps;
  db: Db;
  log: Logger;
  session: SessionHandle;
  ip: string;
  requestId: string;
  /** headers the door adds to its answer (Set-Cookie, Retry-After) */
  resHeaders: Headers;
}

// 2. Init: zod failures reach the client as field messages.
const t = initTRPC.context<Context>().create({
  transformer: superjson,
  errorFormatter({ shape, error }) {
    return {
      ...shape,
      message: hebrewMessage(error),
      data: {
        ...shape.data,
        stack: undefined,
        issues: error.cause instanceof ZodError ? issuesOf(error.cause) : undefined,
      },
    };
  },
});

export const createRouter = t.router;
export const createCallerFactory = t.createCallerFactory;
export const middleware = t.middleware;

// 3. Tiers.
export const publicProcedure = t.procedure;

const requireUser = t.middleware(({ ctx, next }) => {
  const user = ctx.session.user;
  if (!user) throw new TRPCError({ code: 'UNAUTHORIZED' });
  // infers the user as non-nullable in every protected procedure
  return next({ ctx: { ...ctx, user } });
});

const requireAdmin = t.middleware(({ ctx, next }) => {
  const user = ctx.session.user;
  if (!user) throw new TRPCError({ code: 'UNAUTHORIZED' });
  if (user.role !== 'admin') throw new TRPCError({ code: 'FORBIDDEN' });
  return next({ ctx: { ...ctx, user: user as AuthUser & { role: 'admin' } } });
});

export const protectedProcedure = t.procedure.use(requireUser);
export const adminProcedure = t.procedure.use(requireAdmin);

export type Tier = 'public' | 'user' | 'admin';
