/**
 * The about page's texts, served by `content.about`: they travel in the page's data, so the page's
 * JavaScript carries none of them. Only the server imports the values; components import the types.
 */

import { agency } from './agency';

export interface AboutIntro {
  title: string;
  lead: string;
}

export interface TitledParagraphs {
  title: string;
  paragraphs: readonly string[];
}

export interface TitledParagraph {
  title: string;
  paragraph: string;
}

export interface AboutPoint {
  title: string;
  description: string;
}

export interface TeamMember {
  id: string;
  name: string;
  role: string;
  /** '/images/team/<id>.svg (an illustrated portrait)' */
  image: string;
  imageAlt: string;
  description: string;
}

export interface Partnership {
  title: string;
  paragraph: string;
}

const aboutIntro: AboutIntro = {
  title: 'מי אנחנו',
  lead: `${agency.name} היא סוכנות ביטוח ופיננסים משפחתית שפועלת כבר יותר מ־25 שנה. מאז שנת ${agency.foundedYear} בחרו בנו ${agency.customers.phrase} לקוחות – משפחות, עצמאים ובעלי עסקים – ואנחנו מלווים אותם בבחירת הביטוחים, הפנסיה והחיסכון ונשארים לצדם גם ביום שבו צריך להגיש תביעה.`,
};

const mission: TitledParagraphs = {
  title: 'הייעוד שלנו',
  paragraphs: [
    'אנחנו מאמינים שביטוח טוב מתחיל בהקשבה. לפני שאנחנו מציעים פוליסה, אנחנו לומדים להכיר את הלקוח: את המשפחה, את העבודה, את התוכניות לעתיד ואת מה שכבר קיים אצלו. רק אז אנחנו בונים תיק ביטוחי שמתאים לו באמת – בלי כפל ביטוחים ובלי כיסויים מיותרים.',
    'התפקיד שלנו לא נגמר בחתימה על הפוליסה. אנחנו עוברים על התיק עם הלקוחות מדי תקופה, מעדכנים אותו כשהחיים משתנים, ובעיקר עומדים לצדם מול חברת הביטוח כשמגיע רגע האמת.',
  ],
};

const values: readonly AboutPoint[] = [
  {
    title: 'שירות אישי',
    description:
      'לכל לקוח יש איש קשר קבוע שמכיר אותו ואת התיק שלו. מתקשרים, מקבלים מענה – בלי מוקדים אינסופיים ובלי להסביר הכול מההתחלה.',
  },
  {
    title: 'אמינות',
    description:
      'אנחנו אומרים את הדברים כפי שהם, גם כשזה לא מה שנוח לשמוע. ההמלצות שלנו מבוססות על צורכי הלקוח בלבד, ואנחנו מסבירים בשקיפות מה כלול בכל פוליסה ומה לא.',
  },
  {
    title: 'מקצועיות',
    description:
      'הצוות שלנו מורכב מסוכני ביטוח בעלי רישיון ממשרד האוצר, שמתעדכנים באופן שוטף בשינויי הרגולציה ובמוצרים החדשים בשוק.',
  },
  {
    title: 'יציבות',
    description:
      'יותר מ־25 שנות פעילות רציפה ולקוחות שנשארים איתנו עשרות שנים הם ההוכחה הטובה ביותר לכך שאפשר לסמוך עלינו לאורך זמן.',
  },
] as const;

const vision: TitledParagraph = {
  title: 'החזון שלנו',
  paragraph:
    'להיות הכתובת הראשונה שמשפחות ועסקים פונים אליה בכל שאלה של ביטוח, פנסיה וחיסכון – סוכנות שמשלבת כלים דיגיטליים נוחים עם יחס אנושי וחם, ושכל לקוח שלה יודע בדיוק על מה הוא מבוטח ולמי להתקשר כשצריך.',
};

const whyChooseUs: readonly AboutPoint[] = [
  {
    title: 'ניסיון של יותר מ־25 שנה',
    description: `ליווינו ${agency.customers.phrase} לקוחות ואלפי תביעות, ואנחנו יודעים מה חשוב לבדוק בפוליסה עוד לפני שצריך אותה.`,
  },
  {
    title: 'ליווי צמוד בתביעות',
    description:
      'כשקורה אירוע, אנחנו מרכזים את המסמכים, מגישים את התביעה ועוקבים אחריה מול חברת הביטוח עד לתשלום.',
  },
  {
    title: 'השוואה ובדיקת תיק מקיפה',
    description:
      'אנחנו בודקים את כל הביטוחים והחסכונות הקיימים שלכם, מאתרים כפל ביטוחים ופערים בכיסוי וממליצים מה כדאי לשנות.',
  },
  {
    title: 'זמינות אמיתית',
    description:
      'אפשר לפנות אלינו בטלפון, בדוא״ל, בוואטסאפ או להגיע למשרד – ותמיד יענה לכם אדם שמכיר את התיק שלכם.',
  },
] as const;

const team: readonly TeamMember[] = [
  {
    id: 'avi-ben-david',
    name: 'אבי בן דוד',
    role: 'מייסד ומנכ״ל',
    image: '/images/team/avi-ben-david.svg',
    imageAlt: 'איור דיוקן של אבי בן דוד, מייסד ומנכ״ל הסוכנות',
    description:
      'סוכן ביטוח מורשה ובעל תואר במנהל עסקים. הקים את הסוכנות בשנת 2000 ומאז מוביל אותה מתוך אמונה שכל לקוח ראוי לשירות אישי ולתשובה ישירה.',
  },
  {
    id: 'shira-mizrahi',
    name: 'שירה מזרחי',
    role: 'סמנכ״לית שירות לקוחות',
    image: '/images/team/shira-mizrahi.svg',
    imageAlt: 'איור דיוקן של שירה מזרחי, סמנכ״לית שירות לקוחות',
    description:
      'מנהלת את מערך השירות והתביעות של הסוכנות כבר יותר מ־15 שנה. דואגת שכל פנייה תקבל מענה מהיר ושכל תביעה תלווה עד סופה.',
  },
  {
    id: 'yoav-friedman',
    name: 'יואב פרידמן',
    role: 'מנהל ביטוח עסקי',
    image: '/images/team/yoav-friedman.svg',
    imageAlt: 'איור דיוקן של יואב פרידמן, מנהל ביטוח עסקי',
    description:
      'מתמחה בביטוחי אחריות מקצועית, סייבר, דירקטורים ורכוש לעסקים. מלווה חברות ובעלי מקצוע חופשי בבניית מעטפת ביטוחית שמתאימה לסיכונים הייחודיים שלהם.',
  },
] as const;

const partnership: Partnership = {
  title: 'שותפויות',
  paragraph:
    'כדי להעניק ללקוחותינו את המוצרים והשירות הטובים ביותר, אנחנו פועלים בשיתוף פעולה הדוק עם אחת מחברות הביטוח המובילות בישראל ועם סוכנות ביטוח ותיקה ומוכרת. השותפות הזו מאפשרת לנו להציע פוליסות בתנאים מיוחדים, לקצר את זמני הטיפול בתביעות ולתת מענה מקצועי גם בתחומים מורכבים – ועדיין לשמור על היחס האישי של סוכנות משפחתית.',
};

export const aboutPage = { intro: aboutIntro, mission, values, vision, whyChooseUs, team, partnership };
