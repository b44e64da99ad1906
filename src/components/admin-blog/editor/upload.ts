import { COVER_IMAGE_MAX_BYTES, COVER_IMAGE_TYPES, type UploadedImage } from '@/shared/blog';

export const IMAGE_ACCEPT = COVER_IMAGE_TYPES.join(',');

/** The Hebrew reason a file cannot be uploaded (the server judges the bytes again), or null. */
export function imageFileProblem(file: File): string | null {
  if (!COVER_IMAGE_TYPES.some((type) => type === file.type))
    return 'אפשר להעלות תמונות JPEG,‏ PNG או WebP בלבד';
  if (file.size > COVER_IMAGE_MAX_BYTES)
    return `התמונה גדולה מדי: עד ${COVER_IMAGE_MAX_BYTES / 1024 / 1024} מגה-בייט`;
  return null;
}

/**
 * Uploads an image to POST /api/admin/blog/images (multipart field `file`, same origin, the session's
 * cookie) and reports the upload's progress (0–1). XMLHttpRequest rather than fetch: only it reports
 * upload progress. Rejects with the server's Hebrew message (415, 413, …).
 */
export function uploadImage(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadedImage> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/admin/blog/images');
    xhr.withCredentials = true;
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    xhr.onload = () => {
      const body = xhr.response as (UploadedImage & { error?: string }) | null;
      if (xhr.status >= 200 && xhr.status < 300 && body?.url) {
        onProgress(1);
        resolve(body);
      } else {
        reject(new Error(body?.error ?? 'העלאת התמונה נכשלה. אנא נסו שוב.'));
      }
    };
    xhr.onerror = () => reject(new Error('העלאת התמונה נכשלה: אין חיבור לשרת.'));
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
