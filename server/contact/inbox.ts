import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { contactMessages, users } from '../db/schema';

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

/** Marks a message handled by `actorId` (or open again); undefined when there is no such message. */
export async function markContactHandled(
  db: Db,
  input: { id: number; handled: boolean },
  actorId: number,
): Promise<InboxMessage | undefined> {
  const updated = await db
    .update(contactMessages)
    .set(input.handled ? { handledAt: new Date(), handledBy: actorId } : { handledAt: null, handledBy: null })
    .where(eq(contactMessages.id, input.id))
    .returning({ id: contactMessages.id });
  if (updated.length === 0) return undefined;
  const [row] = await db
    .select(columns)
    .from(contactMessages)
    .leftJoin(users, eq(users.id, contactMessages.handledBy))
    .where(eq(contactMessages.id, input.id));
  return row;
}
