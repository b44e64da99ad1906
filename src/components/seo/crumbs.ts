/** Where the blog and travel pages sit in the breadcrumb trail after 'home'. */
import type { Crumb } from './page-meta';

export const BLOG_CRUMB: Crumb = { name: 'בלוג', path: '/blog' };
const TRAVEL_CRUMB: Crumb = { name: 'ביטוח נסיעות לחו״ל', path: '/travel' };
const TRAVEL_FORM_CRUMB: Crumb = { name: 'טופס בקשה לביטוח נסיעות', path: '/travel/travelinsurance' };

export const travelCrumbs = (form = false): Crumb[] =>
  form ? [TRAVEL_CRUMB, TRAVEL_FORM_CRUMB] : [TRAVEL_CRUMB];
