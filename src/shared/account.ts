/**
 * The personal area (/dashboard), and the policies and documents the admin's customers page shows too:
 * the rules and shapes both sides share.
 */
import { EmailSchema, PasswordSchema } from './auth';
import { normalizePhone } from './contact';
import { IdSchema } from './ids';
import { addDays, israelToday } from './israel-time';
import {
  type Coverage,
  type PremiumPeriod,
  policyDetailAnswer,
  policyDetailFields,
  policyMessages,
  premiumWithPeriod,
  type RenewalStatus,
  renewalStatuses,
} from './policies';
import { cleanName, nameText } from './text';
import { z } from './zod';

// ── Messages ──────────────────────────────────────────────────

export const profileMessages = {
  fullName: 'השם המלא חייב להכיל לפחות 2 תווים',
  fullNameLong: 'השם המלא ארוך מדי (עד 100 תווים)',
  phone: 'מספר טלפון לא תקין',
  address: 'הכתובת חייבת להכיל לפחות 5 תווים',
  addressLong: 'הכתובת ארוכה מדי (עד 200 תווים)',
  birthDate: 'תאריך לידה לא תקין',
  birthDateFuture: 'תאריך הלידה לא יכול להיות בעתיד',
} as const;

/** The toasts of the personal area. */
export const accountToasts = {
  profileSaved: 'הפרופיל עודכן בהצלחה',
  profileFailed: 'שגיאה בעדכון הפרופיל',
  passwordChanged: 'הסיסמה עודכנה בהצלחה',
  passwordFailed: 'שגיאה בעדכון הסיסמה',
  documentUploaded: 'המסמך הועלה בהצלחה',
  uploadFailed: 'שגיאה בהעלאת המסמך',
  downloadFailed: 'שגיאה בהורדת המסמך',
  documentDeleted: 'המסמך נמחק בהצלחה',
  deleteFailed: 'שגיאה במחיקת המסמך',
} as const;

export const accountMessages = {
  documentNotFound: 'המסמך לא נמצא',
  policyNotFound: 'הפוליסה לא נמצאה',
  customerNotFound: 'הלקוח לא נמצא',
  wrongCurrentPassword: 'הסיסמה הנוכחית שגויה',
  samePassword: 'הסיסמה החדשה זהה לסיסמה הנוכחית',
  fileMissing: 'יש לבחור קובץ',
  fileTooLarge: 'הקובץ גדול מדי (עד 10MB)',
  fileType: 'סוג הקובץ אינו נתמך. ניתן להעלות PDF,‏ JPEG,‏ PNG,‏ WebP,‏ HEIC או DOCX',
  documentName: 'שם המסמך חייב להכיל לפחות 2 תווים',
  documentNameLong: 'שם המסמך ארוך מדי (עד 120 תווים)',
  expirationDate: 'תאריך תפוגה לא תקין',
  policyNumber: 'מספר פוליסה לא תקין (3–40 תווים: אותיות לועזיות, ספרות, מקף או לוכסן)',
  policyNumberTaken: 'מספר הפוליסה כבר קיים במערכת',
  policyType: 'יש לבחור סוג פוליסה',
  policyStatus: 'סטטוס לא תקין',
  startDate: 'יש לבחור תאריך התחלה',
  endBeforeStart: 'תאריך הסיום חייב להיות אחרי תאריך ההתחלה',
  deleteConfirmation: 'יש להקליד את הסיסמה כדי לאשר את מחיקת החשבון',
} as const;

// ── Calendar dates ─────────────────────────────────────────────────────────────────────────────────

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar date as YYYY-MM-DD, between 1900 and 2200. */
export const calendarDate = (message: string) =>
  z
    .string({ error: message })
    // abort: a malformed date gets one issue, not the calendar check's second
    .regex(ISO_DATE, { error: message, abort: true })
    .refine((value) => {
      const d = new Date(`${value}T00:00:00Z`);
      const year = d.getUTCFullYear();
      return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(value) && year >= 1900 && year <= 2200;
    }, message);

/** An optional date field: '' and null are "no date". Both branches carry the field's message (a form shows a branch's). */
const optionalDate = (message: string) =>
  z
    .union([z.literal('', { error: message }), calendarDate(message)], { error: message })
    .nullish()
    .transform((value) => (value ? value : null));

// ── Profile ────────────────────────────────────────────────────────────────────────────────────────

/** `normalizePhone`, plus landlines in international form ('+972 3-1234567' → '031234567'). */
export function normalizeProfilePhone(input: string): string {
  const phone = normalizePhone(input);
  const landline = /^(?:\+|00)972(\d{8})$/.exec(phone)?.[1];
  return landline ? `0${landline}` : phone;
}

/** PUT /api/user/profile and the profile tab's form. The phone is stored as digits. */
export const ProfileSchema = z.object({
  fullName: nameText(profileMessages.fullName).pipe(
    z.string().min(2, profileMessages.fullName).max(100, profileMessages.fullNameLong),
  ),
  phone: z
    .string({ error: profileMessages.phone })
    .max(40, profileMessages.phone)
    .transform(normalizeProfilePhone)
    // at least 9 characters; as stored, an Israeli landline (9 digits) or mobile (10)
    .pipe(z.string().regex(/^0\d{8,9}$/, profileMessages.phone)),
  address: nameText(profileMessages.address).pipe(
    z.string().min(5, profileMessages.address).max(200, profileMessages.addressLong),
  ),
  birthDate: optionalDate(profileMessages.birthDate).refine(
    (value) => value === null || value <= israelToday(),
    profileMessages.birthDateFuture,
  ),
});

/** GET /api/user/profile: empty strings and a null birth date for a user who has not saved one yet. */
export interface Profile {
  fullName: string;
  phone: string;
  address: string;
  birthDate: string | null;
}

// ── Password change ────────────────────────────────────────────────────────────────────────────────

/** The profile tab's password change: the current password is required; other sessions end. */
export const ChangePasswordSchema = z.object({
  currentPassword: z
    .string({ error: 'יש להזין את הסיסמה הנוכחית' })
    .min(1, 'יש להזין את הסיסמה הנוכחית')
    .max(128),
  newPassword: PasswordSchema,
});

// ── E-mail change ──────────────────────────────────────────────────────────────────────────────────

export const emailChangeMessages = {
  password: 'יש להזין את הסיסמה כדי לאשר את השינוי',
  wrongPassword: 'הסיסמה שגויה',
  sent: 'שלחנו קישור אימות לכתובת החדשה',
  sentDetail: 'הכתובת תתעדכן אחרי שתלחצו על הקישור שבהודעה (הוא בתוקף 24 שעות).',
  cancelled: 'בקשת השינוי בוטלה',
  cancelledDetail: 'כתובת הדוא״ל של החשבון נשארת כפי שהייתה.',
  failed: 'שינוי כתובת הדוא״ל נכשל',
  resent: 'שלחנו שוב את קישור האימות',
  resendFailed: 'שליחת קישור האימות נכשלה',
} as const;

/**
 * The profile's e-mail change: the new address and the password again. The answer is the same whether or
 * not the address belongs to another account; the address itself learns which (its mail says so).
 */
export const ChangeEmailSchema = z.object({
  email: EmailSchema,
  password: z
    .string({ error: emailChangeMessages.password })
    .min(1, emailChangeMessages.password)
    .max(128, emailChangeMessages.wrongPassword),
});

// ── Policies ───────────────────────────────────────────────────────────────────────────────────────

/** The fixed list of policy types the agency sells (stored as the key, shown in Hebrew). */
export const policyTypeLabels = {
  health: 'ביטוח בריאות',
  life: 'ביטוח חיים',
  'critical-illness': 'ביטוח מחלות קשות',
  disability: 'ביטוח אובדן כושר עבודה',
  car: 'ביטוח רכב',
  home: 'ביטוח דירה',
  travel: 'ביטוח נסיעות לחו״ל',
  business: 'ביטוח עסק',
  liability: 'ביטוח אחריות מקצועית',
  pension: 'קרן פנסיה',
  provident: 'קופת גמל',
  education: 'קרן השתלמות',
} as const;
export type PolicyType = keyof typeof policyTypeLabels;
export const policyTypes = Object.keys(policyTypeLabels) as [PolicyType, ...PolicyType[]];

export const policyStatuses = ['active', 'ended', 'cancelled'] as const;
export type PolicyStatus = (typeof policyStatuses)[number];
/** The status badge: active green, ended grey, cancelled red. */
export const policyStatusLabels: Record<PolicyStatus, string> = {
  active: 'פעילה',
  ended: 'הסתיימה',
  cancelled: 'בוטלה',
};

/**
 * A policy's status as of `today` (Israel's calendar): an 'active' policy whose end date has passed has
 * ended, whatever is stored. Every policy the server answers carries this status; the admin's form warns
 * with it before saving such a policy as active.
 */
export function policyStatusOn(
  policy: { status: PolicyStatus; endDate: string | null },
  today: string = israelToday(),
): PolicyStatus {
  return policy.status === 'active' && policy.endDate !== null && policy.endDate < today
    ? 'ended'
    : policy.status;
}

/** What the customer sees of a policy. */
export interface Policy {
  id: number;
  policyNumber: string;
  policyType: PolicyType;
  startDate: string;
  endDate: string | null;
  status: PolicyStatus;
  /** the insurer ('' when not recorded) */
  company: string;
  premium: number | null;
  premiumPeriod: PremiumPeriod | null;
  coverages: Coverage[];
  renewalStatus: RenewalStatus;
}

const policyFields = {
  policyNumber: z
    .string({ error: accountMessages.policyNumber })
    .transform((value) => cleanName(value).toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9][A-Z0-9/-]{2,39}$/, accountMessages.policyNumber)),
  policyType: z.enum(policyTypes, { error: accountMessages.policyType }),
  startDate: calendarDate(accountMessages.startDate),
  endDate: optionalDate('תאריך סיום לא תקין'),
  ...policyDetailFields,
};
const endNotBeforeStart = [
  (p: { startDate: string; endDate: string | null }) => p.endDate === null || p.endDate >= p.startDate,
  { path: ['endDate'], message: accountMessages.endBeforeStart },
] as [(p: { startDate: string; endDate: string | null }) => boolean, { path: string[]; message: string }];

/** The admin's policy form (create): number unique, type from the list, dates, status. */
export const PolicyInputSchema = z
  .object({
    userId: IdSchema,
    ...policyFields,
    status: z.enum(policyStatuses, { error: accountMessages.policyStatus }).default('active'),
  })
  .refine(...endNotBeforeStart)
  .refine(...premiumWithPeriod);
export type PolicyInput = z.input<typeof PolicyInputSchema>;

/** The admin's policy form (edit): the same fields, by the policy's id (its owner does not change). */
export const PolicyUpdateSchema = z
  .object({
    id: IdSchema,
    ...policyFields,
    status: z.enum(policyStatuses, { error: accountMessages.policyStatus }),
    // left out: the renewal status stays as it is
    renewalStatus: z.enum(renewalStatuses, { error: policyMessages.renewalStatus }).optional(),
  })
  .refine(...endNotBeforeStart)
  .refine(...premiumWithPeriod);

// ── Documents ──────────────────────────────────────────────────────────────────────────────────────

export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/** The expiry dot turns yellow this many days before the date, and the reminder goes then. */
export const EXPIRY_WARNING_DAYS = 7;

/** The types a document may have, judged by its bytes (file-type), with the extension it downloads as. */
export const documentTypes = {
  'application/pdf': { ext: 'pdf', label: 'PDF', preview: true },
  'image/jpeg': { ext: 'jpg', label: 'JPEG', preview: true },
  'image/png': { ext: 'png', label: 'PNG', preview: true },
  'image/webp': { ext: 'webp', label: 'WebP', preview: true },
  // browsers other than Safari cannot show HEIC: download only
  'image/heic': { ext: 'heic', label: 'HEIC', preview: false },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
    ext: 'docx',
    label: 'DOCX',
    preview: false,
  },
} as const;
export type DocumentType = keyof typeof documentTypes;
export const isDocumentType = (type: string): type is DocumentType => Object.hasOwn(documentTypes, type);
/** The file picker's `accept` (a hint only: the server judges by the bytes). */
export const DOCUMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png,.webp,.heic,.heif,.docx';

/** The upload form's fields beside the file (multipart `name`, `category`, `expirationDate?`). */
export const DocumentMetaSchema = z.object({
  name: nameText(accountMessages.documentName).pipe(
    z.string().min(2, accountMessages.documentName).max(120, accountMessages.documentNameLong),
  ),
  // the client always sends 'general'
  category: z.literal('general', { error: 'קטגוריה לא תקינה' }).default('general'),
  expirationDate: optionalDate(accountMessages.expirationDate),
});
export type DocumentMetaInput = z.input<typeof DocumentMetaSchema>;

/** A document as listed. */
export interface DocumentItem {
  id: number;
  name: string;
  category: string;
  createdAt: string;
  expirationDate: string | null;
  type: DocumentType;
  size: number;
}

export const DocumentIdSchema = z.object({ id: IdSchema });

export type ExpiryState = 'expired' | 'soon' | 'valid';
/** Red if already expired, yellow if within 7 days, green otherwise (no date: no dot). */
export function expiryState(
  expirationDate: string | null,
  today: string = israelToday(),
): ExpiryState | null {
  if (!expirationDate) return null;
  if (expirationDate < today) return 'expired';
  return expirationDate <= addDays(today, EXPIRY_WARNING_DAYS) ? 'soon' : 'valid';
}
export const expiryLabels: Record<ExpiryState, string> = {
  expired: 'פג תוקף',
  soon: 'פג תוקף בקרוב',
  valid: 'בתוקף',
};

// ── Privacy (Amendment 13) ─────────────────────────────────────────────────────────────────────────

/** Deleting one's own account: the password again, so a left-open session cannot do it. */
export const DeleteAccountSchema = z.object({
  password: z
    .string({ error: accountMessages.deleteConfirmation })
    .min(1, accountMessages.deleteConfirmation)
    .max(128),
});

// ── Privacy rights: export and deletion (wt-privacy) ──────────────────────────────────────────────

/** Where the personal area's 'download my data' link points (a zip: data.json + documents/). */
export const ACCOUNT_EXPORT_PATH = '/api/user/export';

export const privacyMessages = {
  wrongPassword: 'הסיסמה שגויה',
  lastAdmin: 'אי אפשר למחוק את החשבון: זה חשבון המנהל האחרון באתר. יש למנות מנהל נוסף לפני מחיקת החשבון',
  accountDeleted: 'החשבון נמחק',
  accountDeletedDetail: 'כל הנתונים והמסמכים שלכם נמחקו. שלחנו אישור לכתובת הדוא״ל של החשבון.',
  deleteFailed: 'מחיקת החשבון נכשלה',
  exportFailed: 'הורדת הנתונים נכשלה',
} as const;

// ── Signed-in devices ─────────────────────────────────────────────────────────────────────────────

/** A session as its owner sees it; `id` names it for ending it, and is not the cookie's secret. */
export interface DeviceSession {
  id: string;
  current: boolean;
  userAgent: string | null;
  /** e.g. 'Chrome', 'Safari'; null when the user agent does not say */
  browser: string | null;
  /** e.g. 'Windows', 'iOS' */
  os: string | null;
  ip: string | null;
  /** to the minute */
  lastSeenAt: Date;
}

/** 'Chrome ב־Windows', or as much of it as the browser told. */
export function deviceName({ browser, os }: { browser: string | null; os: string | null }) {
  if (browser && os) return `${browser} ב־${os}`;
  return browser ?? os ?? 'דפדפן לא מזוהה';
}

export const EndSessionSchema = z.object({
  id: z
    .string({ error: 'מזהה חיבור לא תקין' })
    .trim()
    .min(1, 'מזהה חיבור לא תקין')
    .max(64, 'מזהה חיבור לא תקין'),
});

export const sessionMessages = {
  notFound: 'החיבור לא נמצא. ייתכן שכבר הסתיים',
  ended: 'המכשיר נותק',
  othersEnded: 'כל המכשירים האחרים נותקו',
  failed: 'הניתוק נכשל. נסו שוב',
} as const;

// ── The dashboard's tabs (the tab is in the URL: /dashboard?tab=documents) ──────────────────────────

export const dashboardTabs = ['profile', 'policies', 'portfolio', 'claims', 'requests', 'documents'] as const;
export type DashboardTab = (typeof dashboardTabs)[number];
export const dashboardTabLabels: Record<DashboardTab, string> = {
  profile: 'פרופיל',
  policies: 'הפוליסות שלי',
  portfolio: 'התיק הביטוחי שלי',
  claims: 'התביעות שלי',
  requests: 'הבקשות שלי',
  documents: 'מסמכים',
};

// ── Documents: upload, limits, file names (wt-docs) ────────────────────────────────────────────────

/** POST /api/user/documents (multipart `file`, `name`, `category`, `expirationDate?`): the file beside the fields. */
export const DocumentUploadSchema = DocumentMetaSchema.extend({
  file: z.custom<File>(
    (value) => typeof File !== 'undefined' && value instanceof File,
    accountMessages.fileMissing,
  ),
});

/** A customer keeps at most this many documents, of at most this many bytes in all. */
export const DOCUMENTS_MAX_COUNT = 200;
export const DOCUMENTS_MAX_TOTAL_BYTES = 500 * 1024 * 1024;

export const documentMessages = {
  tooMany: `ניתן לשמור עד ${DOCUMENTS_MAX_COUNT} מסמכים. מחקו מסמכים ישנים כדי להעלות חדשים`,
  quota: 'נגמר המקום לשמירת מסמכים (עד 500MB בסך הכול). מחקו מסמכים ישנים כדי להעלות חדשים',
  emptyFile: 'הקובץ ריק',
  storageDown: 'שמירת הקבצים אינה זמינה כרגע. נסו שוב בעוד מספר דקות',
} as const;

/** The name a download is saved under: the document's name, with the extension its type has. */
export function documentFileName(name: string, type: DocumentType): string {
  const { ext } = documentTypes[type];
  // '/' and '\' would be read as folders by some browsers; control characters never belong in a name
  const base =
    name
      .replace(/[\\/]/g, '_')
      .replace(/\p{Cc}/gu, '')
      .trim() || 'מסמך';
  return base.toLowerCase().endsWith(`.${ext}`) ? base : `${base}.${ext}`;
}

/** Bytes as people read them: '820 KB', '3.4 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

// ── Admin: customers – the account actions and the policy "end" (wt-customers) ─────────────────────

export const customerMessages = {
  /** login with the right password to an account an admin blocked (403); a wrong password stays 401 */
  blocked: 'החשבון חסום. לפרטים פנו לסוכנות',
  selfRole: 'לא ניתן לשנות את התפקיד של החשבון שלכם',
  selfBlock: 'לא ניתן לחסום את החשבון שלכם',
  lastAdmin: 'חייב להישאר באתר לפחות מנהל אחד פעיל',
} as const;

/** 'סיום פוליסה': status 'ended' and an end date (today in Israel unless an earlier one is set). */
export const PolicyEndSchema = z.object({ id: IdSchema });

// ── Outputs (the procedures' answers) ──────────────────────────────────────────────────────────────

export const ProfileAnswerSchema = z.object({
  fullName: z.string(),
  phone: z.string(),
  address: z.string(),
  birthDate: z.string().nullable(),
}) satisfies z.ZodType<Profile>;

export const PolicyAnswerSchema = z.object({
  id: z.number(),
  policyNumber: z.string(),
  policyType: z.enum(policyTypes),
  startDate: z.string(),
  endDate: z.string().nullable(),
  status: z.enum(policyStatuses),
  ...policyDetailAnswer,
}) satisfies z.ZodType<Policy>;

const DocumentTypeSchema = z.enum(Object.keys(documentTypes) as [DocumentType, ...DocumentType[]]);

export const DocumentItemSchema = z.object({
  id: z.number(),
  name: z.string(),
  category: z.string(),
  createdAt: z.string(),
  expirationDate: z.string().nullable(),
  type: DocumentTypeSchema,
  size: z.number(),
}) satisfies z.ZodType<DocumentItem>;

/** What a procedure answering a document's bytes knows of it: the file is read only when `open()` is called. */
export const documentFileSchema = <Open extends () => unknown>() =>
  z.object({
    id: z.number(),
    name: z.string(),
    type: DocumentTypeSchema,
    size: z.number(),
    /** the name a download is saved under */
    fileName: z.string(),
    open: z.custom<Open>((value) => typeof value === 'function'),
  });

/** The data export: its file name (ASCII, and its UTF-8 form) and `open()`, the zip's stream. */
export const accountExportSchema = <Open extends () => unknown>() =>
  z.object({
    filename: z.object({ ascii: z.string(), utf8: z.string() }),
    open: z.custom<Open>((value) => typeof value === 'function'),
  });

export const DeviceSessionSchema = z.object({
  id: z.string(),
  current: z.boolean(),
  userAgent: z.string().nullable(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  ip: z.string().nullable(),
  lastSeenAt: z.date(),
}) satisfies z.ZodType<DeviceSession>;
