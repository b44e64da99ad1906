import { agency } from '../../src/content/agency';
import type { ApplicationStatusUpdateSchema } from '../../src/shared/travel-admin';
import type { z } from '../../src/shared/zod';
import type { DataKeys } from '../data-key/crypto';
import type { Db } from '../db/client';
import type { Mailer, OutgoingMail } from '../mail/mailer';
import { type Application, setApplicationStatus } from './admin';
import { hebrewDate } from './service';

/** How the customer can reach the agency, as the decision mails end. */
export const agencyContact = () => [
  'לשאלות אפשר לפנות אלינו:',
  `טלפון: ${agency.phone}`,
  `דוא״ל: ${agency.email}`,
  `שעות הפעילות: ${agency.openingHours
    .filter((slot) => slot.hours !== 'סגור')
    .map((slot) => `${slot.days} ${slot.hours}`)
    .join(', ')}`,
  '',
  agency.name,
];

/**
 * The customer's e-mail about the agency's decision: approved, or rejected with the reason when one
 * was given. None for a move back to pending or for a status the request already had.
 */
export function decisionMail(
  application: Application,
  from: Application['status'],
  reason: string | undefined,
): OutgoingMail | undefined {
  const { status, reference } = application;
  if (status === from || status === 'pending') return undefined;
  const trip = [
    `מספר הבקשה: ${reference}`,
    `תאריכי הנסיעה: ${hebrewDate(application.startDate)} – ${hebrewDate(application.endDate)}`,
  ];
  const greeting = [`שלום ${application.fullName},`, ''];
  if (status === 'approved') {
    return {
      kind: 'travel-approved',
      to: application.email,
      subject: `בקשתכם לביטוח נסיעות אושרה – מספר בקשה ${reference}`,
      text: [
        ...greeting,
        'שמחים לעדכן שבקשתכם לביטוח נסיעות לחו״ל אושרה.',
        ...trip,
        '',
        'נציג שלנו יצור איתכם קשר בהקדם להשלמת הנפקת הפוליסה.',
        '',
        ...agencyContact(),
      ].join('\n'),
    };
  }
  return {
    kind: 'travel-rejected',
    to: application.email,
    subject: `עדכון על בקשתכם לביטוח נסיעות – מספר בקשה ${reference}`,
    text: [
      ...greeting,
      'לצערנו לא נוכל לאשר את בקשתכם לביטוח נסיעות לחו״ל.',
      ...trip,
      ...(reason ? [`סיבת הדחייה: ${reason}`] : []),
      '',
      'נשמח לבדוק איתכם אפשרויות אחרות.',
      '',
      ...agencyContact(),
    ].join('\n'),
  };
}

/**
 * Sets the request's status and, in the same transaction (the caller's), puts the customer's
 * decision e-mail in the outbox: the status and the mail are committed together or not at all.
 */
export async function decideApplication(
  tx: Db,
  mailer: Mailer,
  keys: DataKeys,
  input: z.output<typeof ApplicationStatusUpdateSchema>,
): Promise<{ application: Application; from: Application['status']; mailed: boolean }> {
  const { application, from } = await setApplicationStatus(tx, keys, input);
  const mail = decisionMail(application, from, input.reason || undefined);
  if (mail) await mailer.enqueue(tx, mail);
  return { application, from, mailed: mail !== undefined };
}
