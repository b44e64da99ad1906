/**
 * The home page's texts, served by `content.home`: they travel in the page's data, so the page's
 * JavaScript carries none of them. Only the server imports the values; components import the types.
 * Agency details (name, phone, address) live in ./agency.
 */

export interface Cta {
  label: string;
  href: string;
}

export interface HomeHero {
  title: string;
  subtitle: string;
  primaryCta: Cta;
  /** opens the contact form in a dialog; `service`: the enquiry's subject */
  secondaryCta: { label: string; service: string };
  imageAlt: string;
}

/** lucide-react icon names used by the service cards */
export type HomeServiceIcon = 'Plane' | 'HeartPulse' | 'Car' | 'Briefcase' | 'House' | 'ShieldCheck';

export interface HomeService {
  id: string;
  title: string;
  description: string;
  href: string;
  icon: HomeServiceIcon;
}

export interface HomeTravelCta {
  title: string;
  text: string;
  buttonLabel: string;
  href: string;
}

export interface HomeTestimonial {
  name: string;
  text: string;
  rating: 5;
  context: string;
}

export interface FurtherArea {
  title: string;
  description: string;
  href: string;
}

const homeHero: HomeHero = {
  title: 'ביטוח ופיננסים בראש שקט',
  subtitle:
    'כבר יותר מ־25 שנה אנחנו מלווים משפחות, עצמאים ועסקים בבחירת הביטוח והחיסכון הנכונים להם – בשירות אישי, בשקיפות ובזמינות מלאה.',
  primaryCta: { label: 'לרכישת ביטוח נסיעות לחו״ל', href: '/travel/travelinsurance' },
  secondaryCta: { label: 'לתיאום שיחת ייעוץ', service: 'שיחת ייעוץ' },
  imageAlt: 'יועצת ביטוח משוחחת עם זוג לקוחות במשרדי הסוכנות',
};

const homeServices: readonly HomeService[] = [
  {
    id: 'travel',
    title: 'ביטוח נסיעות לחו״ל',
    description:
      'כיסוי רפואי, ביטול נסיעה, כבודה וסיוע מסביב לשעון בכל מקום בעולם. מתאימים את הפוליסה ליעד, למשך הנסיעה ולסוג הטיול.',
    href: '/travel',
    icon: 'Plane',
  },
  {
    id: 'health',
    title: 'ביטוח בריאות',
    description:
      'ניתוחים, התייעצויות עם מומחים, תרופות שאינן בסל ובדיקות מתקדמות. נבנה יחד אתכם כיסוי שמשלים את מה שקופת החולים נותנת.',
    href: '/insurance/health',
    icon: 'HeartPulse',
  },
  {
    id: 'luxury-car',
    title: 'ביטוח רכב יוקרה',
    description:
      'פוליסה מותאמת לרכבי יוקרה ולרכבים חשמליים, כולל תיקון במוסכי היבואן, חלקי מקור ורכב חלופי ברמה מתאימה.',
    href: '/insurance/luxury-car',
    icon: 'Car',
  },
  {
    id: 'professional',
    title: 'ביטוח אחריות מקצועית',
    description:
      'הגנה לבעלי מקצוע חופשי ולנותני שירותים מפני תביעות בגין טעות, השמטה או רשלנות מקצועית, כולל הוצאות הגנה משפטית.',
    href: '/insurance/professional',
    icon: 'Briefcase',
  },
  {
    id: 'home',
    title: 'ביטוח דירה',
    description:
      'ביטוח מבנה ותכולה מפני נזקי מים, שריפה, פריצה ורעידת אדמה, עם צד שלישי ושירותי תיקון מהירים.',
    href: '/insurance/home',
    icon: 'House',
  },
  {
    id: 'disability',
    title: 'ביטוח אובדן כושר עבודה',
    description:
      'הכנסה חודשית קבועה אם מחלה או תאונה ימנעו מכם לעבוד. נבדוק יחד מה כבר קיים בקרן הפנסיה ומה חסר.',
    href: '/insurance/disability',
    icon: 'ShieldCheck',
  },
] as const;

const homeTravelCta: HomeTravelCta = {
  title: 'טסים בקרוב? תדאגו לביטוח עוד לפני המזוודה',
  text: 'ממלאים את פרטי הנוסעים והיעד בכמה דקות, בוחרים את הכיסויים המתאימים לכם, ואנחנו דואגים לכל השאר – כולל ליווי אישי אם משהו משתבש בדרך.',
  buttonLabel: 'לרכישת ביטוח נסיעות לחו״ל',
  href: '/travel/travelinsurance',
};

const homeTestimonials: readonly HomeTestimonial[] = [
  {
    name: 'רונית אברהם',
    text: 'כשהתברר שאני צריכה ניתוח, הסוכנות ליוותה אותי מול חברת הביטוח מהרגע הראשון ועד קבלת ההחזר. לא הייתי צריכה לרדוף אחרי אף אחד.',
    rating: 5,
    context: 'ביטוח בריאות',
  },
  {
    name: 'עמית שגיא',
    text: 'המזוודה שלי לא הגיעה לבנגקוק. התקשרתי, קיבלתי הנחיות ברורות תוך כמה דקות, והפיצוי הועבר מהר מכפי שציפיתי.',
    rating: 5,
    context: 'ביטוח נסיעות לחו״ל',
  },
  {
    name: 'יעל ודני כהן',
    text: 'אחרי נזילה גדולה בדירה שלחו אלינו שמאי ואיש מקצוע כבר למחרת. שירות אדיב, סבלני ובגובה העיניים.',
    rating: 5,
    context: 'ביטוח דירה',
  },
] as const;

const furtherAreas: readonly FurtherArea[] = [
  {
    title: 'ביטוח אחריות דירקטורים ונושאי משרה',
    description:
      'הגנה אישית לדירקטורים ולמנהלים מפני תביעות הנובעות מהחלטות שקיבלו במסגרת תפקידם, כולל הוצאות משפטיות.',
    href: '/insurance/directors',
  },
  {
    title: 'ביטוח סייבר',
    description:
      'כיסוי לעסקים מפני מתקפות כופר, דליפת מידע והשבתת מערכות, יחד עם צוות תגובה מקצועי שזמין ברגע האמת.',
    href: '/insurance/cyber',
  },
  {
    title: 'קרן השתלמות',
    description:
      'אפיק החיסכון המשתלם ביותר לטווח בינוני, עם הטבות מס ונזילות אחרי שש שנים. נעזור לכם לבחור מסלול השקעה ודמי ניהול נכונים.',
    href: '/investments/education-fund',
  },
] as const;

export const homePage = {
  hero: homeHero,
  services: homeServices,
  travelCta: homeTravelCta,
  testimonials: homeTestimonials,
  furtherAreas,
};
