/**
 * Each product page's claims guide: what to prepare, who talks to the insurer, and what happens next.
 * The agency handles the contact with the insurer, so the guide gives the agency's own phone, never an
 * insurer's line.
 */
import { agency } from '../agency';
import type { ProductSlug } from './index';

export interface ClaimsGuide {
  /** what to have ready */
  prepare: string[];
  /** who to call: the agency, which speaks to the insurer */
  contact: string;
  /** the steps after the claim is in */
  next: string[];
}

type Kind = 'property' | 'car' | 'health' | 'income' | 'business' | 'liability' | 'savings';

const prepare: Record<Kind, string[]> = {
  property: [
    'תמונות של הנזק לפני שמתקנים או זורקים משהו',
    'קבלות, חשבוניות או הערכת מחיר לתיקון ולפריטים שנפגעו',
    'אישור משטרה במקרה של פריצה או גניבה',
    'פרטי הצד השלישי, אם נגרם נזק לשכנים או לאחרים',
  ],
  car: [
    'תמונות של הרכבים והמקום, מכמה כיוונים',
    'פרטי הנהג השני: שם, תעודת זהות, מספר רכב, חברת הביטוח ומספר הפוליסה',
    'רישיון הנהיגה ורישיון הרכב שלכם',
    'אישור משטרה במקרה של גניבה, פגע וברח או נפגעים',
  ],
  health: [
    'סיכומי ביקור, מכתבי שחרור ותוצאות בדיקות',
    'קבלות מקוריות על ההוצאות הרפואיות',
    'הפניה או המלצה של הרופא לטיפול, לניתוח או לתרופה',
    'אישור על מה שקופת החולים שילמה, אם שילמה',
  ],
  income: [
    'מסמכים רפואיים שמתארים את המחלה או הפגיעה ואת מועדה',
    'אישור על היעדרות מהעבודה ותלושי שכר מהחודשים שלפניה',
    'החלטות של המוסד לביטוח לאומי, אם יש',
    'פרטי חשבון הבנק להעברת התשלום',
  ],
  business: [
    'תיאור של האירוע ותמונות של הנזק בעסק',
    'רשימת הציוד או המלאי שנפגע, עם חשבוניות',
    'דוחות כספיים שמראים את ההכנסה לפני האירוע ואחריו',
    'אישור משטרה או כיבוי אש, כשהם הוזעקו',
  ],
  liability: [
    'המכתב, הדרישה או כתב התביעה שקיבלתם, כפי שהם',
    'תיאור של מה שקרה, מתי ומי היה מעורב',
    'חוזים, הזמנות והתכתבויות הקשורים לעניין',
    'אל תודו באחריות ואל תתחייבו לתשלום לפני שדיברתם איתנו',
  ],
  savings: [
    'צילום תעודת זהות',
    'מסמכים רפואיים, כשמדובר בקצבת נכות',
    'תעודת פטירה וצו ירושה או צו קיום צוואה, כשמדובר בקצבת שארים',
    'פרטי חשבון הבנק להעברת הכספים',
  ],
};

const kinds: Record<Exclude<ProductSlug, 'portfolio-check'>, Kind> = {
  health: 'health',
  'critical-illness': 'health',
  'group-health': 'health',
  disability: 'income',
  home: 'property',
  'luxury-car': 'car',
  cyber: 'business',
  'profit-loss': 'business',
  fidelity: 'business',
  'foreign-workers': 'health',
  professional: 'liability',
  'product-liability': 'liability',
  directors: 'liability',
  employers: 'liability',
  'third-party': 'liability',
  'employee-trust': 'savings',
  'pension-fund': 'savings',
  'education-fund': 'savings',
  'provident-fund': 'savings',
};

const contact = `את הקשר עם חברת הביטוח אנחנו מנהלים בשבילכם: התקשרו אלינו ל־${agency.phone}, או הגישו את התביעה באזור האישי – בלשונית ״הפוליסות שלי״ לחצו ״הגשת תביעה״ ליד הפוליסה.`;

const next = [
  'אנחנו בודקים את התביעה ואת המסמכים, ומעבירים אותה לחברת הביטוח.',
  'חברת הביטוח מאשרת את קבלת התביעה ועשויה לבקש מסמכים נוספים – נעדכן אתכם, ואפשר להעלות אותם לתביעה באזור האישי.',
  'אחרי שכל המסמכים אצלה, חברת הביטוח מחליטה, ואנחנו מוודאים שההחלטה מתקבלת בזמן ושהתשלום מגיע.',
  'בכל שלב תקבלו עדכון בדוא״ל, ותוכלו לראות את שלבי הטיפול באזור האישי.',
];

/** The guide of a product; none for the portfolio check (a review, not a policy). */
export function claimsGuideOf(slug: ProductSlug): ClaimsGuide | null {
  if (slug === 'portfolio-check') return null;
  return { prepare: prepare[kinds[slug]], contact, next };
}
