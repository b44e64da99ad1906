import {
  accountMessages,
  DOCUMENT_ACCEPT,
  DOCUMENT_MAX_BYTES,
  type DocumentItem,
  documentFileName,
} from '@/shared/account';

/** A failed upload: the server's Hebrew message, its status and its field issues (name, expirationDate, file). */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly issues: { path: string; message: string }[] = [],
  ) {
    super(message);
  }
}

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

/**
 * POST /api/user/documents (multipart, same origin, the session's cookie) with the upload's progress
 * (0–1). XMLHttpRequest rather than fetch: only it reports upload progress.
 */
export function uploadDocument(
  fields: UploadFields,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<DocumentItem> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/user/documents');
    xhr.withCredentials = true;
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    xhr.onload = () => {
      const body = xhr.response as (DocumentItem & { error?: string; issues?: UploadError['issues'] }) | null;
      if (xhr.status === 201 && body?.id) {
        onProgress(1);
        resolve(body);
      } else {
        reject(new UploadError(body?.error ?? 'אנא נסו שוב בעוד כמה רגעים.', xhr.status, body?.issues));
      }
    };
    xhr.onerror = () => reject(new UploadError('אין חיבור לשרת. בדקו את החיבור ונסו שוב.', 0));
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    form.append('file', fields.file);
    form.append('name', fields.name);
    form.append('category', 'general');
    if (fields.expirationDate) form.append('expirationDate', fields.expirationDate);
    xhr.send(form);
  });
}

export const previewUrl = (id: number) => `/api/user/documents/${id}/preview`;

/**
 * Saves the document under its name: fetched first (at most 10 MB), so a failure shows the SPEC's toast
 * instead of a page of JSON.
 */
export async function downloadDocument(doc: Pick<DocumentItem, 'id' | 'name' | 'type'>): Promise<void> {
  const res = await fetch(`/api/user/documents/${doc.id}/download`, { credentials: 'same-origin' });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { error?: string } | null;
    throw new Error(body?.error ?? 'אנא נסו שוב בעוד כמה רגעים.');
  }
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = documentFileName(doc.name, doc.type);
  document.body.append(link);
  link.click();
  link.remove();
  // the browser has taken the file by then
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

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
