/**
 * The route table: every page path of the site, shared by the server render and the browser.
 * `page` names a module under src/pages (default export, loaded lazily, its chunk preloaded with the
 * app); `prefetch` loads the route's tRPC queries on the server so they are in the HTML.
 */
import { parse } from 'regexparam';
import { useLocation } from 'wouter';
import { productSummaries } from './content/products';
import { blogListInput } from './lib/blog-list-params';
import { notFoundOn, type Prefetch, type RouteParams } from './lib/prefetch';
import { legalPaths } from './shared/legal-paths';

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
  | 'public/verify-email'
  | 'public/login'
  | 'public/not-found'
  | 'account/dashboard'
  | 'admin/dashboard'
  | 'admin/blog-list'
  | 'admin/blog-editor'
  | 'admin/blog-categories'
  | 'admin/members'
  | 'admin/applications'
  | 'admin/contact-messages'
  | 'admin/newsletter'
  | 'admin/audit-log'
  | 'admin/renewals'
  | 'admin/customers'
  | 'admin/customer'
  | 'admin/portfolio-reviews'
  | 'admin/portfolio-review'
  | 'admin/claims'
  | 'admin/claim';

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
  /**
   * Server only: written `import.meta.env.SSR ? … : undefined`, a constant in each bundle, so the
   * browser's route table (part of the first load) carries none of this code. The browser hydrates
   * from the dehydrated state and never prefetches a route.
   */
  prefetch?: Prefetch;
  /**
   * The query parameters its page reads (server/pages/page-query.ts renders and keeps the page with
   * only these; server/pages/page-query.test.ts fails when a page reads one that is not declared).
   * keep: false when the answer depends on a one-time token and must be rendered each time.
   */
  query?: RouteQuery;
}

export interface RouteQuery {
  params: readonly string[];
  keep: boolean;
}

const pub = (path: string, page: PageKey, extra: Pick<AppRoute, 'prefetch' | 'query'> = {}): AppRoute => ({
  path,
  page,
  area: 'public',
  ...extra,
});

const BLOG_LIST_QUERY: RouteQuery = { params: ['q', 'page'], keep: true };

/** /blog and /blog/category/{slug}: the page of posts, the filter's categories (and the category's own). */
const blogListPrefetch =
  (withCategory: boolean): Prefetch =>
  async (trpc, params, search) => {
    const category = withCategory ? (params.slug ?? '') : undefined;
    const input = blogListInput(search, category);
    const [list] = await Promise.all([
      notFoundOn(trpc.blog.list.fetch(input), () =>
        trpc.queryClient.setQueryData(trpc.blog.list.queryOptions(input).queryKey, null),
      ),
      trpc.blog.categories.prefetch(),
      category !== undefined &&
        notFoundOn(trpc.blog.category.fetch({ slug: category }), () =>
          trpc.queryClient.setQueryData(trpc.blog.category.queryOptions({ slug: category }).queryKey, null),
        ),
    ]);
    // an unknown category, or a page past the last one
    if (!list || (list.items.length === 0 && input.page > 1)) return 'not-found';
  };
const admin = (path: string, page: PageKey, title: string, description: string): AppRoute => ({
  path,
  page,
  area: 'admin',
  meta: { title, description },
});

export const NOT_FOUND_PATH = '*';

export const appRoutes: AppRoute[] = [
  pub('/', 'public/home', {
    prefetch: import.meta.env.SSR ? (trpc) => trpc.content.home.prefetch() : undefined,
  }),
  pub('/about', 'public/about', {
    prefetch: import.meta.env.SSR ? (trpc) => trpc.content.about.prefetch() : undefined,
  }),
  pub('/contact', 'public/contact'),
  pub('/blog', 'public/blog-list', {
    prefetch: import.meta.env.SSR ? blogListPrefetch(false) : undefined,
    query: BLOG_LIST_QUERY,
  }),
  pub('/blog/category/:slug', 'public/blog-category', {
    prefetch: import.meta.env.SSR ? blogListPrefetch(true) : undefined,
    query: BLOG_LIST_QUERY,
  }),
  pub('/blog/:slug', 'public/blog-post', {
    // an unknown or unpublished post: its query holds null, the page says so, the answer is a 404
    prefetch: import.meta.env.SSR
      ? async (trpc, { slug = '' }) => {
          const post = await notFoundOn(trpc.blog.post.fetch({ slug }), () =>
            trpc.queryClient.setQueryData(trpc.blog.post.queryOptions({ slug }).queryKey, null),
          );
          if (!post) return 'not-found';
        }
      : undefined,
  }),
  pub('/travel', 'public/travel-landing', {
    prefetch: import.meta.env.SSR ? (trpc) => trpc.content.travel.prefetch() : undefined,
  }),
  pub('/travel/travelinsurance', 'public/travel-form'),
  ...productSummaries.map((product) =>
    pub(product.path, 'public/product-page', {
      prefetch: import.meta.env.SSR
        ? (trpc) => trpc.content.product.prefetch({ path: product.path })
        : undefined,
    }),
  ),
  ...legalPaths.map((path) =>
    pub(path, 'public/legal-page', {
      prefetch: import.meta.env.SSR ? (trpc) => trpc.content.legal.prefetch({ path }) : undefined,
    }),
  ),
  pub('/reset-password', 'public/reset-password', { query: { params: ['token'], keep: false } }),
  pub('/newsletter/unsubscribe', 'public/newsletter-unsubscribe', {
    query: { params: ['token'], keep: false },
  }),
  pub('/verify-email', 'public/verify-email', { query: { params: ['token'], keep: false } }),
  // sign-in pages (noindex): /admin/login for staff, /login for everyone; both honour ?next=, read in the
  // browser only, so the server's HTML is the same for every next
  pub('/login', 'public/login'),
  pub('/admin/login', 'public/login'),
  {
    path: '/dashboard',
    page: 'account/dashboard',
    area: 'account',
    meta: { title: 'האזור האישי', description: 'האזור האישי: פרופיל, פוליסות ומסמכים.' },
  },
  admin('/admin', 'admin/dashboard', 'לוח בקרה', 'לוח הבקרה של מערכת הניהול: נתונים וקישורים מהירים.'),
  admin('/admin/blog', 'admin/blog-list', 'ניהול בלוג', 'ניהול מאמרי הבלוג: עריכה, פרסום ומחיקה של מאמרים.'),
  admin(
    '/admin/blog/categories',
    'admin/blog-categories',
    'קטגוריות הבלוג',
    'ניהול קטגוריות הבלוג: הוספה, שינוי שם ומחיקה של קטגוריות.',
  ),
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
  admin(
    '/admin/customers',
    'admin/customers',
    'לקוחות',
    'המשתמשים הרשומים באתר: חיפוש, פרטי לקוח, פוליסות, מסמכים וניהול החשבון.',
  ),
  admin(
    '/admin/customers/:id',
    'admin/customer',
    'פרטי לקוח',
    'פרטי הלקוח: חשבון, פרופיל, פוליסות ומסמכים, וניהול ההרשאות והחיבורים.',
  ),
  admin(
    '/admin/renewals',
    'admin/renewals',
    'חידושים',
    'פוליסות פעילות שמסתיימות בקרוב ועדכון סטטוס החידוש של כל אחת.',
  ),
  admin(
    '/admin/portfolio-reviews',
    'admin/portfolio-reviews',
    'בדיקות תיק ביטוחי',
    'בקשות הלקוחות לבדיקת התיק הביטוחי שלהם: חדשות, בטיפול וטופלו.',
  ),
  admin(
    '/admin/portfolio-reviews/:id',
    'admin/portfolio-review',
    'בדיקת תיק ביטוחי',
    'בקשה לבדיקת תיק ביטוחי: הדוח, הממצאים והפוליסות של הלקוח בסוכנות.',
  ),
  admin(
    '/admin/claims',
    'admin/claims',
    'תביעות',
    'תביעות הלקוחות: סטטוס, חיפוש ומועדי אישור הקבלה וההחלטה של חברת הביטוח.',
  ),
  admin(
    '/admin/claims/:id',
    'admin/claim',
    'פרטי תביעה',
    'פרטי התביעה: הלקוח, הפוליסה, שלבי הטיפול, מסמכים, בקשות למסמכים ומועדים.',
  ),
  admin(
    '/admin/audit-log',
    'admin/audit-log',
    'יומן פעולות',
    'מי עשה מה ומתי במערכת הניהול: פעולות וצפייה במידע אישי.',
  ),
  pub(NOT_FOUND_PATH, 'public/not-found'),
];

export interface RouteMatch {
  route: AppRoute;
  params: RouteParams;
}

const decode = (part: string) => {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
};

/**
 * The table as patterns, in its order: a static path first wins over a pattern (/blog/category/… is
 * not a post), letters match in either case and a trailing slash is allowed, as the server's paths are.
 */
const patterns = appRoutes
  .filter((route) => route.path !== NOT_FOUND_PATH)
  .sort((a, b) => Number(a.path.includes(':')) - Number(b.path.includes(':')))
  .map((route) => {
    const { keys, pattern } = parse(route.path);
    return { route, keys, pattern: new RegExp(pattern.source, 'i') };
  });
const notFoundRoute = appRoutes.find((route) => route.path === NOT_FOUND_PATH);

// the answers for the paths seen lately are kept (bounded: on the server anyone can make up paths)
const MATCH_CACHE_SIZE = 500;
const matched = new Map<string, RouteMatch>();

/** The route a pathname renders (the not-found route when nothing else matches); its parameters decoded. */
export function matchAppRoute(pathname: string): RouteMatch {
  const known = matched.get(pathname);
  if (known) return known;
  let found: RouteMatch | undefined;
  for (const { route, keys, pattern } of patterns) {
    const values = pattern.exec(pathname);
    if (!values) continue;
    found = { route, params: Object.fromEntries(keys.map((key, i) => [key, decode(values[i + 1] ?? '')])) };
    break;
  }
  if (!found) {
    if (!notFoundRoute) throw new Error('the route table has no catch-all');
    found = { route: notFoundRoute, params: {} };
  }
  if (matched.size >= MATCH_CACHE_SIZE) matched.clear();
  matched.set(pathname, found);
  return found;
}

/** The parameters of the page being shown (`slug` of /blog/:slug). */
export function useRouteParams(): RouteParams {
  const [pathname] = useLocation();
  return matchAppRoute(pathname).params;
}
