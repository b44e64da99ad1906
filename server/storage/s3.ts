import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../config';
import { assertKey, assertPrefix } from './keys';
import type { ListedObject, Storage } from './types';

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey ||
  error instanceof NotFound ||
  (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode === 404;

/** An S3-compatible bucket (MinIO in docker compose, s3rver in tests). */
export function createS3Storage(config: S3Config): Storage {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // without these, streamed uploads fail and sized ones are stored corrupted
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
  const Bucket = config.bucket;

  return {
    kind: 's3',
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: assertKey(key), Body: body, ContentType: contentType }),
      );
    },
    async get(key) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: assertKey(key) }));
        return out.Body instanceof Readable ? out.Body : undefined;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: assertKey(key) }));
    },
    async head(key) {
      try {
        const out = await client.send(new HeadObjectCommand({ Bucket, Key: assertKey(key) }));
        return { size: out.ContentLength ?? 0, contentType: out.ContentType };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async *list(prefix): AsyncIterable<ListedObject> {
      // ListObjects (v1) paged by the last key: s3rver's v2 continuation tokens use DES, which Node 20's
      // OpenSSL refuses; S3 and MinIO answer both alike
      let Marker: string | undefined;
      for (;;) {
        const page = await client.send(
          new ListObjectsCommand({ Bucket, Prefix: assertPrefix(prefix), Marker }),
        );
        const contents = page.Contents ?? [];
        for (const object of contents) {
          if (object.Key)
            yield {
              key: object.Key,
              size: object.Size ?? 0,
              lastModified: object.LastModified ?? new Date(),
            };
        }
        Marker = contents.at(-1)?.Key;
        if (!page.IsTruncated || !Marker) return;
      }
    },
    async ping() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  };
}
