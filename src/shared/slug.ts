/**
 * Slugs of blog posts and categories: lower-case letters (Latin or Hebrew), digits and single hyphens.
 * A Hebrew title keeps its Hebrew words ('ביטוח נסיעות לחו״ל' → 'ביטוח-נסיעות-לחול'): written Hebrew
 * has no vowels, so no transliteration reads right (docs/decisions/017-hebrew-slugs.md). Slugs made
 * before that stay as they are.
 */

export const SLUG_MAX = 100;
const SLUG = /^[a-z0-9\u05d0-\u05ea]+(?:-[a-z0-9\u05d0-\u05ea]+)*$/;

export const isSlug = (value: string) => SLUG.test(value);

/** A slug made from a title in Hebrew, English or both; '' when nothing usable remains. */
export function slugify(title: string) {
  const words = title
    .normalize('NFKD')
    // niqqud, cantillation and Latin accents
    .replace(/[\u0300-\u036f\u0591-\u05c7]/g, '')
    // geresh and gershayim belong inside the word (צ'יפס, חו"ל)
    .replace(/[״׳"'`]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9\u05d0-\u05ea]+/)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > SLUG_MAX) break;
    slug = next;
  }
  return slug;
}
