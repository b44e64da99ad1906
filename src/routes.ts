/**
 * The route table: every path of SPEC §2 + CONTRACT §5, shared by the server render and the browser.
 * `page` names a module under src/pages (default export, loaded lazily, its chunk preloaded with the
 * app); `prefetch` loads the route's tRPC queries on the server so they are in the HTML.
 */
import { matchRoutes, type Params } from 'react-router';
import type { Prefetch } from '@/render/prefetch';
import { productSummaries } from '@/shared/products';

export type RouteArea = 'public' | 'account' | 'admin';

export type PageKey =
  | 'public/home'
  | 'public/about'
  | 'public/contact'
  | 'public/blog-list'
  | 'public/blog-post'
  | 'public/blog-category'
  | 'public/travel-landing'
  | 'public/travel-form'
  | 'public/product-page'
  | 'public/legal-page'
  | 'public/reset-password'
  | 'public/newsletter-unsubscribe'
  | 'public/not-found'
  | 'account/dashboard'
  | 'admin/dashboard'
  | 'admin/blog-list'
  | 'admin/blog-editor'
  | 'admin/members'
  | 'admin/applications'
  | 'admin/contact-messages'
  | 'admin/newsletter';

export interface GuardedMeta {
  /** <title> (the site name is appended) and the admin breadcrumb's section name */
  title: string;
  description: string;
}

export interface AppRoute {
  path: string;
  page: PageKey;
  /** public: server-rendered for everyone; account/admin: guarded, rendered only in the browser */
  area: RouteArea;
  /** metadata of a guarded route, rendered by its guard (public pages render their own <PageMeta>) */
  meta?: GuardedMeta;
  prefetch?: Prefetch;
}

const pub = (path: string, page: PageKey, prefetch?: Prefetch): AppRoute => ({
  path,
  page,
  area: 'public',
  prefetch,
});
const admin = (path: string, page: PageKey, title: string, description: string): AppRoute => ({
  path,
  page,
  area: 'admin',
  meta: { title, description },
});

export const NOT_FOUND_PATH = '*';

export const appRoutes: AppRoute[] = [
  pub('/', 'public/home'),
  pub('/about', 'public/about'),
  pub('/contact', 'public/contact'),
  pub('/blog', 'public/blog-list'),
  pub('/blog/category/:slug', 'public/blog-category'),
  pub('/blog/:slug', 'public/blog-post'),
  pub('/travel', 'public/travel-landing'),
  pub('/travel/travelinsurance', 'public/travel-form'),
  ...productSummaries.map((product) =>
    pub(product.path, 'public/product-page', (trpc) => trpc.content.product.prefetch({ path: product.path })),
  ),
  pub('/accessibility', 'public/legal-page'),
  pub('/privacy', 'public/legal-page'),
  pub('/terms', 'public/legal-page'),
  pub('/reset-password', 'public/reset-password'),
  pub('/newsletter/unsubscribe', 'public/newsletter-unsubscribe'),
  {
    path: '/dashboard',
    page: 'account/dashboard',
    area: 'account',
    meta: { title: 'האזור האישי', description: 'האזור האישי: פרופיל, פוליסות ומסמכים.' },
  },
  admin('/admin', 'admin/dashboard', 'לוח בקרה', 'לוח הבקרה של מערכת הניהול: נתונים וקישורים מהירים.'),
  admin('/admin/blog', 'admin/blog-list', 'ניהול בלוג', 'ניהול מאמרי הבלוג: עריכה, פרסום ומחיקה של מאמרים.'),
  admin('/admin/blog/new', 'admin/blog-editor', 'מאמר חדש', 'כתיבת מאמר חדש לבלוג של הסוכנות ופרסומו באתר.'),
  admin(
    '/admin/blog/:id/edit',
    'admin/blog-editor',
    'עריכת מאמר',
    'עריכת מאמר קיים בבלוג של הסוכנות ועדכון פרטיו.',
  ),
  admin(
    '/admin/members',
    'admin/members',
    'ניהול חברים',
    'ניהול רשימת החברים: הוספה, עריכה ומחיקה של חברים.',
  ),
  admin(
    '/admin/applications',
    'admin/applications',
    'בקשות לביטוח נסיעות',
    'ניהול הבקשות לביטוח נסיעות לחו״ל.',
  ),
  admin(
    '/admin/contact-messages',
    'admin/contact-messages',
    'פניות מהאתר',
    'פניות שהתקבלו באתר דרך טופס צור קשר, לטיפול הצוות.',
  ),
  admin(
    '/admin/newsletter',
    'admin/newsletter',
    'מנויי הניוזלטר',
    'רשימת המנויים לניוזלטר של הסוכנות ומצב ההרשמה שלהם.',
  ),
  pub(NOT_FOUND_PATH, 'public/not-found'),
];

export interface RouteMatch {
  route: AppRoute;
  params: Params;
}

/** The route a pathname renders (the not-found route when nothing else matches). */
export function matchAppRoute(pathname: string): RouteMatch {
  const matches = matchRoutes(appRoutes, pathname);
  const match = matches?.[matches.length - 1];
  if (!match) throw new Error('the route table has no catch-all');
  return { route: match.route, params: match.params };
}
