import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { agency } from '../../src/content/agency';
import type { Db } from '../db/client';
import { newsletters } from '../db/schema';
import { notFound } from '../errors';
import type { Mailer } from '../mail/mailer';

/** What a subscribe did: a new row, a former subscriber active again, or nothing (already active). */
export type SubscribeChange = 'created' | 'resubscribed' | 'unchanged';

export interface Subscription {
  email: string;
  /** the row's status after the call */
  status: (typeof newsletters.$inferSelect)['status'];
  change: SubscribeChange;
}

/** Subscribes the address and, when that changed anything, puts the welcome mail in the outbox; never a second row. */
export async function subscribe(
  db: Db,
  mailer: Mailer,
  publicUrl: string,
  email: string,
): Promise<Subscription> {
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(newsletters)
      .values({ email, unsubscribeToken: randomBytes(24).toString('base64url') })
      .onConflictDoNothing({ target: newsletters.email })
      .returning();
    let row = inserted;
    let change: SubscribeChange = 'created';
    if (!row) {
      const [existing] = await tx.select().from(newsletters).where(eq(newsletters.email, email)).limit(1);
      if (!existing) throw new Error('newsletter row neither inserted nor found');
      if (existing.status === 'active') return { email, status: existing.status, change: 'unchanged' };
      // a former subscriber who signs up again gives consent again
      const now = new Date();
      [row] = await tx
        .update(newsletters)
        .set({ status: 'active', consentAt: now, subscribedAt: now, unsubscribedAt: null })
        .where(eq(newsletters.email, email))
        .returning();
      if (!row) throw new Error('newsletter update returned no row');
      change = 'resubscribed';
    }
    await mailer.enqueue(tx, {
      kind: 'newsletter-welcome',
      to: email,
      subject: 'ברוכים הבאים לניוזלטר שלנו',
      text: [
        `תודה שנרשמת לניוזלטר של ${agency.name}.`,
        'נשלח אליך מדי פעם עדכונים, טיפים ומאמרים בנושאי ביטוח, פנסיה וחיסכון.',
        '',
        `להסרה מרשימת הדיוור בכל עת: ${publicUrl}/newsletter/unsubscribe?token=${row.unsubscribeToken}`,
      ].join('\n'),
    });
    return { email, status: row.status, change };
  });
}

/** Unsubscribes by the token of the e-mail link. */
export async function unsubscribe(db: Db, token: string): Promise<void> {
  const updated = await db
    .update(newsletters)
    .set({ status: 'unsubscribed', unsubscribedAt: new Date() })
    .where(eq(newsletters.unsubscribeToken, token))
    .returning({ email: newsletters.email });
  if (updated.length === 0) throw notFound('קישור ההסרה אינו תקף');
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
