import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { createS3Storage } from '../server/storage/s3';
import type { Storage } from '../server/storage/types';

/** An S3 bucket ('uploads') served by s3rver on a free port over a throwaway folder, and the store on it. */
export async function startS3(): Promise<{ storage: Storage; stop(): Promise<void> }> {
  const directory = await mkdtemp(path.join(tmpdir(), 'agency-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    configureBuckets: [{ name: 'uploads' }],
    silent: true,
  });
  const { port } = await server.run();
  const storage = createS3Storage({
    endpoint: `http://127.0.0.1:${port}`,
    bucket: 'uploads',
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });
  return {
    storage,
    async stop() {
      server.httpServer?.closeAllConnections();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
