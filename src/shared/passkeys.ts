import { cleanName } from './text';
import { z } from './zod';

/** Passkeys (WebAuthn credentials): what both sides say and check. */
export const passkeyMessages = {
  /** the one answer of a sign-in that failed, whatever the reason: it tells nothing of any account */
  signInFailed: 'הכניסה עם מפתח הגישה לא הצליחה. נסו שוב או היכנסו עם שם משתמש וסיסמה',
  /** a step-up or a second factor whose passkey did not check out */
  verifyFailed: 'לא הצלחנו לאמת את מפתח הגישה. נסו שוב',
  /** an expired or already used ceremony, or one another browser asked for */
  expired: 'עבר יותר מדי זמן מאז שהתחלתם. נסו שוב',
  registerFailed: 'לא הצלחנו להוסיף את מפתח הגישה. נסו שוב',
  alreadyAdded: 'מפתח הגישה הזה כבר נוסף לחשבון',
  notFound: 'מפתח הגישה לא נמצא. ייתכן שכבר הוסר',
  lastSecondFactor:
    'זהו אמצעי האימות הנוסף היחיד בחשבון מנהל. הוסיפו מפתח גישה אחר או אפליקציית אימות לפני שתסירו אותו',
  added: 'מפתח הגישה נוסף',
  renamed: 'השם נשמר',
  removed: 'מפתח הגישה הוסר',
} as const;

const INVALID_RESPONSE = 'תשובת מפתח הגישה אינה תקינה';
// a credential id is at most 1,023 bytes (WebAuthn): 1,364 characters of base64url
const base64url = (max: number) =>
  z
    .string({ error: INVALID_RESPONSE })
    .max(max, INVALID_RESPONSE)
    .regex(/^[A-Za-z0-9_-]*$/, INVALID_RESPONSE);
const CredentialIdSchema = base64url(1364).min(1, INVALID_RESPONSE);

const common = {
  id: CredentialIdSchema,
  rawId: CredentialIdSchema,
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  // no extension is asked for; what a browser adds anyway is dropped
  clientExtensionResults: z.object({ credProps: z.object({ rk: z.boolean().optional() }).optional() }),
  type: z.literal('public-key', { error: INVALID_RESPONSE }),
};

/** The browser's answer to a registration (startRegistration's RegistrationResponseJSON). */
export const RegistrationResponseSchema = z.object({
  ...common,
  response: z.object({
    clientDataJSON: base64url(4096),
    attestationObject: base64url(32_768),
    authenticatorData: base64url(16_384).optional(),
    transports: z.array(z.string().max(32)).max(10).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(4096).optional(),
  }),
});

/** The browser's answer to a sign-in or a step-up (startAuthentication's AuthenticationResponseJSON). */
export const AuthenticationResponseSchema = z.object({
  ...common,
  response: z.object({
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(16_384),
    signature: base64url(2048),
    userHandle: base64url(128).optional(),
  }),
});

const NAME_INVALID = 'יש להזין שם עד 60 תווים';
export const PasskeyNameSchema = z
  .string({ error: NAME_INVALID })
  .overwrite(cleanName)
  .min(1, NAME_INVALID)
  .max(60, NAME_INVALID);

/** account.passkeys.register: the ceremony's answer; the name is made from the browser when absent. */
export const RegisterPasskeySchema = z.object({
  response: RegistrationResponseSchema,
  name: PasskeyNameSchema.optional(),
});

/** auth.passkey.signIn and auth.passkey.verify: the ceremony's answer. */
export const PasskeyAssertionSchema = z.object({ response: AuthenticationResponseSchema });

const ID_INVALID = 'מזהה מפתח גישה לא תקין';
export const PasskeyIdSchema = z.object({
  id: z
    .string({ error: ID_INVALID })
    .min(1, ID_INVALID)
    .max(1364, ID_INVALID)
    .regex(/^[A-Za-z0-9_-]+$/, ID_INVALID),
});

export const RenamePasskeySchema = PasskeyIdSchema.extend({ name: PasskeyNameSchema });

/** A passkey as the profile lists it. */
export interface PasskeySummary {
  id: string;
  name: string;
  createdAt: Date;
  /** null = never used to sign in or to confirm */
  lastUsedAt: Date | null;
}

export const PasskeySummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.date(),
  lastUsedAt: z.date().nullable(),
}) satisfies z.ZodType<PasskeySummary>;

/**
 * The schema of a WebAuthn ceremony's options (PublicKeyCredentialCreationOptionsJSON or …RequestOptionsJSON,
 * what @simplewebauthn/browser takes): its one-time challenge, and the other members the standard
 * defines, passed on as they are (typed as `Options`).
 */
export const passkeyOptionsSchema = <Options extends { challenge: string }>() =>
  z.looseObject({ challenge: z.string() }) as unknown as z.ZodType<Options>;
