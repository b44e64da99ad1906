/**
 * The second factor (an authenticator app's code, a recovery code, a passkey): the rules and texts both
 * sides share.
 */
import { z } from './zod';

/** Why a signed-in call was refused though the caller may make it: what the client must do first. */
export const secondFactorReasons = {
  /** an admin without a second factor: set one up before any admin page or path */
  setupRequired: 'SECOND_FACTOR_SETUP_REQUIRED',
  /** a sensitive act whose session proved its second factor too long ago: a code again */
  stepUpRequired: 'STEP_UP_REQUIRED',
} as const;

export const secondFactorMessages = {
  codeRequired: 'יש להזין את הקוד',
  codeFormat: 'הקוד מורכב מ־6 ספרות, או קוד גיבוי של 10 תווים',
  totpFormat: 'הקוד מורכב מ־6 ספרות',
  wrongCode: 'הקוד שגוי או שפג תוקפו. הזינו את הקוד שמוצג עכשיו באפליקציה',
  noPending: 'פג הזמן להזנת הקוד. התחברו שוב עם שם המשתמש והסיסמה',
  setupRequired: 'כדי להיכנס לאזור הניהול יש להגדיר קודם אימות דו־שלבי',
  stepUpRequired: 'לפעולה הזו צריך לאמת שוב את זהותכם עם קוד מאפליקציית האימות',
  noSetup: 'לא התחלתם הגדרה של אפליקציית אימות. התחילו שוב',
  alreadyOn: 'אפליקציית האימות כבר מוגדרת בחשבון',
  notOn: 'אפליקציית האימות אינה מוגדרת בחשבון',
  adminNeedsFactor:
    'מנהלים חייבים אמצעי אימות נוסף: אי אפשר לבטל את אפליקציית האימות כשאין בחשבון מפתח גישה (passkey)',
} as const;

const DIGITS = /^\d{6}$/;
// recovery codes are shown as xxxxx-xxxxx; spaces, the dash and the case do not matter when typed
const RECOVERY = /^[a-z0-9]{10}$/;
/** How a typed code is read: without spaces and dashes, in lower case. */
export const normalizeCode = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();

/** A code of the authenticator app (6 digits); spaces are ignored. */
export const TotpCodeSchema = z.object({
  code: z
    .string({ error: secondFactorMessages.codeRequired })
    .max(20, secondFactorMessages.totpFormat)
    .overwrite(normalizeCode)
    .min(1, { error: secondFactorMessages.codeRequired, abort: true })
    .regex(DIGITS, secondFactorMessages.totpFormat),
});

/** POST /api/auth/second-factor: an authenticator code or a recovery code. */
export const SecondFactorCodeSchema = z.object({
  code: z
    .string({ error: secondFactorMessages.codeRequired })
    .max(40, secondFactorMessages.codeFormat)
    .overwrite(normalizeCode)
    .min(1, { error: secondFactorMessages.codeRequired, abort: true })
    .refine((code) => DIGITS.test(code) || RECOVERY.test(code), secondFactorMessages.codeFormat),
});

/** Whether a code (as normalized) is a recovery code rather than an authenticator's. */
export const isRecoveryCode = (code: string) => RECOVERY.test(code);

/** What the personal area shows of the account's second factors. */
export interface SecondFactorStatus {
  totp: boolean;
  passkeys: number;
  /** unused recovery codes left */
  recoveryCodesLeft: number;
  /** whether turning the authenticator off is refused (an admin with no other factor) */
  totpRequired: boolean;
}
