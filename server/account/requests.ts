/**
 * 'הבקשות שלי': what the signed-in customer sent the agency. Travel requests and contact messages are kept
 * under the address they were sent with, so they are the account's only once its address is verified.
 */
import { eq } from 'drizzle-orm';
import { formatDayText } from '../../src/shared/day-text';
import { countryName } from '../../src/shared/destinations';
import type { UserRequest } from '../../src/shared/requests';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { unauthorized } from '../errors';
import { contactReference, travelReference } from '../travel/reference';
import { provenAddress, requestsOfAddress } from './by-address';

/** A contact message sent without a subject was sent from the contact page's own form. */
const CONTACT_SUBJECT = 'צור קשר';

/**
 * 'ארצות הברית, ספרד · 01.03.2027 עד 10.03.2027': a word between the dates, since right-to-left text
 * would show two dates joined by a dash in reverse order.
 */
function travelSummary(row: { destination: string; startDate: string; endDate: string }) {
  const places = row.destination.split(',').filter(Boolean).map(countryName).join(', ');
  return `${places} · ${formatDayText(row.startDate)} עד ${formatDayText(row.endDate)}`;
}

/** The user's requests, newest first (the later id first when two share a moment). */
export async function listUserRequests(db: Db, userId: number): Promise<UserRequest[]> {
  const { contacts, travel } = await db.transaction(
    async (tx) => {
      const [account] = await tx
        .select({ email: users.email, emailVerifiedAt: users.emailVerifiedAt })
        .from(users)
        .where(eq(users.id, userId));
      if (!account) throw unauthorized('החשבון אינו קיים עוד');
      return requestsOfAddress(tx, provenAddress(account));
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const requests: UserRequest[] = [
    ...travel.map((row) => ({
      kind: 'travel' as const,
      id: row.id,
      reference: travelReference(row.id),
      status: row.status,
      createdAt: row.createdAt,
      summary: travelSummary(row),
    })),
    ...contacts.map((row) => ({
      kind: 'contact' as const,
      id: row.id,
      reference: contactReference(row.id),
      status: row.handledAt ? ('handled' as const) : ('open' as const),
      createdAt: row.createdAt,
      summary: row.service.trim() || CONTACT_SUBJECT,
    })),
  ];
  return requests.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
}
