/** The plain session probe speaks the real server's tRPC wire format (the data layer is not loaded for it). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/app';
import { signedIn } from '../../tests/users';
import { probeSession } from './session-probe';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** `fetch` as the browser's would be for that visitor: the request goes to the app with their cookies. */
const fetchAs =
  (cookie: () => string): typeof fetch =>
  (input, init) => {
    const headers = new Headers(init?.headers);
    if (cookie()) headers.set('cookie', cookie());
    return Promise.resolve(t.app.request(String(input), { ...init, headers }));
  };

describe('probeSession', () => {
  it('answers null for a visitor who is not signed in', async () => {
    await expect(probeSession(fetchAs(() => ''))).resolves.toBeNull();
  });

  it('answers the user name and role of a signed-in user, and null once they log out', async () => {
    const { agent, user } = await signedIn(t, 'admin');
    await expect(probeSession(fetchAs(agent.cookieHeader))).resolves.toEqual({
      username: user.username,
      role: 'admin',
    });
    expect((await agent.request('/api/auth/logout', { method: 'POST' })).status).toBeLessThan(300);
    await expect(probeSession(fetchAs(agent.cookieHeader))).resolves.toBeNull();
  });

  it('fails on an answer that is not the session (so the header offers to try again)', async () => {
    const answer =
      (status: number, body: unknown): typeof fetch =>
      () =>
        Promise.resolve(new Response(JSON.stringify(body), { status }));
    await expect(probeSession(answer(503, { error: 'x' }))).rejects.toThrow('503');
    await expect(probeSession(answer(200, { result: {} }))).rejects.toThrow('unexpected');
    await expect(probeSession(answer(200, { result: { data: { json: { username: 1 } } } }))).rejects.toThrow(
      'unexpected',
    );
  });
});
