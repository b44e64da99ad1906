/**
 * The one module that moves files over HTTP (the /api paths for files): uploads with their progress
 * and downloads of a file by its address. Everything else calls procedures through the trpc hooks.
 * Uploads use XMLHttpRequest rather than fetch: only it reports an upload's progress.
 */

/** A failed transfer: the server's Hebrew message, its status (0: no answer) and its field issues. */
export class TransferError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly issues: { path: string; message: string }[] = [],
    /** the server's reason code (`STEP_UP_REQUIRED`), when it gave one */
    readonly reason?: string,
  ) {
    super(message);
  }
}

export interface UploadOptions {
  /** the upload's progress, 0–1 */
  onProgress: (fraction: number) => void;
  signal?: AbortSignal;
  /** the message when the server answers without one of its own */
  failed: string;
  /** the message when there is no answer at all */
  offline: string;
}

/**
 * POSTs `form` (multipart, same origin, the session's cookie) and resolves with the JSON answer of a
 * 2xx; rejects with a TransferError (or an AbortError when `signal` aborts).
 */
export function upload<T>(url: string, form: FormData, options: UploadOptions): Promise<T> {
  const { onProgress, signal, failed, offline } = options;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    xhr.onload = () => {
      const body = xhr.response as
        | (T & { error?: string; code?: string; issues?: TransferError['issues'] })
        | null;
      if (xhr.status >= 200 && xhr.status < 300 && body) {
        onProgress(1);
        resolve(body);
      } else {
        reject(new TransferError(body?.error ?? failed, xhr.status, body?.issues, body?.code));
      }
    };
    xhr.onerror = () => reject(new TransferError(offline, 0));
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}

/**
 * Saves the file at `url` under `fileName`: fetched first, so a failure is the server's Hebrew message
 * (thrown, for a toast) instead of a page of JSON.
 */
export async function download(url: string, fileName: string, failed: string): Promise<void> {
  const res = await fetch(url, { credentials: 'same-origin' });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { error?: string; code?: string } | null;
    throw new TransferError(body?.error ?? failed, res.status, [], body?.code);
  }
  const objectUrl = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // the browser has taken the file by then
  setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
}
