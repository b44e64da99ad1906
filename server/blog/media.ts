/** GET /media/blog/<id>/<hero|card>.webp: an uploaded image's variant, streamed from storage. */
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../http/env';
import { IMAGE_ID, VARIANTS, type Variant, variantKey } from './images';

const FILE = /^(hero|card)\.webp$/;

export const mediaHandler = (deps: AppDeps) => async (c: Context<AppEnv>) => {
  const id = c.req.param('id') ?? '';
  const variant = FILE.exec(c.req.param('file') ?? '')?.[1] as Variant | undefined;
  const notFound = () => c.json({ error: 'התמונה לא נמצאה' }, 404);
  if (!IMAGE_ID.test(id) || !variant || !VARIANTS.includes(variant)) return notFound();
  const stream = await deps.storage.get(variantKey(id, variant));
  if (!stream) return notFound();
  // the file is sent as it is read, never held whole in memory
  return new Response(Readable.toWeb(stream) as ReadableStream, {
    headers: {
      'Content-Type': 'image/webp',
      'X-Content-Type-Options': 'nosniff',
      // the URL names one upload's one variant, which never changes
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
};
