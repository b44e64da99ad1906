export type ProductGroup = 'private' | 'business' | 'investments';

export const productGroupNames: Record<ProductGroup, string> = {
  private: 'ביטוח פרטי',
  business: 'ביטוח עסקי',
  investments: 'פנסיה וחיסכון',
};

export interface ProductSection {
  title: string;
  description: string;
}

export interface ProductFaq {
  question: string;
  answer: string;
}

/** One product page: everything the page, its metadata and the menus show. */
export interface Product {
  /** last path segment, e.g. 'health' */
  slug: string;
  /** full route, e.g. '/insurance/health' */
  path: string;
  group: ProductGroup;
  /** page heading and menu label, e.g. 'ביטוח בריאות' */
  title: string;
  /** one line under the heading */
  tagline: string;
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
