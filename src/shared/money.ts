/**
 * The one way the site writes an amount of money, on every page, in every mail and in the admin:
 * Hebrew's currency format (the number, then the sign: '0.70 $', '1,234.50 $'), with cents only when
 * there are any ('3 $').
 */

type Currency = 'USD' | 'ILS';

const formats = new Map<string, Intl.NumberFormat>();

function formatOf(currency: Currency, cents: boolean): Intl.NumberFormat {
  const key = `${currency}${cents}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('he-IL', {
      style: 'currency',
      currency,
      minimumFractionDigits: cents ? 2 : 0,
      maximumFractionDigits: 2,
    });
    formats.set(key, format);
  }
  return format;
}

/** '‏0.70 ‏$': an amount in dollars (the travel estimate's currency) or in shekels. */
export function formatMoney(amount: number, currency: Currency = 'USD'): string {
  const rounded = Math.round(amount * 100) / 100;
  return formatOf(currency, !Number.isInteger(rounded)).format(rounded);
}
