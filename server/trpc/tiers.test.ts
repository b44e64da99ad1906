import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, createTestApp, type TestApp } from '../../tests/app';
import { testContext } from '../../tests/context';
import { setUpAuthenticator } from '../../tests/second-factor';
import { createUser, sendOf, signedIn } from '../../tests/users';
import type { AuthUser } from '../auth/session';
import { restRoutes } from '../rest/routes';
import { reasonOf } from './errors';
import type { Tier } from './init';
import { appRouter, createCaller } from './router';

/**
 * Every procedure's tier. A procedure missing here fails the test, so none can be added without
 * deciding who may call it. 'signing-in': a public procedure for a signed-in user or a sign-in waiting
 * for its second factor; anyone else is refused at its gate (401).
 */
type ExpectedTier = Tier | 'signing-in';
const expectedTiers: Record<string, ExpectedTier> = {
  'auth.register': 'public',
  'auth.login': 'public',
  'auth.logout': 'public',
  'auth.me': 'user',
  'auth.session': 'public',
  'auth.secondFactor': 'public',
  'auth.totp.setup': 'user',
  'auth.totp.confirm': 'user',
  'auth.totp.disable': 'user',
  'account.secondFactor.status': 'user',
  'account.secondFactor.recent': 'user',
  'content.home': 'public',
  'content.travel': 'public',
  'content.about': 'public',
  'content.legal': 'public',
  'content.product': 'public',
  'auth.forgotPassword': 'public',
  'auth.resetPassword': 'public',
  'auth.verifyEmail': 'public',
  'auth.resendVerification': 'user',
  'newsletter.subscribe': 'public',
  'newsletter.unsubscribe': 'public',
  'contact.submit': 'public',
  'travel.submit': 'public',
  'blog.list': 'public',
  'blog.post': 'public',
  'blog.categories': 'public',
  'blog.category': 'public',
  'admin.blog.list': 'admin',
  'admin.blog.get': 'admin',
  'admin.blog.create': 'admin',
  'admin.blog.update': 'admin',
  'admin.blog.delete': 'admin',
  'admin.blog.uploadImage': 'admin',
  'admin.categories.list': 'admin',
  'admin.categories.create': 'admin',
  'admin.categories.update': 'admin',
  'admin.categories.delete': 'admin',
  'admin.contact.list': 'admin',
  'admin.contact.markHandled': 'admin',
  'admin.contact.exportCsv': 'admin',
  'admin.newsletter.list': 'admin',
  'admin.newsletter.exportCsv': 'admin',
  'admin.travel.list': 'admin',
  'admin.travel.get': 'admin',
  'admin.travel.setStatus': 'admin',
  'admin.travel.exportCsv': 'admin',
  'admin.dashboard.stats': 'admin',
  'admin.dashboard.overview': 'admin',
  'admin.members.list': 'admin',
  'admin.members.get': 'admin',
  'admin.members.create': 'admin',
  'admin.members.update': 'admin',
  'admin.members.delete': 'admin',
  'admin.members.restore': 'admin',
  'admin.members.exportCsv': 'admin',
  'admin.audit.list': 'admin',
  'admin.audit.actors': 'admin',
  'admin.audit.actions': 'admin',
  'admin.audit.exportCsv': 'admin',
  'account.policies.list': 'user',
  'account.policies.requestRenewal': 'user',
  'account.claims.create': 'user',
  'account.claims.list': 'user',
  'account.claims.get': 'user',
  'account.claims.attachDocument': 'user',
  'admin.claims.list': 'admin',
  'admin.claims.get': 'admin',
  'admin.claims.move': 'admin',
  'admin.claims.requestDocument': 'admin',
  'account.requests.list': 'user',
  'account.documents.list': 'user',
  'account.documents.upload': 'user',
  'account.documents.delete': 'user',
  'account.documents.file': 'user',
  'account.privacy.export': 'user',
  'account.privacy.delete': 'user',
  'account.profile.get': 'user',
  'account.profile.update': 'user',
  'account.profile.changePassword': 'user',
  'account.sessions.list': 'user',
  'account.sessions.end': 'user',
  'account.sessions.endOthers': 'user',
  'account.email.get': 'user',
  'account.email.change': 'user',
  'account.passkeys.list': 'user',
  'account.passkeys.registrationOptions': 'user',
  'account.passkeys.register': 'user',
  'account.passkeys.rename': 'user',
  'account.passkeys.remove': 'user',
  'passkey.signInOptions': 'public',
  'passkey.signIn': 'public',
  'passkey.verifyOptions': 'signing-in',
  'passkey.verify': 'signing-in',
  'admin.customers.list': 'admin',
  'admin.customers.exportCsv': 'admin',
  'admin.customers.get': 'admin',
  'admin.customers.document': 'admin',
  'admin.customers.setRole': 'admin',
  'admin.customers.setBlocked': 'admin',
  'admin.customers.endSessions': 'admin',
  'admin.customers.policies.create': 'admin',
  'admin.customers.policies.update': 'admin',
  'admin.renewals.list': 'admin',
  'admin.renewals.change': 'admin',
  'admin.customers.policies.end': 'admin',
  'portfolio.check': 'public',
  'account.portfolio.list': 'user',
  'account.portfolio.get': 'user',
  'account.portfolio.save': 'user',
  'account.portfolio.delete': 'user',
  'account.portfolio.requestReview': 'user',
  'admin.portfolioReviews.list': 'admin',
  'admin.portfolioReviews.get': 'admin',
  'admin.portfolioReviews.setStatus': 'admin',
};

const procedurePaths = Object.keys(appRouter._def.procedures).sort();
type Identity = 'anonymous' | 'user' | 'admin';

/** What the gate must answer: undefined means "let through" (any other outcome is the procedure's own). */
function gateAnswer(tier: ExpectedTier, who: Identity): 'UNAUTHORIZED' | 'FORBIDDEN' | undefined {
  if (tier === 'public') return undefined;
  if (tier === 'signing-in') return who === 'anonymous' ? 'UNAUTHORIZED' : undefined;
  if (who === 'anonymous') return 'UNAUTHORIZED';
  if (tier === 'admin' && who === 'user') return 'FORBIDDEN';
  return undefined;
}

let t: TestApp;
const people: Record<Identity, AuthUser | null> = { anonymous: null, user: null, admin: null };

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT: 'off' } });
  people.user = await createUser(t.deps.database.db, { role: 'user' });
  people.admin = await createUser(t.deps.database.db, { role: 'admin' });
});
afterAll(() => t.close());

async function call(
  path: string,
  who: Identity,
  session?: Parameters<typeof testContext>[2],
): Promise<string | undefined> {
  const caller = createCaller(testContext(t.deps, people[who], session));
  const segments = path.split('.');
  // biome-ignore lint/suspicious/noExplicitAny: walks the caller proxy by a path only known at run time
  let target: any = caller;
  for (const segment of segments) target = target[segment];
  try {
    // a syntactically valid but arbitrary input: BAD_REQUEST still means the gate let it through
    await target({});
    return undefined;
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error;
    const reason = reasonOf(error);
    return reason ? `${error.code} ${reason}` : error.code;
  }
}

describe('procedure tiers', () => {
  it('has an expected tier for every procedure of the router, and no stale entries', () => {
    expect(procedurePaths.filter((p) => !(p in expectedTiers))).toEqual([]);
    expect(Object.keys(expectedTiers).filter((p) => !procedurePaths.includes(p))).toEqual([]);
  });

  describe.each(procedurePaths)('%s', (path) => {
    it.each(['anonymous', 'user', 'admin'] as const)('as %s', async (who) => {
      const tier = expectedTiers[path];
      if (!tier) throw new Error(`no expected tier for ${path}`);
      const code = await call(path, who);
      const gate = gateAnswer(tier, who);
      if (gate) expect(code).toBe(gate);
      else expect(code === 'UNAUTHORIZED' || code?.startsWith('FORBIDDEN') ? code : 'passed').toBe('passed');
    });
  });
});

/** The sensitive acts: a recent second factor (10 minutes), else 403 STEP_UP_REQUIRED. */
const stepUpProcedures = [
  'admin.travel.get',
  'admin.portfolioReviews.get',
  'admin.newsletter.exportCsv',
  'admin.members.exportCsv',
  'admin.travel.exportCsv',
  'admin.contact.exportCsv',
  'admin.customers.exportCsv',
  'admin.audit.exportCsv',
  'admin.customers.document',
  'admin.customers.setRole',
  'account.privacy.delete',
  'account.secondFactor.recent',
  // a new factor on an account that has one
  'account.passkeys.registrationOptions',
  'account.passkeys.register',
  'auth.totp.setup',
  'auth.totp.confirm',
  // a factor removed (the authenticator's own code is asked when it is turned off)
  'account.passkeys.remove',
];

describe('second factor gates', () => {
  const adminPaths = procedurePaths.filter((p) => expectedTiers[p] === 'admin');

  it.each(adminPaths)('%s: 403 SECOND_FACTOR_SETUP_REQUIRED for an admin without a factor', async (path) => {
    expect(await call(path, 'admin', { hasSecondFactor: false })).toBe(
      'FORBIDDEN SECOND_FACTOR_SETUP_REQUIRED',
    );
  });

  it.each(adminPaths)(
    "%s: 403 STEP_UP_REQUIRED for a session that never proved the account's factor",
    async (path) => {
      expect(await call(path, 'admin', { hasSecondFactor: true, secondFactorAt: null })).toBe(
        'FORBIDDEN STEP_UP_REQUIRED',
      );
    },
  );

  it.each(procedurePaths.filter((p) => expectedTiers[p] === 'user'))(
    '%s: an admin without a factor still reaches it',
    async (path) => {
      const code = await call(path, 'admin', { hasSecondFactor: false });
      expect(code?.startsWith('FORBIDDEN') || code === 'UNAUTHORIZED' ? code : 'passed').toBe('passed');
    },
  );

  const stale = { secondFactorAt: new Date(Date.now() - 11 * 60 * 1000) };
  it.each(procedurePaths)('%s: a step-up only where the act is sensitive', async (path) => {
    const tier = expectedTiers[path];
    const who = tier === 'admin' ? 'admin' : 'user';
    const code = await call(path, who, stale);
    const fresh = await call(path, who, { secondFactorAt: new Date(Date.now() - 9 * 60 * 1000) });
    if (stepUpProcedures.includes(path)) expect(code).toBe('FORBIDDEN STEP_UP_REQUIRED');
    else expect(code).not.toBe('FORBIDDEN STEP_UP_REQUIRED');
    expect(fresh).not.toBe('FORBIDDEN STEP_UP_REQUIRED');
  });

  it('asks no step-up of an account without a second factor (it has nothing to step up with)', async () => {
    expect(
      await call('account.privacy.delete', 'user', { hasSecondFactor: false, secondFactorAt: null }),
    ).not.toBe('FORBIDDEN STEP_UP_REQUIRED');
  });
});

describe('REST door tiers', () => {
  // path prefixes decide the tier on this door: /api/admin/* is admin, /api/user/* is user
  const guarded = restRoutes.filter((r) => r.path.startsWith('/admin/') || r.path.startsWith('/user/'));
  let member: Agent;
  // an admin signed in by the password alone, before setting up a second factor
  let bareAdmin: Agent;
  beforeAll(async () => {
    member = (await signedIn(t, 'user')).agent;
    const admin = await createUser(t.deps.database.db, { role: 'admin' });
    bareAdmin = t.agent();
    await bareAdmin.request('/api/auth/login', {
      json: { username: admin.username, password: admin.password },
    });
  });

  it.each(guarded.map((r) => [r.method, r.path, r.accepts] as const))(
    '%s /api%s: 401 signed out, 403/ok for a member',
    async (method, path, accepts) => {
      const url = `/api${path.replaceAll(/:(\w+)/g, '1')}`;
      // an upload route refuses any body but a form (415) before it looks at the caller
      const body = () => {
        if (method === 'GET') return {};
        if (accepts === 'json') return { json: {} };
        const form = new FormData();
        form.append('file', new File(['x'], 'x.png', { type: 'image/png' }));
        return { body: form };
      };
      const anonymous = await t.agent().request(url, { method, ...body() });
      expect(anonymous.status).toBe(401);
      const asMember = await member.request(url, { method, ...body() });
      if (path.startsWith('/admin/')) expect(asMember.status).toBe(403);
      else expect(asMember.status).not.toBe(401);
      if (!path.startsWith('/admin/')) return;
      const asBareAdmin = await bareAdmin.request(url, { method, ...body() });
      expect(asBareAdmin.status).toBe(403);
      expect(asBareAdmin.body.code).toBe('SECOND_FACTOR_SETUP_REQUIRED');
    },
  );

  it('ends a password-only admin session when a factor is set up in another browser', async () => {
    const admin = await createUser(t.deps.database.db, { role: 'admin' });
    const login = (agent: Agent) =>
      agent.request('/api/auth/login', { json: { username: admin.username, password: admin.password } });
    const early = t.agent();
    const other = t.agent();
    expect((await login(early)).status).toBe(200);
    expect((await login(other)).status).toBe(200);
    expect((await early.request('/api/admin/stats')).body.code).toBe('SECOND_FACTOR_SETUP_REQUIRED');

    await setUpAuthenticator(sendOf(other));

    expect((await other.request('/api/admin/stats')).status).toBe(200);
    // the session opened by the password alone gains nothing: it is gone
    expect((await early.request('/api/admin/stats')).status).toBe(401);
    expect((await early.request('/api/admin/members')).status).toBe(401);
    expect((await early.request('/api/user/profile')).status).toBe(401);
  });

  it('lets an admin without a factor use the user paths, the authenticator setup among them', async () => {
    expect((await bareAdmin.request('/api/user/profile')).status).toBe(200);
    const setup = await bareAdmin.request('/api/auth/totp/setup', { method: 'POST', json: {} });
    expect(setup.status).toBe(200);
    expect(setup.body.uri).toMatch(/^otpauth:\/\/totp\//);
  });
});
