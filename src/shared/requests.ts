/**
 * 'הבקשות שלי': what the signed-in customer sent the agency, newest first, each with its reference, its
 * status and what happens next. Every kind keeps its own status values (machine values, as its admin
 * list has them); the page shows them through `requestStatusTexts`.
 */
import { contactStatuses } from './contact-inbox';
import { IdSchema } from './ids';
import { applicationStatuses } from './travel-admin';
import { z } from './zod';

/** Every kind a customer's request may be; a kind joins `UserRequestSchema` once it is stored. */
export const requestKinds = ['travel', 'contact', 'claim', 'portfolio-review', 'renewal'] as const;
export type RequestKind = (typeof requestKinds)[number];
export const RequestKindSchema = z.enum(requestKinds);

/** A kind's name on its card and in its table row. */
export const requestKindLabels: Record<RequestKind, string> = {
  travel: 'ביטוח נסיעות לחו״ל',
  contact: 'פנייה',
  claim: 'תביעה',
  'portfolio-review': 'בדיקת התיק הביטוחי',
  renewal: 'חידוש פוליסה',
};

const common = {
  id: IdSchema,
  /** the number the customer quotes on the phone */
  reference: z.string(),
  createdAt: z.date(),
  /** one short Hebrew line: the destinations and dates, the subject */
  summary: z.string(),
};

/** One request, by kind, with that kind's own statuses. A new kind adds its member here. */
export const UserRequestSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('travel'), status: z.enum(applicationStatuses), ...common }),
  z.object({ kind: z.literal('contact'), status: z.enum(contactStatuses), ...common }),
]);
export type UserRequest = z.output<typeof UserRequestSchema>;
export const UserRequestListSchema = z.array(UserRequestSchema);

type StatusOf<K extends UserRequest['kind']> = Extract<UserRequest, { kind: K }>['status'];

export interface StatusText {
  /** the status in a word or two, beside its icon */
  label: string;
  /** its badge's colour and icon: still with the agency, done, or not granted */
  tone: 'waiting' | 'done' | 'declined';
  /** one line: what happens next */
  next: string;
}

/** What each status of each stored kind says to the customer. */
export const requestStatusTexts: { [K in UserRequest['kind']]: Record<StatusOf<K>, StatusText> } = {
  travel: {
    pending: {
      label: 'בבדיקה',
      tone: 'waiting',
      next: 'נציג שלנו בודק את הבקשה ויצור איתכם קשר בהקדם.',
    },
    approved: {
      label: 'אושרה',
      tone: 'done',
      next: 'שלחנו אליכם אישור בדוא״ל. נציג שלנו יצור איתכם קשר בהקדם להשלמת הנפקת הפוליסה.',
    },
    rejected: {
      label: 'לא אושרה',
      tone: 'declined',
      next: 'שלחנו אליכם עדכון בדוא״ל. נשמח לבדוק איתכם אפשרויות אחרות: פנו אלינו עם מספר הבקשה.',
    },
  },
  contact: {
    open: {
      label: 'התקבלה',
      tone: 'waiting',
      next: 'נציג שלנו יחזור אליכם בהקדם בטלפון או בדוא״ל.',
    },
    handled: {
      label: 'טופלה',
      tone: 'done',
      next: 'הפנייה טופלה. אם נשאר משהו פתוח, שלחו פנייה חדשה או התקשרו אלינו.',
    },
  },
};

/** The texts of one request's status. */
export const statusTextOf = (request: UserRequest): StatusText =>
  (requestStatusTexts[request.kind] as Record<string, StatusText>)[request.status] as StatusText;
