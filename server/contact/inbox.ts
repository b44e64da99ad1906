import {
  and,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNotNull,
  isNull,
  like,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { ContactFilterSchema, ContactListSchema, ContactStatus } from '../../src/shared/contact-inbox';
import type { Page } from '../../src/shared/paging';
import { cleanName } from '../../src/shared/text';
import type { z } from '../../src/shared/zod';
import type { Db } from '../db/client';
import { containing, pageOf, phonePattern } from '../db/paging';
import { contactMessages, users } from '../db/schema';
import { notFound } from '../errors';
import { idOfReference } from '../travel/reference';
import { storedFields } from './service';

const columns = {
  id: contactMessages.id,
  ...storedFields,
  createdAt: contactMessages.createdAt,
  handledAt: contactMessages.handledAt,
  /** username of the admin who marked it handled */
  handledBy: users.username,
};

export interface InboxMessage {
  id: number;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  service: string;
  /** what the visitor wrote, '' when nothing */
  message: string;
  createdAt: Date;
  handledAt: Date | null;
  handledBy: string | null;
}

export interface InboxPage extends Page<InboxMessage> {
  /** per status, with the search but without the status filter (the filter chips) */
  counts: Record<ContactStatus, number>;
}

/**
 * The whole name (first and last), the e-mail, or the phone's digits containing the search; or the message
 * whose reference it is (the number the customer sees in their personal area).
 */
function searchCondition(search: string): SQL {
  const pattern = containing(search);
  const conditions = [
    ilike(sql`${contactMessages.firstName} || ' ' || ${contactMessages.lastName}`, pattern),
    ilike(contactMessages.email, pattern),
  ];
  const phone = phonePattern(search);
  if (phone) conditions.push(like(contactMessages.phone, phone));
  const id = idOfReference(search);
  if (id !== undefined) conditions.push(eq(contactMessages.id, id));
  return or(...conditions) as SQL;
}

const statusCondition = (status: ContactStatus) =>
  status === 'handled' ? isNotNull(contactMessages.handledAt) : isNull(contactMessages.handledAt);

const newestFirst = [desc(contactMessages.createdAt), desc(contactMessages.id)];

/** The inbox's search, and the search with its status filter. */
function filterOf(input: z.output<typeof ContactFilterSchema>) {
  const term = cleanName(input.search ?? '');
  const search = term ? searchCondition(term) : undefined;
  return { search, where: and(search, input.status ? statusCondition(input.status) : undefined) };
}

/** One page of the inbox, newest first, with the total and the per-status counts of the same search. */
export async function listContactMessages(
  db: Db,
  input: z.output<typeof ContactListSchema>,
): Promise<InboxPage> {
  const { search, where } = filterOf(input);
  // the per-status counts give the total too: one count of the search, not two
  const counts = db
    .select({ handled: sql<boolean>`${contactMessages.handledAt} is not null`, n: count() })
    .from(contactMessages)
    .where(search)
    .groupBy(sql`1`)
    .then((rows) => {
      const byStatus = { open: 0, handled: 0 };
      for (const row of rows) byStatus[row.handled ? 'handled' : 'open'] = Number(row.n);
      return byStatus;
    });
  const page = await pageOf(
    input,
    db
      .select({ id: contactMessages.id })
      .from(contactMessages)
      .where(where)
      .orderBy(...newestFirst),
    (ids) =>
      db
        .select(columns)
        .from(contactMessages)
        .leftJoin(users, eq(users.id, contactMessages.handledBy))
        .where(inArray(contactMessages.id, ids))
        .orderBy(...newestFirst),
    counts.then((c) => (input.status ? c[input.status] : c.open + c.handled)),
  );
  return { ...page, counts: await counts };
}

/** Every message of the search and status, newest first (the CSV export). */
export function allContactMessages(
  db: Db,
  input: z.output<typeof ContactFilterSchema>,
): Promise<InboxMessage[]> {
  return db
    .select(columns)
    .from(contactMessages)
    .leftJoin(users, eq(users.id, contactMessages.handledBy))
    .where(filterOf(input).where)
    .orderBy(...newestFirst);
}

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
