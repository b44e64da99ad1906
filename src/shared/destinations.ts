/**
 * Where a travel request may go: every country of ISO 3166-1 (alpha-2) but Israel, with its Hebrew name
 * from i18n-iso-countries (only the Hebrew locale is imported), and the regions people buy cover for,
 * by codes of the range ISO leaves to its users (X…), so they never meet a country's code.
 */

import hebrew from 'i18n-iso-countries/langs/he.json' with { type: 'json' };

export interface Destination {
  code: string;
  name: string;
  /** other Hebrew names the data knows (ארה״ב) */
  otherNames: readonly string[];
  /** the flag's file under /images/flags, without '.svg'; none for the whole world */
  flag: string | null;
}

/** The regions, first in every list; each counts as one destination toward the five. */
export const destinationRegions: readonly Destination[] = [
  { code: 'XE', name: 'אירופה', otherNames: [], flag: 'eu' },
  { code: 'XW', name: 'כל העולם', otherNames: [], flag: null },
];

/** Where the library's name is a mouthful for a destination list (the long one stays searchable). */
const shorterNames: Record<string, string> = {
  GB: 'בריטניה',
  AE: 'איחוד האמירויות',
  HK: 'הונג קונג',
  MO: 'מקאו',
};

const HOME = 'IL';

const countries: Destination[] = Object.entries(hebrew.countries as Record<string, string | string[]>)
  .filter(([code]) => code !== HOME)
  .map(([code, names]) => {
    const [first = code, ...rest] = typeof names === 'string' ? [names] : names;
    const name = shorterNames[code] ?? first;
    const otherNames = [first, ...rest].filter((n) => n !== name);
    return { code, name, otherNames, flag: code.toLowerCase() };
  })
  .sort((a, b) => a.name.localeCompare(b.name, 'he'));

/** The regions, then every country but Israel by its Hebrew name. */
export const destinations: readonly Destination[] = [...destinationRegions, ...countries];

const byCode = new Map(destinations.map((d) => [d.code, d]));

export const isDestinationCode = (code: string) => byCode.has(code);
export const destinationOf = (code: string) => byCode.get(code);
/** The Hebrew name of a destination's code; an unknown code as it is. */
export const countryName = (code: string) => byCode.get(code)?.name ?? code;

/** 'US,ES' (or ['US', 'ES']) → 'ארצות הברית, ספרד'. */
export function destinationNames(destination: string | readonly string[]): string {
  const codes = typeof destination === 'string' ? destination.split(',') : destination;
  return codes
    .map((code) => code.trim())
    .filter(Boolean)
    .map(countryName)
    .join(', ');
}
