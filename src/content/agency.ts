// The agency's public details, shown in the header, footer, contact page and structured data.
// The one customer count of the site (travel statistics, /about, the trust details).
const CUSTOMERS = 100_000;

export const agency = {
  name: 'אופק ביטוחים ופיננסים',
  shortName: 'אופק ביטוחים',
  legalName: 'אופק סוכנות לביטוח ופיננסים בע״מ',
  foundedYear: 2000,
  // Registration details as Israeli insurance sites show them (footer, /about). Demo numbers.
  licenceNumber: '5-123456',
  regulator: 'רשות שוק ההון, ביטוח וחיסכון',
  companyNumber: '51-456789-3',
  /** the insurance companies the agency places policies with */
  insurers: ['הראל', 'מגדל', 'כלל', 'הפניקס', 'מנורה מבטחים', 'איילון'],
  customers: {
    count: CUSTOMERS,
    /** for statistics: '100K+' */
    figure: `${CUSTOMERS / 1000}K+`,
    /** for running text: 'יותר מ־100,000' */
    // grouped by hand: the first Intl object a page creates loads the locale data, a long task on a
    // phone while the app starts (this module is part of every page's first load)
    phrase: `יותר מ־${String(CUSTOMERS).replace(/\B(?=(\d{3})+$)/g, ',')}`,
  },
  phone: '03-7654321',
  phoneHref: 'tel:+97237654321',
  mobile: '052-7654321',
  // wa.me takes the number in international form without "+" or leading zero.
  whatsapp: '972527654321',
  email: 'info@ofek-insurance.co.il',
  address: {
    street: 'דרך מנחם בגין 132',
    city: 'תל אביב-יפו',
    postalCode: '6701101',
    full: 'דרך מנחם בגין 132, קומה 14, תל אביב-יפו',
    /** where the office is, in running text: 'המשרד ב…' */
    area: 'דרך מנחם בגין בתל אביב',
  },
  geo: { lat: 32.0741, lng: 34.7922 },
  openingHours: [
    { days: 'ראשון–חמישי', hours: '09:00–17:00' },
    { days: 'שישי', hours: '09:00–13:00' },
    { days: 'שבת', hours: 'סגור' },
  ],
  // schema.org openingHoursSpecification
  openingHoursSpec: [
    { dayOfWeek: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday'], opens: '09:00', closes: '17:00' },
    { dayOfWeek: ['Friday'], opens: '09:00', closes: '13:00' },
  ],
  social: {
    facebook: 'https://www.facebook.com/ofek.insurance',
    instagram: 'https://www.instagram.com/ofek.insurance',
    linkedin: 'https://www.linkedin.com/company/ofek-insurance',
  },
  accessibilityCoordinator: { name: 'מיכל לוי', phone: '03-7654321', email: 'negishut@ofek-insurance.co.il' },
} as const;
