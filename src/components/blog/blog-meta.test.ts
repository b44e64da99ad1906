import { describe, expect, it } from 'vitest';
import type { PostDetail } from '../../shared/blog-core';
import { articleJsonLd, readingTimeText } from './blog-meta';

describe('readingTimeText', () => {
  it('says the minutes the way Hebrew says them', () => {
    expect(readingTimeText(1)).toBe('זמן קריאה: דקה אחת');
    expect(readingTimeText(2)).toBe('זמן קריאה: שתי דקות');
    expect(readingTimeText(7)).toBe('זמן קריאה: 7 דקות');
  });
});

describe('articleJsonLd', () => {
  const post = {
    id: 1,
    slug: 'a-post',
    title: 'כותרת',
    excerpt: 'תקציר',
    image: '/media/blog/1/card.webp',
    imageAlt: '',
    heroImage: '/media/blog/1/hero.webp',
    shareImage: '/media/blog/1/share.jpg',
    createdAt: new Date('2026-06-08T08:00:00Z'),
    updatedAt: new Date('2026-06-09T10:00:00Z'),
    category: { id: 1, name: 'ביטוח בריאות', slug: 'health-insurance' },
    content: '<p>x</p>',
    seoTitle: null,
    seoDescription: null,
    keywords: 'ביטוח, בריאות',
    readingMinutes: 1,
    related: [],
  } satisfies PostDetail;

  it('describes the post with absolute URLs, both dates and the agency as author and publisher', () => {
    const data = articleJsonLd('https://example.co.il', post, 'תיאור');
    expect(data).toMatchObject({
      '@type': 'Article',
      headline: 'כותרת',
      description: 'תיאור',
      image: ['https://example.co.il/media/blog/1/hero.webp'],
      datePublished: '2026-06-08T08:00:00.000Z',
      dateModified: '2026-06-09T10:00:00.000Z',
      author: { '@type': 'Organization', name: 'אופק ביטוחים ופיננסים' },
      publisher: { '@type': 'Organization', name: 'אופק ביטוחים ופיננסים' },
      mainEntityOfPage: { '@id': 'https://example.co.il/blog/a-post' },
      keywords: 'ביטוח, בריאות',
    });
  });

  it('leaves the image out when the post has none', () => {
    const data = articleJsonLd('https://example.co.il', { ...post, image: null, heroImage: null }, 'תיאור');
    expect(data).not.toHaveProperty('image');
  });
});
