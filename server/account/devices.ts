/**
 * Sign-ins from new devices. A device is a browser profile, known by a random id in a cookie of its own
 * (`device`, HttpOnly, 400 days) that the server keeps only as a SHA-256 per user. The rule: a sign-in
 * whose browser sends no id this user has signed in with before is from a new device, and the account
 * gets a mail. A cookie, not the user agent and the address: an address changes with every network a
 * phone joins (a mail on every commute), while a user agent and an address prefix are shared by every
 * browser of one make behind one provider (no mail for a thief on the same network). Clearing cookies or
 * a private window counts as a new device, as it does with the big providers' notices.
 */
import { createHash } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import { agency } from '../../src/content/agency';
import { deviceName } from '../../src/shared/account';
import { israelDateTime } from '../../src/shared/israel-time';
import type { AuthUser } from '../auth/session';
import type { Db } from '../db/client';
import { knownDevices } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { describeDevice } from './sessions';

export const NEW_DEVICE_MAIL_KIND = 'new-device';
/** A device not seen for this long is forgotten (its cookie has expired by then). */
export const DEVICE_KEEP_DAYS = 400;

const hashDevice = (deviceId: string) => createHash('sha256').update(deviceId).digest('hex');

export interface SignInDevice {
  /** the browser's id (SessionHandle.deviceId) */
  id: string;
  userAgent: string | undefined;
  ip: string;
}

/**
 * Records the device of a sign-in; `notify`: when this user has never signed in from it, mails the
 * account (in the same transaction as the record). A registration records its device without a mail.
 * Returns whether the device was new.
 */
export async function recordSignInDevice(
  db: Db,
  deps: { mailer: Mailer; publicUrl: string },
  user: Pick<AuthUser, 'id' | 'username' | 'email'>,
  device: SignInDevice,
  { notify }: { notify: boolean },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(knownDevices)
      .values({ userId: user.id, deviceHash: hashDevice(device.id) })
      .onConflictDoUpdate({
        target: [knownDevices.userId, knownDevices.deviceHash],
        set: { lastSeenAt: sql`now()` },
      })
      // xmax is 0 only in a row this statement inserted: one statement, so two sign-ins racing from
      // one new browser mail once
      .returning({ inserted: sql<boolean>`(xmax = 0)` });
    const isNew = row?.inserted === true;
    if (isNew && notify) {
      await deps.mailer.enqueue(tx, {
        kind: NEW_DEVICE_MAIL_KIND,
        to: user.email,
        subject: 'כניסה לחשבון שלכם ממכשיר חדש',
        text: [
          `שלום ${user.username},`,
          '',
          `נכנסו לחשבון שלכם ב${agency.name} מדפדפן או ממכשיר שלא נכנסתם ממנו קודם:`,
          `דפדפן: ${deviceName(describeDevice(device.userAgent ?? null))}`,
          `כתובת IP: ${device.ip}`,
          `מועד: ${israelDateTime(new Date())}`,
          '',
          'אם זה הייתם אתם, אין צורך לעשות דבר.',
          'אם לא, החליפו מיד את הסיסמה ונתקו את המכשיר ב״מכשירים מחוברים״ שבאזור האישי:',
          `${deps.publicUrl}/dashboard`,
          `ופנו אלינו בטלפון ${agency.phone}.`,
        ].join('\n'),
      });
    }
    return isNew;
  });
}

/** Forgets devices not seen for DEVICE_KEEP_DAYS. */
export async function pruneKnownDevices(db: Db) {
  await db
    .delete(knownDevices)
    .where(lt(knownDevices.lastSeenAt, sql`now() - make_interval(days => ${DEVICE_KEEP_DAYS})`));
}
