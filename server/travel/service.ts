import { eq, sql } from 'drizzle-orm';
import { agency } from '../../src/content/agency';
import { countryName } from '../../src/shared/destinations';
import {
  coverageOptions,
  estimatePriceUsd,
  type TravelRequest,
  type TravelSubmitResult,
  tripDays,
} from '../../src/shared/travel';
import type { Db } from '../db/client';
import { travelInsurance } from '../db/schema';
import { conflict } from '../errors';
import type { Mailer } from '../mail/mailer';
import { travelReference } from './reference';

/** The request as stored in `request`: everything the form sent, without the submission key. */
export type StoredTravelRequest = Omit<TravelRequest, 'idempotencyKey'>;

export interface TravelMailSettings {
  agencyEmail: string;
  publicUrl: string;
}

export const KEY_REUSED_MESSAGE = 'בקשה אחרת כבר נשלחה עם מזהה השליחה הזה. רעננו את הדף ושלחו את הבקשה מחדש';

/**
 * Stores the whole request and its application row and, in the same transaction, the
 * customer's confirmation and the agency's notice in the outbox. The same `idempotencyKey` twice, even
 * at the same moment, stores one request and answers both calls alike.
 */
export async function submitTravelRequest(
  db: Db,
  mailer: Mailer,
  settings: TravelMailSettings,
  input: TravelRequest,
): Promise<TravelSubmitResult> {
  const { idempotencyKey, ...request } = input;
  const [traveler] = request.travelers;
  const [address] = request.addresses;
  if (!traveler || !address) throw new Error('a validated request has a traveler and an address');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(travelInsurance)
      .values({
        fullName: `${traveler.firstName} ${traveler.lastName}`,
        idNumber: address.idNumber,
        passportNumber: address.passportNumber,
        email: traveler.email,
        phone: traveler.phone,
        destination: request.destinations.join(','),
        startDate: request.departureDate,
        endDate: request.returnDate,
        request,
        idempotencyKey: idempotencyKey ?? null,
      })
      // a concurrent insert with the same key waits for the other transaction, then finds its row below
      .onConflictDoNothing({ target: travelInsurance.idempotencyKey })
      .returning({ id: travelInsurance.id });
    if (!row) return existingSubmission(tx, idempotencyKey, request);
    const reference = travelReference(row.id);
    await mailer.enqueue(tx, confirmationMail(request, reference));
    await mailer.enqueue(tx, agencyNotice(request, reference, settings));
    return { id: row.id, reference };
  });
}

/** The row an earlier call stored with this key; another request under the same key is refused. */
async function existingSubmission(
  tx: Db,
  key: string | undefined,
  request: StoredTravelRequest,
): Promise<TravelSubmitResult> {
  if (key === undefined) throw new Error('insert without a key stored no row');
  const [existing] = await tx
    .select({
      id: travelInsurance.id,
      // jsonb equality ignores key order and whitespace
      same: sql<boolean>`${travelInsurance.request} = ${JSON.stringify(request)}::jsonb`,
    })
    .from(travelInsurance)
    .where(eq(travelInsurance.idempotencyKey, key));
  if (!existing) throw new Error('idempotency key conflicted but no row holds it');
  if (!existing.same) throw conflict(KEY_REUSED_MESSAGE, 'idempotencyKey');
  return { id: existing.id, reference: travelReference(existing.id) };
}

/** '2027-03-05' → '05.03.2027', the way dates are written in Israel. */
export const hebrewDate = (value: string) => value.split('-').reverse().join('.');

const destinationsText = (request: StoredTravelRequest) => request.destinations.map(countryName).join(', ');

function confirmationMail(request: StoredTravelRequest, reference: string) {
  const [first] = request.travelers;
  const days = tripDays(request.departureDate, request.returnDate);
  const coverages = coverageOptions.filter((c) => request.coverageOptions.includes(c.id)).map((c) => c.name);
  const estimate = estimatePriceUsd(days, request.travelers.length, request.coverageOptions);
  return {
    kind: 'travel-confirmation',
    to: first?.email ?? '',
    subject: `קיבלנו את בקשתכם לביטוח נסיעות – מספר בקשה ${reference}`,
    text: [
      `שלום ${first?.firstName ?? ''},`,
      '',
      'תודה שפניתם אלינו. קיבלנו את בקשתכם לביטוח נסיעות לחו״ל, ונציג שלנו יצור איתכם קשר בהקדם.',
      `מספר הבקשה: ${reference} (כדאי לציין אותו כשמתקשרים אלינו).`,
      '',
      'סיכום הבקשה:',
      `יעדים: ${destinationsText(request)}`,
      `תאריכי הנסיעה: ${hebrewDate(request.departureDate)} – ${hebrewDate(request.returnDate)} (${days} ימים)`,
      `נוסעים: ${request.travelers.map((t) => `${t.firstName} ${t.lastName}`).join(', ')}`,
      `כיסויים נוספים: ${coverages.length > 0 ? coverages.join(', ') : 'ללא'}`,
      `הערכת מחיר ראשונית: ${estimate.toFixed(2)} דולר (הערכה בלבד – המחיר הסופי ייקבע בהצעה מחברת הביטוח)`,
      '',
      'אם לא אתם שלחתם את הבקשה, השיבו להודעה זו ונטפל בכך.',
      agency.name,
    ].join('\n'),
  };
}

function agencyNotice(request: StoredTravelRequest, reference: string, settings: TravelMailSettings) {
  const [first] = request.travelers;
  return {
    kind: 'travel-notice',
    to: settings.agencyEmail,
    subject: `בקשה חדשה לביטוח נסיעות: ${reference}`,
    text: [
      `התקבלה בקשה חדשה לביטוח נסיעות, מספר ${reference}.`,
      `שם: ${first ? `${first.firstName} ${first.lastName}` : ''}`,
      `יעדים: ${destinationsText(request)}`,
      `תאריכים: ${hebrewDate(request.departureDate)} – ${hebrewDate(request.returnDate)}`,
      `נוסעים: ${request.travelers.length}`,
      '',
      `לפרטי הבקשה המלאים: ${settings.publicUrl}/admin/applications`,
    ].join('\n'),
  };
}
