import { describe, expect, it } from 'vitest';
import { PostInputSchema, SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from './blog';

const post = { title: 'ביטוח דירה לפני החורף', categoryId: 1 };

describe('a post’s SEO fields', () => {
  it('may be longer than Google shows (the editor warns), up to twice that', () => {
    const long = PostInputSchema.safeParse({
      ...post,
      seoTitle: 'א'.repeat(SEO_TITLE_MAX + 1),
      seoDescription: 'ב'.repeat(2 * SEO_DESCRIPTION_MAX),
    });
    expect(long.success).toBe(true);
  });

  it('refuses more than twice Google’s length with a Hebrew message on the field', () => {
    const result = PostInputSchema.safeParse({ ...post, seoTitle: 'א'.repeat(2 * SEO_TITLE_MAX + 1) });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['seoTitle'],
      message: 'כותרת ה-SEO ארוכה מ-120 תווים',
    });
  });
});
