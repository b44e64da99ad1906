/**
 * What a drill left behind: acknowledged writes that are missing, deleted documents that came back, rows
 * without their files (never allowed), and files without rows (an upload cut short by an outage may leave
 * one; the sweeper must take each once its grace hour has passed).
 */
import {
  DOCUMENTS_PREFIX,
  ORPHAN_GRACE_MS,
  type SweepResult,
  sweepDocuments,
} from '../../server/account/documents';
import { openDatabase } from '../../server/db/client';
import { createLogger } from '../../server/log';
import type { Acknowledged } from './load';
import type { Stack } from './stack';

export interface Audit {
  acknowledged: number;
  /** of them, deletions of documents */
  deletions: number;
  lost: number;
  /** deletions answered 200 whose rows are still there */
  undeleted: number;
  orphanRows: number;
  orphanFiles: number;
  /** what a sweep run an hour later removed, and the files without rows after it */
  swept: SweepResult;
  orphanFilesAfterSweep: number;
}

async function documentsApart(stack: Stack) {
  const rows = new Map(
    stack.pg.query('select id, path from user_documents').map((line) => {
      const [id = '', path = ''] = line.split('|');
      return [Number(id), path] as const;
    }),
  );
  const files = new Set<string>();
  for await (const object of stack.s3.storage.list(`${DOCUMENTS_PREFIX}/`)) files.add(object.key);
  const paths = new Set(rows.values());
  return {
    rows,
    files,
    orphanRows: [...paths].filter((path) => !files.has(path)).length,
    orphanFiles: [...files].filter((key) => !paths.has(key)).length,
  };
}

export async function audit(stack: Stack, acknowledged: Acknowledged): Promise<Audit> {
  const emails = new Set(stack.pg.query(`select email from newsletters where email like 'load_%'`));
  const contacts = new Set(stack.pg.query('select id from contact_messages').map(Number));
  const before = await documentsApart(stack);

  // the sweep every instance runs at start, as if an hour had passed
  const database = await openDatabase({ databaseUrl: stack.pg.url, migrate: false, max: 2 });
  const swept = await sweepDocuments(
    database.db,
    stack.s3.storage,
    createLogger('silent'),
    new Date(Date.now() + ORPHAN_GRACE_MS + 60_000),
  ).finally(() => database.close());
  const after = await documentsApart(stack);

  const lost =
    acknowledged.newsletter.filter((email) => !emails.has(email)).length +
    acknowledged.contacts.filter((id) => !contacts.has(id)).length +
    acknowledged.documents.filter((id) => !after.files.has(after.rows.get(id) ?? '')).length;
  return {
    acknowledged:
      acknowledged.newsletter.length +
      acknowledged.contacts.length +
      acknowledged.documents.length +
      acknowledged.deleted.length,
    deletions: acknowledged.deleted.length,
    lost,
    undeleted: acknowledged.deleted.filter((id) => after.rows.has(id)).length,
    orphanRows: before.orphanRows,
    orphanFiles: before.orphanFiles,
    swept,
    orphanFilesAfterSweep: after.orphanFiles,
  };
}

export const auditSummary = (a: Audit) =>
  `${a.acknowledged} acknowledged writes (${a.deletions} deletions), ${a.lost} lost, ${a.undeleted} deleted came back; rows without files: ${a.orphanRows}; files without rows: ${a.orphanFiles}, after the sweep an hour later ${a.orphanFilesAfterSweep} (it removed ${a.swept.files} files, ${a.swept.rows} rows)`;

export const auditClean = (a: Audit) =>
  a.lost === 0 &&
  a.undeleted === 0 &&
  a.orphanRows === 0 &&
  a.swept.rows === 0 &&
  a.orphanFilesAfterSweep === 0;
