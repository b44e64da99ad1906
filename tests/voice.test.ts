import { describe, expect, it } from 'vitest';
import { codeLines, filesUnder } from './source-files';

/**
 * Visitors are addressed in the plural ('שלחו', 'איתכם'); only the strings the specification quotes
 * keep their singular, exactly as quoted.
 */
const QUOTED = [
  'נציג שלנו יצור איתך קשר בהקדם',
  'נרשמת בהצלחה!',
  'תודה שנרשמת לניוזלטר שלנו.',
  'התנתקת בהצלחה',
  'אירעה שגיאה בעת ההרשמה לניוזלטר. אנא נסה שוב.',
  'אנא נסה שנית מאוחר יותר',
];

/** Second person singular: 'איתך', 'שלך', 'תודה שפנית', 'נסה שוב'… (whole words only). */
const SINGULAR =
  /(?<![\u05d0-\u05ea])(איתך|אתך|אליך|אותך|שלך|לך|עליך|ממך|בשבילך|אתה|הינך|תודה שפנית|תודה שנרשמת|שלחת|נסה|הזן|לחץ כאן)(?![\u05d0-\u05ea])/;

/** Whether a line speaks to a visitor in the singular, the quoted strings left out. */
const singular = (line: string) =>
  SINGULAR.test(QUOTED.reduce((rest, quoted) => rest.replaceAll(quoted, ''), line));

describe('the voice', () => {
  it('finds the singular where it is', () => {
    expect(singular("toast('תודה שפנית אלינו, נחזור אליך')")).toBe(true);
    expect(singular("toast('אנא נסה שנית מאוחר יותר')")).toBe(false);
    expect(singular("text: 'עבר לחץ הדם'")).toBe(false);
  });

  it.each(['src', 'server'])('%s/ speaks to visitors in the plural', (root) => {
    const found = codeLines(filesUnder(root)).filter(({ text }) => singular(text));
    expect(found.map(({ where, text }) => `${where}: ${text.trim()}`)).toEqual([]);
  });
});
