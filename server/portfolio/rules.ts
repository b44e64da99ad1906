/**
 * The findings of a portfolio check, as data: each rule's code, where it comes from, which policies it
 * looks at and the Hebrew it says. analysis.ts applies them to the policies active on the day; nothing
 * else (the browser least of all) decides a finding.
 */
import type { FindingCode, PortfolioPolicy } from '../../src/shared/portfolio';

/** An indemnity health cover: pays the cost once, however many policies hold it. */
interface IndemnityCover {
  /** how the finding names it */
  name: string;
  /** the report's secondary branches (column C) that hold this cover */
  subBranches: readonly string[];
}

/**
 * The indemnity covers of the report's health section. A branch holding two covers ('תרופות - בסיס +
 * הרחבה') is listed under both; compensation covers (critical illness, personal accidents, nursing
 * care) pay a fixed sum per policy and are never double cover.
 */
export const indemnityCovers: readonly IndemnityCover[] = [
  {
    name: 'ניתוחים בישראל',
    subBranches: [
      'ניתוחים אחידה',
      'ניתוחים משלים שב״ן',
      'ניתוחים אחידה - משלים שב״ן',
      'ניתוחים עם השתתפות עצמית',
      'ניתוחים - אחר',
    ],
  },
  { name: 'ניתוחים בחו״ל', subBranches: ['ניתוחים בחו״ל'] },
  { name: 'תרופות שאינן בסל הבריאות', subBranches: ['תרופות - בסיס', 'תרופות - בסיס + הרחבה'] },
  { name: 'תרופות מחוץ להתוויה (הרחבה)', subBranches: ['תרופות - הרחבה', 'תרופות - בסיס + הרחבה'] },
  { name: 'השתלות', subBranches: ['השתלות'] },
  { name: 'ייעוץ ובדיקות', subBranches: ['ייעוץ ובדיקות'] },
  { name: 'טיפולים מחליפי ניתוח', subBranches: ['נספח טיפולים מחליפי ניתוח'] },
];

/** The report writes the gershayim as a plain double quote or as ״; either matches. */
export const sameBranch = (a: string, b: string) =>
  a.replaceAll('״', '"').trim() === b.replaceAll('״', '"').trim();

/** Disability cover: any of the 'אבדן כושר עבודה…' branches (also spelt 'אובדן'). */
export const isDisabilityCover = (p: PortfolioPolicy) => /א(ו)?בדן כושר/.test(`${p.subBranch} ${p.branch}`);

/** Life cover pays on death: a life policy but pure savings ('חיסכון טהור'), or a risk product. */
export const isLifeCover = (p: PortfolioPolicy) =>
  (p.subBranch.startsWith('ביטוח חיים') && !p.subBranch.includes('חיסכון טהור')) ||
  p.productType.includes('ריסק');

/** How near an end date counts as ending soon. */
export const ENDING_SOON_DAYS = 60;

interface RuleText {
  code: FindingCode;
  /** where the rule comes from */
  source: string;
  title: string;
  text: string;
  action: string;
}

/** Each rule's words. `{cover}`, `{company}`, `{branch}`, `{date}` and `{count}` are filled in per finding. */
export const ruleTexts: Record<FindingCode, RuleText> = {
  DUPLICATE_COVER: {
    code: 'DUPLICATE_COVER',
    source:
      'חוק חוזה הביטוח, התשמ״א-1981, סעיף 59 (ביטוח כפל): בביטוח שיפוי המבטחים יחד משלמים לכל היותר את הנזק, פעם אחת',
    title: 'כפל ביטוחי: {cover}',
    text: 'יש לכם {count} פוליסות פעילות עם אותו כיסוי ל{cover}. זה ביטוח שיפוי: הוא מחזיר את ההוצאה עצמה, ולכן גם עם כמה פוליסות מקבלים את הכסף פעם אחת בלבד. על כל פוליסה נוספת משלמים פרמיה בלי לקבל תמורה.',
    action:
      'כדאי להשאיר את הפוליסה הטובה מביניהן ולבטל את האחרות – אבל לא לבטל לפני שבודקים את התנאים, ההחרגות והחיתום. נשמח לבדוק איתכם איזו מהן להשאיר.',
  },
  NO_DISABILITY_COVER: {
    code: 'NO_DISABILITY_COVER',
    source:
      'דף המוצר "ביטוח אובדן כושר עבודה" של האתר: היכולת להשתכר היא הנכס הכלכלי הגדול ביותר, ובלי כיסוי ההכנסה נעצרת',
    title: 'אין כיסוי לאובדן כושר עבודה',
    text: 'בדוח אין פוליסה פעילה לאובדן כושר עבודה. אם מחלה או תאונה ימנעו מכם לעבוד, ההכנסה עלולה להיעצר בזמן שההוצאות נמשכות. ייתכן שיש לכם כיסוי דרך קרן הפנסיה, שאינו מופיע בדוח הזה.',
    action:
      'בדקו בדוח השנתי של קרן הפנסיה אם יש לכם כיסוי נכות ובאיזה סכום. נשמח לבדוק איתכם מה קיים ומה חסר.',
  },
  NO_LIFE_COVER: {
    code: 'NO_LIFE_COVER',
    source:
      'דף המוצר "קרן פנסיה" של האתר (ביטוח שאירים): הגנה על בני המשפחה במקרה של פטירה; בדוח היא ביטוח חיים למקרה מוות או ריסק',
    title: 'אין ביטוח חיים',
    text: 'בדוח אין פוליסה פעילה של ביטוח חיים למקרה מוות. אם יש מי שתלוי בהכנסה שלכם – בן או בת זוג, ילדים, משכנתא – ביטוח חיים הוא מה ששומר עליהם אם יקרה לכם משהו.',
    action:
      'אם יש לכם משכנתא, ייתכן שיש ביטוח חיים דרך הבנק שאינו מופיע כאן. נשמח לחשב איתכם איזה סכום ביטוח מתאים למשפחה.',
  },
  ENDING_SOON: {
    code: 'ENDING_SOON',
    source: 'תנאי הפוליסה: בתום תקופת הביטוח הכיסוי נגמר אם הפוליסה לא חודשה',
    title: 'מסתיימת בקרוב: {branch} ב{company}',
    text: 'הפוליסה מסתיימת ב-{date}. אחרי התאריך הזה לא יהיה לכם כיסוי, אלא אם היא תחודש.',
    action: 'זה הזמן לבדוק אם לחדש אותה כפי שהיא או להשוות הצעות. נשמח לטפל בחידוש בשבילכם.',
  },
  ENDED: {
    code: 'ENDED',
    source: 'תנאי הפוליסה: פוליסה שתקופת הביטוח שלה הסתיימה אינה מכסה עוד',
    title: 'פוליסות שהסתיימו',
    text: 'בדוח {count} פוליסות שתקופת הביטוח שלהן הסתיימה. הן אינן מכסות עוד, ואינן נכללות בסכום החודשי.',
    action: 'אם התכוונתם שהכיסוי יימשך, ודאו שיש לכם פוליסה חלופית. נשמח לבדוק איתכם אם משהו חסר.',
  },
};
