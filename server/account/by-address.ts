/**
 * What is kept under an e-mail address rather than a user id (contact messages, travel requests, the
 * newsletter): an account's only once it proved the address is its own by the verification link, since
 * anyone may register with any address. The data export and 'הבקשות שלי' both read them from here.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { contactMessages, travelInsurance } from '../db/schema';

/** The account's address when it is verified; undefined otherwise: then nothing is the account's by address. */
export const provenAddress = (account: { email: string; emailVerifiedAt: Date | null }) =>
  account.emailVerifiedAt ? account.email : undefined;

/** `column` holds `email`, whatever the case of either. */
export const sameEmail = (column: Parameters<typeof eq>[0], email: string) =>
  eq(sql`lower(${column})`, email.toLowerCase());

/** The contact messages and travel requests sent with `email` (none without one), oldest first. */
export async function requestsOfAddress(db: Db, email: string | undefined) {
  if (email === undefined) return { contacts: [], travel: [] };
  const contacts = await db
    .select({
      id: contactMessages.id,
      createdAt: contactMessages.createdAt,
      service: contactMessages.service,
      message: contactMessages.message,
      handledAt: contactMessages.handledAt,
    })
    .from(contactMessages)
    .where(sameEmail(contactMessages.email, email))
    .orderBy(asc(contactMessages.id));
  const travel = await db
    .select({
      id: travelInsurance.id,
      destination: travelInsurance.destination,
      startDate: travelInsurance.startDate,
      endDate: travelInsurance.endDate,
      status: travelInsurance.status,
      createdAt: travelInsurance.createdAt,
    })
    .from(travelInsurance)
    .where(sameEmail(travelInsurance.email, email))
    .orderBy(asc(travelInsurance.id));
  return { contacts, travel };
}
