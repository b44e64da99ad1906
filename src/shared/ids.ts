import { z } from './zod';

const message = 'מזהה לא תקין';

/** A row id: a positive integer PostgreSQL's `integer` can hold. */
export const IdSchema = z
  .number({ error: message })
  .int(message)
  .positive(message)
  .max(2_147_483_647, message);
