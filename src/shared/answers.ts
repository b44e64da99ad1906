/** The small answers many procedures share (their output schemas). */
import { z } from './zod';

/** An act that has nothing more to say. */
export const OkSchema = z.object({ ok: z.literal(true) });

/** The id of the row a procedure made or removed. */
export const IdAnswerSchema = z.object({ id: z.number() });

/** A CSV export's text (its REST path sends it as a text/csv download). */
export const CsvTextSchema = z.string();
