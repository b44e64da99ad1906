import { describe, expect, it } from 'vitest';
import { LoginSchema, RegisterSchema } from './auth';
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
      'שם המשתמש חייב להכיל 3–32 תווים: אותיות, ספרות, נקודה, קו תחתון או מקף',
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

it('zod is configured without eval (the CSP has no unsafe-eval) by the module every schema imports', () => {
  expect(z.config().jitless).toBe(true);
});
