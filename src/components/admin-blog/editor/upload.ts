import { upload } from '@/lib/file-transfer';
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

/** Uploads an image to POST /api/admin/blog/images with the upload's progress (0–1). */
export function uploadImage(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<UploadedImage> {
  const form = new FormData();
  form.append('file', file);
  return upload<UploadedImage>('/api/admin/blog/images', form, {
    onProgress,
    signal,
    failed: 'העלאת התמונה נכשלה. אנא נסו שוב.',
    offline: 'העלאת התמונה נכשלה: אין חיבור לשרת.',
  });
}
