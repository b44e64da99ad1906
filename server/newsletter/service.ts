import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { newsletters } from '../db/schema';
import type { Mailer } from '../mail/mailer';

/** Subscribes the address; `created` is false when it was already subscribed (no second row). */
export async function subscribe(
  db: Db,
  mailer: Mailer,
  publicUrl: string,
  email: string,
): Promise<{ email: string; created: boolean }> {
  return db.transaction(async (tx) => {
    const token = randomBytes(24).toString('base64url');
    const inserted = await tx
      .insert(newsletters)
      .values({ email, unsubscribeToken: token })
      .onConflictDoNothing({ target: newsletters.email })
      .returning({ email: newsletters.email });
    let unsubscribeToken = token;
    if (inserted.length === 0) {
      const [existing] = await tx.select().from(newsletters).where(eq(newsletters.email, email)).limit(1);
      if (!existing || existing.status === 'active') return { email, created: false };
      // a former subscriber who signs up again gives consent again
      const now = new Date();
      await tx
        .update(newsletters)
        .set({ status: 'active', consentAt: now, subscribedAt: now, unsubscribedAt: null })
        .where(eq(newsletters.email, email));
      unsubscribeToken = existing.unsubscribeToken;
    }
    await mailer.enqueue(tx, {
      kind: 'newsletter-welcome',
      to: email,
      subject: 'ברוכים הבאים לניוזלטר שלנו',
      text: [
        'תודה שנרשמת לניוזלטר של אופק ביטוחים ופיננסים.',
        'נשלח אליך מדי פעם עדכונים, טיפים ומאמרים בנושאי ביטוח, פנסיה וחיסכון.',
        '',
        `להסרה מרשימת הדיוור בכל עת: ${publicUrl}/newsletter/unsubscribe?token=${unsubscribeToken}`,
      ].join('\n'),
    });
    return { email, created: true };
  });
}

/** Unsubscribes by the token of the e-mail link; false when the token is unknown. */
export async function unsubscribe(db: Db, token: string): Promise<boolean> {
  const updated = await db
    .update(newsletters)
    .set({ status: 'unsubscribed', unsubscribedAt: new Date() })
    .where(eq(newsletters.unsubscribeToken, token))
    .returning({ email: newsletters.email });
  return updated.length > 0;
}

export function listSubscribers(db: Db) {
  return db
    .select({
      email: newsletters.email,
      status: newsletters.status,
      subscribedAt: newsletters.subscribedAt,
      consentAt: newsletters.consentAt,
      unsubscribedAt: newsletters.unsubscribedAt,
    })
    .from(newsletters)
    .orderBy(desc(newsletters.subscribedAt));
}
