/** The e-mails of a claim: the agency's notice of a new claim or document, the customer's of each move. */

import { type PolicyType, policyTypeLabels } from '../../src/shared/account';
import { type ClaimStatus, claimStatusLabels } from '../../src/shared/claims';
import { formatDayText } from '../../src/shared/day-text';
import type { OutgoingMail } from '../mail/mailer';
import { agencyContact } from '../travel/decision';

const typeLabel = (type: string) => policyTypeLabels[type as PolicyType] ?? type;

/** Where the customer follows the claim. */
export const claimLink = (publicUrl: string, id: number) => `${publicUrl}/dashboard?tab=claims&claim=${id}`;

/** The agency's notice of a new claim: who, which policy, when and what happened. */
export function newClaimNotice(
  agencyEmail: string,
  claim: { reference: string; eventDate: string; description: string; documents: number },
  customer: { username: string; fullName: string; email: string },
  policy: { policyNumber: string; policyType: string },
): OutgoingMail {
  return {
    kind: 'claim-notice',
    to: agencyEmail,
    subject: `תביעה חדשה מהאזור האישי – ${claim.reference}`,
    text: [
      `תביעה מספר ${claim.reference}`,
      `לקוח: ${customer.fullName || customer.username} (${customer.email})`,
      `פוליסה: ${policy.policyNumber} – ${typeLabel(policy.policyType)}`,
      `תאריך האירוע: ${formatDayText(claim.eventDate)}`,
      `מסמכים מצורפים: ${claim.documents}`,
      '',
      'מה קרה:',
      claim.description,
    ].join('\n'),
  };
}

/** The agency's notice that the customer added a document to a claim (answering a request, when named). */
export function claimDocumentNotice(
  agencyEmail: string,
  reference: string,
  documentName: string,
  requestTitle: string | undefined,
): OutgoingMail {
  return {
    kind: 'claim-document-notice',
    to: agencyEmail,
    subject: `מסמך חדש בתביעה ${reference}`,
    text: [
      `הלקוח צירף את המסמך ״${documentName}״ לתביעה ${reference}.`,
      ...(requestTitle ? [`בתשובה לבקשה: ${requestTitle}`] : []),
    ].join('\n'),
  };
}

const nextSteps: Record<ClaimStatus, string> = {
  received: 'קיבלנו את התביעה ונעביר אותה לחברת הביטוח.',
  submitted: 'העברנו את התביעה לחברת הביטוח, ואנחנו מלווים אותה מול החברה.',
  documents_needed: 'כדי להתקדם נדרשים מכם מסמכים. אפשר להעלות אותם לתביעה באזור האישי.',
  approved: 'חברת הביטוח אישרה את התביעה. נעדכן אתכם כשהתשלום יועבר.',
  declined: 'חברת הביטוח דחתה את התביעה. נשמח לעבור איתכם על ההחלטה ועל האפשרויות להשיג עליה.',
  paid: 'חברת הביטוח העבירה את התשלום.',
  closed: 'הטיפול בתביעה הסתיים.',
};

/** The customer's e-mail about a step of their claim, with the staff's note. */
export function claimUpdateMail(
  to: string,
  claim: { id: number; reference: string; status: ClaimStatus },
  note: string | undefined,
  publicUrl: string,
): OutgoingMail {
  return {
    kind: 'claim-update',
    to,
    subject: `עדכון בתביעה ${claim.reference}: ${claimStatusLabels[claim.status]}`,
    text: [
      'שלום,',
      '',
      `יש עדכון בתביעה מספר ${claim.reference}.`,
      `הסטטוס: ${claimStatusLabels[claim.status]}`,
      nextSteps[claim.status],
      ...(note ? ['', 'הערת הסוכנות:', note] : []),
      '',
      `לפרטי התביעה: ${claimLink(publicUrl, claim.id)}`,
      '',
      ...agencyContact(),
    ].join('\n'),
  };
}
