import { eq } from 'drizzle-orm';
import { agency } from '../../src/content/agency';
import { countryName } from '../../src/shared/destinations';
import { formatMoney } from '../../src/shared/money';
import {
  coverageOptions,
  estimatePriceUsd,
  type TravelRequest,
  type TravelSubmitResult,
  tripDays,
} from '../../src/shared/travel';
import type { DataKeys } from '../data-key/crypto';
import type { Db } from '../db/client';
import { travelInsurance } from '../db/schema';
import { conflict } from '../errors';
import type { Mailer } from '../mail/mailer';
import { travelReference } from './reference';
import { type StoredTravelRequest, sameRequest, sealRequest } from './sealed';

/** The request as stored in `request`: everything the form sent, without the submission key. */
export type { StoredTravelRequest } from './sealed';

export interface TravelSettings {
  agencyEmail: string;
  publicUrl: string;
  /** encrypt the ID and passport numbers and the health answers */
  dataKeys: DataKeys;
}

export const KEY_REUSED_MESSAGE = 'בקשה אחרת כבר נשלחה עם מזהה השליחה הזה. רעננו את הדף ושלחו את הבקשה מחדש';

/**
 * Stores the whole request and its application row (their sensitive values encrypted) and, in the same transaction, the
 * customer's confirmation and the agency's notice in the outbox. The same `idempotencyKey` twice, even
 * at the same moment, stores one request and answers both calls alike.
 */
export async function submitTravelRequest(
  db: Db,
  mailer: Mailer,
  settings: TravelSettings,
  input: TravelRequest,
): Promise<TravelSubmitResult> {
  const { idempotencyKey, ...request } = input;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(travelInsurance)
      .values({ ...applicationRow(settings.dataKeys, request), idempotencyKey: idempotencyKey ?? null })
      // a concurrent insert with the same key waits for the other transaction, then finds its row below
      .onConflictDoNothing({ target: travelInsurance.idempotencyKey })
      .returning({ id: travelInsurance.id });
    if (!row) return existingSubmission(tx, settings.dataKeys, idempotencyKey, request);
    const reference = travelReference(row.id);
    await mailer.enqueue(tx, confirmationMail(request, reference));
    await mailer.enqueue(tx, agencyNotice(request, reference, settings));
    return { id: row.id, reference };
  });
}

/**
 * The row of a request: the whole request and the columns derived from it (the first traveler's name,
 * e-mail and phone, the first address's ID and passport numbers, the dates and destinations), its
 * sensitive values encrypted under the current data key.
 */
export function applicationRow(keys: DataKeys, request: StoredTravelRequest) {
  const [traveler] = request.travelers;
  if (!traveler) throw new Error('a validated request has a traveler');
  return {
    ...sealRequest(keys, request),
    fullName: `${traveler.firstName} ${traveler.lastName}`,
    email: traveler.email,
    phone: traveler.phone,
    destination: request.destinations.join(','),
    startDate: request.departureDate,
    endDate: request.returnDate,
  };
}

/** The row an earlier call stored with this key; another request under the same key is refused. */
async function existingSubmission(
  tx: Db,
  keys: DataKeys,
  key: string | undefined,
  request: StoredTravelRequest,
): Promise<TravelSubmitResult> {
  if (key === undefined) throw new Error('insert without a key stored no row');
  const [existing] = await tx
    .select({ id: travelInsurance.id, request: travelInsurance.request })
    .from(travelInsurance)
    .where(eq(travelInsurance.idempotencyKey, key));
  if (!existing) throw new Error('idempotency key conflicted but no row holds it');
  if (!sameRequest(keys, existing.request, request)) throw conflict(KEY_REUSED_MESSAGE, 'idempotencyKey');
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
      `הערכת מחיר ראשונית: ${formatMoney(estimate)} (הערכה בלבד – המחיר הסופי ייקבע בהצעה מחברת הביטוח)`,
      '',
      'אם לא אתם שלחתם את הבקשה, השיבו להודעה זו ונטפל בכך.',
      agency.name,
    ].join('\n'),
  };
}

function agencyNotice(request: StoredTravelRequest, reference: string, settings: TravelSettings) {
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
