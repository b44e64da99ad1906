/**
 * The 20 product pages as the menus, the route table, related links and the sitemap see them: path,
 * group, title and tagline. Their texts (./<slug>.ts, gathered in ./texts.ts) are served by
 * `content.product`, so no page's JavaScript carries them.
 */

import type { ClaimsGuide } from './claims-guide';

export type ProductGroup = 'private' | 'business' | 'investments';

export const productGroups: readonly ProductGroup[] = ['private', 'business', 'investments'];

export const productGroupNames: Record<ProductGroup, string> = {
  private: 'ביטוח פרטי',
  business: 'ביטוח עסקי',
  investments: 'פנסיה וחיסכון',
};

export interface ProductSummary {
  /** last path segment, e.g. 'health' */
  slug: string;
  /** full route, e.g. '/insurance/health' */
  path: string;
  group: ProductGroup;
  /** page heading and menu label, e.g. 'ביטוח בריאות' */
  title: string;
  /** one line under the heading, and the menu item's description */
  tagline: string;
}

export interface ProductSection {
  title: string;
  description: string;
}

export interface ProductFaq {
  question: string;
  answer: string;
}

/** A product page's texts (./<slug>.ts). */
export interface ProductTexts {
  /** meta description, 120–160 characters */
  description: string;
  keywords: string[];
  /** opening paragraphs */
  intro: string[];
  /** what it covers */
  coverage: ProductSection[];
  /** who needs it */
  audience: string[];
  /** what is usually excluded or limited */
  exclusions: string[];
  faq: ProductFaq[];
  /** how the agency helps */
  howWeHelp: string[];
  /** paths of related product pages (2–4) */
  related: string[];
}

/** One product page: what `content.product` answers, with its claims guide (none for a review). */
export type Product = ProductSummary & ProductTexts & { claimsGuide: ClaimsGuide | null };

const summaries = [
  // private
  {
    slug: 'health',
    path: '/insurance/health',
    group: 'private',
    title: 'ביטוח בריאות',
    tagline: 'ניתוחים, רופאים מומחים ותרופות מחוץ לסל – כשהבריאות שלכם לא יכולה לחכות',
  },
  {
    slug: 'critical-illness',
    path: '/insurance/critical-illness',
    group: 'private',
    title: 'ביטוח מחלות קשות',
    tagline: 'סכום כסף חד פעמי עם אבחון מחלה קשה – כדי שתוכלו להתרכז בהחלמה',
  },
  {
    slug: 'luxury-car',
    path: '/insurance/luxury-car',
    group: 'private',
    title: 'ביטוח רכב יוקרה',
    tagline: 'כיסוי ברמה של הרכב שלכם: מוסכים מורשים, חלקים מקוריים ושירות בלי פשרות',
  },
  {
    slug: 'portfolio-check',
    path: '/insurance/portfolio-check',
    group: 'private',
    title: 'בדיקת תיק ביטוחי',
    tagline: 'כל הביטוחים שלכם במבט אחד – בלי כפל, בלי חורים ובלי לשלם יותר מהנדרש',
  },
  {
    slug: 'disability',
    path: '/insurance/disability',
    group: 'private',
    title: 'ביטוח אובדן כושר עבודה',
    tagline: 'הכנסה חודשית גם כשאי אפשר לעבוד – הגנה על הנכס החשוב ביותר שלכם',
  },
  {
    slug: 'home',
    path: '/insurance/home',
    group: 'private',
    title: 'ביטוח דירה',
    tagline: 'הגנה על הבית ועל כל מה שבתוכו – ממבנה ותכולה ועד נזקי מים ורעידת אדמה',
  },
  // business
  {
    slug: 'group-health',
    path: '/insurance/group-health',
    group: 'business',
    title: 'ביטוח בריאות קבוצתי לעובדים',
    tagline: 'הטבה שהעובדים באמת מרגישים – ביטוח בריאות איכותי בתנאים של קבוצה',
  },
  {
    slug: 'cyber',
    path: '/insurance/cyber',
    group: 'business',
    title: 'ביטוח סייבר לעסקים',
    tagline: 'כשהמערכות נעצרות או המידע דולף – גיבוי מקצועי וכלכלי מהרגע הראשון',
  },
  {
    slug: 'professional',
    path: '/insurance/professional',
    group: 'business',
    title: 'ביטוח אחריות מקצועית',
    tagline: 'טעות מקצועית אחת לא צריכה לעלות לכם בעסק',
  },
  {
    slug: 'product-liability',
    path: '/insurance/product-liability',
    group: 'business',
    title: 'ביטוח חבות המוצר',
    tagline: 'ייצרתם, ייבאתם או מכרתם? הגנה מפני תביעות בגלל פגם במוצר',
  },
  {
    slug: 'directors',
    path: '/insurance/directors',
    group: 'business',
    title: 'ביטוח אחריות דירקטורים ונושאי משרה (D&O)',
    tagline: 'הגנה אישית למי שמקבל את ההחלטות – דירקטורים, מנהלים ונושאי משרה',
  },
  {
    slug: 'employers',
    path: '/insurance/employers',
    group: 'business',
    title: 'ביטוח חבות מעבידים',
    tagline: 'הגנה על העסק כשעובד נפגע בעבודה',
  },
  {
    slug: 'employee-trust',
    path: '/insurance/employee-trust',
    group: 'business',
    title: 'ביטוח נאמנות עובדים',
    tagline: 'כיסוי לעסק מפני גניבה, מעילה והונאה של עובדים',
  },
  {
    slug: 'third-party',
    path: '/insurance/third-party',
    group: 'business',
    title: 'ביטוח צד שלישי',
    tagline: 'הגנה על העסק כשלקוח, ספק או עובר אורח נפגע',
  },
  {
    slug: 'profit-loss',
    path: '/insurance/profit-loss',
    group: 'business',
    title: 'ביטוח אובדן רווחים',
    tagline: 'כשהעסק נעצר אחרי נזק – ההכנסה והוצאות הקבע ממשיכות להיות מכוסות',
  },
  {
    slug: 'foreign-workers',
    path: '/insurance/foreign-workers',
    group: 'business',
    title: 'ביטוח רפואי לעובדים זרים',
    tagline: 'הביטוח הרפואי שהחוק מחייב – מסודר, בתוקף ובלי כאב ראש',
  },
  // investments
  {
    slug: 'pension-fund',
    path: '/investments/pension-fund',
    group: 'investments',
    title: 'קרן פנסיה',
    tagline: 'החיסכון החשוב ביותר לעתיד – וגם הגנה למקרה של נכות או פטירה',
  },
  {
    slug: 'education-fund',
    path: '/investments/education-fund',
    group: 'investments',
    title: 'קרן השתלמות',
    tagline: 'חיסכון לטווח בינוני עם הטבות מס ייחודיות ונזילות אחרי שש שנים',
  },
  {
    slug: 'provident-fund',
    path: '/investments/provident-fund',
    group: 'investments',
    title: 'קופת גמל',
    tagline: 'חיסכון גמיש לטווח ארוך – לפרישה, להשקעה ולמטרות של המשפחה',
  },
  {
    slug: 'fidelity',
    path: '/investments/fidelity',
    group: 'investments',
    title: 'קרנות נאמנות',
    tagline: 'השקעה מפוקחת ונזילה בשוק ההון, בניהול מקצועי',
  },
] as const satisfies readonly ProductSummary[];

/** Every product's slug: the texts on the server are keyed by it, so none can be missing. */
export type ProductSlug = (typeof summaries)[number]['slug'];

/** All product pages, in menu order. */
export const productSummaries = summaries;

export const summariesByGroup = (group: ProductGroup) => productSummaries.filter((p) => p.group === group);

/** Looks a product up by its route; tolerates a trailing slash. */
export function summaryByPath(path: string): ProductSummary | undefined {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return productSummaries.find((p) => p.path === normalized);
}
