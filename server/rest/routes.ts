import type { RestRoute } from './adapter';
import { adminInboxRoutes } from './admin-routes';

/** The documented /api paths (CONTRACT §4). Each later feature adds its rows here. */
export const restRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/auth/register',
    status: 201,
    handle: async (t, i) => t.auth.register((await i.json()) as never),
  },
  { method: 'POST', path: '/auth/login', handle: async (t, i) => t.auth.login((await i.json()) as never) },
  { method: 'GET', path: '/auth/me', handle: (t) => t.auth.me() },
  { method: 'POST', path: '/auth/logout', handle: (t) => t.auth.logout() },
  {
    method: 'POST',
    path: '/auth/forgot-password',
    status: 202,
    handle: async (t, i) => t.auth.forgotPassword((await i.json()) as never),
  },
  {
    method: 'POST',
    path: '/auth/reset-password',
    handle: async (t, i) => t.auth.resetPassword((await i.json()) as never),
  },
  {
    method: 'POST',
    path: '/newsletter/subscribe',
    status: (out: { created: boolean }) => (out.created ? 201 : 200),
    body: (out: { email: string; created: boolean }) => ({ email: out.email, status: 'active' }),
    handle: async (t, i) => t.newsletter.subscribe((await i.json()) as never),
  },
  {
    method: 'POST',
    path: '/newsletter/unsubscribe',
    handle: async (t, i) => t.newsletter.unsubscribe((await i.json()) as never),
  },
  {
    method: 'POST',
    path: '/contact',
    status: 201,
    handle: async (t, i) => t.contact.submit((await i.json()) as never),
  },
  ...adminInboxRoutes,
];
