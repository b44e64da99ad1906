import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { contactMessages, users } from '../db/schema';
import { notFound } from '../errors';

const columns = {
  id: contactMessages.id,
  firstName: contactMessages.firstName,
  lastName: contactMessages.lastName,
  phone: contactMessages.phone,
  email: contactMessages.email,
  service: contactMessages.service,
  createdAt: contactMessages.createdAt,
  handledAt: contactMessages.handledAt,
  /** username of the admin who marked it handled */
  handledBy: users.username,
};

/** The contact inbox, newest first. */
export function listContactMessages(db: Db) {
  return db
    .select(columns)
    .from(contactMessages)
    .leftJoin(users, eq(users.id, contactMessages.handledBy))
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id));
}

export type InboxMessage = Awaited<ReturnType<typeof listContactMessages>>[number];

/** Marks a message handled by `actorId` (or open again). */
export async function markContactHandled(
  db: Db,
  input: { id: number; handled: boolean },
  actorId: number,
): Promise<InboxMessage> {
  const updated = await db
    .update(contactMessages)
    .set(input.handled ? { handledAt: new Date(), handledBy: actorId } : { handledAt: null, handledBy: null })
    .where(eq(contactMessages.id, input.id))
    .returning({ id: contactMessages.id });
  if (updated.length === 0) throw notFound('הפנייה לא נמצאה');
  const [row] = await db
    .select(columns)
    .from(contactMessages)
    .leftJoin(users, eq(users.id, contactMessages.handledBy))
    .where(eq(contactMessages.id, input.id));
  if (!row) throw new Error('updated message not found');
  return row;
}
