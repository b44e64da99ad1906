import { productSummaries as products } from '../src/content/products';

export interface RouteCase {
  path: string;
  /** expected HTTP status of the page */
  status: 200 | 404;
  /** public pages are indexable; guarded and utility pages say noindex */
  indexable: boolean;
}

const page = (path: string, indexable = true): RouteCase => ({ path, status: 200, indexable });

/** Every page route (with sample parameters), plus an unknown path. */
export const routeCases: RouteCase[] = [
  page('/'),
  page('/about'),
  page('/contact'),
  page('/blog'),
  // seeded post and category (src/content/blog-seed.ts)
  page('/blog/travel-insurance-checklist'),
  page('/blog/category/travel-insurance'),
  page('/travel'),
  page('/travel/travelinsurance'),
  ...products.map((product) => page(product.path)),
  page('/accessibility'),
  page('/privacy'),
  page('/terms'),
  page('/reset-password', false),
  page('/newsletter/unsubscribe', false),
  page('/verify-email', false),
  page('/dashboard', false),
  page('/admin', false),
  page('/admin/blog', false),
  page('/admin/blog/new', false),
  page('/admin/blog/1/edit', false),
  page('/admin/members', false),
  page('/admin/applications', false),
  page('/admin/contact-messages', false),
  page('/admin/newsletter', false),
  page('/admin/blog/categories', false),
  page('/admin/audit-log', false),
  page('/admin/renewals', false),
  page('/admin/customers', false),
  page('/admin/customers/1', false),
  page('/admin/portfolio-reviews', false),
  page('/admin/portfolio-reviews/1', false),
  page('/login', false),
  page('/admin/login', false),
  { path: '/blog/no-such-post', status: 404, indexable: false },
  { path: '/blog/category/no-such-category', status: 404, indexable: false },
  { path: '/no/such/page', status: 404, indexable: false },
];
