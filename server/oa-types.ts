import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from './trpc/router';
type O = inferRouterOutputs<AppRouter>;
export type All = {
  auth: O['auth'];
  newsletter: O['newsletter'];
  contact: O['contact'];
  travel: O['travel'];
  passkey: O['passkey'];
};
