/** How the travel form writes days, dates and travelers (pure; shared by the steps and the summary). */

/** '1 יום' reads oddly in Hebrew: 'יום אחד', 'יומיים', then 'N ימים'; 0 is a same-day trip. */
export function daysText(days: number): string {
  if (days === 0) return 'יציאה וחזרה באותו יום';
  if (days === 1) return 'יום אחד';
  if (days === 2) return 'יומיים';
  return `${days} ימים`;
}

/** '2027-03-05' → '05.03.2027', the way dates are written in Israel. */
export const israeliDate = (value: string) => value.split('-').reverse().join('.');

/** 'נוסע 2: דנה לוי', or 'נוסע 2' while the name is empty. */
export function travelerLabel(traveler: { firstName: string; lastName: string } | undefined, index: number) {
  const name = `${traveler?.firstName ?? ''} ${traveler?.lastName ?? ''}`.trim();
  return name ? `נוסע ${index + 1}: ${name}` : `נוסע ${index + 1}`;
}
