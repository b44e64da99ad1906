import { cleanName } from './text';
import { z } from './zod';

const USERNAME_REQUIRED = 'יש להזין שם משתמש';

/**
 * A user name as stored and looked up: without invisible direction controls, then NFKC, so that
 * full-width 'ａｄｍｉｎ' or 'ad\u200bmin' is the name 'admin' (and meets its unique index).
 */
export const normalizeUsername = (input: string) => cleanName(input).normalize('NFKC');

// one script per name, so that 'аdmin' with a Cyrillic а cannot pass for 'admin': Hebrew, Arabic
// (Israel's two official languages) or basic Latin letters, with the ASCII digits and ._- in each
const ONE_SCRIPT = /^(?:[A-Za-z0-9]*|[\u05d0-\u05ea0-9]*|[\u0620-\u064a\u066e-\u06d30-9]*)$/;
const LETTERS_OR_DIGITS = /[\p{L}\p{N}]/gu;
const oneScript = (name: string) => ONE_SCRIPT.test((name.match(LETTERS_OR_DIGITS) ?? []).join(''));

export const UsernameSchema = z
  .string({ error: USERNAME_REQUIRED })
  .overwrite(normalizeUsername)
  // an empty field asks for a name, not for its length rule (abort: one issue for the field)
  .min(1, { error: USERNAME_REQUIRED, abort: true })
  .regex(
    /^[\p{L}\p{N}._-]{3,32}$/u,
    'שם המשתמש חייב להכיל בין 3 ל־32 תווים: אותיות, ספרות, נקודה, קו תחתון או מקף',
  )
  .refine(
    oneScript,
    'שם המשתמש צריך להיות כולו בעברית, כולו בערבית או כולו באנגלית (ספרות, נקודה, קו תחתון ומקף מותרים בכולם)',
  );

export const passwordMessages = {
  tooShort: 'הסיסמה חייבת להכיל לפחות 8 תווים',
  tooLong: 'הסיסמה ארוכה מדי (עד 128 תווים)',
  whitespace: 'הסיסמה לא יכולה להיות רווחים בלבד',
  containsUsername: 'הסיסמה לא יכולה להכיל את שם המשתמש',
  containsEmail: 'הסיסמה לא יכולה להכיל את החלק של כתובת הדוא״ל שלפני ה־@',
} as const;

// each rule stops the field's checks (abort), so a password gets one reason at a time
export const PasswordSchema = z
  .string({ error: 'יש להזין סיסמה' })
  .min(8, { error: passwordMessages.tooShort, abort: true })
  .max(128, { error: passwordMessages.tooLong, abort: true })
  .refine((password) => password.trim() !== '', { error: passwordMessages.whitespace, abort: true });

// shorter names and e-mail local parts ('dk@…') are not checked: too many good passwords contain them
const MIN_PERSONAL_PART = 3;

/**
 * The rule of a password that the form can check too: it must not contain the user name or the
 * e-mail's local part (case-insensitive). The server adds the common-password list to it.
 */
export function passwordPersonalIssue(
  password: string,
  who: { username?: string | undefined; email?: string | undefined },
): string | undefined {
  const folded = (s: string) => s.normalize('NFKC').toLowerCase();
  const contains = (part: string | undefined) =>
    part !== undefined && part.length >= MIN_PERSONAL_PART && folded(password).includes(folded(part));
  if (contains(who.username)) return passwordMessages.containsUsername;
  if (contains(who.email?.split('@')[0])) return passwordMessages.containsEmail;
  return undefined;
}

export const EmailSchema = z
  .string({ error: 'יש להזין כתובת דוא״ל' })
  .trim()
  .max(254, 'כתובת דוא״ל לא תקינה')
  .pipe(z.email('כתובת דוא״ל לא תקינה'))
  .transform((v) => v.toLowerCase());

export const RegisterSchema = z
  .object({
    username: UsernameSchema,
    password: PasswordSchema,
    email: EmailSchema,
  })
  .superRefine(({ username, password, email }, ctx) => {
    const message = passwordPersonalIssue(password, { username, email });
    if (message) ctx.addIssue({ code: 'custom', path: ['password'], message });
  });
export type RegisterInput = z.input<typeof RegisterSchema>;

export const LoginSchema = z.object({
  username: z
    .string({ error: USERNAME_REQUIRED })
    .overwrite(normalizeUsername)
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

// ── Verified e-mail ────────────────────────────────────────────────────────────────────────────────

export const verifyEmailMessages = {
  invalid: 'קישור האימות אינו תקף או שפג תוקפו. בקשו קישור חדש מהאזור האישי',
  alreadyVerified: 'כתובת הדוא״ל כבר אומתה בקישור הזה, ואין צורך לעשות דבר נוסף',
  tooMany: (minutes: number) =>
    `שלחנו לאחרונה כמה הודעות אימות. נסו שוב בעוד ${minutes} דקות, ובינתיים בדקו גם בתיקיית הספאם`,
} as const;

/** The reason beside the 400 of a link opened again after it verified its address (still the account's). */
export const ALREADY_VERIFIED = 'ALREADY_VERIFIED';

/** POST /api/auth/verify-email: the token of the link `/verify-email?token=…`. */
export const VerifyEmailSchema = z.object({
  token: z
    .string({ error: verifyEmailMessages.invalid })
    .trim()
    .min(20, verifyEmailMessages.invalid)
    .max(200, verifyEmailMessages.invalid),
});

/** What the personal area shows of the account's address. */
export interface EmailStatus {
  email: string;
  /** whether `email` was proven by its link */
  verified: boolean;
  /** an address asked for, waiting for its link to be opened; it is not the account's yet */
  pendingEmail: string | null;
}

export const roles = ['user', 'admin'] as const;
export type Role = (typeof roles)[number];

/** What the client knows of the signed-in user. */
export interface SessionUser {
  username: string;
  role: Role;
  /** an admin without a second factor: the admin area asks to set one up before anything else */
  secondFactorSetup?: true;
}

/** The login's answer: signed in, or the password was right and a code must follow. */
export type LoginResult = SessionUser | { secondFactorRequired: true };

export const SessionUserSchema = z.object({
  username: z.string(),
  role: z.enum(roles),
  secondFactorSetup: z.literal(true).optional(),
}) satisfies z.ZodType<SessionUser>;

export const LoginResultSchema = z.union([
  SessionUserSchema,
  z.object({ secondFactorRequired: z.literal(true) }),
]) satisfies z.ZodType<LoginResult>;

export const VerifyEmailResultSchema = z.object({ ok: z.literal(true), changed: z.boolean() });

/** The authenticator's new secret and its otpauth:// URI (the QR). */
export const TotpSetupSchema = z.object({ secret: z.string(), uri: z.string() });

export const RecoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
