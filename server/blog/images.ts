/**
 * The editor's images (a post's cover and the pictures in its text): judged by their bytes, turned into
 * two WebP variants without metadata and a 1200×630 JPEG for sharing (og:image: social networks show
 * no WebP or SVG everywhere), kept in storage and tracked in `blog_images` until a post uses
 * them; a post that drops an image, or is deleted, takes its files along, and uploads no post ever used
 * are swept after a day.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, lt, notInArray } from 'drizzle-orm';
import { COVER_IMAGE_MAX_BYTES, COVER_IMAGE_TYPES, type UploadedImage } from '../../src/shared/blog';
import { recordAudit } from '../audit/service';
import type { Db } from '../db/client';
import { blogImages } from '../db/schema';
import { invalid, tooLarge, unsupportedType } from '../errors';
import type { Logger } from '../log';
import type { Storage } from '../storage/types';

export const IMAGE_TYPE_MESSAGE = 'ניתן להעלות תמונות מסוג JPEG,‏ PNG או WebP בלבד';
export const IMAGE_SIZE_MESSAGE = 'התמונה גדולה מ-10MB';
export const IMAGE_UNREADABLE_MESSAGE = 'לא ניתן לקרוא את התמונה. נסו קובץ אחר';

/** the widths of the two variants (never enlarged) */
export const HERO_WIDTH = 1600;
export const CARD_WIDTH = 640;
/** an upload no saved post uses is removed after this long */
export const UNLINKED_TTL_MS = 24 * 60 * 60 * 1000;
/** a decompression bomb (a small file of a huge picture) is refused before it is decoded */
const MAX_PIXELS = 60_000_000;

export const VARIANTS = ['hero', 'card'] as const;
export type Variant = (typeof VARIANTS)[number];
/** the picture a link to the post shows on social networks: cropped to fill 1200×630 */
const SHARE_WIDTH = 1200;
const SHARE_HEIGHT = 630;

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const MEDIA_URL = new RegExp(`/media/blog/(${UUID})/(?:hero|card)\\.webp`, 'g');
export const IMAGE_ID = new RegExp(`^${UUID}$`);

/** Storage key of a variant; the URL `/media/blog/<id>/<variant>.webp` serves it. */
export const variantKey = (id: string, variant: Variant) => `blog/${id}/${variant}`;
export const mediaUrl = (id: string, variant: Variant) => `/media/blog/${id}/${variant}.webp`;
export const shareKey = (id: string) => `blog/${id}/share`;
const shareUrl = (id: string) => `/media/blog/${id}/share.jpg`;

const UPLOADED_COVER = new RegExp(`^/media/blog/(${UUID})/(?:hero|card)\\.webp$`);
/** A cover of the site's own (the demo posts'): an SVG under /images/blog with its PNG beside it. */
const SITE_COVER = /^(\/images\/blog\/[\w-]+)\.svg$/;

/**
 * The 1200×630 raster a post's page names as its og:image: the upload's share variant, the PNG of a
 * cover of the site's own, or null (the page then names the site's image).
 */
export function shareImageUrl(cover: string | null): string | null {
  const upload = UPLOADED_COVER.exec(cover ?? '')?.[1];
  if (upload) return shareUrl(upload);
  const site = SITE_COVER.exec(cover ?? '')?.[1];
  return site ? `${site}.png` : null;
}

/** The share variant made from any picture sharp reads (an upload's bytes, or its stored hero). */
export async function shareVariant(input: Uint8Array | Buffer): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp(input, { limitInputPixels: MAX_PIXELS, animated: false })
    .rotate()
    .resize({ width: SHARE_WIDTH, height: SHARE_HEIGHT, fit: 'cover' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

/** The uploads a post's cover and HTML refer to. */
export function referencedImageIds(...texts: (string | null | undefined)[]): string[] {
  const ids = new Set<string>();
  for (const text of texts)
    for (const match of (text ?? '').matchAll(MEDIA_URL)) if (match[1]) ids.add(match[1]);
  return [...ids];
}

interface Actor {
  id: number;
  ip: string;
}

/** Checks, resizes and stores an upload; 415 for anything but JPEG, PNG or WebP bytes, 413 beyond 10 MiB. */
export async function uploadImage(
  db: Db,
  storage: Storage,
  actor: Actor,
  file: File,
): Promise<UploadedImage> {
  if (file.size > COVER_IMAGE_MAX_BYTES) throw tooLarge(IMAGE_SIZE_MESSAGE);
  const bytes = new Uint8Array(await file.arrayBuffer());
  // sharp (libvips, ~25 MB of RSS once loaded) and file-type are imported by the first upload, not at
  // start: most servers never resize an image. Outside the try below, so a failed load is a 500, not
  // 'unreadable image'.
  const [{ fileTypeFromBuffer }, { default: sharp }] = await Promise.all([
    import('file-type'),
    import('sharp'),
  ]);
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !(COVER_IMAGE_TYPES as readonly string[]).includes(type.mime))
    throw unsupportedType(IMAGE_TYPE_MESSAGE);

  let variants: { variant: Variant; data: Buffer; width: number; height: number }[];
  let share: Buffer;
  try {
    share = await shareVariant(bytes);
    variants = await Promise.all(
      VARIANTS.map(async (variant) => {
        // rotate() turns the picture as its EXIF says; the output carries no metadata (no GPS, no camera)
        const { data, info } = await sharp(bytes, { limitInputPixels: MAX_PIXELS, animated: false })
          .rotate()
          .resize({ width: variant === 'hero' ? HERO_WIDTH : CARD_WIDTH, withoutEnlargement: true })
          .webp({ quality: variant === 'hero' ? 80 : 75 })
          .toBuffer({ resolveWithObject: true });
        return { variant, data, width: info.width, height: info.height };
      }),
    );
  } catch {
    throw invalid(IMAGE_UNREADABLE_MESSAGE, [{ path: 'file', message: IMAGE_UNREADABLE_MESSAGE }]);
  }

  const id = randomUUID();
  const hero = variants.find((v) => v.variant === 'hero');
  if (!hero) throw new Error('no hero variant');
  try {
    for (const v of variants) await storage.put(variantKey(id, v.variant), v.data, 'image/webp');
    await storage.put(shareKey(id), share, 'image/jpeg');
    await db.transaction(async (tx) => {
      await tx.insert(blogImages).values({ id, key: `blog/${id}`, width: hero.width, height: hero.height });
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'blog.uploadImage',
        targetType: 'blog_image',
        targetId: id,
        ip: actor.ip,
        details: { bytes: file.size, type: type.mime, width: hero.width, height: hero.height },
      });
    });
  } catch (error) {
    // no file without its row
    await removeImageFiles(storage, [id]).catch(() => undefined);
    throw error;
  }
  return { url: mediaUrl(id, 'hero'), cardUrl: mediaUrl(id, 'card'), width: hero.width, height: hero.height };
}

/** Whether `id` is an upload (for a cover given as /media/… that must be ours). */
export async function imageExists(db: Db, id: string) {
  const [row] = await db.select({ id: blogImages.id }).from(blogImages).where(eq(blogImages.id, id));
  return Boolean(row);
}

/**
 * Inside the post's transaction: the uploads it now refers to become its own (those no other post has
 * taken), and the ones it held but no longer refers to are let go; answers their ids, whose files the
 * caller removes once the transaction has committed.
 */
export async function linkPostImages(tx: Db, postId: number, ids: readonly string[]): Promise<string[]> {
  if (ids.length > 0)
    await tx
      .update(blogImages)
      .set({ postId })
      .where(and(inArray(blogImages.id, [...ids]), isNull(blogImages.postId)));
  const dropped = await tx
    .delete(blogImages)
    .where(
      ids.length > 0
        ? and(eq(blogImages.postId, postId), notInArray(blogImages.id, [...ids]))
        : eq(blogImages.postId, postId),
    )
    .returning({ id: blogImages.id });
  return dropped.map((r) => r.id);
}

/** Removes the files of these uploads (a missing file is not an error). */
export async function removeImageFiles(storage: Storage, ids: readonly string[]) {
  await Promise.all(
    ids.flatMap((id) => [
      ...VARIANTS.map((v) => storage.delete(variantKey(id, v))),
      storage.delete(shareKey(id)),
    ]),
  );
}

/** After a commit: removes the files, logging (not failing) when the store is down; the rows are gone already. */
export async function removeImagesAfterCommit(storage: Storage, log: Logger, ids: readonly string[]) {
  if (ids.length === 0) return;
  await removeImageFiles(storage, ids).catch((err) =>
    log.warn({ err, images: ids }, 'image files not removed'),
  );
}

/**
 * Removes uploads that no post took within UNLINKED_TTL_MS, a batch at a time. Rows are locked with SKIP
 * LOCKED while their files go, so two instances sweeping at once share the work, and a post saved at
 * that moment cannot take an image whose files are being removed (its link then finds no row).
 */
export async function sweepUnlinkedImages(
  db: Db,
  storage: Storage,
  now = new Date(),
  batch = 50,
): Promise<number> {
  const cutoff = new Date(now.getTime() - UNLINKED_TTL_MS);
  let removed = 0;
  for (;;) {
    const ids = await db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: blogImages.id })
        .from(blogImages)
        .where(and(isNull(blogImages.postId), lt(blogImages.createdAt, cutoff)))
        .orderBy(blogImages.createdAt)
        .limit(batch)
        .for('update', { skipLocked: true });
      const found = rows.map((r) => r.id);
      if (found.length === 0) return found;
      await removeImageFiles(storage, found);
      await tx.delete(blogImages).where(inArray(blogImages.id, found));
      return found;
    });
    removed += ids.length;
    if (ids.length < batch) return removed;
  }
}
