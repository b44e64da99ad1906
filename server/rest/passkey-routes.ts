import { appRouter } from '../trpc/router';
import { route } from './adapter';

const { passkey } = appRouter;
const { passkeys } = appRouter.account;
const byId = ({ params }: { params: Record<string, string> }) => ({ id: params.id });

/**
 * Passkeys on the REST door: each ceremony is its options (a one-time challenge for this browser,
 * the JSON that @simplewebauthn/browser's startRegistration or startAuthentication takes), then the
 * browser's answer.
 */
export const passkeyRoutes = [
  route('POST', '/auth/passkey/options', passkey.signInOptions, { input: () => undefined }),
  route('POST', '/auth/passkey/login', passkey.signIn),
  route('POST', '/auth/passkey/verify/options', passkey.verifyOptions, { input: () => undefined }),
  route('POST', '/auth/passkey/verify', passkey.verify),
  route('GET', '/user/passkeys', passkeys.list),
  route('POST', '/user/passkeys/options', passkeys.registrationOptions, { input: () => undefined }),
  route('POST', '/user/passkeys', passkeys.register, { status: 201 }),
  route('PUT', '/user/passkeys/:id', passkeys.rename, {
    input: ({ params, json }) => ({ ...(json as object), id: params.id }),
  }),
  route('DELETE', '/user/passkeys/:id', passkeys.remove, { input: byId }),
];
