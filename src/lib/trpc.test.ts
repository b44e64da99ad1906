import { createTRPCClient, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppRouter } from '../../server/trpc/router';
import { errorCode, holdPrivateCalls, privateCallsWait } from './trpc';

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

  it('holds a private call and, once the session has ended, fails it as the server would, sending nothing', async () => {
    const { sent, client } = recordingClient();
    release = holdPrivateCalls();
    const profile = client.account.profile.get.query();
    // a public call is not held, nor a mutation (the account's deletion ends the session itself)
    await client.blog.list.query({});
    await client.account.privacy.delete.mutate({ password: 'x' });
    expect(sent).toEqual(['blog.list', 'account.privacy.delete']);
    release(true);
    const error = await profile.catch((e: unknown) => e);
    expect(errorCode(error)).toBe('UNAUTHORIZED');
    expect(sent).toEqual(['blog.list', 'account.privacy.delete']);
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
