import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DocumentItem } from '../../src/shared/account';
import { type Agent, createTestApp, type TestApp } from '../../tests/app';
import { docxFile, pdfFile } from '../../tests/document-files';
import { startS3 } from '../../tests/s3';
import { signedIn } from '../../tests/users';
import { userDocuments } from '../db/schema';
import { createLogger } from '../log';
import { createS3Storage } from '../storage/s3';
import type { Storage } from '../storage/types';
import { ORPHAN_GRACE_MS, sweepDocuments } from './documents';

/** The documents on the production store's protocol: an S3 bucket (s3rver here, MinIO in docker compose). */
let t: TestApp;
let s3: Awaited<ReturnType<typeof startS3>>;
let storage: Storage;
let agent: Agent;

beforeAll(async () => {
  s3 = await startS3();
  storage = s3.storage;
  t = await createTestApp({ env: { RATE_LIMIT: 'off' }, storage });
  agent = (await signedIn(t)).agent;
});
afterAll(async () => {
  await t.close();
  await s3.stop();
});

function form(bytes: Buffer, name: string) {
  const body = new FormData();
  body.append('file', new File([new Uint8Array(bytes)], 'x.bin'));
  body.append('name', name);
  return body;
}

it('uploads, streams back byte for byte, deletes and sweeps on S3', async () => {
  const bytes = Buffer.concat([docxFile(), Buffer.alloc(3 * 1024 * 1024, 7)]);
  const res = await agent.request('/api/user/documents', {
    method: 'POST',
    body: form(bytes, 'חוזה שכירות'),
  });
  expect(res.status).toBe(201);
  const doc = res.body as DocumentItem;
  expect(doc.type).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');

  const download = await t.app.request(`/api/user/documents/${doc.id}/download`, {
    headers: { cookie: agent.cookieHeader() },
  });
  expect(download.status).toBe(200);
  expect(download.headers.get('content-disposition')).toContain(
    `filename*=UTF-8''${encodeURIComponent('חוזה שכירות.docx')}`,
  );
  expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);

  const [row] = await t.deps.database.db.select().from(userDocuments).where(eq(userDocuments.id, doc.id));
  const del = await agent.request('/api/user/documents', { method: 'DELETE', json: { id: doc.id } });
  expect(del.status).toBe(200);
  expect(await storage.head(row?.path ?? '')).toBeUndefined();

  // a file without a row (a crash between the two writes) goes once the grace hour has passed
  const orphan = `documents/${row?.userId}/00000000-0000-4000-8000-000000000000`;
  await storage.put(orphan, pdfFile(), 'application/pdf');
  const log = createLogger('silent');
  expect((await sweepDocuments(t.deps.database.db, storage, log)).files).toBe(0);
  const later = new Date(Date.now() + ORPHAN_GRACE_MS + 60_000);
  expect((await sweepDocuments(t.deps.database.db, storage, log, later)).files).toBe(1);
  expect(await storage.head(orphan)).toBeUndefined();
});

it('answers 503 on upload and download while the store is down, and keeps nothing half done', async () => {
  const doc = (await agent.request('/api/user/documents', { method: 'POST', body: form(pdfFile(), 'נשאר') }))
    .body as DocumentItem;
  const down = createS3Storage({
    endpoint: 'http://127.0.0.1:9',
    bucket: 'uploads',
    region: 'us-east-1',
    accessKeyId: 'x',
    secretAccessKey: 'x',
    forcePathStyle: true,
  });
  const broken = await createTestApp({
    env: { RATE_LIMIT: 'off' },
    storage: down,
    database: t.deps.database,
  });
  try {
    const cookie = agent.cookieHeader();
    const up = await broken.request('/api/user/documents', {
      method: 'POST',
      body: form(pdfFile(), 'לא יישמר'),
      headers: { cookie },
    });
    expect(up.status).toBe(503);
    const get = await broken.request(`/api/user/documents/${doc.id}/download`, { headers: { cookie } });
    expect(get.status).toBe(503);
  } finally {
    await broken.close();
  }
  const names = (await agent.request('/api/user/documents')).body.map((d: DocumentItem) => d.name);
  expect(names).toContain('נשאר');
  expect(names).not.toContain('לא יישמר');
}, 60_000);
