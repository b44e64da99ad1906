/** Old addresses of posts whose slug an admin changed: each answers 301 to where the post is now. */
import { and, eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { postPath } from '../../src/shared/blog-core';
import type { Db } from '../db/client';
import { blogPosts, blogSlugRedirects } from '../db/schema';
import type { AppDeps } from '../deps';
import type { AppEnv } from '../http/env';
import { requestLogger } from '../http/request-log';

/**
 * Keeps a post's slug history in step with a save: the slug it leaves answers for it from now on, and
 * the slug it takes (or a new post takes) is no one's old address any more.
 */
export async function recordSlugChange(tx: Db, postId: number, from: string | undefined, to: string) {
  await tx.delete(blogSlugRedirects).where(eq(blogSlugRedirects.slug, to));
  if (from === undefined || from === to) return;
  await tx
    .insert(blogSlugRedirects)
    .values({ slug: from, postId })
    .onConflictDoUpdate({ target: blogSlugRedirects.slug, set: { postId, createdAt: new Date() } });
}

/** The current slug of the published post that `slug` once named, if any. */
export async function redirectedSlug(db: Db, slug: string): Promise<string | undefined> {
  const [row] = await db
    .select({ slug: blogPosts.slug })
    .from(blogSlugRedirects)
    .innerJoin(blogPosts, eq(blogPosts.id, blogSlugRedirects.postId))
    .where(and(eq(blogSlugRedirects.slug, slug.trim().toLowerCase()), eq(blogPosts.published, true)));
  return row?.slug;
}

/**
 * On GET /blog/{slug}: when the page answers 404 and the slug is an old address, a 301 to the post.
 * Looked up only after a 404, so a live post's page (often a kept one) costs no query. The 301 is not
 * kept by browsers (no-cache): a slug taken back later must reach its post, not bounce off a stale
 * redirect.
 */
export const slugRedirects =
  (deps: AppDeps): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    // read before next(): afterwards the request's params are the handler's that answered
    const slug = c.req.param('slug');
    await next();
    if (c.res.status !== 404 || !slug) return;
    try {
      const target = await redirectedSlug(deps.database.db, slug);
      if (target && target !== slug)
        c.res = new Response(null, {
          status: 301,
          headers: { Location: postPath(target), 'Cache-Control': 'no-cache' },
        });
    } catch (err) {
      // the 404 stands; the visitor can still find the post from the blog
      requestLogger(c).warn({ err }, 'slug redirect unavailable');
    }
  };
