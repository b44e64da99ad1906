import { describe, expect, it } from 'vitest';
import { isSlug, SLUG_MAX, slugify } from './slug';

describe('slugify', () => {
  it('keeps Hebrew words as they are written', () => {
    expect(slugify('ביטוח רכב בחורף')).toBe('ביטוח-רכב-בחורף');
    expect(slugify('ביטוח נסיעות לחו״ל: מה חשוב לדעת?')).toBe('ביטוח-נסיעות-לחול-מה-חשוב-לדעת');
  });

  it('drops niqqud and punctuation, lower-cases Latin and keeps digits', () => {
    expect(slugify('שָׁלוֹם  עוֹלָם!')).toBe('שלום-עולם');
    expect(slugify('Travel Guide לחו"ל 2026')).toBe('travel-guide-לחול-2026');
    expect(slugify('Café — déjà vu')).toBe('cafe-deja-vu');
  });

  it('gives "" when nothing usable remains, and never goes past SLUG_MAX on a word boundary', () => {
    expect(slugify('?!… —')).toBe('');
    const long = slugify('ביטוח '.repeat(40));
    expect(long.length).toBeLessThanOrEqual(SLUG_MAX);
    expect(long.endsWith('-')).toBe(false);
    expect(isSlug(long)).toBe(true);
  });
});

describe('isSlug', () => {
  it('takes Hebrew and Latin slugs, the old transliterated ones too', () => {
    for (const slug of ['ביטוח-רכב', 'bitoach-nesiot-lechul', 'post-2', 'מדריך-2026'])
      expect(isSlug(slug)).toBe(true);
  });

  it('refuses spaces, capitals, doubled or edge hyphens and other scripts', () => {
    for (const slug of ['ביטוח רכב', 'Post', 'a--b', '-a', 'a-', 'привет', 'a/b', ''])
      expect(isSlug(slug), slug).toBe(false);
  });
});
