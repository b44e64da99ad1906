import { z } from './zod';

// direction marks, embeddings, overrides and isolates (LRM RLM ALM, LRE…RLO, LRI…PDI) and zero-width
// characters: pasted from Hebrew text they are invisible, and an override in a stored name reverses
// the text around it wherever staff read it
const INVISIBLE_CONTROLS = /[\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;

/** A person's or place's name as typed: NFC, without invisible direction controls, spaces collapsed. */
export function cleanName(input: string): string {
  return input.normalize('NFC').replace(INVISIBLE_CONTROLS, '').replace(/\s+/g, ' ').trim();
}

/** A free-text string field that is cleaned with `cleanName` before its rules run. */
export const nameText = (requiredMessage: string) =>
  z.string({ error: requiredMessage }).transform(cleanName);

/**
 * Free text of several lines as typed (a message): NFC, without invisible direction controls, line
 * breaks as '\n', trimmed; the lines keep their own spacing.
 */
export function cleanText(input: string): string {
  return input.normalize('NFC').replace(INVISIBLE_CONTROLS, '').replace(/\r\n?/g, '\n').trim();
}
