import { z } from 'zod';
import { IdSchema } from './ids';

/** The admin marks a contact message handled (or back to open). */
export const ContactMarkHandledSchema = z.object({
  id: IdSchema,
  handled: z.boolean({ error: 'יש לציין אם הפנייה טופלה' }),
});
export type ContactMarkHandledInput = z.input<typeof ContactMarkHandledSchema>;
