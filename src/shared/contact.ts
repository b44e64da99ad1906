import { EmailSchema } from './auth';
import { nameText } from './text';
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
});
export type ContactInput = z.input<typeof ContactSchema>;
