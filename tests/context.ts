import type { AuthUser, SessionHandle } from '../server/auth/session';
import type { AppDeps } from '../server/deps';
import type { Context } from '../server/trpc/init';

/** A procedure context for `createCaller`, signed in as `user` (or anonymous), without HTTP. */
export function testContext(deps: AppDeps, user: AuthUser | null): Context {
  const session: SessionHandle = {
    user,
    id: undefined,
    async signIn(next) {
      session.user = next;
    },
    async signOut() {
      session.user = null;
    },
    deviceId: () => 'test-device-id-of-forty-three-characters-00',
    userAgent: undefined,
  };
  return {
    deps,
    db: deps.database.db,
    log: deps.log,
    session,
    ip: '203.0.113.7',
    requestId: 'test',
    resHeaders: new Headers(),
  };
}
