import { Readable } from 'node:stream';
import { accountMessages, type DocumentType, documentTypes } from '../../src/shared/account';
import { notFound } from '../errors';
import type { Storage } from '../storage/types';

/** A stored document ready to send: its name and type, and the bytes opened only when sent. */
export interface DocumentFile {
  name: string;
  type: DocumentType;
  size: number;
  /** opens the stored bytes (404 when the file is gone); called by the REST door only */
  open: () => Promise<Readable>;
}

export function documentFile(
  storage: Storage,
  row: { name: string; type: DocumentType; size: number; path: string },
): DocumentFile {
  return {
    name: row.name,
    type: row.type,
    size: row.size,
    async open() {
      const stream = await storage.get(row.path);
      if (!stream) throw notFound(accountMessages.documentNotFound);
      return stream;
    },
  };
}

/** 'document.pdf' for the header's ASCII fallback; the real name travels in `filename*` (RFC 6266). */
function contentDisposition(kind: 'inline' | 'attachment', file: DocumentFile) {
  const ext = documentTypes[file.type]?.ext ?? 'bin';
  const name = file.name.replace(/[\\/\r\n"]/g, ' ').trim() || 'document';
  const full = name.toLowerCase().endsWith(`.${ext}`) ? name : `${name}.${ext}`;
  return `${kind}; filename="document.${ext}"; filename*=UTF-8''${encodeURIComponent(full)}`;
}

/**
 * The bytes as they are read, with headers that keep a file from ever acting as a page of the site:
 * its true type, no sniffing, never cached, and a sandbox with no script (it may be framed only by the
 * site's own pages, for the preview dialog).
 */
export async function sendDocument(file: DocumentFile, kind: 'inline' | 'attachment'): Promise<Response> {
  const stream = await file.open();
  return new Response(Readable.toWeb(stream) as ReadableStream, {
    headers: {
      'Content-Type': file.type,
      'Content-Disposition': contentDisposition(kind, file),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
      'Content-Security-Policy':
        "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'self'",
      'X-Frame-Options': 'SAMEORIGIN',
      'Cross-Origin-Resource-Policy': 'same-origin',
    },
  });
}
