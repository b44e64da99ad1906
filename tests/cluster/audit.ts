/** What a drill left behind: acknowledged writes that are missing, and documents' rows and files apart. */
import { DOCUMENTS_PREFIX } from '../../server/account/documents';
import type { Acknowledged } from './load';
import type { Stack } from './stack';

export interface Audit {
  acknowledged: number;
  lost: number;
  orphanRows: number;
  orphanFiles: number;
}

export async function audit(stack: Stack, acknowledged: Acknowledged): Promise<Audit> {
  const emails = new Set(stack.pg.query(`select email from newsletters where email like 'load_%'`));
  const contacts = new Set(stack.pg.query('select id from contact_messages').map(Number));
  const rows = new Map(
    stack.pg.query('select id, path from user_documents').map((line) => {
      const [id = '', path = ''] = line.split('|');
      return [Number(id), path] as const;
    }),
  );
  const files = new Set<string>();
  for await (const object of stack.s3.storage.list(`${DOCUMENTS_PREFIX}/`)) files.add(object.key);
  const paths = new Set(rows.values());

  const lost =
    acknowledged.newsletter.filter((email) => !emails.has(email)).length +
    acknowledged.contacts.filter((id) => !contacts.has(id)).length +
    acknowledged.documents.filter((id) => !files.has(rows.get(id) ?? '')).length;
  return {
    acknowledged:
      acknowledged.newsletter.length + acknowledged.contacts.length + acknowledged.documents.length,
    lost,
    orphanRows: [...paths].filter((path) => !files.has(path)).length,
    orphanFiles: [...files].filter((key) => !paths.has(key)).length,
  };
}

export const auditSummary = (a: Audit) =>
  `${a.acknowledged} acknowledged writes, ${a.lost} lost; orphans: ${a.orphanRows} rows, ${a.orphanFiles} files`;

export const auditClean = (a: Audit) => a.lost === 0 && a.orphanRows === 0 && a.orphanFiles === 0;
