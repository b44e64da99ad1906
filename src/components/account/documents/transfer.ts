import { download, upload } from '@/lib/file-transfer';
import {
  accountMessages,
  DOCUMENT_ACCEPT,
  DOCUMENT_MAX_BYTES,
  type DocumentItem,
  documentFileName,
} from '@/shared/account';

/** The reason a chosen file cannot go up (the server judges the bytes again), or null. */
export function fileProblem(file: File | null): string | null {
  if (!file) return accountMessages.fileMissing;
  const ext = file.name.includes('.') ? `.${file.name.split('.').pop()?.toLowerCase()}` : '';
  if (!DOCUMENT_ACCEPT.split(',').includes(ext)) return accountMessages.fileType;
  if (file.size > DOCUMENT_MAX_BYTES) return accountMessages.fileTooLarge;
  return null;
}

export interface UploadFields {
  file: File;
  name: string;
  expirationDate: string | null;
}

/** POST /api/user/documents with the upload's progress (0–1). */
export function uploadDocument(
  fields: UploadFields,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<DocumentItem> {
  const form = new FormData();
  form.append('file', fields.file);
  form.append('name', fields.name);
  form.append('category', 'general');
  if (fields.expirationDate) form.append('expirationDate', fields.expirationDate);
  return upload<DocumentItem>('/api/user/documents', form, {
    onProgress,
    signal,
    failed: 'אנא נסו שוב בעוד כמה רגעים.',
    offline: 'אין חיבור לשרת. בדקו את החיבור ונסו שוב.',
  });
}

export const previewUrl = (id: number) => `/api/user/documents/${id}/preview`;

/** Saves the document under its name (at most 10 MB); a failure throws the server's message, for a toast. */
export const downloadDocument = (doc: Pick<DocumentItem, 'id' | 'name' | 'type'>): Promise<void> =>
  download(
    `/api/user/documents/${doc.id}/download`,
    documentFileName(doc.name, doc.type),
    'אנא נסו שוב בעוד כמה רגעים.',
  );

const israelDate = new Intl.DateTimeFormat('he-IL', {
  timeZone: 'Asia/Jerusalem',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** A timestamp's Israel date, dd.mm.yyyy. */
export const formatTimestamp = (iso: string) => israelDate.format(new Date(iso));

/** A calendar date (YYYY-MM-DD) as dd.mm.yyyy, with no time zone to shift it. */
export const formatCalendarDate = (date: string) => date.split('-').reverse().join('.');
