/** Sign-in state and limits across instances: each is kept in the database, so every instance agrees. */
import { uniqueName } from '../users';
import { register } from './accounts';
import { browser, newAddress } from './http';
import type { Instance } from './instances';
import type { Row } from './table';

const me = (url: string) => `${url}/api/auth/me`;

/** Signed in on A, the session works on B and C; logged out on A, it is refused on B and C. */
export async function sessionsAndLogout([a, b, c]: Instance[]): Promise<Row[]> {
  if (!a || !b || !c) throw new Error('three instances');
  const account = await register(a.url, 'session');
  const agent = browser(a.url, newAddress());
  const login = await agent.request('/api/auth/login', {
    json: { username: account.username, password: account.password },
  });
  const signedIn = [(await agent.request(me(b.url))).status, (await agent.request(me(c.url))).status];
  const cookie = agent.cookieHeader();
  const logout = await agent.request('/api/auth/logout', { method: 'POST', json: {} });
  const replay = { headers: { cookie }, cookies: false };
  const after = [
    (await agent.request(me(b.url), replay)).status,
    (await agent.request(me(c.url), replay)).status,
  ];
  return [
    {
      name: 'sessions',
      figures: `login on A ${login.status}; /api/auth/me with its cookie on B ${signedIn[0]}, on C ${signedIn[1]}`,
      pass: login.status === 200 && signedIn.every((s) => s === 200),
    },
    {
      name: 'logout',
      figures: `logout on A ${logout.status}; the cookie from before it on B ${after[0]}, on C ${after[1]}`,
      pass: logout.status === 200 && after.every((s) => s === 401),
    },
  ];
}

/** Five wrong passwords spread over the instances lock the account everywhere. */
export async function lockout(instances: Instance[]): Promise<Row> {
  const account = await register(instances[0]?.url ?? '', 'lockout');
  const statuses: number[] = [];
  for (let i = 0; i < 5; i++) {
    const target = instances[i % instances.length] as Instance;
    const res = await browser(target.url, newAddress()).request('/api/auth/login', {
      json: { username: account.username, password: 'wrong-password-for-sure' },
    });
    statuses.push(res.status);
  }
  const last = instances[instances.length - 1] as Instance;
  const right = await browser(last.url, newAddress()).request('/api/auth/login', {
    json: { username: account.username, password: account.password },
  });
  return {
    name: 'lockout',
    figures: `wrong passwords on A,B,C,A,B: ${statuses.join(',')}; then the right one on C: ${right.status} (Retry-After ${right.headers.get('retry-after') ?? 'none'})`,
    pass:
      statuses.slice(0, 4).every((s) => s === 401) &&
      [401, 429].includes(statuses[4] ?? 0) &&
      right.status === 429,
  };
}

/** One address's form posts, round robin over the instances, meet one limit (forms: 60 per 15 minutes). */
export async function rateLimits(instances: Instance[]): Promise<Row> {
  const from = newAddress();
  const LIMIT = 60;
  const counts = new Map<number, number>();
  for (let i = 0; i < LIMIT + 6; i++) {
    const target = instances[i % instances.length] as Instance;
    const res = await browser(target.url, from).request('/api/newsletter/subscribe', {
      json: { email: `${uniqueName('limit')}@cluster.test` },
    });
    counts.set(res.status, (counts.get(res.status) ?? 0) + 1);
  }
  const accepted = (counts.get(201) ?? 0) + (counts.get(200) ?? 0);
  return {
    name: 'rate limits',
    figures: `${LIMIT + 6} newsletter sign-ups from one address over A,B,C: ${[...counts].map(([s, n]) => `${n}×${s}`).join(', ')} (limit ${LIMIT})`,
    pass: accepted === LIMIT && counts.get(429) === 6,
  };
}
