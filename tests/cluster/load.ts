/**
 * Load through the proxy while a drill runs: workers each send, in turn, a newsletter sign-up, a contact
 * message, a document upload (as their own signed-in user), the blog's API, the /blog page and the
 * deletion of the worker's oldest document once it keeps more than KEPT_DOCUMENTS (so a long drill stays
 * under the per-user limit). Writes answered 2xx are remembered, to be found in the database and the store
 * afterwards (a deleted document: to be gone).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { TestResponse } from '../agent';
import { pdfFile } from '../document-files';
import { validContact } from '../payloads';
import { uniqueName } from '../users';
import type { Account } from './accounts';
import { browser, newAddress } from './http';

export interface Acknowledged {
  newsletter: string[];
  contacts: number[];
  documents: number[];
  /** documents whose deletion was answered 200 */
  deleted: number[];
}

const KEPT_DOCUMENTS = 40;

export interface LoadResult {
  requests: number;
  /** answers by status ('network' for a request that got none) */
  statuses: Map<string, number>;
  /** the first few answers that were not 2xx: what they were */
  examples: string[];
  acknowledged: Acknowledged;
}

type Step = (account: Account) => Promise<{ res: TestResponse; ack?: () => void }>;

export function startLoad(base: string, accounts: Account[]) {
  const acknowledged: Acknowledged = { newsletter: [], contacts: [], documents: [], deleted: [] };
  // each account's acknowledged documents, oldest first
  const kept = new Map<Account, number[]>(accounts.map((account) => [account, []]));
  const statuses = new Map<string, number>();
  const examples: string[] = [];
  let requests = 0;
  let running = true;

  // form posts and uploads each from a new address: the per-address limits are another check's subject
  const steps: Step[] = [
    async () => {
      const email = `${uniqueName('load')}@cluster.test`;
      const res = await browser(base, newAddress()).request('/api/newsletter/subscribe', { json: { email } });
      return { res, ack: () => acknowledged.newsletter.push(email) };
    },
    async () => {
      const res = await browser(base, newAddress()).request('/api/contact', {
        json: { ...validContact, idempotencyKey: randomUUID() },
      });
      return { res, ack: () => acknowledged.contacts.push(res.body.id) };
    },
    async (account) => {
      const form = new FormData();
      const bytes = pdfFile(`load ${randomBytes(4).toString('hex')}`);
      form.set('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), 'load.pdf');
      form.set('name', 'מסמך עומס');
      form.set('category', 'general');
      // the account's session from a new address too: the uploads limit is per address
      const res = await browser(base, newAddress()).request('/api/user/documents', {
        method: 'POST',
        body: form,
        headers: { cookie: account.agent.cookieHeader() },
      });
      return {
        res,
        ack: () => {
          acknowledged.documents.push(res.body.id);
          kept.get(account)?.push(res.body.id);
        },
      };
    },
    async (account) => ({ res: await account.agent.request('/api/blog', { cookies: false }) }),
    async (account) => ({ res: await account.agent.request('/blog', { cookies: false }) }),
    async (account) => {
      const mine = kept.get(account) ?? [];
      const oldest = mine[0];
      if (oldest === undefined || mine.length <= KEPT_DOCUMENTS)
        return { res: await account.agent.request('/api/user/documents') };
      const res = await account.agent.request('/api/user/documents', {
        method: 'DELETE',
        json: { id: oldest },
      });
      return {
        res,
        ack: () => {
          mine.shift();
          acknowledged.documents.splice(acknowledged.documents.indexOf(oldest), 1);
          acknowledged.deleted.push(oldest);
        },
      };
    },
  ];

  const worker = async (account: Account, offset: number) => {
    for (let n = offset; running; n++) {
      const step = steps[n % steps.length] as Step;
      requests++;
      const outcome = await step(account).catch((error: Error) => ({ error }));
      const key = 'error' in outcome ? 'network' : String(outcome.res.status);
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
      if ('error' in outcome) {
        if (examples.length < 5) examples.push(`network: ${outcome.error.message}`);
      } else if (outcome.res.status < 300) outcome.ack?.();
      else if (examples.length < 5) examples.push(`${outcome.res.status} ${outcome.res.text.slice(0, 120)}`);
    }
  };
  const workers = accounts.map((account, i) => worker(account, i));
  return {
    async stop(): Promise<LoadResult> {
      running = false;
      await Promise.all(workers);
      return { requests, statuses, examples, acknowledged };
    },
  };
}

/** '120×200, 3×503' */
export const statusSummary = (statuses: Map<string, number>) =>
  [...statuses]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([status, n]) => `${n}×${status}`)
    .join(', ');

/** Answers that were neither 2xx nor in `allowed`. */
export const unexpected = (statuses: Map<string, number>, allowed: string[] = []) =>
  [...statuses]
    .filter(([s]) => !s.startsWith('2') && !allowed.includes(s))
    .reduce((sum, [, n]) => sum + n, 0);
