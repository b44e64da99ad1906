import { appRouter } from '../trpc/router';
import { route } from './adapter';

const { profile } = appRouter.account;

/** The profile paths (200 `{fullName,phone,address,birthDate}`), and the password change beside them. */
export const accountProfileRoutes = [
  route('GET', '/user/profile', profile.get),
  route('PUT', '/user/profile', profile.update),
  route('POST', '/user/password', profile.changePassword),
];
