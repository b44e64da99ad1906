import { z } from './zod';

const USERNAME_REQUIRED = 'יש להזין שם משתמש';

export const UsernameSchema = z
  .string({ error: USERNAME_REQUIRED })
  .trim()
  // an empty field asks for a name, not for its length rule (abort: one issue for the field)
  .min(1, { error: USERNAME_REQUIRED, abort: true })
  .regex(
    /^[\p{L}\p{N}._-]{3,32}$/u,
    'שם המשתמש חייב להכיל 3–32 תווים: אותיות, ספרות, נקודה, קו תחתון או מקף',
  );

export const PasswordSchema = z
  .string({ error: 'יש להזין סיסמה' })
  .min(8, 'הסיסמה חייבת להכיל לפחות 8 תווים')
  .max(128, 'הסיסמה ארוכה מדי (עד 128 תווים)');

export const EmailSchema = z
  .string({ error: 'יש להזין כתובת דוא״ל' })
  .trim()
  .max(254, 'כתובת דוא״ל לא תקינה')
  .pipe(z.email('כתובת דוא״ל לא תקינה'))
  .transform((v) => v.toLowerCase());

export const RegisterSchema = z.object({
  username: UsernameSchema,
  password: PasswordSchema,
  email: EmailSchema,
});
export type RegisterInput = z.input<typeof RegisterSchema>;

export const LoginSchema = z.object({
  username: z
    .string({ error: USERNAME_REQUIRED })
    .trim()
    .min(1, USERNAME_REQUIRED)
    .max(64, 'שם משתמש לא תקין'),
  password: z.string({ error: 'יש להזין סיסמה' }).min(1, 'יש להזין סיסמה').max(128, 'סיסמה לא תקינה'),
  // the login form sends an empty e-mail; it is ignored
  email: z.string().max(254).optional(),
});
export type LoginInput = z.input<typeof LoginSchema>;

export const ForgotPasswordSchema = z.object({ email: EmailSchema });
export type ForgotPasswordInput = z.input<typeof ForgotPasswordSchema>;

export const ResetPasswordSchema = z.object({
  token: z
    .string({ error: 'קישור האיפוס אינו תקין' })
    .trim()
    .min(20, 'קישור האיפוס אינו תקין')
    .max(200, 'קישור האיפוס אינו תקין'),
  password: PasswordSchema,
});
export type ResetPasswordInput = z.input<typeof ResetPasswordSchema>;

export const roles = ['user', 'admin'] as const;
export type Role = (typeof roles)[number];

/** What the client knows of the signed-in user. */
export interface SessionUser {
  username: string;
  role: Role;
}
