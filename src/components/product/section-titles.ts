import type { Product } from '@/content/products';

/** Section headings of a product page; investment products and the portfolio check read differently. */
export function sectionTitles(product: Pick<Product, 'group' | 'slug'>) {
  const investment = product.group === 'investments';
  // a review of existing policies, not a policy: it has contents, not cover
  const review = product.slug === 'portfolio-check';
  return {
    coverage: investment ? 'איך זה עובד' : review ? 'מה כוללת הבדיקה' : 'מה הביטוח כולל',
    audience: 'למי זה מתאים',
    exclusions: investment || review ? 'חשוב לדעת' : 'מה בדרך כלל לא מכוסה',
    exclusionsNote:
      investment || review
        ? undefined
        : 'כל פוליסה שונה, והתנאים המחייבים הם אלה שבפוליסה עצמה. אלה המגבלות הנפוצות:',
    faq: 'שאלות נפוצות',
    howWeHelp: 'איך אנחנו עוזרים',
    related: 'אולי יעניין אתכם גם',
  };
}
