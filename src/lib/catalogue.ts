/**
 * The breadcrumb and related-content catalogue (SPEC §2): where each insurance, investment, travel
 * and blog page sits, and which pages it points readers to next.
 */
import type { Crumb } from '@/components/seo/page-meta';
import type { Product } from '@/content/products/types';
import { productGroupNames, productSummaries, summaryByPath } from './product-index';

export interface RelatedLink {
  title: string;
  path: string;
  description?: string;
}

export const BLOG_CRUMB: Crumb = { name: 'בלוג', path: '/blog' };
export const TRAVEL_CRUMB: Crumb = { name: 'ביטוח נסיעות לחו״ל', path: '/travel' };
export const TRAVEL_FORM_CRUMB: Crumb = { name: 'טופס בקשה לביטוח נסיעות', path: '/travel/travelinsurance' };

/** Trail after 'home' for a product page: the product itself (its group has no page of its own). */
export function productCrumbs(path: string): Crumb[] {
  const product = summaryByPath(path);
  return product ? [{ name: product.title, path: product.path }] : [];
}

/** The group name shown above a product's heading ('ביטוח פרטי', 'ביטוח עסקי', 'פנסיה וחיסכון'). */
export function productGroupName(path: string): string | undefined {
  const product = summaryByPath(path);
  return product ? productGroupNames[product.group] : undefined;
}

/** Related pages of a product: the ones its content names, else others of its group (at most 4). */
export function relatedForProduct(product: Pick<Product, 'path' | 'group' | 'related'>): RelatedLink[] {
  const paths =
    product.related.length > 0
      ? product.related
      : productSummaries
          .filter((p) => p.group === product.group && p.path !== product.path)
          .map((p) => p.path);
  return paths
    .map(summaryByPath)
    .filter((p) => p !== undefined)
    .slice(0, 4)
    .map((p) => ({ title: p.title, path: p.path, description: p.tagline }));
}

export const travelCrumbs = (form = false): Crumb[] =>
  form ? [TRAVEL_CRUMB, TRAVEL_FORM_CRUMB] : [TRAVEL_CRUMB];

/** Where the travel pages point readers next. */
export const relatedForTravel: RelatedLink[] = [
  { title: 'טופס בקשה לביטוח נסיעות', path: '/travel/travelinsurance' },
  { title: 'ביטוח בריאות', path: '/insurance/health' },
  { title: 'ביטוח אובדן כושר עבודה', path: '/insurance/disability' },
];

/** Where the blog points readers next: the main product areas. */
export const relatedForBlog: RelatedLink[] = [
  { title: 'ביטוח בריאות', path: '/insurance/health' },
  { title: 'קרן השתלמות', path: '/investments/education-fund' },
  { title: 'ביטוח נסיעות לחו״ל', path: '/travel' },
];

/** Trail after 'home' for a blog post: blog, its category, the post. */
export function blogPostCrumbs(post: {
  title: string;
  slug: string;
  category?: { name: string; slug: string } | null;
}) {
  const trail: Crumb[] = [BLOG_CRUMB];
  if (post.category) trail.push({ name: post.category.name, path: `/blog/category/${post.category.slug}` });
  trail.push({ name: post.title, path: `/blog/${post.slug}` });
  return trail;
}
