/**
 * The customer's documents (personal area, /api/user/documents): a row in
 * `user_documents` and a file in storage under a key the server makes. A row and its file are never
 * apart: the file is written first and removed if the row fails; the row is deleted first and its file
 * after; `sweepDocuments` removes what a crash or an outage left of either.
 */
import type { Readable } from 'node:stream';
import { and, count, desc, eq, gt, inArray, sum } from 'drizzle-orm';
import {
  accountMessages,
  DOCUMENT_MAX_BYTES,
  DOCUMENTS_MAX_COUNT,
  DOCUMENTS_MAX_TOTAL_BYTES,
  type DocumentItem,
  type DocumentType,
  documentFileName,
  documentMessages,
  isDocumentType,
} from '../../src/shared/account';
import type { Db } from '../db/client';
import { userDocuments, users } from '../db/schema';
import { conflict, notFound, tooLarge, unavailable, unsupportedType } from '../errors';
import type { Logger } from '../log';
import { newObjectKey } from '../storage/keys';
import type { Storage } from '../storage/types';

/** Every document's file lives under this prefix: documents/<userId>/<uuid>. */
export const DOCUMENTS_PREFIX = 'documents';
/** A file younger than this may belong to an upload whose row is still being written: the sweeper leaves it. */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;

const itemColumns = {
  id: userDocuments.id,
  name: userDocuments.name,
  category: userDocuments.category,
  createdAt: userDocuments.createdAt,
  expirationDate: userDocuments.expirationDate,
  type: userDocuments.type,
  size: userDocuments.size,
};

type ItemRow = Omit<DocumentItem, 'createdAt' | 'type'> & { createdAt: Date; type: string };

const toItem = (row: ItemRow): DocumentItem => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  type: row.type as DocumentType,
});

/** The storage failed: the answer is a 503, and nothing is left half done. */
const storageDown = (cause: unknown) => unavailable(documentMessages.storageDown, cause);

/** A user's documents, newest first (the personal area's list; the admin's customer page reuses it). */
export async function listDocuments(db: Db, userId: number): Promise<DocumentItem[]> {
  const rows = await db
    .select(itemColumns)
    .from(userDocuments)
    .where(eq(userDocuments.userId, userId))
    .orderBy(desc(userDocuments.createdAt), desc(userDocuments.id));
  return rows.map(toItem);
}

export interface DocumentUpload {
  file: File;
  name: string;
  category: string;
  expirationDate: string | null;
}

/** The document's type judged by its bytes (never by its name or the browser's word), or a 415. */
export async function judgeDocumentType(bytes: Uint8Array): Promise<DocumentType> {
  // imported on the first upload, not at start (a few MB of heap most servers seldom need)
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected || !isDocumentType(detected.mime)) throw unsupportedType(accountMessages.fileType);
  return detected.mime;
}

/**
 * Stores an upload: 413 over 10 MiB or over the user's quota, 415 unless one of the six types by its
 * bytes, 409 past DOCUMENTS_MAX_COUNT, 503 when the store is down. The file is written before the row,
 * and removed again when the row is known not to be written.
 */
export async function uploadDocument(
  db: Db,
  storage: Storage,
  log: Logger,
  userId: number,
  upload: DocumentUpload,
): Promise<DocumentItem> {
  const { file } = upload;
  if (file.size > DOCUMENT_MAX_BYTES) throw tooLarge(accountMessages.fileTooLarge);
  if (file.size === 0) throw unsupportedType(documentMessages.emptyFile);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = await judgeDocumentType(bytes);
  // checked before the file is written, and again under the user's lock with the row
  await checkQuota(db, userId, bytes.byteLength);

  const key = newObjectKey(DOCUMENTS_PREFIX, userId);
  try {
    await storage.put(key, bytes, type);
  } catch (error) {
    // a put that failed half way may still have left the object
    await storage.delete(key).catch(() => undefined);
    throw storageDown(error);
  }
  try {
    const row = await db.transaction(async (tx) => {
      await checkQuota(tx, userId, bytes.byteLength, true);
      const [inserted] = await tx
        .insert(userDocuments)
        .values({
          userId,
          name: upload.name,
          category: upload.category,
          expirationDate: upload.expirationDate,
          type,
          size: bytes.byteLength,
          path: key,
        })
        .returning(itemColumns);
      if (!inserted) throw new Error('document row not written');
      return inserted;
    });
    return toItem(row);
  } catch (error) {
    // A lost connection leaves the commit unknown: the row is looked for before its file is touched.
    // Written → the upload succeeded; not written → the file goes; no answer → the sweeper decides later.
    const written = await db
      .select(itemColumns)
      .from(userDocuments)
      .where(eq(userDocuments.path, key))
      .then(([row]) => row ?? null)
      .catch(() => undefined);
    if (written) return toItem(written);
    if (written === undefined) {
      log.warn({ key }, 'document upload failed with its row unknown; the sweeper settles its file');
      throw error;
    }
    await storage
      .delete(key)
      .catch((err) => log.warn({ err, key }, 'document file of a failed upload not removed'));
    throw error;
  }
}

/**
 * 409 past the count, 413 past the bytes. With `lock`, inside the upload's transaction: the user's row
 * is locked first, so two uploads at once cannot both pass the last free place.
 */
async function checkQuota(db: Db, userId: number, adding: number, lock = false) {
  if (lock) await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [usage] = await db
    .select({ documents: count(), bytes: sum(userDocuments.size) })
    .from(userDocuments)
    .where(eq(userDocuments.userId, userId));
  if ((usage?.documents ?? 0) >= DOCUMENTS_MAX_COUNT) throw conflict(documentMessages.tooMany);
  if (Number(usage?.bytes ?? 0) + adding > DOCUMENTS_MAX_TOTAL_BYTES) throw tooLarge(documentMessages.quota);
}

/**
 * Deletes one of the user's documents (404 when it is not theirs): the row first, then its file. A file
 * the store could not remove now is left to the sweeper; the document is gone either way.
 */
export async function deleteDocument(
  db: Db,
  storage: Storage,
  log: Logger,
  userId: number,
  id: number,
): Promise<{ id: number }> {
  const [row] = await db
    .delete(userDocuments)
    .where(and(eq(userDocuments.id, id), eq(userDocuments.userId, userId)))
    .returning({ id: userDocuments.id, path: userDocuments.path });
  if (!row) throw notFound(accountMessages.documentNotFound);
  await storage
    .delete(row.path)
    .catch((err) => log.warn({ err, key: row.path }, 'document file not removed; the sweeper will'));
  return { id: row.id };
}

/** What an answer carrying a document's bytes needs to know of it. */
export interface DocumentFileInfo {
  id: number;
  name: string;
  type: DocumentType;
  size: number;
  /** the name a download is saved under (the document's name and its type's extension) */
  fileName: string;
}

/** A document whose file is known to be there; `open()` starts reading it. */
export interface DocumentFile extends DocumentFileInfo {
  open(): Promise<Readable>;
}

async function ownDocument(db: Db, userId: number, id: number) {
  const [row] = await db
    .select({
      id: userDocuments.id,
      name: userDocuments.name,
      type: userDocuments.type,
      size: userDocuments.size,
      path: userDocuments.path,
    })
    .from(userDocuments)
    .where(and(eq(userDocuments.id, id), eq(userDocuments.userId, userId)));
  if (!row || !isDocumentType(row.type)) throw notFound(accountMessages.documentNotFound);
  const info: DocumentFileInfo = {
    id: row.id,
    name: row.name,
    type: row.type,
    size: row.size,
    fileName: documentFileName(row.name, row.type),
  };
  return { info, key: row.path };
}

/** Runs a storage call; a store that fails is a 503 (a missing object is the call's own answer). */
async function fromStore<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw storageDown(error);
  }
}

/**
 * One of the user's documents; 404 when it is not theirs or its file is gone, 503 when the store is down.
 * The file is only checked here and read when `open()` is called (as a stream, never whole in memory): a
 * procedure's answer may be serialized by the tRPC door, where a stream opened for nothing would hold a
 * file or a connection; the REST door's file answer opens it.
 */
export async function documentFile(
  db: Db,
  storage: Storage,
  userId: number,
  id: number,
): Promise<DocumentFile> {
  const { info, key } = await ownDocument(db, userId, id);
  if (!(await fromStore(() => storage.head(key)))) throw notFound(accountMessages.documentNotFound);
  return {
    ...info,
    async open() {
      const stream = await storage.get(key);
      if (!stream) throw new Error('document file vanished after it was checked');
      return stream;
    },
  };
}

export interface SweepResult {
  /** files with no row, older than ORPHAN_GRACE_MS */
  files: number;
  /** rows whose file the store says is missing */
  rows: number;
}

/**
 * Removes what a crash or an outage left apart: files under documents/ that no row names (once older
 * than an hour, so an upload in flight keeps its file), and rows whose file the store reports missing (a
 * store that fails to answer removes nothing). Idempotent, so several instances may run it at once.
 */
export async function sweepDocuments(
  db: Db,
  storage: Storage,
  log: Logger,
  now = new Date(),
  batch = 500,
): Promise<SweepResult> {
  const result: SweepResult = { files: 0, rows: 0 };
  const seen = new Set<string>();
  let page: { key: string; lastModified: Date }[] = [];

  const settlePage = async () => {
    if (page.length === 0) return;
    const keys = page.map((o) => o.key);
    const known = await db
      .select({ path: userDocuments.path })
      .from(userDocuments)
      .where(inArray(userDocuments.path, keys));
    const named = new Set(known.map((r) => r.path));
    for (const object of page) {
      if (named.has(object.key) || now.getTime() - object.lastModified.getTime() < ORPHAN_GRACE_MS) continue;
      await storage.delete(object.key);
      result.files++;
    }
    page = [];
  };

  for await (const object of storage.list(`${DOCUMENTS_PREFIX}/`)) {
    seen.add(object.key);
    page.push(object);
    if (page.length >= batch) await settlePage();
  }
  await settlePage();

  // rows the listing did not show: asked one by one, and removed only when the store says "no such object"
  let lastId = 0;
  for (;;) {
    const rows = await db
      .select({ id: userDocuments.id, path: userDocuments.path })
      .from(userDocuments)
      .where(gt(userDocuments.id, lastId))
      .orderBy(userDocuments.id)
      .limit(batch);
    for (const row of rows) {
      if (seen.has(row.path)) continue;
      const info = await storage.head(row.path).catch((err) => {
        log.warn({ err, key: row.path }, 'document sweep: store did not answer');
        return 'unknown' as const;
      });
      if (info !== undefined) continue;
      await db.delete(userDocuments).where(eq(userDocuments.id, row.id));
      log.warn({ documentId: row.id }, 'document row without its file removed');
      result.rows++;
    }
    if (rows.length < batch) return result;
    lastId = rows.at(-1)?.id ?? lastId;
  }
}
