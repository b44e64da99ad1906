import type { AuthUser, SessionHandle } from '../server/auth/session';
import type { AppDeps } from '../server/deps';
import type { Context } from '../server/trpc/init';

/**
 * A procedure context for `createCaller`, signed in as `user` (or anonymous), without HTTP. The user has
 * a second factor and the session proved it just now, unless `hasSecondFactor` and `secondFactorAt`
 * say otherwise (the HTTP tests see the real rule: tests/users.ts `signedIn`).
 */
export function testContext(
  deps: AppDeps,
  user: AuthUser | null,
  {
    secondFactorAt = user ? new Date() : null,
    hasSecondFactor = user !== null,
  }: { secondFactorAt?: Date | null; hasSecondFactor?: boolean } = {},
): Context {
  let pending: number | undefined;
  const session: SessionHandle = {
    user,
    id: undefined,
    get secondFactorAt() {
      return secondFactorAt;
    },
    get hasSecondFactor() {
      return hasSecondFactor;
    },
    get pendingUserId() {
      return pending;
    },
    async signIn(next, proof) {
      session.user = next;
      pending = undefined;
      secondFactorAt = proof?.secondFactor ? new Date() : null;
      hasSecondFactor = hasSecondFactor || proof?.secondFactor === true;
    },
    async markSecondFactor() {
      secondFactorAt = new Date();
      hasSecondFactor = true;
    },
    async enrolledSecondFactor() {
      await session.markSecondFactor();
    },
    async beginPending(userId) {
      session.user = null;
      pending = userId;
    },
    async signOut() {
      session.user = null;
      pending = undefined;
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
    deadline: Number.POSITIVE_INFINITY,
  };
}
