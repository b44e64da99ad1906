/**
 * The destination search of the travel form's step 1. It forgives the ways people write a place:
 * quotes and gershayim (ארה"ב, ארה״ב, ארהב), niqqud, final letters, a missing or extra ו/י/א/ה/ע
 * (יון, איטלייה), ט for ת (טאילנד), one wrong, missing or extra letter, common other names and big
 * cities (אמריקה, אנגליה, לונדון), English names of the usual destinations, and the ISO code. A name
 * as typed beats a guessed spelling; Israel and its cities are answered with a note, not with matches.
 */

import { type Destination, destinations } from '@/shared/destinations';

/** Where most of the agency's customers fly: the cards shown before anything is typed. */
export const POPULAR_DESTINATIONS = [
  'XE',
  'XW',
  'US',
  'GB',
  'GR',
  'CY',
  'IT',
  'ES',
  'FR',
  'DE',
  'TH',
  'RO',
  'HR',
  'SE',
  'IN',
  'AE',
] as const;

/** What visitors may type instead of the Hebrew name, comma separated (our own table; the names come from the data). */
const otherNames: Record<string, string> = {
  XE: 'europe, האיחוד האירופי, יבשת אירופה',
  XW: 'world, worldwide, עולם, כל היעדים, חו״ל, העולם כולו',
  US: 'אמריקה, ארצות הברית של אמריקה, united states, usa, america, ניו יורק, לוס אנג׳לס, מיאמי, לאס וגאס',
  GB: 'אנגליה, בריטניה הגדולה, סקוטלנד, ויילס, לונדון, united kingdom, uk, england, britain',
  GR: 'greece, אתונה, כרתים, רודוס, סלוניקי',
  CY: 'cyprus, לרנקה, פאפוס, לימסול, איה נאפה',
  IT: 'italy, רומא, מילאנו, ונציה',
  ES: 'spain, ברצלונה, מדריד',
  FR: 'france, פריז',
  DE: 'germany, ברלין, מינכן',
  NL: 'holland, netherlands, אמסטרדם',
  TH: 'thailand, בנגקוק, קוסמוי, פוקט',
  AE: 'דובאי, אבו דאבי, אמירויות, uae, emirates, dubai',
  CZ: 'czech, פראג',
  HU: 'hungary, בודפשט',
  AT: 'austria, וינה',
  CH: 'שוויצריה, switzerland, ציריך',
  PT: 'portugal, ליסבון',
  GE: 'georgia, גרוזיה, טביליסי, בטומי',
  TR: 'turkey, איסטנבול',
  RO: 'romania, בוקרשט',
  HR: 'croatia',
  SE: 'sweden',
  IN: 'india',
  BG: 'bulgaria',
  MT: 'malta',
  MX: 'mexico',
  CA: 'canada',
  JP: 'japan, טוקיו',
  VN: 'vietnam, וייטנאם',
  EG: 'egypt, סיני',
  JO: 'jordan, פטרה, עקבה',
  MA: 'morocco',
  CN: 'china, בייג׳ינג',
  AU: 'australia',
  NZ: 'new zealand',
  BR: 'brazil',
  AR: 'argentina',
  PE: 'peru',
  LK: 'ceylon, ציילון',
  KR: 'korea, south korea, קוריאה, סיאול',
  MV: 'maldives, מלדיבים',
  SC: 'seychelles, סיישל',
  DO: 'דומיניקנה',
  CD: 'קונגו',
  CG: 'קונגו',
  RU: 'russia',
  UA: 'ukraine',
};

const FINAL_LETTERS: Record<string, string> = { ך: 'כ', ם: 'מ', ן: 'נ', ף: 'פ', ץ: 'צ' };

/** Lower case, no niqqud, quotes or punctuation, Hebrew final letters as the others, single spaces. */
export function normalizeSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u05BE\-_,./()]/g, ' ') // maqaf and other joiners separate words
    .replace(/[\u0591-\u05C7]/g, '') // niqqud and cantillation
    .replace(/["'`\u05F3\u05F4\u2018\u2019\u201C\u201D]/g, '') // quotes, geresh, gershayim
    .replace(/[ךםןףץ]/g, (letter) => FINAL_LETTERS[letter] ?? letter)
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The spelling people vary: after the first letter ו/י/א/ה/ע dropped; ט as ת, ק as כ, doubled letters once, no spaces. */
function loose(normalized: string): string {
  const letters = normalized.replace(/[טק]/g, (letter) => (letter === 'ט' ? 'ת' : 'כ')).replace(/ /g, '');
  return (letters.slice(0, 1) + letters.slice(1).replace(/[ויאהע]/g, '')).replace(/(.)\1+/g, '$1');
}

/** At most one letter wrong, missing or extra between `a` and the start of `b`. */
function nearPrefix(a: string, b: string): boolean {
  const rows = a.length;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= rows; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
    }
    previous = current;
  }
  // the distance from `a` to any prefix of `b`
  return Math.min(...previous) <= 1;
}

interface Entry {
  destination: Destination;
  /** the names, normalized */
  names: string[];
  /** every word of every name */
  words: string[];
  /** the names and their words as `loose` spells them */
  looseNames: string[];
  looseWords: string[];
}

const entries: Entry[] = destinations.map((destination) => {
  const extra = otherNames[destination.code]?.split(',') ?? [];
  const names = [destination.name, ...destination.otherNames, ...extra].map(normalizeSearch).filter(Boolean);
  const words = names.flatMap((n) => n.split(' '));
  return { destination, names, words, looseNames: names.map(loose), looseWords: words.map(loose) };
});

/** How well one destination answers the query: 0 best, undefined not at all. */
function rank(entry: Entry, query: string, looseQuery: string): number | undefined {
  const { names, words, looseNames, looseWords } = entry;
  const spelled = looseQuery.length >= 2;
  if (entry.destination.code.toLowerCase() === query || names.includes(query)) return EXACT;
  if (names.some((n) => n.startsWith(query))) return 1;
  if (words.some((w) => w.startsWith(query))) return 2;
  if (spelled && looseNames.includes(looseQuery)) return 3;
  if (spelled && looseWords.some((w) => w.startsWith(looseQuery))) return 4;
  if (names.some((n) => n.includes(query))) return 5;
  if (query.length >= 4 && words.some((w) => nearPrefix(query, w))) return 6;
  return undefined;
}
const EXACT = 0;
/** Up to this rank a name or one of its words starts with the query as typed; beyond it, spelling is guessed. */
const PREFIX = 2;

const popularity = new Map<string, number>(POPULAR_DESTINATIONS.map((code, i) => [code, i]));
const popular = (d: Destination) => popularity.get(d.code) ?? POPULAR_DESTINATIONS.length;

/** Israel and its main cities, as people type them: a travel cover is for abroad. */
const israeliPlaces = [
  'ישראל, israel, ארץ ישראל, הארץ, תל אביב, תל אביב יפו, tel aviv, ירושלים, jerusalem, חיפה, haifa',
  'אילת, eilat, באר שבע, ראשון לציון, פתח תקווה, פתח תקוה, אשדוד, נתניה, חולון, בני ברק, רמת גן',
  'אשקלון, רחובות, בת ים, הרצליה, כפר סבא, חדרה, מודיעין, נצרת, רעננה, לוד, רמלה, עכו, טבריה',
  'נהריה, צפת, קריית שמונה, קרית שמונה, יפו, הוד השרון, רמת השרון, גבעתיים, דימונה, קיסריה',
]
  .join(',')
  .split(',')
  .map(normalizeSearch);

/** What the search answers for a query that names Israel or one of its cities. */
export const ISRAEL_NOTE = 'ביטוח נסיעות לחו״ל מכסה יעדים מחוץ לישראל. חפשו את המדינה שאליה אתם נוסעים.';

/** The destinations that answer a normalized query, with how well (`rank`), unsorted. */
function ranked(query: string) {
  const looseQuery = loose(query);
  return entries
    .map((entry, order) => ({ entry, order, rank: rank(entry, query, looseQuery) }))
    .filter((r): r is typeof r & { rank: number } => r.rank !== undefined);
}

/**
 * Whether the query names Israel or one of its main cities: as typed or loosely spelled, or the start
 * of one ('תל א') when no destination's name starts with it.
 */
export function namesIsrael(text: string): boolean {
  const query = normalizeSearch(text);
  if (!query) return false;
  const looseQuery = loose(query);
  if (
    israeliPlaces.some((place) => place === query || (looseQuery.length >= 3 && loose(place) === looseQuery))
  )
    return true;
  return (
    query.length >= 2 &&
    israeliPlaces.some((place) => place.startsWith(query)) &&
    !ranked(query).some((r) => r.rank <= PREFIX)
  );
}

/**
 * The destinations that answer a query, best first (then the usual ones, then by name); all for an empty
 * one, none for Israel. When a destination's own name is the query, only names that start with it
 * follow: a guessed spelling ('תאילנד' → 'סקוטלנד') is for queries nothing matches as typed.
 */
export function searchDestinations(text: string): Destination[] {
  const query = normalizeSearch(text);
  if (!query) return [...destinations];
  if (namesIsrael(text)) return [];
  const found = ranked(query);
  const exact = found.some((r) => r.rank === EXACT);
  return found
    .filter((r) => !exact || r.rank <= PREFIX)
    .sort(
      (a, b) =>
        a.rank - b.rank || popular(a.entry.destination) - popular(b.entry.destination) || a.order - b.order,
    )
    .map((r) => r.entry.destination);
}
