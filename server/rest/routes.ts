import type { LoginResult, SessionUser } from '../../src/shared/auth';
import { appRouter } from '../trpc/router';
import { accountPrivacyRoutes } from './account-privacy-routes';
import { accountProfileRoutes } from './account-profile-routes';
import { accountDocumentRoutes } from './account-routes';
import { route } from './adapter';
import { adminCustomersRoutes } from './admin-customers-routes';
import {
  adminAuditRoutes,
  adminDashboardRoutes,
  adminInboxRoutes,
  adminMembersRoutes,
  adminTravelRoutes,
  withIdParam,
} from './admin-routes';
import { blogRoutes } from './blog-routes';
import { accountClaimsRoutes, adminClaimsRoutes } from './claims-routes';
import { passkeyRoutes } from './passkey-routes';
import { portfolioRoutes } from './portfolio-routes';

const { auth, newsletter, contact, travel, account } = appRouter;

const restUser = ({ username, role }: SessionUser) => ({ username, role });
const restLoginAnswer = (answer: LoginResult) => ('username' in answer ? restUser(answer) : answer);

/** The documented /api paths, each calling the procedure the SPA calls over /trpc. */
export const restRoutes = [
  route('POST', '/auth/register', auth.register, { status: 201 }),
  // the SPA's extra mark of an admin who must set up a second factor stays off this door
  route('POST', '/auth/login', auth.login, { body: restLoginAnswer }),
  route('POST', '/auth/second-factor', auth.secondFactor, { body: restUser }),
  route('POST', '/auth/totp/setup', auth.totp.setup),
  route('POST', '/auth/totp/confirm', auth.totp.confirm),
  route('DELETE', '/auth/totp', auth.totp.disable),
  route('GET', '/auth/me', auth.me, { body: restUser }),
  route('POST', '/auth/logout', auth.logout),
  route('POST', '/auth/forgot-password', auth.forgotPassword, { status: 202 }),
  route('POST', '/auth/reset-password', auth.resetPassword),
  route('POST', '/auth/verify-email', auth.verifyEmail),
  route('POST', '/auth/verify-email/resend', auth.resendVerification, { status: 202 }),
  // 201 when this call subscribed the address (new, or back after unsubscribing), 200 when it already was
  route('POST', '/newsletter/subscribe', newsletter.subscribe, {
    status: ({ change }) => (change === 'unchanged' ? 200 : 201),
    statuses: [200, 201],
    body: ({ email, status }) => ({ email, status }),
  }),
  route('POST', '/newsletter/unsubscribe', newsletter.unsubscribe),
  route('POST', '/contact', contact.submit, { status: 201 }),
  route('POST', '/travel/submit', travel.submit, { status: 201 }),
  route('GET', '/user/policies', account.policies.list),
  route('POST', '/user/policies/:id/renewal-request', account.policies.requestRenewal, {
    input: withIdParam,
    status: 201,
  }),
  route('GET', '/user/requests', account.requests.list),
  route('GET', '/user/sessions', account.sessions.list),
  route('DELETE', '/user/sessions/:id', account.sessions.end, { input: ({ params }) => ({ id: params.id }) }),
  route('DELETE', '/user/sessions', account.sessions.endOthers),
  ...accountDocumentRoutes,
  ...accountClaimsRoutes,
  ...accountPrivacyRoutes,
  ...accountProfileRoutes,
  ...passkeyRoutes,
  ...adminInboxRoutes,
  ...adminTravelRoutes,
  ...blogRoutes,
  ...adminMembersRoutes,
  ...adminAuditRoutes,
  ...adminDashboardRoutes,
  ...adminCustomersRoutes,
  ...portfolioRoutes,
  ...adminClaimsRoutes,
];
