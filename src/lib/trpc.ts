/**
 * The one file that knows how the browser talks to the server (tRPC over /trpc, superjson).
 * Components call procedures through the `trpc` hooks exported here; their provider is at the app's
 * root (src/lib/data-layer.tsx).
 */
import { httpBatchLink, TRPCClientError, type TRPCLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import type { inferRouterOutputs } from '@trpc/server';
import { observable } from '@trpc/server/observable';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import superjson from 'superjson';
import type { AppRouter } from '../../server/trpc/router';

export const trpc = createTRPCReact<AppRouter>();

export type RouterOutputs = inferRouterOutputs<AppRouter>;

/**
 * A signed-in user's or the staff's procedures (the `account` and `admin` routers): without a session
 * the server refuses them (401). `auth.me`, the one other protected procedure, serves the REST door only.
 */
export const isPrivatePath = (path: string) => /^(account|admin)(\.|$)/.test(path);

let sessionEnding: Promise<boolean> | undefined;

/**
 * Holds private queries while a sign-out ends the session. A view that mounts meanwhile (a page still
 * loading when the visitor pressed 'התנתקות') would otherwise send its call with the session that is
 * ending, and the server's 401 would reach the console. Returns the release: `true` when the session
 * has ended (the held calls are dropped unsent: the sign-out removes their queries, which cancels
 * them), `false` when it has not (they go out as usual).
 */
export function holdPrivateCalls(): (ended: boolean) => void {
  let release: (ended: boolean) => void = () => undefined;
  const gate = new Promise<boolean>((resolve) => {
    release = resolve;
  });
  sessionEnding = gate;
  return (ended) => {
    if (sessionEnding === gate) sessionEnding = undefined;
    release(ended);
  };
}

/** The link that holds private queries while a sign-out is under way (holdPrivateCalls). */
export const privateCallsWait: TRPCLink<AppRouter> =
  () =>
  ({ op, next }) =>
    observable((observer) => {
      const gate = sessionEnding;
      // only reads wait: the call that ends the session (the account's deletion) is a private mutation
      if (!gate || op.type !== 'query' || !isPrivatePath(op.path)) return next(op).subscribe(observer);
      let sent: { unsubscribe(): void } | undefined;
      let stopped = false;
      void gate.then((ended) => {
        if (!stopped && !ended) sent = next(op).subscribe(observer);
      });
      return () => {
        stopped = true;
        sent?.unsubscribe();
      };
    });

export function createTrpcClient() {
  return trpc.createClient({
    links: [
      privateCallsWait,
      httpBatchLink({
        url: '/trpc',
        transformer: superjson,
        // the server refuses more than 10 calls in one request
        maxItems: 10,
        fetch: (input, init) => fetch(input, { ...init, credentials: 'same-origin' }),
      }),
    ],
  });
}

/** tRPC's error code of a failed call ('UNAUTHORIZED', 'TOO_MANY_REQUESTS', …), if it came from the server. */
export function errorCode(error: unknown): string | undefined {
  return error instanceof TRPCClientError ? (error.data?.code as string | undefined) : undefined;
}

/**
 * The server's machine-readable reason of a refusal ('STEP_UP_REQUIRED', 'SECOND_FACTOR_SETUP_REQUIRED'),
 * from a procedure call or a file transfer (an error carrying `reason`).
 */
export function errorReason(error: unknown): string | undefined {
  if (error instanceof TRPCClientError) return error.data?.reason as string | undefined;
  if (error instanceof Error && 'reason' in error && typeof error.reason === 'string') return error.reason;
  return undefined;
}

/** The Hebrew message the server wrote, or `fallback` for network failures and unknown errors. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof TRPCClientError && /[\u0590-\u05FF]/.test(error.message)) return error.message;
  return fallback;
}

/** The per-field messages of a failure (a 400's zod issues, a 409's taken field), keyed by field path. */
export function fieldIssues(error: unknown): Record<string, string> {
  if (!(error instanceof TRPCClientError)) return {};
  const issues = (error.data?.issues ?? []) as { path: string; message: string }[];
  return Object.fromEntries(issues.map((issue) => [issue.path, issue.message]));
}

/**
 * Puts the server's field issues (a 400's zod issues, a 409's taken user name or e-mail) under the
 * form's own fields and focuses the first. Returns whether any found a field, so the form shows its
 * general message otherwise.
 */
export function showFieldIssues<T extends FieldValues>(form: UseFormReturn<T>, error: unknown): boolean {
  const fields = Object.keys(form.getValues());
  const issues = Object.entries(fieldIssues(error)).filter(([path]) => fields.includes(path));
  issues.forEach(([path, message], index) => {
    form.setError(path as Path<T>, { type: 'server', message }, { shouldFocus: index === 0 });
  });
  return issues.length > 0;
}

/**
 * A query whose record does not exist: its procedure answered null (or the server's render put null in
 * the place of a slug the schema refused), or it failed with NOT_FOUND.
 */
export function isNotFound(query: { data: unknown; error: unknown }): boolean {
  return query.data === null || errorCode(query.error) === 'NOT_FOUND';
}
