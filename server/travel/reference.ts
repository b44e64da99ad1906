/**
 * The short reference a customer quotes on the phone: the row id plus 100000, then a Luhn check digit
 * (id 27 → '1000272'). Derived, never stored; the check digit catches a misheard or mistyped digit.
 * Travel requests and contact messages are numbered alike; the kind is always said beside the number
 * ('בקשה מס׳', 'פנייה מס׳').
 */
const OFFSET = 100_000;

function luhnDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    // double every second digit from the right, the check digit's neighbour first
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) d *= 2;
    sum += d > 9 ? d - 9 : d;
  }
  return (10 - (sum % 10)) % 10;
}

function shortReference(id: number): string {
  const body = String(id + OFFSET);
  return `${body}${luhnDigit(body)}`;
}

/** A travel request's reference: its confirmation page, its mails, the admin list. */
export const travelReference = shortReference;
/** A contact message's reference: 'הבקשות שלי', the agency's notice, the inbox search. */
export const contactReference = shortReference;

/** The row id a reference names, or undefined when it is not one (wrong length or check digit). */
export function idOfReference(reference: string): number | undefined {
  const digits = reference.replace(/[\s-]/g, '');
  if (!/^\d{7,11}$/.test(digits)) return undefined;
  const body = digits.slice(0, -1);
  if (luhnDigit(body) !== Number(digits.slice(-1))) return undefined;
  const id = Number(body) - OFFSET;
  return id >= 1 && id <= 2_147_483_647 ? id : undefined;
}
