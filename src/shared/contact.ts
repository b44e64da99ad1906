import { z } from 'zod';
import { EmailSchema } from './auth';

export const ContactSchema = z.object({
  firstName: z
    .string({ error: 'שם פרטי חייב להכיל לפחות 2 תווים' })
    .trim()
    .min(2, 'שם פרטי חייב להכיל לפחות 2 תווים')
    .max(60, 'שם פרטי ארוך מדי'),
  lastName: z
    .string({ error: 'שם משפחה חייב להכיל לפחות 2 תווים' })
    .trim()
    .min(2, 'שם משפחה חייב להכיל לפחות 2 תווים')
    .max(60, 'שם משפחה ארוך מדי'),
  phone: z
    .string({ error: 'מספר טלפון לא תקין' })
    .trim()
    .regex(/^\d{10}$/, 'מספר טלפון לא תקין'),
  email: z.string({ error: 'כתובת דוא״ל לא תקינה' }).pipe(EmailSchema),
  service: z.string({ error: 'יש לציין את נושא הפנייה' }).trim().max(120, 'נושא הפנייה ארוך מדי'),
});
export type ContactInput = z.input<typeof ContactSchema>;
