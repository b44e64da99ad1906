import { isDeepStrictEqual } from 'node:util';
import { eq, isNull, ne, or } from 'drizzle-orm';
import type { TravelRequest } from '../../src/shared/travel';
import { type DataKeys, decrypt, encrypt, lookupHash, lookupHashes } from '../data-key/crypto';
import type { Db } from '../db/client';
import { travelInsurance } from '../db/schema';

/** A travel request as it is stored: the whole request but the idempotency key of its sending. */
export type StoredTravelRequest = Omit<TravelRequest, 'idempotencyKey'>;

/** The request as `request` keeps it: ID and passport numbers and the health answers as encrypted text. */
type SealedRequest = Omit<StoredTravelRequest, 'addresses' | 'healthQuestions'> & {
  addresses: (Omit<StoredTravelRequest['addresses'][number], 'idNumber' | 'passportNumber'> & {
    idNumber: string;
    passportNumber: string | null;
  })[];
  healthQuestions: string;
};

/** Each field's name is authenticated with its value: a value moved to another field does not decrypt. */
const ID = 'travel.idNumber';
const PASSPORT = 'travel.passportNumber';
const HEALTH = 'travel.healthQuestions';

// what is hashed: an ID number as 9 digits, a passport number upper case without spaces; the prefix keeps
// an ID from matching a passport of the same digits
const idLookup = (idNumber: string) => `id:${idNumber.padStart(9, '0')}`;
const passportLookup = (passport: string) => `passport:${passport.toUpperCase()}`;

/** The columns of travel_insurance that hold or find sensitive values, for a validated request. */
export function sealRequest(keys: DataKeys, request: StoredTravelRequest) {
  const [first] = request.addresses;
  if (!first) throw new Error('a validated request has an address');
  const sealed: SealedRequest = {
    ...request,
    addresses: request.addresses.map((a) => ({
      ...a,
      idNumber: encrypt(keys, ID, a.idNumber),
      passportNumber: a.passportNumber ? encrypt(keys, PASSPORT, a.passportNumber) : null,
    })),
    healthQuestions: encrypt(keys, HEALTH, JSON.stringify(request.healthQuestions)),
  };
  const hashes = request.addresses.flatMap((a) => [
    lookupHash(keys, idLookup(a.idNumber)),
    ...(a.passportNumber ? [lookupHash(keys, passportLookup(a.passportNumber))] : []),
  ]);
  return {
    request: sealed,
    idNumber: encrypt(keys, ID, first.idNumber),
    passportNumber: first.passportNumber ? encrypt(keys, PASSPORT, first.passportNumber) : null,
    lookupHashes: [...new Set(hashes)],
    dataKeyId: keys.current.id,
  };
}

/** The request as it was submitted, from `request`. */
export function openRequest(keys: DataKeys, stored: unknown): StoredTravelRequest {
  const sealed = stored as SealedRequest;
  return {
    ...sealed,
    addresses: sealed.addresses.map((a) => ({
      ...a,
      idNumber: decrypt(keys, ID, a.idNumber),
      passportNumber: a.passportNumber ? decrypt(keys, PASSPORT, a.passportNumber) : null,
    })),
    healthQuestions: JSON.parse(
      decrypt(keys, HEALTH, sealed.healthQuestions),
    ) as StoredTravelRequest['healthQuestions'],
  };
}

/** The application row's own numbers, decrypted. */
export function openNumbers<R extends { idNumber: string; passportNumber: string | null }>(
  keys: DataKeys,
  row: R,
): R {
  return {
    ...row,
    idNumber: decrypt(keys, ID, row.idNumber),
    passportNumber: row.passportNumber ? decrypt(keys, PASSPORT, row.passportNumber) : null,
  };
}

/**
 * The hashes a search for an exact number looks for: as an ID number (5–9 digits, the leading zeros
 * may be left out) and as a passport number, under every key of the ring (rows not yet rotated too).
 */
export function numberLookups(keys: DataKeys, search: string): string[] {
  const compact = search.replace(/[\s-]/g, '');
  const lookups: string[] = [];
  if (/^\d{5,9}$/.test(compact)) lookups.push(idLookup(compact));
  if (/^[A-Za-z0-9]{5,15}$/.test(compact)) lookups.push(passportLookup(compact));
  return lookups.flatMap((value) => lookupHashes(keys, value));
}

const BATCH = 200;

/**
 * Encrypts under the current key the rows that need it: `plaintext`, the rows stored before encryption
 * (at every start); `all`, also those under an older key (the rotation). Batches of rows locked with
 * SKIP LOCKED, so instances starting together share the work, and a second run finds nothing left.
 * Returns how many rows it encrypted.
 */
export async function sealTravelRows(db: Db, keys: DataKeys, which: 'plaintext' | 'all'): Promise<number> {
  const { dataKeyId } = travelInsurance;
  const waiting =
    which === 'plaintext' ? isNull(dataKeyId) : or(isNull(dataKeyId), ne(dataKeyId, keys.current.id));
  let done = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: travelInsurance.id, request: travelInsurance.request, dataKeyId })
        .from(travelInsurance)
        .where(waiting)
        .limit(BATCH)
        .for('update', { skipLocked: true });
      for (const row of rows) {
        const request =
          row.dataKeyId === null ? (row.request as StoredTravelRequest) : openRequest(keys, row.request);
        await tx
          .update(travelInsurance)
          .set(sealRequest(keys, request))
          .where(eq(travelInsurance.id, row.id));
      }
      return rows.length;
    });
    done += count;
    if (count < BATCH) return done;
  }
}

/** Whether `stored` is the same request as `request` (a repeated submission), compared decrypted. */
export const sameRequest = (keys: DataKeys, stored: unknown, request: StoredTravelRequest) =>
  // key order does not count (jsonb keeps its own); through JSON, absent and undefined are alike
  isDeepStrictEqual(openRequest(keys, stored), JSON.parse(JSON.stringify(request)));
