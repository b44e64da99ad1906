import path from 'node:path';
import type { Config } from '../config';
import { createLocalStorage } from './local';
import type { Storage } from './types';

/**
 * The AWS SDK (~4.5 MB of JS heap and ~20 MB of RSS once imported) is loaded only when the uploads go to
 * S3; a server on the data folder never imports it.
 */
export async function createStorage(config: Config): Promise<Storage> {
  if (!config.s3) return createLocalStorage(path.join(config.dataDir, 'uploads'));
  const { createS3Storage } = await import('./s3');
  return createS3Storage(config.s3);
}
