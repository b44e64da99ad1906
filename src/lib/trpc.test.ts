import { createTRPCClient, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppRouter } from '../../server/trpc/router';
import { holdPrivateCalls, privateCallsWait } from './trpc';

/** Stands in for the network: records each call that would have been sent and answers it at once. */
function recordingClient() {
  const sent: string[] = [];
  const network: TRPCLink<AppRouter> =
    () =>
    ({ op }) =>
      observable((observer) => {
        sent.push(op.path);
        observer.next({ result: { type: 'data', data: null } });
        observer.complete();
      });
  return { sent, client: createTRPCClient<AppRouter>({ links: [privateCallsWait, network] }) };
}

let release: ((ended: boolean) => void) | undefined;
afterEach(() => release?.(false));

describe('private calls while a sign-out ends the session', () => {
  it('sends every call when no sign-out is under way', async () => {
    const { sent, client } = recordingClient();
    await client.account.profile.get.query();
    await client.blog.list.query({});
    expect(sent).toEqual(['account.profile.get', 'blog.list']);
  });

  it('holds a private call and, once the session has ended, drops it unsent', async () => {
    const { sent, client } = recordingClient();
    release = holdPrivateCalls();
    const profile = client.account.profile.get.query();
    let settled = false;
    void profile.finally(() => {
      settled = true;
    });
    // a public call is not held, nor a mutation (the account's deletion ends the session itself)
    await client.blog.list.query({});
    await client.account.privacy.delete.mutate({ password: 'x' });
    expect(sent).toEqual(['blog.list', 'account.privacy.delete']);
    release(true);
    await client.blog.list.query({});
    // no answer, no 401: the sign-out removes the private queries, and react-query cancels them
    expect(settled).toBe(false);
    expect(sent).toEqual(['blog.list', 'account.privacy.delete', 'blog.list']);
  });

  it('sends the held calls when the sign-out failed (the session is still there)', async () => {
    const { sent, client } = recordingClient();
    release = holdPrivateCalls();
    const profile = client.account.profile.get.query();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(sent).toEqual([]);
    release(false);
    await expect(profile).resolves.toBeNull();
    expect(sent).toEqual(['account.profile.get']);
  });
});
