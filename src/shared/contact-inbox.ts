import { IdSchema } from './ids';
import { z } from './zod';

/** The admin marks a contact message handled (or back to open). */
export const ContactMarkHandledSchema = z.object({
  id: IdSchema,
  handled: z.boolean({ error: 'יש לציין אם הפנייה טופלה' }),
});
