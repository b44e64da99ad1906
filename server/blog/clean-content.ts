/**
 * A post's HTML is sanitized when it is saved, and a read serves it as stored. The row says so itself:
 * `content_sanitized` holds md5 of the rules' name (SANITIZE_RULES) and the content as sanitized. A row
 * whose mark is missing or does not match (written around the editor: a seed, SQL by hand, or saved
 * under older rules) is sanitized at the next start, and on every read until then.
 */
import { eq, type SQL, sql } from 'drizzle-orm';
import { announce } from '../content-changes';
import type { Db } from '../db/client';
import { blogPosts } from '../db/schema';
import { SANITIZE_RULES, sanitizePostHtml } from './sanitize';

/** The mark of `content`, written with it: computed by the database, as the check below is. */
const markOf = (content: string): SQL => sql`md5(${SANITIZE_RULES} || ${content})`;

/** True for a row whose content is clean under the current rules. */
export const isMarkedClean: SQL<boolean> = sql<boolean>`coalesce(${blogPosts.contentSanitized} = md5(${SANITIZE_RULES} || ${blogPosts.content}), false)`;

/** The columns a save writes: `html` sanitized, and marked clean. */
export function cleanContent(html: string) {
  const content = sanitizePostHtml(html);
  return { content, contentSanitized: markOf(content) };
}

/** The HTML a read serves: as stored when marked clean, sanitized here otherwise. */
export const servedContent = (row: { content: string; clean: boolean }) =>
  row.clean ? row.content : sanitizePostHtml(row.content);

const BATCH = 200;

/**
 * Sanitizes and marks every post that is not marked clean under the current rules (at every start:
 * after an upgrade that changed the rules, and for rows written around the editor). Batches of rows
 * locked with SKIP LOCKED, so instances starting together share the work; the public pages and reads
 * of the blog are dropped on every instance. Returns how many posts it marked.
 */
export async function sanitizeStoredPosts(db: Db): Promise<number> {
  let done = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: blogPosts.id, content: blogPosts.content })
        .from(blogPosts)
        .where(sql`not ${isMarkedClean}`)
        .limit(BATCH)
        .for('update', { skipLocked: true });
      for (const row of rows)
        await tx.update(blogPosts).set(cleanContent(row.content)).where(eq(blogPosts.id, row.id));
      if (rows.length > 0) await announce(tx, ['/blog']);
      return rows.length;
    });
    done += count;
    if (count < BATCH) return done;
  }
}
