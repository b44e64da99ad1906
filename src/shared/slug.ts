/**
 * Slugs of blog posts and categories: lower-case Latin letters, digits and single hyphens, so a link
 * reads the same in every address bar, e-mail and chat. A Hebrew title is transliterated
 * ('ביטוח נסיעות לחו״ל' → 'bitoach-nesiot-lechul'): readable to a Hebrew speaker, no %D7%91 soup.
 */

export const SLUG_MAX = 100;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const isSlug = (value: string) => SLUG.test(value);

// one spelling per letter, as Israeli road signs and URLs commonly write them
const HEBREW: Record<string, string> = {
  א: 'a',
  ב: 'b',
  ג: 'g',
  ד: 'd',
  ה: 'h',
  ו: 'v',
  ז: 'z',
  ח: 'ch',
  ט: 't',
  י: 'y',
  כ: 'k',
  ך: 'ch',
  ל: 'l',
  מ: 'm',
  ם: 'm',
  נ: 'n',
  ן: 'n',
  ס: 's',
  ע: 'a',
  פ: 'p',
  ף: 'f',
  צ: 'tz',
  ץ: 'tz',
  ק: 'k',
  ר: 'r',
  ש: 'sh',
  ת: 't',
};

/** Transliterates one Hebrew word: vav and yod inside or at the end read as vowels ('o', 'i'), a final he as 'a'. */
function transliterateWord(word: string) {
  let out = '';
  const letters = [...word];
  letters.forEach((ch, i) => {
    const inner = i > 0 && i < letters.length - 1;
    if (ch === 'ו' && (inner || i === letters.length - 1) && i > 0) out += letters[i + 1] === 'ו' ? '' : 'o';
    else if (ch === 'י' && i > 0) out += 'i';
    else if (ch === 'ה' && i > 0 && i === letters.length - 1) out += 'a';
    else if (ch === 'ב' && i > 0) out += 'v';
    else if (ch === 'פ' && i > 0) out += 'f';
    else if (ch === 'כ' && i > 0) out += 'ch';
    else out += HEBREW[ch] ?? ch;
  });
  return out;
}

/** A slug made from a title in Hebrew, English or both; '' when nothing usable remains. */
export function slugify(title: string) {
  const words = title
    .normalize('NFKD')
    // niqqud, cantillation and Latin accents
    .replace(/[\u0300-\u036f\u0591-\u05c7]/g, '')
    .replace(/[״׳"'`]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9\u05d0-\u05ea]+/)
    .filter(Boolean)
    .map((word) => word.replace(/[\u05d0-\u05ea]+/g, transliterateWord));
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > SLUG_MAX) break;
    slug = next;
  }
  return slug.replace(/[^a-z0-9-]/g, '');
}
