/** Texts and structured data of the blog's pages. */
import { agency } from '../../content/agency';
import { type PostDetail, postPath } from '../../shared/blog-core';

export const BLOG_TITLE = 'הבלוג';
export const BLOG_DESCRIPTION = `מאמרים, מדריכים וטיפים מעולם הביטוח, הפנסיה והחיסכון – מצוות ${agency.name}.`;
export const RSS_PATH = '/blog/rss.xml';

/** 'זמן קריאה: 5 דקות' in natural Hebrew: one minute in words, two as 'שתי דקות'. */
export function readingTimeText(minutes: number) {
  if (minutes <= 1) return 'זמן קריאה: דקה אחת';
  if (minutes === 2) return 'זמן קריאה: שתי דקות';
  return `זמן קריאה: ${minutes} דקות`;
}

const absolute = (publicUrl: string, pathOrUrl: string) =>
  /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : publicUrl + pathOrUrl;

/** schema.org Article of a post; the agency is its author and publisher. */
export function articleJsonLd(publicUrl: string, post: PostDetail, description: string) {
  const url = publicUrl + postPath(post.slug);
  const organization = {
    '@type': 'Organization',
    '@id': `${publicUrl}/#agency`,
    name: agency.name,
    url: `${publicUrl}/`,
    logo: { '@type': 'ImageObject', url: `${publicUrl}/images/logo.svg` },
  };
  const image = post.heroImage ?? post.image;
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    description,
    ...(image ? { image: [absolute(publicUrl, image)] } : {}),
    datePublished: new Date(post.createdAt).toISOString(),
    dateModified: new Date(post.updatedAt).toISOString(),
    author: organization,
    publisher: organization,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    articleSection: post.category.name,
    inLanguage: 'he-IL',
    ...(post.keywords ? { keywords: post.keywords } : {}),
  };
}
