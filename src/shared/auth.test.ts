import { describe, expect, it } from 'vitest';
import { LoginSchema, passwordMessages, RegisterSchema } from './auth';
import { z } from './zod';

const usernameIssues = (schema: typeof RegisterSchema | typeof LoginSchema, username: unknown) => {
  const result = schema.safeParse({ username, password: 'a-long-password', email: 'someone@example.com' });
  return result.success
    ? []
    : result.error.issues.filter((i) => i.path[0] === 'username').map((i) => i.message);
};

describe('the user name (the same schema on the form and on the server)', () => {
  it.each(['', '   ', undefined])('an empty name (%j) asks for one, in a single issue', (value) => {
    expect(usernameIssues(RegisterSchema, value)).toEqual(['יש להזין שם משתמש']);
    expect(usernameIssues(LoginSchema, value)).toEqual(['יש להזין שם משתמש']);
  });

  it.each(['ab', 'a'.repeat(33), 'bad name!'])('a name that breaks the rule (%s) gets the rule', (value) => {
    expect(usernameIssues(RegisterSchema, value)).toEqual([
      'שם המשתמש חייב להכיל בין 3 ל־32 תווים: אותיות, ספרות, נקודה, קו תחתון או מקף',
    ]);
  });

  it('accepts a valid name, trimmed', () => {
    expect(
      RegisterSchema.parse({ username: ' דנה_1 ', password: 'a-long-password', email: 'A@B.co' }),
    ).toEqual({
      username: 'דנה_1',
      password: 'a-long-password',
      email: 'a@b.co',
    });
  });
});

const SCRIPT_RULE =
  'שם המשתמש צריך להיות כולו בעברית, כולו בערבית או כולו באנגלית (ספרות, נקודה, קו תחתון ומקף מותרים בכולם)';

describe('look-alike user names (NFKC, one script)', () => {
  it.each([
    ['ａｄｍｉｎ１', 'admin1'], // full-width letters and digit
    ['ad\u200bmin_2', 'admin_2'], // zero-width space
    ['\u202eנחום\u202c_כהן', 'נחום_כהן'], // a right-to-left override around the name
    ['ﬁrst.name', 'first.name'], // the ligature ﬁ
  ])('%j is stored as %j', (typed, stored) => {
    expect(
      RegisterSchema.parse({ username: typed, password: 'a-long-password', email: 'a@b.co' }).username,
    ).toBe(stored);
    expect(LoginSchema.parse({ username: typed, password: 'x' }).username).toBe(stored);
  });

  it.each([
    '\u0430dmin', // Cyrillic а + Latin
    'p\u0430ypal',
    'דנהdana', // Hebrew + Latin
    'админ', // all Cyrillic
    'josé', // Latin beyond a–z
    'user\u0663', // Arabic-Indic digit
    'سمير_dana', // Arabic + Latin
  ])('refuses %j with the script rule', (value) => {
    expect(usernameIssues(RegisterSchema, value)).toEqual([SCRIPT_RULE]);
  });

  it.each(['דנה_לוי', 'dana.levi', 'משה-1990', 'user_42', '___', 'سمير_خوري'])('accepts %j', (value) => {
    expect(usernameIssues(RegisterSchema, value)).toEqual([]);
  });
});

describe('the password rules the form checks too', () => {
  const passwordIssues = (password: string, username = 'dana_levi', email = 'moshe.cohen@example.com') => {
    const result = RegisterSchema.safeParse({ username, password, email });
    return result.success
      ? []
      : result.error.issues.filter((i) => i.path[0] === 'password').map((i) => i.message);
  };

  it.each([
    ['short', passwordMessages.tooShort],
    ['        ', passwordMessages.whitespace],
    ['\t \n     \u00a0', passwordMessages.whitespace],
    ['x-DANA_LEVI-x', passwordMessages.containsUsername],
    ['Moshe.Cohen!!', passwordMessages.containsEmail],
  ])('%j: one issue, %j', (password, message) => {
    expect(passwordIssues(password)).toEqual([message]);
  });

  it('does not hold a password to an e-mail local part shorter than 3 characters', () => {
    expect(passwordIssues('dk-and-a-long-phrase', 'dana_levi', 'dk@example.com')).toEqual([]);
  });
});

it('zod is configured without eval (the CSP has no unsafe-eval) by the module every schema imports', () => {
  expect(z.config().jitless).toBe(true);
});
