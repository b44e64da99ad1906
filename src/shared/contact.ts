import { EmailSchema } from './auth';
import { cleanText, nameText } from './text';
import { z } from './zod';

// spaces, dashes (also the Hebrew maqaf), dots, brackets and direction marks pasted from Hebrew text
const PHONE_SEPARATORS = /[\s\-\u2010-\u2015\u05be.()\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * A phone number as people type it ('050-1234567', '050 123 4567', '+972 50-123-4567', '00972…')
 * → the national form that is stored ('0501234567'). Anything else comes back without its
 * separators only, for the 10-digit rule to refuse.
 */
export function normalizePhone(input: string): string {
  const compact = input.replace(PHONE_SEPARATORS, '');
  // '+972 050…' also happens: the trunk zero is kept once
  const international = /^(?:\+|00)?972(0?\d{9})$/.exec(compact)?.[1];
  if (!international) return compact;
  return international.startsWith('0') ? international : `0${international}`;
}

/**
 * A stored phone as people write it: a mobile or 07x number '0501234567' → '050-1234567', a landline
 * '031234567' → '03-1234567'. Anything else (an international number) is shown as it is.
 */
export function formatPhone(phone: string): string {
  if (/^0[57]\d{8}$/.test(phone)) return `${phone.slice(0, 3)}-${phone.slice(3)}`;
  if (/^0\d{8}$/.test(phone)) return `${phone.slice(0, 2)}-${phone.slice(2)}`;
  return phone;
}

/** The most characters of the free-text message ('במה נוכל לעזור?'). */
export const CONTACT_MESSAGE_MAX = 1000;

export const CONTACT_KEY_REUSED =
  'פנייה אחרת כבר נשלחה עם מזהה השליחה הזה. רעננו את הדף ושלחו את הפנייה מחדש';

export const ContactSchema = z.object({
  // cleaned of direction overrides and zero-width characters, which would garble the admin inbox
  firstName: nameText('שם פרטי חייב להכיל לפחות 2 תווים').pipe(
    z.string().min(2, 'שם פרטי חייב להכיל לפחות 2 תווים').max(60, 'שם פרטי ארוך מדי'),
  ),
  lastName: nameText('שם משפחה חייב להכיל לפחות 2 תווים').pipe(
    z.string().min(2, 'שם משפחה חייב להכיל לפחות 2 תווים').max(60, 'שם משפחה ארוך מדי'),
  ),
  phone: z
    .string({ error: 'מספר טלפון לא תקין' })
    .transform(normalizePhone)
    .pipe(z.string().regex(/^\d{10}$/, 'מספר טלפון לא תקין')),
  email: z.string({ error: 'כתובת דוא״ל לא תקינה' }).pipe(EmailSchema),
  service: z.string({ error: 'יש לציין את נושא הפנייה' }).trim().max(120, 'נושא הפנייה ארוך מדי'),
  /** optional; absent or blank → '' */
  message: z
    .string({ error: 'ההודעה אינה תקינה' })
    .transform(cleanText)
    .pipe(z.string().max(CONTACT_MESSAGE_MAX, 'ההודעה ארוכה מ-1,000 תווים'))
    .nullish()
    .transform((value) => value ?? ''),
  /**
   * A caller-made key that makes a repeated send safe for 24 hours: the same key with the same message
   * answers the first one's id and stores nothing; with another message it is refused.
   */
  idempotencyKey: z
    .string({ error: 'מזהה שליחה לא תקין' })
    .regex(/^[A-Za-z0-9_-]{8,100}$/, 'מזהה שליחה לא תקין')
    .optional(),
});
export type ContactInput = z.input<typeof ContactSchema>;
