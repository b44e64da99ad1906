/** Accounts the checks and the load use, made through the public API as a visitor makes them. */
import type { Agent } from '../agent';
import { TEST_PASSWORD, uniqueName } from '../users';
import { browser, newAddress } from './http';

export interface Account {
  username: string;
  password: string;
  /** a browser signed in as this account (from its own address) */
  agent: Agent;
}

/** Registers a new user at `base` (signed in by the registration) from a new address. */
export async function register(base: string, prefix = 'cluster'): Promise<Account> {
  const agent = browser(base, newAddress());
  const username = uniqueName(prefix);
  const res = await agent.request('/api/auth/register', {
    json: { username, password: TEST_PASSWORD, email: `${username.toLowerCase()}@cluster.test` },
  });
  if (res.status !== 201) throw new Error(`register: ${res.status} ${res.text}`);
  return { username, password: TEST_PASSWORD, agent };
}
