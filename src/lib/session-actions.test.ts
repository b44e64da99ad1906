import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { privateAnswersArrived, privateViewsClosed } from './session-actions';
import { trpc } from './trpc';

const privateKey = getQueryKey(trpc.account.profile.get, undefined, 'query');
const publicKey = getQueryKey(trpc.blog.list, undefined, 'query');

const deferred = () => {
  let resolve: (value: string) => void = () => undefined;
  const promise = new Promise<string>((done) => {
    resolve = done;
  });
  return { promise, resolve };
};

let client: QueryClient;
afterEach(() => client.clear());

describe('sign-out: no private call is refused with the ended session', () => {
  it('waits for a private answer on its way, without asking again', async () => {
    client = new QueryClient();
    const answer = deferred();
    let calls = 0;
    const fetching = client.fetchQuery({
      queryKey: privateKey,
      queryFn: () => {
        calls += 1;
        return answer.promise;
      },
    });
    let arrived = false;
    const waiting = privateAnswersArrived(client).then(() => {
      arrived = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(arrived).toBe(false);
    answer.resolve('profile');
    await waiting;
    await fetching;
    expect(arrived).toBe(true);
    expect(calls).toBe(1);
  });

  it('does not wait for public answers', async () => {
    client = new QueryClient();
    // never answers; cancelled when the test clears the client
    client.fetchQuery({ queryKey: publicKey, queryFn: () => deferred().promise }).catch(() => undefined);
    await expect(privateAnswersArrived(client)).resolves.toBeUndefined();
  });

  it('resolves only once the last view watching private data is gone', async () => {
    client = new QueryClient();
    client.setQueryData(privateKey, 'profile');
    const observer = new QueryObserver(client, {
      queryKey: privateKey,
      queryFn: () => 'profile',
      staleTime: Infinity,
    });
    const stop = observer.subscribe(() => undefined);
    let closed = false;
    const waiting = privateViewsClosed(client).then(() => {
      closed = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(closed).toBe(false);
    stop();
    await waiting;
    expect(closed).toBe(true);
  });

  it('resolves at once when no view watches private data', async () => {
    client = new QueryClient();
    client.setQueryData(privateKey, 'profile');
    await expect(privateViewsClosed(client)).resolves.toBeUndefined();
  });
});
