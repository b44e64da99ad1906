// Contact page texts. The values (phone, e-mail, hours) come from ./agency.

export interface ContactHero {
  title: string;
  subtitle: string;
}

export interface ContactCardText {
  title: string;
  description: string;
  /** accessible name for the card's link or action, if any */
  actionLabel?: string;
}

export interface ContactCards {
  phone: ContactCardText;
  email: ContactCardText;
  hours: ContactCardText;
}

export const contactHero: ContactHero = {
  title: 'צרו קשר',
  subtitle:
    'יש לכם שאלה על ביטוח, פנסיה או חיסכון? השאירו פרטים ונחזור אליכם בהקדם, או פנו אלינו ישירות בטלפון, בדוא״ל או במשרד.',
};

export const contactCards: ContactCards = {
  phone: {
    title: 'טלפון',
    description: 'נשמח לענות לכל שאלה בשעות הפעילות',
    actionLabel: 'התקשרו אלינו',
  },
  email: {
    title: 'דוא״ל',
    description: 'כתבו לנו ונחזור אליכם תוך יום עסקים אחד',
    actionLabel: 'שלחו לנו דוא״ל',
  },
  hours: {
    title: 'שעות פעילות',
    description: 'המשרד פתוח בימים ובשעות הבאים',
  },
};
