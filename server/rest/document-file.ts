import { PassThrough, pipeline, Readable } from 'node:stream';
import type { AnyTRPCProcedure } from '@trpc/server';
import type { DocumentFile } from '../account/documents';
import { documentFilePolicy } from '../http/security';
import { type ProcedureAnswering, type RestRequest, route } from './adapter';

/** RFC 5987 `filename*` value: UTF-8, percent-encoded (also the characters encodeURIComponent leaves). */
const extValue = (name: string) =>
  `UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;

/** The plain-ASCII `filename` for old clients: anything else becomes '_', and a name of nothing but that a generic one. */
function asciiFallback(name: string, id: number): string {
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 ? name.slice(dot) : '';
  const ascii = name.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  return /[a-z0-9]/i.test(ascii.slice(0, ascii.length - ext.length)) ? ascii : `document-${id}${ext}`;
}

/** RFC 6266 Content-Disposition with the document's name (UTF-8 in `filename*`, ASCII in `filename`). */
export function contentDisposition(disposition: 'attachment' | 'inline', file: DocumentFile) {
  return `${disposition}; filename="${asciiFallback(file.fileName, file.id)}"; filename*=${extValue(file.fileName)}`;
}

/**
 * A document's bytes as the answer: streamed from storage, its true type, `nosniff`, never cached, and a
 * sandboxing policy so that no file can run script in our origin. `inline` (the preview) may be framed by
 * our own pages; `attachment` (the download) by none.
 */
export function documentFileResponse(file: DocumentFile, disposition: 'attachment' | 'inline'): Response {
  const body = new PassThrough();
  file.open().then(
    (stream) => pipeline(stream, body, () => undefined),
    (error) => body.destroy(error),
  );
  return new Response(Readable.toWeb(body) as ReadableStream, {
    headers: {
      'Content-Type': file.type,
      'Content-Length': String(file.size),
      'Content-Disposition': contentDisposition(disposition, file),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
      'Content-Security-Policy': documentFilePolicy(disposition === 'inline'),
      'X-Frame-Options': disposition === 'inline' ? 'SAMEORIGIN' : 'DENY',
    },
  });
}

/** The GET routes of a document's bytes: `${path}/preview` (inline) and `${path}/download` (attachment). */
export function documentFileRoutes<P extends AnyTRPCProcedure>(
  path: string,
  procedure: ProcedureAnswering<DocumentFile, P>,
  input: (req: RestRequest) => unknown,
) {
  return (
    [
      ['preview', 'inline'],
      ['download', 'attachment'],
    ] as const
  ).map(([name, disposition]) =>
    route<P, DocumentFile>('GET', `${path}/${name}`, procedure, {
      input,
      respond: (file) => documentFileResponse(file, disposition),
      sends: 'application/octet-stream',
    }),
  );
}
