/**
 * GET /media/blog/<id>/<hero|card>.webp and /media/blog/<id>/share.jpg: an uploaded image's variant,
 * streamed from storage.
 */
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { Context } from 'hono';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../http/env';
import { IMAGE_ID, shareKey, shareVariant, VARIANTS, type Variant, variantKey } from './images';

const FILE = /^(?:(hero|card)\.webp|(share)\.jpg)$/;

export const mediaHandler = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const id = c.req.param('id') ?? '';
  const [, variant, share] = FILE.exec(c.req.param('file') ?? '') ?? [];
  const notFound = () => c.json({ error: 'התמונה לא נמצאה' }, 404);
  if (!IMAGE_ID.test(id) || !(share || VARIANTS.includes(variant as Variant))) return notFound();
  const stream = share
    ? await shareImage(deps, id)
    : await deps.storage.get(variantKey(id, variant as Variant));
  if (!stream) return notFound();
  // the file is sent as it is read, never held whole in memory
  return new Response(Readable.toWeb(stream) as ReadableStream, {
    headers: {
      'Content-Type': share ? 'image/jpeg' : 'image/webp',
      'X-Content-Type-Options': 'nosniff',
      // the URL names one upload's one variant, which never changes
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
};

/** The share variant; an upload older than share variants gets it made from its hero once, and kept. */
async function shareImage(deps: AppDeps, id: string): Promise<Readable | undefined> {
  const stored = await deps.storage.get(shareKey(id));
  if (stored) return stored;
  const hero = await deps.storage.get(variantKey(id, 'hero'));
  if (!hero) return undefined;
  const data = await shareVariant(await buffer(hero));
  await deps.storage.put(shareKey(id), data, 'image/jpeg');
  return Readable.from([data]);
}
