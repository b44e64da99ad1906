import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../tests/app';
import { validContact } from '../../tests/payloads';
import { rateLimitRules } from '../rate-limit/service';
import { clientIpResolver } from './client-ip';

describe('clientIpResolver', () => {
  it('takes the socket address and ignores X-Forwarded-For by default', () => {
    const ip = clientIpResolver({ hops: 0 });
    expect(ip('127.0.0.1', '203.0.113.9')).toBe('127.0.0.1');
    expect(ip('10.0.0.5', '203.0.113.9')).toBe('10.0.0.5');
    expect(ip('::ffff:192.168.1.2', '203.0.113.9')).toBe('192.168.1.2');
    expect(ip(undefined, '203.0.113.9')).toBe('unknown');
  });

  it('with a hop count, takes the entry the nearest proxies wrote, never one the client wrote', () => {
    const one = clientIpResolver({ hops: 1 });
    expect(one('10.0.0.5', '203.0.113.9')).toBe('203.0.113.9');
    // the client sent "1.1.1.1" itself; the proxy appended the address it saw
    expect(one('10.0.0.5', '1.1.1.1, 203.0.113.9')).toBe('203.0.113.9');
    expect(one('10.0.0.5', undefined)).toBe('10.0.0.5');
    const two = clientIpResolver({ hops: 2 });
    expect(two('10.0.0.5', '1.1.1.1, 203.0.113.9, 10.0.0.7')).toBe('203.0.113.9');
    // fewer entries than hops: the furthest one there is
    expect(two('10.0.0.5', '203.0.113.9')).toBe('203.0.113.9');
  });

  it('with a list, walks back only through the listed proxies', () => {
    const ip = clientIpResolver({ proxies: ['10.0.0.0/8', '::1'] });
    expect(ip('10.1.2.3', '203.0.113.9')).toBe('203.0.113.9');
    expect(ip('::1', '203.0.113.9')).toBe('203.0.113.9');
    expect(ip('::ffff:10.1.2.3', '203.0.113.9')).toBe('203.0.113.9');
    // a chain of trusted proxies, then the client; what the client wrote before that is not taken
    expect(ip('10.1.2.3', '1.1.1.1, 203.0.113.9, 10.9.9.9')).toBe('203.0.113.9');
    // a peer that is not listed is the client, whatever it forwards
    expect(ip('127.0.0.1', '203.0.113.9')).toBe('127.0.0.1');
    expect(ip('192.0.2.1', '203.0.113.9')).toBe('192.0.2.1');
  });

  it('stops at an entry that is not an address', () => {
    const ip = clientIpResolver({ hops: 1 });
    expect(ip('10.0.0.5', 'unknown')).toBe('10.0.0.5');
    expect(ip('10.0.0.5', '203.0.113.9:4711')).toBe('10.0.0.5');
    expect(ip('10.0.0.5', '<script>')).toBe('10.0.0.5');
    expect(ip('10.0.0.5', '2001:db8::1')).toBe('2001:db8::1');
  });
});

/** The whole app on a real socket on 127.0.0.1, so the server sees a loopback peer. */
async function listening(env: Record<string, string>) {
  const t = await createTestApp({ env });
  const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  const submit = (forwardedFor: string) =>
    fetch(`http://127.0.0.1:${port}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      body: JSON.stringify(validContact),
    }).then(async (res) => {
      await res.arrayBuffer();
      return res.status;
    });
  const close = async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  };
  return { t, submit, close };
}

const { limit } = rateLimitRules.forms;

describe('rate limits behind (or without) a proxy', () => {
  describe('TRUST_PROXY unset', () => {
    let app: Awaited<ReturnType<typeof listening>>;
    beforeAll(async () => {
      app = await listening({});
    });
    afterAll(() => app.close());

    it(`counts a loopback client that rotates X-Forwarded-For as one: the ${limit + 1}st form is 429`, async () => {
      for (let i = 0; i < limit; i++) expect(await app.submit(`203.0.113.${i}`), `form ${i + 1}`).toBe(201);
      expect(await app.submit('198.51.100.1')).toBe(429);
    }, 120_000);
  });

  describe('TRUST_PROXY=1', () => {
    let app: Awaited<ReturnType<typeof listening>>;
    beforeAll(async () => {
      app = await listening({ TRUST_PROXY: '1' });
    });
    afterAll(() => app.close());

    it('counts the forwarded address: one client is limited, the next one is not', async () => {
      for (let i = 0; i < limit; i++) expect(await app.submit('203.0.113.7'), `form ${i + 1}`).toBe(201);
      expect(await app.submit('203.0.113.7')).toBe(429);
      expect(await app.submit('203.0.113.8')).toBe(201);
      // an address the client put before the proxy's entry changes nothing
      expect(await app.submit('198.51.100.1, 203.0.113.7')).toBe(429);
    }, 120_000);
  });
});
