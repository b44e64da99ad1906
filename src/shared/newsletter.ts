import { EmailSchema } from './auth';
import { z } from './zod';

export const NewsletterSubscribeSchema = z.object({
  email: z.string({ error: 'יש להזין כתובת דוא״ל' }).pipe(EmailSchema),
});

export const NewsletterUnsubscribeSchema = z.object({
  token: z
    .string({ error: 'קישור ההסרה אינו תקין' })
    .trim()
    .min(16, 'קישור ההסרה אינו תקין')
    .max(200, 'קישור ההסרה אינו תקין'),
});
