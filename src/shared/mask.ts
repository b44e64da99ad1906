/**
 * An ID or passport number as a list shows it: every character but the last 3 becomes '*'
 * ('123456789' → '******789'). The whole number is shown only where its reading needs a step-up.
 */
export function maskNumber(value: string): string {
  return '*'.repeat(Math.max(0, value.length - 3)) + value.slice(-3);
}
