import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3 } from '../../tests/s3';
import { newObjectKey } from './keys';
import { createLocalStorage } from './local';
import type { Storage } from './types';

async function bytesOf(stream: Readable | undefined): Promise<Buffer> {
  if (!stream) throw new Error('no such object');
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

interface Backend {
  storage: Storage;
  stop(): Promise<void>;
}

async function localBackend(): Promise<Backend & { root: string }> {
  const root = await mkdtemp(path.join(tmpdir(), 'agency-local-store-'));
  return { root, storage: createLocalStorage(root), stop: () => rm(root, { recursive: true, force: true }) };
}

describe.each([
  ['local files', localBackend],
  ['S3 (s3rver)', startS3],
] as const)('storage contract: %s', (_, makeBackend) => {
  let backend: Backend;
  beforeAll(async () => {
    backend = await makeBackend();
  });
  afterAll(() => backend.stop());
  const key = () => newObjectKey('documents', 42);

  it('answers ping', async () => {
    await expect(backend.storage.ping()).resolves.toBeUndefined();
  });

  it('puts, heads, streams back and deletes an object', async () => {
    const k = key();
    const body = Buffer.from('שלום, עולם — %PDF-1.7\n', 'utf8');
    await backend.storage.put(k, body, 'application/pdf');
    expect(await backend.storage.head(k)).toEqual({ size: body.length, contentType: 'application/pdf' });
    expect((await bytesOf(await backend.storage.get(k))).equals(body)).toBe(true);
    await backend.storage.delete(k);
    expect(await backend.storage.get(k)).toBeUndefined();
    expect(await backend.storage.head(k)).toBeUndefined();
  });

  it('answers undefined for a missing key, and deleting one is no error', async () => {
    const k = key();
    expect(await backend.storage.get(k)).toBeUndefined();
    expect(await backend.storage.head(k)).toBeUndefined();
    await expect(backend.storage.delete(k)).resolves.toBeUndefined();
  });

  it('round-trips binary data byte-exact: every byte value, and 3 MB of random bytes', async () => {
    const everyByte = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
    const large = randomBytes(3 * 1024 * 1024);
    for (const body of [everyByte, large, new Uint8Array(large.subarray(0, 1000))]) {
      const k = key();
      await backend.storage.put(k, body, 'application/octet-stream');
      const back = await bytesOf(await backend.storage.get(k));
      expect(back.length).toBe(body.length);
      expect(back.equals(Buffer.from(body))).toBe(true);
      expect((await backend.storage.head(k))?.size).toBe(body.length);
    }
  });

  it('replaces an object put again under the same key', async () => {
    const k = key();
    await backend.storage.put(k, Buffer.from('first version, longer'), 'text/plain');
    await backend.storage.put(k, Buffer.from('second'), 'image/png');
    expect((await bytesOf(await backend.storage.get(k))).toString()).toBe('second');
    expect(await backend.storage.head(k)).toEqual({ size: 6, contentType: 'image/png' });
  });

  it('lists the keys under a prefix with their size and time, across pages and folders', async () => {
    const owner = randomBytes(4).toString('hex');
    const keys = Array.from({ length: 3 }, () => newObjectKey(`list-${owner}`, 1));
    const other = newObjectKey(`list-${owner}`, 2);
    const before = Date.now() - 60_000;
    for (const k of [...keys, other]) await backend.storage.put(k, Buffer.from(k), 'application/pdf');
    const listed = [];
    for await (const object of backend.storage.list(`list-${owner}/1/`)) listed.push(object);
    expect(listed.map((o) => o.key).sort()).toEqual([...keys].sort());
    for (const object of listed) {
      expect(object.size).toBe(object.key.length);
      expect(object.lastModified.getTime()).toBeGreaterThan(before);
    }
    const all = [];
    for await (const object of backend.storage.list(`list-${owner}/`)) all.push(object.key);
    expect(all.sort()).toEqual([...keys, other].sort());
    const none = [];
    for await (const object of backend.storage.list(`nothing-${owner}/`)) none.push(object);
    expect(none).toEqual([]);
  });

  it('lists more keys than one page of the store holds', async () => {
    const owner = randomBytes(4).toString('hex');
    // S3 answers 1,000 keys a page
    const count = 1005;
    const keys = Array.from({ length: count }, (_, i) => `many-${owner}/${String(i).padStart(4, '0')}`);
    for (let i = 0; i < keys.length; i += 5)
      await Promise.all(
        keys.slice(i, i + 5).map((k) => backend.storage.put(k, Buffer.from('x'), 'text/plain')),
      );
    const listed = new Set<string>();
    for await (const object of backend.storage.list(`many-${owner}/`)) listed.add(object.key);
    expect(listed.size).toBe(count);
  }, 60_000);

  it.each(['../', '/etc', 'a//b', 'Documents/'])('refuses to list the prefix %j', async (bad) => {
    await expect(async () => {
      for await (const _ of backend.storage.list(bad)) break;
    }).rejects.toThrow(/invalid storage prefix/);
  });

  it.each([
    '../etc/passwd',
    'documents/../../secret',
    '/etc/passwd',
    'a//b',
    'documents/1/..',
    'Documents/X',
    '',
  ])('refuses the key %j for every operation', async (bad) => {
    await expect(backend.storage.put(bad, Buffer.from('x'), 'text/plain')).rejects.toThrow(
      /invalid storage key/,
    );
    await expect(backend.storage.get(bad)).rejects.toThrow(/invalid storage key/);
    await expect(backend.storage.head(bad)).rejects.toThrow(/invalid storage key/);
    await expect(backend.storage.delete(bad)).rejects.toThrow(/invalid storage key/);
  });
});

describe('local storage', () => {
  it('leaves no temporary files behind', async () => {
    const backend = await localBackend();
    const k = newObjectKey('documents', 7);
    await backend.storage.put(k, randomBytes(1000), 'image/jpeg');
    const files = await readdir(path.join(backend.root, path.dirname(k)));
    expect(files.filter((f) => f.endsWith('.tmp'))).toEqual([]);
    // the type file beside each object is not listed as an object
    const listed = [];
    for await (const object of backend.storage.list('documents/')) listed.push(object.key);
    expect(listed).toEqual([k]);
    await backend.stop();
  });
});

describe('S3 storage', () => {
  it('fails ping when the store is gone', async () => {
    const backend = await startS3();
    await backend.stop();
    await expect(backend.storage.ping()).rejects.toThrow();
  });
});
