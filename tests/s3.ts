import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { createS3Storage } from '../server/storage/s3';
import type { Storage } from '../server/storage/types';

/** The store's settings for the s3rver bucket at `endpoint`. */
export const s3Settings = (endpoint: string) => ({
  endpoint,
  bucket: 'uploads',
  region: 'us-east-1',
  accessKeyId: 'S3RVER',
  secretAccessKey: 'S3RVER',
  forcePathStyle: true,
});

/**
 * s3rver over `directory` with the bucket 'uploads', on `port` (0: a free one). Closed and run again
 * on the same folder and port, it serves the same objects.
 */
export async function runS3rver(directory: string, port = 0) {
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    directory,
    configureBuckets: [{ name: 'uploads' }],
    silent: true,
  });
  const address = await server.run();
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    async close() {
      server.httpServer?.closeAllConnections();
      await server.close();
    },
  };
}

/** An S3 bucket ('uploads') served by s3rver on a free port over a throwaway folder, and the store on it. */
export async function startS3(): Promise<{ storage: Storage; stop(): Promise<void> }> {
  const directory = await mkdtemp(path.join(tmpdir(), 'agency-s3rver-'));
  const server = await runS3rver(directory);
  return {
    storage: createS3Storage(s3Settings(server.endpoint)),
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
