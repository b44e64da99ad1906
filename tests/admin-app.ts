import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { auditLog } from '../server/db/schema';
import { type Agent, createTestApp, type TestApp, type TestAppOptions } from './app';
import { signedIn } from './users';

type SignedIn = Awaited<ReturnType<typeof signedIn>>;

/** The app of a test file, with an admin and a member already signed in. */
export interface AdminTestApp {
  t: TestApp;
  admin: SignedIn;
  member: SignedIn;
  /** the app's database */
  db(): TestApp['deps']['database']['db'];
  /** the admin's request to `/api${path}` */
  rest(path: string, init?: { method?: string; json?: unknown }): ReturnType<Agent['request']>;
  /** the admin's audit entries of `action` (on `targetId` when given), oldest first */
  auditOf(action: string, targetId?: number | string): Promise<(typeof auditLog.$inferSelect)[]>;
}

/**
 * Sets up, for the test file that calls it, one app on a fresh database (rate limits off unless the
 * options say otherwise), an admin and a member signed in through the login path, and closes the app
 * after the file's tests. Its fields are there from the first test on.
 */
export function adminTestApp(options: TestAppOptions = {}): AdminTestApp {
  const suite = {
    db: () => suite.t.deps.database.db,
    rest: (path, init = {}) => suite.admin.agent.request(`/api${path}`, init),
    auditOf: async (action, targetId) =>
      await suite
        .db()
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.action, action),
            eq(auditLog.actorId, suite.admin.user.id),
            targetId === undefined ? undefined : eq(auditLog.targetId, String(targetId)),
          ),
        )
        .orderBy(auditLog.id),
  } as AdminTestApp;
  beforeAll(async () => {
    suite.t = await createTestApp({ ...options, env: { RATE_LIMIT: 'off', ...options.env } });
    suite.admin = await signedIn(suite.t, 'admin');
    suite.member = await signedIn(suite.t, 'user');
  });
  afterAll(() => suite.t.close());
  return suite;
}

/** tRPC over HTTP as the browser sends it: queries as GET with `input`, mutations as POST. */
export async function trpcCall(agent: Agent, path: string, input: unknown, mutation = false) {
  const res = mutation
    ? await agent.request(`/trpc/${path}`, { json: { json: input } })
    : await agent.request(`/trpc/${path}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`);
  return { status: res.status, data: res.body?.result?.data?.json, error: res.body?.error?.json };
}

/** Asserts that `path` answers 401 signed out and 403 to the member, each with a Hebrew message. */
export async function expectAdminOnly(app: AdminTestApp, method: string, path: string, json?: unknown) {
  for (const [agent, status] of [
    [app.t.agent(), 401],
    [app.member.agent, 403],
  ] as const) {
    const res = await agent.request(path, { method, json });
    expect(res.status, `${method} ${path}`).toBe(status);
    expect(res.body.error).toMatch(/[\u0590-\u05FF]/);
  }
}
