/**
 * The travel-insurance landing page's texts (/travel), in page order, served by `content.travel`: they
 * travel in the page's data, so the page's JavaScript carries none of them. Only the server imports the
 * values; components import the types.
 */

import { agency } from './agency';

export interface TravelHero {
  title: string;
  subtitle: string;
  ctaLabel: string;
  ctaHref: string;
}

/** lucide-react icon names for the benefit cards */
export type TravelBenefitIcon = 'Shield' | 'Globe' | 'SlidersHorizontal';

/** lucide-react icon names for the service cards */
export type TravelServiceIcon = 'Plane' | 'HeartPulse' | 'Users';

export interface TravelCard<Icon extends string> {
  icon: Icon;
  title: string;
  description: string;
}

export type TravelBenefit = TravelCard<TravelBenefitIcon>;
export type TravelService = TravelCard<TravelServiceIcon>;

export interface TravelTestimonial {
  name: string;
  text: string;
  rating: 5;
}

export interface TravelStat {
  value: string;
  label: string;
}

export interface TravelFaqItem {
  question: string;
  answer: string;
}

export interface TravelClosingCta {
  title: string;
  text: string;
  contactLabel: string;
  quoteLabel: string;
  quoteHref: string;
}

const travelHero: TravelHero = {
  title: 'ביטוח חכם ומקיף לכל נסיעה',
  subtitle:
    'חופשה משפחתית, טיול תרמילאים או נסיעת עבודה – בונים לכם ביטוח נסיעות לחו״ל שמתאים בדיוק ליעד, לנוסעים ולתוכניות, עם סיוע זמין מסביב לשעון.',
  ctaLabel: 'רכישת ביטוח נסיעות לחו״ל',
  ctaHref: '/travel/travelinsurance',
};

const travelBenefits: readonly TravelBenefit[] = [
  {
    icon: 'Shield',
    title: 'הגנה מקיפה',
    description:
      'הוצאות רפואיות, אשפוז, ביטול או קיצור נסיעה, אובדן כבודה ועיכוב טיסה – הכיסויים החשובים באמת, בפוליסה אחת.',
  },
  {
    icon: 'Globe',
    title: 'כיסוי בכל העולם, 24/7',
    description:
      'מוקד סיוע בעברית זמין בכל שעה ובכל יום, בכל מדינה שאליה אתם נוסעים, כדי לכוון אתכם לרופא או לבית חולים ולטפל בתשלום.',
  },
  {
    icon: 'SlidersHorizontal',
    title: 'גמישות מלאה',
    description:
      'בוחרים רק את ההרחבות שאתם צריכים: ספורט אתגרי, סקי, מכשירים אלקטרוניים, הריון או רכב שכור – ומקבלים תוכנית שתפורה עליכם.',
  },
] as const;

const travelServices: readonly TravelService[] = [
  {
    icon: 'Plane',
    title: 'ביטוח נסיעות לחו״ל',
    description:
      'לנסיעה אחת או לכמה נסיעות בשנה, לכל משך ולכל יעד. מקבלים הצעה ורוכשים באתר בתוך דקות, עם ליווי אישי כשצריך.',
  },
  {
    icon: 'HeartPulse',
    title: 'ביטוח בריאות בארץ ובחו״ל',
    description:
      'כיסוי לניתוחים, לטיפולים ולתרופות בישראל, עם אפשרות לניתוח או לטיפול מיוחד בחו״ל כשזה הפתרון הנכון.',
  },
  {
    icon: 'Users',
    title: 'ביטוח למשפחה',
    description:
      'פוליסה אחת לכל בני המשפחה, עם תנאים מיוחדים לילדים ולבני זוג, כך שכולם מוגנים ואתם מנהלים הכול במקום אחד.',
  },
] as const;

const travelTestimonials: readonly TravelTestimonial[] = [
  {
    name: 'מאיה רוזן',
    text: 'הבן שלי חלה באמצע הטיול ביוון. התקשרנו למוקד, הפנו אותנו לרופא דובר אנגלית באותו ערב, ולא שילמנו שקל מהכיס. פשוט שקט נפשי.',
    rating: 5,
  },
  {
    name: 'אלון גבאי',
    text: 'נאלצתי לבטל טיסה לניו יורק בגלל אשפוז של אבא שלי. הסוכנות טיפלה בכל המסמכים וקיבלתי החזר מלא על הכרטיסים ועל המלון.',
    rating: 5,
  },
] as const;

const travelStats: readonly TravelStat[] = [
  { value: '95%', label: 'שביעות רצון לקוחות' },
  { value: '50+', label: 'מדינות בכיסוי' },
  { value: agency.customers.figure, label: 'לקוחות מרוצים' },
] as const;

const travelFaq: readonly TravelFaqItem[] = [
  {
    question: 'מה כולל ביטוח הנסיעות לחו״ל?',
    answer:
      'הפוליסה הבסיסית כוללת כיסוי להוצאות רפואיות בחו״ל, כולל אשפוז, ניתוחים חירומיים והטסה רפואית לארץ. בנוסף היא מעניקה פיצוי על ביטול או קיצור נסיעה מסיבות מוגדרות, כיסוי לאובדן, גניבה או עיכוב של כבודה, וסיוע משפטי במקרה הצורך. את היקף הכיסויים המדויק ואת ההרחבות אפשר להתאים בעת הרכישה.',
  },
  {
    question: 'איך רוכשים את הביטוח?',
    answer:
      'אפשר לרכוש את הביטוח ישירות באתר: ממלאים את פרטי הנוסעים והנסיעה, בוחרים כיסויים ומקבלים הצעה. מי שמעדיף שיחה אישית יכול לפנות למוקד השירות הטלפוני שלנו, ואפשר גם להגיע אלינו למשרד ולסגור הכול פנים מול פנים.',
  },
  {
    question: 'יש לי מחלה קיימת. האם אפשר להיות מבוטח?',
    answer:
      'ברוב המקרים כן. בעת הרכישה ממלאים הצהרת בריאות קצרה, ולפי התשובות חברת הביטוח קובעת אם לכסות את המצב הרפואי הקיים, לעיתים בתוספת פרמיה. חשוב לענות על השאלות במלואן ובדיוק, כי הסתרת מידע רפואי עלולה לפגוע בזכות לקבל תגמולים.',
  },
  {
    question: 'אני מתכנן לעשות סקי או צלילה. האם זה מכוסה?',
    answer:
      'ספורט אתגרי וספורט חורף אינם כלולים בפוליסה הבסיסית, ויש להוסיף להם הרחבה מתאימה בעת הרכישה. ההרחבה מכסה פציעות שנגרמו במהלך הפעילות, ולעיתים גם ציוד וחילוץ. כדאי לבדוק מראש אילו פעילויות נכללות בהרחבה שבחרתם.',
  },
  {
    question: 'מתי כדאי לרכוש את הביטוח?',
    answer:
      'מומלץ לרכוש את הביטוח מיד לאחר הזמנת הטיסה או החופשה. כך אתם נהנים מכיסוי ביטול נסיעה כבר מהרגע הראשון, אם משהו ישתבש לפני היציאה. בכל מקרה יש לרכוש את הביטוח לפני היציאה מישראל, ולא ניתן לרכוש אותו בדיעבד לאחר שהנסיעה החלה.',
  },
] as const;

const travelClosingCta: TravelClosingCta = {
  title: 'מוכנים לצאת לדרך?',
  text: 'קבלו הצעת מחיר לביטוח נסיעות לחו״ל בתוך דקות, או דברו עם אחד מהיועצים שלנו שיעזור לכם לבחור את הכיסוי המתאים.',
  contactLabel: 'צרו קשר',
  quoteLabel: 'קבלת הצעת מחיר',
  quoteHref: '/travel/travelinsurance',
};

export const travelPage = {
  hero: travelHero,
  benefits: travelBenefits,
  services: travelServices,
  testimonials: travelTestimonials,
  stats: travelStats,
  faq: travelFaq,
  closingCta: travelClosingCta,
};
