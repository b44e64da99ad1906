import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import superjson from 'superjson';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountMessages,
  DOCUMENT_MAX_BYTES,
  type DocumentItem,
  documentMessages,
} from '../../src/shared/account';
import { type Agent, createTestApp, type TestApp } from '../../tests/app';
import {
  docxFile,
  heifFile,
  htmlFile,
  jpegFile,
  pdfFile,
  pngFile,
  webpFile,
  zipFile,
} from '../../tests/document-files';
import { signedIn } from '../../tests/users';
import type { Db } from '../db/client';
import { userDocuments, users } from '../db/schema';
import { createLogger } from '../log';
import { createLocalStorage } from '../storage/local';
import type { Storage } from '../storage/types';
import { DOCUMENTS_PREFIX, ORPHAN_GRACE_MS, sweepDocuments, uploadDocument } from './documents';

/** The real local store, with switches that make each operation fail (an outage) or run a hook. */
function switchableStorage(root: string) {
  const real = createLocalStorage(root);
  const down = { put: false, putAfterWrite: false, get: false, delete: false, head: false };
  const hooks: { afterPut?: () => Promise<void> } = {};
  const outage = () =>
    Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9000'), { code: 'ECONNREFUSED' });
  const storage: Storage = {
    kind: 'local',
    async put(key, body, type) {
      if (down.put) throw outage();
      await real.put(key, body, type);
      await hooks.afterPut?.();
      // the store took the bytes, but the answer never came back
      if (down.putAfterWrite) throw outage();
    },
    async get(key) {
      if (down.get) throw outage();
      return real.get(key);
    },
    async delete(key) {
      if (down.delete) throw outage();
      return real.delete(key);
    },
    async head(key) {
      if (down.head) throw outage();
      return real.head(key);
    },
    list: (prefix) => real.list(prefix),
    ping: () => real.ping(),
  };
  return { storage, real, down, hooks };
}

let t: TestApp;
let store: ReturnType<typeof switchableStorage>;
let alice: Agent;
let bob: Agent;
let aliceId: number;

beforeAll(async () => {
  const root = path.join(
    (await import('node:os')).tmpdir(),
    `agency-docs-${Date.now()}-${Math.random().toString(36).slice(2)}`,
  );
  store = switchableStorage(root);
  t = await createTestApp({ env: { RATE_LIMIT: 'off' }, storage: store.storage });
  const a = await signedIn(t);
  alice = a.agent;
  aliceId = a.user.id;
  bob = (await signedIn(t)).agent;
});
afterAll(() => t.close());

const db = () => t.deps.database.db;
const silent = createLogger('silent');

function form(
  bytes: Buffer | string,
  fields: { name?: string; expirationDate?: string; fileName?: string; type?: string } = {},
) {
  const body = new FormData();
  body.append(
    'file',
    new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], fields.fileName ?? 'file.pdf', {
      type: fields.type ?? 'application/pdf',
    }),
  );
  body.append('name', fields.name ?? 'פוליסת ביטוח רכב');
  body.append('category', 'general');
  if (fields.expirationDate !== undefined) body.append('expirationDate', fields.expirationDate);
  return body;
}

const upload = (agent: Agent, body: FormData) =>
  agent.request('/api/user/documents', { method: 'POST', body });

async function uploaded(agent: Agent, bytes: Buffer = pdfFile(), fields = {}): Promise<DocumentItem> {
  const res = await upload(agent, form(bytes, fields));
  expect(res.status, res.text).toBe(201);
  return res.body as DocumentItem;
}

async function storedKeys(): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of store.real.list(`${DOCUMENTS_PREFIX}/`)) keys.push(object.key);
  return keys;
}

async function rowCount() {
  return (await db().select({ id: userDocuments.id }).from(userDocuments)).length;
}

const trpcQuery = (agent: Agent, procedure: string, input: unknown) =>
  agent.request(`/trpc/${procedure}?input=${encodeURIComponent(JSON.stringify(superjson.serialize(input)))}`);
const trpcMutation = (agent: Agent, procedure: string, input: unknown) =>
  agent.request(`/trpc/${procedure}`, { json: superjson.serialize(input) });

describe('upload, list, download, preview, delete', () => {
  it('stores a PDF with a Hebrew name and an expiration date, and lists it', async () => {
    const doc = await uploaded(alice, pdfFile(), { name: 'תעודת ביטוח', expirationDate: '2031-05-01' });
    expect(doc).toEqual({
      id: expect.any(Number),
      name: 'תעודת ביטוח',
      category: 'general',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      expirationDate: '2031-05-01',
      type: 'application/pdf',
      size: pdfFile().length,
    });
    const list = await alice.request('/api/user/documents');
    expect(list.status).toBe(200);
    expect(list.body).toContainEqual(doc);
    // the key is the server's: documents/<user>/<uuid>, nothing of the name
    const [row] = await db().select().from(userDocuments).where(eq(userDocuments.id, doc.id));
    expect(row?.path).toMatch(new RegExp(`^documents/${aliceId}/[0-9a-f-]{36}$`));
  });

  it('downloads the bytes under the document name (UTF-8 filename* and an ASCII fallback), never cached', async () => {
    const bytes = pdfFile('download me');
    const doc = await uploaded(alice, bytes, { name: 'תעודת זהות' });
    const res = await t.app.request(`/api/user/documents/${doc.id}/download`, {
      headers: { cookie: alice.cookieHeader() },
    });
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-length')).toBe(String(bytes.length));
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="document-${doc.id}.pdf"; filename*=UTF-8''${encodeURIComponent('תעודת זהות.pdf')}`,
    );
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('content-security-policy')).toMatch(/sandbox/);
    expect(res.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
  });

  it('previews inline with the true type, framable by our own pages only', async () => {
    const doc = await uploaded(alice, pngFile(), { name: 'Car licence (front).png' });
    const res = await alice.request(`/api/user/documents/${doc.id}/preview`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-disposition')).toBe(
      `inline; filename="Car licence _front_.png"; filename*=UTF-8''Car%20licence%20%28front%29.png`.replace(
        '_front_',
        '(front)',
      ),
    );
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/frame-ancestors 'self'/);
    expect(csp).toMatch(/\bsandbox\b/);
    expect(csp).toMatch(/default-src 'none'/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('keeps the strict policy of every other answer', async () => {
    const res = await alice.request('/api/user/documents');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('deletes the row and then the file', async () => {
    const doc = await uploaded(alice);
    const [row] = await db().select().from(userDocuments).where(eq(userDocuments.id, doc.id));
    const del = await alice.request('/api/user/documents', { method: 'DELETE', json: { id: doc.id } });
    expect(del.status).toBe(200);
    expect(del.body).toEqual({ id: doc.id });
    expect(await store.real.head(row?.path ?? '')).toBeUndefined();
    const list = await alice.request('/api/user/documents');
    expect(list.body.map((d: DocumentItem) => d.id)).not.toContain(doc.id);
    expect((await alice.request(`/api/user/documents/${doc.id}/download`)).status).toBe(404);
    const again = await alice.request('/api/user/documents', { method: 'DELETE', json: { id: doc.id } });
    expect(again.status).toBe(404);
    expect(again.body.error).toBe(accountMessages.documentNotFound);
  });

  it('lists newest first, over both doors', async () => {
    const { agent } = await signedIn(t);
    const first = await uploaded(agent, pdfFile(), { name: 'ראשון' });
    const second = await uploaded(agent, jpegFile(), { name: 'שני' });
    const rest = await agent.request('/api/user/documents');
    expect(rest.body.map((d: DocumentItem) => d.id)).toEqual([second.id, first.id]);
    const trpc = await trpcQuery(agent, 'account.documents.list', undefined);
    expect(trpc.status).toBe(200);
    expect(superjson.deserialize<DocumentItem[]>(trpc.body.result.data).map((d) => d.name)).toEqual([
      'שני',
      'ראשון',
    ]);
  });

  it('answers the file query over /trpc with the metadata only', async () => {
    const doc = await uploaded(alice, webpFile(), { name: 'צילום' });
    const res = await trpcQuery(alice, 'account.documents.file', { id: doc.id });
    expect(res.status).toBe(200);
    expect(superjson.deserialize(res.body.result.data)).toEqual({
      id: doc.id,
      name: 'צילום',
      type: 'image/webp',
      size: webpFile().length,
      fileName: 'צילום.webp',
    });
  });

  it('takes no upload over /trpc (JSON only)', async () => {
    const res = await trpcMutation(alice, 'account.documents.upload', { name: 'x', file: 'JVBERi0=' });
    expect(res.status).toBe(400);
  });
});

describe('types judged by the bytes', () => {
  it.each([
    ['PDF', pdfFile(), 'application/pdf'],
    ['JPEG', jpegFile(), 'image/jpeg'],
    ['PNG', pngFile(), 'image/png'],
    ['WebP', webpFile(), 'image/webp'],
    ['HEIC', heifFile('heic'), 'image/heic'],
    ['DOCX', docxFile(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ])('takes a %s and stores the type its bytes have', async (_, bytes, type) => {
    // the browser's word and the file's name say otherwise; neither counts
    const doc = await uploaded(alice, bytes, { fileName: 'x.txt', type: 'text/plain' });
    expect(doc.type).toBe(type);
    const res = await alice.request(`/api/user/documents/${doc.id}/preview`);
    expect(res.headers.get('content-type')).toBe(type);
  });

  it.each([
    ['HTML renamed .pdf', htmlFile(), 'report.pdf', 'application/pdf'],
    ['SVG renamed .png', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', 'a.png', 'image/png'],
    ['plain text', 'just some words', 'a.pdf', 'application/pdf'],
    ['a zip that is not a Word document', zipFile({ 'a.txt': 'x' }), 'a.docx', 'application/zip'],
    ['an executable', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]), 'a.pdf', 'application/pdf'],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'a.png', 'image/png'],
    ['a HEIF that is not HEIC', heifFile('mif1'), 'a.heic', 'image/heic'],
    ['a HEIC image sequence', heifFile('hevc'), 'a.heic', 'image/heic'],
  ])('refuses %s with 415 and keeps nothing', async (_, bytes, fileName, type) => {
    const rowsBefore = await rowCount();
    const keysBefore = (await storedKeys()).length;
    const res = await upload(alice, form(bytes, { fileName, type }));
    expect(res.status).toBe(415);
    expect(res.body.error).toBe(accountMessages.fileType);
    expect(await rowCount()).toBe(rowsBefore);
    expect((await storedKeys()).length).toBe(keysBefore);
  });

  it('serves a polyglot (PDF bytes carrying HTML) as a PDF that can run nothing', async () => {
    const polyglot = Buffer.concat([pdfFile(), htmlFile()]);
    const doc = await uploaded(alice, polyglot, { fileName: 'x.html', type: 'text/html' });
    expect(doc.type).toBe('application/pdf');
    const res = await alice.request(`/api/user/documents/${doc.id}/preview`);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/\bsandbox\b/);
    expect(csp).toMatch(/default-src 'none'/);
    expect(csp).not.toMatch(/script-src|allow-scripts/);
  });

  it('serves a JPEG with HTML appended as a JPEG', async () => {
    const doc = await uploaded(alice, Buffer.concat([jpegFile(), htmlFile()]));
    expect(doc.type).toBe('image/jpeg');
  });
});

describe('sizes and names', () => {
  it('refuses a file one byte over 10 MiB with 413', async () => {
    const big = Buffer.alloc(DOCUMENT_MAX_BYTES + 1);
    pdfFile().copy(big);
    const res = await upload(alice, form(big));
    expect(res.status).toBe(413);
    expect(res.body.error).toBe(accountMessages.fileTooLarge);
  });

  it('takes a file of exactly 10 MiB', async () => {
    const exact = Buffer.alloc(DOCUMENT_MAX_BYTES);
    pdfFile().copy(exact);
    const { agent } = await signedIn(t);
    const doc = await uploaded(agent, exact);
    expect(doc.size).toBe(DOCUMENT_MAX_BYTES);
  });

  it('refuses a body far over the limit before reading it (413)', async () => {
    const res = await upload(alice, form(Buffer.alloc(DOCUMENT_MAX_BYTES * 2)));
    expect(res.status).toBe(413);
  });

  it('refuses an empty file, a missing file and a missing name with Hebrew messages', async () => {
    const empty = await upload(alice, form(''));
    expect(empty.status).toBe(415);
    expect(empty.body.error).toBe(documentMessages.emptyFile);

    const noFile = new FormData();
    noFile.append('name', 'מסמך');
    const missing = await upload(alice, noFile);
    expect(missing.status).toBe(400);
    expect(missing.body.issues).toContainEqual({ path: 'file', message: accountMessages.fileMissing });

    const noName = new FormData();
    noName.append('file', new File([new Uint8Array(pdfFile())], 'a.pdf'));
    const unnamed = await upload(alice, noName);
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.issues).toContainEqual({ path: 'name', message: accountMessages.documentName });
  });

  it.each([
    ['a name of 121 characters', 'א'.repeat(121), accountMessages.documentNameLong],
    ['a name of 100,000 characters', 'a'.repeat(100_000), accountMessages.documentNameLong],
    ['a one-letter name', 'א', accountMessages.documentName],
  ])('refuses %s with 400 on `name`', async (_, name, message) => {
    const res = await upload(alice, form(pdfFile(), { name }));
    expect(res.status).toBe(400);
    expect(res.body.issues).toContainEqual({ path: 'name', message });
  });

  it.each(['2025-02-30', 'tomorrow', '01.05.2030'])('refuses the expiration date %j', async (date) => {
    const res = await upload(alice, form(pdfFile(), { expirationDate: date }));
    expect(res.status).toBe(400);
    expect(res.body.issues).toContainEqual({
      path: 'expirationDate',
      message: accountMessages.expirationDate,
    });
  });

  it('takes an empty expiration date as none', async () => {
    const doc = await uploaded(alice, pdfFile(), { expirationDate: '' });
    expect(doc.expirationDate).toBeNull();
  });

  it.each([
    ['../../etc/passwd', '.._.._etc_passwd.pdf'],
    ['C:\\Windows\\win.ini', 'C:_Windows_win.ini.pdf'],
    ['report"; filename="evil.html', 'report__ filename=_evil.html.pdf'],
  ])(
    "keeps the path-like name %j as text only: the key is the server's, the file name has no folders",
    async (name, ascii) => {
      const doc = await uploaded(alice, pdfFile(), { name });
      expect(doc.name).toBe(name);
      const [row] = await db().select().from(userDocuments).where(eq(userDocuments.id, doc.id));
      expect(row?.path).toMatch(new RegExp(`^documents/${aliceId}/[0-9a-f-]{36}$`));
      const res = await alice.request(`/api/user/documents/${doc.id}/download`);
      const disposition = res.headers.get('content-disposition') ?? '';
      expect(disposition).toContain(`filename="${ascii}"`);
      expect(decodeURIComponent(disposition.split("UTF-8''")[1] ?? '')).not.toMatch(/[\\/]/);
      // exactly two parameters: a quote or semicolon in the name cannot open a third
      expect(disposition).toMatch(/^attachment; filename="[^"\\;]*"; filename\*=UTF-8''[^\s;"']+$/);
    },
  );

  it('strips direction overrides and zero-width characters from the name', async () => {
    const doc = await uploaded(alice, pdfFile(), { name: 'חשבונית\u202Efdp.exe\u200B' });
    expect(doc.name).not.toMatch(/[\u202E\u200B]/);
  });
});

describe("isolation: another user's documents answer 404 on both doors", () => {
  let bobsDocs: DocumentItem[];
  beforeAll(async () => {
    bobsDocs = [
      await uploaded(bob, pdfFile('bob'), { name: 'של בוב' }),
      await uploaded(bob, pngFile(), { name: 'תמונה של בוב' }),
    ];
  });

  it('never lists them', async () => {
    const list = await alice.request('/api/user/documents');
    const ids = list.body.map((d: DocumentItem) => d.id);
    for (const doc of bobsDocs) expect(ids).not.toContain(doc.id);
  });

  it.each(['download', 'preview'])('REST %s: 404 without a byte of the file', async (kind) => {
    for (const doc of bobsDocs) {
      const res = await alice.request(`/api/user/documents/${doc.id}/${kind}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: accountMessages.documentNotFound });
      expect(res.headers.get('content-disposition')).toBeNull();
    }
  });

  it('REST delete: 404, and the document stays', async () => {
    for (const doc of bobsDocs) {
      const res = await alice.request('/api/user/documents', { method: 'DELETE', json: { id: doc.id } });
      expect(res.status).toBe(404);
    }
  });

  it('tRPC file and delete: NOT_FOUND', async () => {
    for (const doc of bobsDocs) {
      const file = await trpcQuery(alice, 'account.documents.file', { id: doc.id });
      expect(file.status).toBe(404);
      expect(file.text).not.toContain(doc.name);
      const del = await trpcMutation(alice, 'account.documents.delete', { id: doc.id });
      expect(del.status).toBe(404);
    }
  });

  it("answers an id that exists nowhere the same way as one that is someone else's", async () => {
    const mine = await alice.request('/api/user/documents/999999999/download');
    const theirs = await alice.request(`/api/user/documents/${bobsDocs[0]?.id}/download`);
    expect(mine.status).toBe(theirs.status);
    expect(mine.body).toEqual(theirs.body);
  });

  it('leaves every one of them whole for their owner', async () => {
    for (const doc of bobsDocs) {
      const res = await bob.request(`/api/user/documents/${doc.id}/download`);
      expect(res.status).toBe(200);
    }
    const bytes = await t.app.request(`/api/user/documents/${bobsDocs[0]?.id}/download`, {
      headers: { cookie: bob.cookieHeader() },
    });
    expect(Buffer.from(await bytes.arrayBuffer()).equals(pdfFile('bob'))).toBe(true);
  });

  it('asks for a session first: 401 signed out on every path', async () => {
    const anonymous = t.agent();
    const id = bobsDocs[0]?.id;
    expect((await anonymous.request('/api/user/documents')).status).toBe(401);
    expect((await anonymous.request(`/api/user/documents/${id}/download`)).status).toBe(401);
    expect((await anonymous.request(`/api/user/documents/${id}/preview`)).status).toBe(401);
    expect((await upload(anonymous, form(pdfFile()))).status).toBe(401);
    expect((await anonymous.request('/api/user/documents', { method: 'DELETE', json: { id } })).status).toBe(
      401,
    );
  });

  it.each(['abc', '-1', '0', '1.5', '99999999999999999999'])(
    'answers the id %j with 400 or 404, never 5xx',
    async (id) => {
      const res = await alice.request(`/api/user/documents/${id}/download`);
      expect([400, 404]).toContain(res.status);
    },
  );
});

describe('the per-user limit', () => {
  it('refuses the 201st document with 409, even when two uploads race for the last place', async () => {
    const { agent, user } = await signedIn(t);
    const rows = Array.from({ length: 199 }, (_, i) => ({
      userId: user.id,
      name: `מסמך ${i}`,
      type: 'application/pdf',
      size: 10,
      path: `documents/${user.id}/fake-${i}`,
    }));
    await db().insert(userDocuments).values(rows);
    const [a, b] = await Promise.all([upload(agent, form(pdfFile())), upload(agent, form(pdfFile()))]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const refused = a.status === 409 ? a : b;
    expect(refused.body.error).toBe(documentMessages.tooMany);
    const mine = await db().select().from(userDocuments).where(eq(userDocuments.userId, user.id));
    expect(mine).toHaveLength(200);
    // the refused upload's file did not stay behind
    const keys = (await storedKeys()).filter((k) => k.startsWith(`documents/${user.id}/`));
    expect(keys).toHaveLength(1);
  });

  it('refuses an upload past 500 MB in all with 413', async () => {
    const { agent, user } = await signedIn(t);
    await db()
      .insert(userDocuments)
      .values({
        userId: user.id,
        name: 'גדול',
        type: 'application/pdf',
        size: 500 * 1024 * 1024 - 100,
        path: `documents/${user.id}/big`,
      });
    const res = await upload(agent, form(pdfFile()));
    expect(res.status).toBe(413);
    expect(res.body.error).toBe(documentMessages.quota);
  });
});

describe('a storage outage loses nothing and leaves nothing apart', () => {
  const reset = () => {
    for (const k of Object.keys(store.down) as (keyof typeof store.down)[]) store.down[k] = false;
    store.hooks.afterPut = undefined;
  };

  it('answers 503 when the store refuses the file: no row, no file, the other documents untouched', async () => {
    const { agent, user } = await signedIn(t);
    const kept = await uploaded(agent, pdfFile('kept'));
    store.down.put = true;
    try {
      const res = await upload(agent, form(pdfFile()));
      expect(res.status).toBe(503);
      expect(res.body.error).toBe(documentMessages.storageDown);
      expect(res.headers.get('retry-after')).toBe('5');
    } finally {
      reset();
    }
    const mine = await db().select().from(userDocuments).where(eq(userDocuments.userId, user.id));
    expect(mine.map((r) => r.id)).toEqual([kept.id]);
    expect((await storedKeys()).filter((k) => k.startsWith(`documents/${user.id}/`))).toEqual([
      mine[0]?.path,
    ]);
    expect((await agent.request(`/api/user/documents/${kept.id}/download`)).status).toBe(200);
  });

  it('removes a file the store took before it failed to answer', async () => {
    const { agent, user } = await signedIn(t);
    store.down.putAfterWrite = true;
    try {
      expect((await upload(agent, form(pdfFile()))).status).toBe(503);
    } finally {
      reset();
    }
    expect(await db().select().from(userDocuments).where(eq(userDocuments.userId, user.id))).toEqual([]);
    expect((await storedKeys()).filter((k) => k.startsWith(`documents/${user.id}/`))).toEqual([]);
  });

  it('removes the file when its row cannot be written', async () => {
    const { agent, user } = await signedIn(t);
    // the account goes away while the file is being written: the row's insert fails
    store.hooks.afterPut = async () => {
      await db().delete(users).where(eq(users.id, user.id));
    };
    try {
      const res = await upload(agent, form(pdfFile()));
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    } finally {
      reset();
    }
    expect((await storedKeys()).filter((k) => k.startsWith(`documents/${user.id}/`))).toEqual([]);
  });

  describe('when the database connection drops at the commit', () => {
    const lost = () => Object.assign(new Error('write CONNECTION_CLOSED'), { code: 'CONNECTION_CLOSED' });
    /** The database as the upload sees it: the row's transaction commits, but its answer never comes. */
    const commitUnanswered = (lookup: 'answers' | 'down') => {
      let committed = false;
      return new Proxy(db(), {
        get(target, prop, receiver) {
          if (prop === 'transaction')
            return async (run: Parameters<Db['transaction']>[0]) => {
              await target.transaction(run);
              committed = true;
              throw lost();
            };
          if (prop === 'select' && committed && lookup === 'down')
            return () => {
              throw lost();
            };
          return Reflect.get(target, prop, receiver);
        },
      });
    };
    const file = () => new File([new Uint8Array(pdfFile())], 'a.pdf', { type: 'application/pdf' });
    const fields = { name: 'פוליסה', category: 'general', expirationDate: null };

    it('finds the committed row and answers with it, keeping the file', async () => {
      const { user } = await signedIn(t);
      const item = await uploadDocument(commitUnanswered('answers'), store.storage, silent, user.id, {
        file: file(),
        ...fields,
      });
      const [row] = await db().select().from(userDocuments).where(eq(userDocuments.userId, user.id));
      expect(row?.id).toBe(item.id);
      expect(await storedKeys()).toContain(row?.path);
    });

    it('keeps the file while the row cannot be looked for: no row is ever left without its file', async () => {
      const { user } = await signedIn(t);
      await expect(
        uploadDocument(commitUnanswered('down'), store.storage, silent, user.id, { file: file(), ...fields }),
      ).rejects.toThrow('CONNECTION_CLOSED');
      const [row] = await db().select().from(userDocuments).where(eq(userDocuments.userId, user.id));
      expect(await storedKeys()).toContain(row?.path);
    });
  });

  it('leaves a file it could not remove to the sweeper, which takes it after the grace hour', async () => {
    const { agent, user } = await signedIn(t);
    store.down.putAfterWrite = true;
    store.down.delete = true;
    try {
      expect((await upload(agent, form(pdfFile()))).status).toBe(503);
    } finally {
      reset();
    }
    const orphans = () =>
      storedKeys().then((keys) => keys.filter((k) => k.startsWith(`documents/${user.id}/`)));
    expect(await orphans()).toHaveLength(1);
    // an upload in flight looks the same for a while: left alone within the hour
    await sweepDocuments(db(), store.storage, silent);
    expect(await orphans()).toHaveLength(1);
    const later = new Date(Date.now() + ORPHAN_GRACE_MS + 60_000);
    const swept = await sweepDocuments(db(), store.storage, silent, later);
    expect(swept.files).toBeGreaterThanOrEqual(1);
    expect(await orphans()).toEqual([]);
  });

  it('deletes the document when its file cannot be removed now; the sweeper removes the file later', async () => {
    const { agent, user } = await signedIn(t);
    const doc = await uploaded(agent);
    store.down.delete = true;
    try {
      const res = await agent.request('/api/user/documents', { method: 'DELETE', json: { id: doc.id } });
      expect(res.status).toBe(200);
    } finally {
      reset();
    }
    expect((await agent.request('/api/user/documents')).body).toEqual([]);
    await sweepDocuments(db(), store.storage, silent, new Date(Date.now() + ORPHAN_GRACE_MS + 60_000));
    expect((await storedKeys()).filter((k) => k.startsWith(`documents/${user.id}/`))).toEqual([]);
  });

  it('answers 503 for a download while the store is down, and keeps the document', async () => {
    const doc = await uploaded(alice);
    store.down.head = true;
    try {
      const res = await alice.request(`/api/user/documents/${doc.id}/download`);
      expect(res.status).toBe(503);
      expect(res.body.error).toBe(documentMessages.storageDown);
    } finally {
      reset();
    }
    expect((await alice.request(`/api/user/documents/${doc.id}/download`)).status).toBe(200);
  });
});

describe('the sweeper', () => {
  it('removes a row whose file is gone, and keeps rows the store cannot answer for', async () => {
    const { agent, user } = await signedIn(t);
    const lost = await uploaded(agent, pdfFile(), { name: 'אבד' });
    const kept = await uploaded(agent, pdfFile(), { name: 'נשאר' });
    const [lostRow] = await db().select().from(userDocuments).where(eq(userDocuments.id, lost.id));
    await store.real.delete(lostRow?.path ?? '');

    // the store answers the listing but not the question: nothing is removed
    store.down.head = true;
    try {
      const blind = await sweepDocuments(db(), store.storage, silent);
      expect(blind.rows).toBe(0);
    } finally {
      store.down.head = false;
    }
    expect((await agent.request('/api/user/documents')).body).toHaveLength(2);

    const swept = await sweepDocuments(db(), store.storage, silent);
    expect(swept.rows).toBeGreaterThanOrEqual(1);
    const left = await db().select().from(userDocuments).where(eq(userDocuments.userId, user.id));
    expect(left.map((r) => r.id)).toEqual([kept.id]);
  });

  it('never removes a file that has its row, however old', async () => {
    const doc = await uploaded(alice, pdfFile(), { name: 'ישן' });
    await sweepDocuments(db(), store.storage, silent, new Date(Date.now() + 365 * 24 * 3600_000));
    expect((await alice.request(`/api/user/documents/${doc.id}/download`)).status).toBe(200);
    const [row] = await db()
      .select()
      .from(userDocuments)
      .where(and(eq(userDocuments.id, doc.id), eq(userDocuments.userId, aliceId)));
    expect(row).toBeDefined();
  });
});
