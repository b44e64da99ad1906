/**
 * The one import of zod in src/ (a Biome rule in biome.json fails any other): every schema takes
 * `z` from here, so zod is configured before anything parses. The site's CSP has no 'unsafe-eval', and
 * without `jitless` zod probes `new Function` on its first object parse, which the browser reports as
 * a violation. (The server imports the same schemas; jitless parsing measured no slower there.)
 *
 * Every message a visitor can see is Hebrew: a schema writes its field's own message, and where it
 * does not (a wrong type, a union's branch, a limit without a text) zod falls back to `hebrewIssue`.
 */
import { config, z } from 'zod';

const INVALID = 'ערך לא תקין';
const REQUIRED = 'יש למלא את השדה';

type Issue = Parameters<NonNullable<z.core.$ZodConfig['customError']>>[0];

/** zod's fallback message, in Hebrew: short, and the limit when there is one. */
export function hebrewIssue(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? REQUIRED : INVALID;
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return min <= 1 ? REQUIRED : `יש להזין לפחות ${min} תווים`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return min <= 1 ? 'יש לבחור לפחות פריט אחד' : `יש לבחור לפחות ${min} פריטים`;
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint')
        return issue.inclusive ? `הערך חייב להיות ${min} לפחות` : `הערך חייב להיות גדול מ־${min}`;
      return INVALID;
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return `הטקסט ארוך מדי (עד ${max} תווים)`;
      if (issue.origin === 'array' || issue.origin === 'set') return `יותר מדי פריטים (עד ${max})`;
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint')
        return issue.inclusive ? `הערך חייב להיות ${max} לכל היותר` : `הערך חייב להיות קטן מ־${max}`;
      if (issue.origin === 'file') return 'הקובץ גדול מדי';
      return INVALID;
    }
    case 'invalid_format':
      if (issue.format === 'email') return 'כתובת דוא״ל לא תקינה';
      if (issue.format === 'url') return 'כתובת אינטרנט לא תקינה';
      if (issue.format === 'date' || issue.format === 'datetime') return 'תאריך לא תקין';
      return INVALID;
    case 'unrecognized_keys':
      return 'הנתונים כוללים שדות לא מוכרים';
    default:
      return INVALID;
  }
}

config({ jitless: true, customError: hebrewIssue });

export { z };
