/** How the audit log page names what the server records (server/audit/service.ts callers). */
import { claimStatusLabels } from './claims';
import { applicationStatusLabels } from './travel-admin';

/** Every action the server writes today, in Hebrew; an action missing here shows as written. */
export const actionLabels: Record<string, string> = {
  'account.export': 'הורדת עותק של הנתונים האישיים',
  'account.delete': 'מחיקת חשבון על ידי בעליו',
  'account.changePassword': 'שינוי סיסמה בחשבון האישי',
  'audit.list': 'צפייה ביומן הפעולות',
  'audit.export': 'ייצוא יומן הפעולות לקובץ CSV',
  'auth.stepUp': 'אימות זהות חוזר לפעולה רגישה',
  'auth.enableTotp': 'הפעלת אימות דו־שלבי',
  'auth.disableTotp': 'כיבוי אימות דו־שלבי',
  'blog.create': 'יצירת מאמר',
  'blog.update': 'עדכון מאמר',
  'blog.delete': 'מחיקת מאמר',
  'blog.uploadImage': 'העלאת תמונה לבלוג',
  'category.create': 'יצירת קטגוריה',
  'category.update': 'עדכון קטגוריה',
  'category.delete': 'מחיקת קטגוריה',
  'contact.list': 'צפייה בפניות מהאתר',
  'contact.markHandled': 'עדכון הטיפול בפנייה',
  'contact.export': 'ייצוא הפניות מהאתר לקובץ CSV',
  'dashboard.overview': 'צפייה בלוח הבקרה',
  'member.list': 'צפייה ברשימת החברים',
  'member.get': 'צפייה בפרטי חבר',
  'member.create': 'הוספת חבר',
  'member.update': 'עדכון פרטי חבר',
  'member.delete': 'מחיקת חבר',
  'member.restore': 'שחזור חבר שנמחק',
  'member.export': 'ייצוא החברים לקובץ CSV',
  'newsletter.list': 'צפייה במנויי הניוזלטר',
  'newsletter.export': 'ייצוא מנויי הניוזלטר לקובץ CSV',
  'travel.list': 'צפייה בבקשות לביטוח נסיעות',
  'travel.get': 'צפייה בפרטי בקשה לביטוח נסיעות',
  'travel.setStatus': 'שינוי סטטוס של בקשה לביטוח נסיעות',
  'travel.export': 'ייצוא הבקשות לביטוח נסיעות לקובץ CSV',
  // /admin/customers (wt-customers)
  'customer.list': 'צפייה ברשימת הלקוחות',
  'customer.export': 'ייצוא הלקוחות לקובץ CSV',
  'customer.get': 'צפייה בפרטי לקוח',
  'customer.viewDocument': 'צפייה במסמך של לקוח',
  'customer.setRole': 'שינוי תפקיד של משתמש',
  'customer.block': 'חסימת חשבון',
  'customer.unblock': 'ביטול חסימת חשבון',
  'customer.endSessions': 'ניתוק כל החיבורים של משתמש',
  'policy.create': 'הוספת פוליסה',
  'policy.update': 'עדכון פוליסה',
  'policy.end': 'סיום פוליסה',
  'policy.renewal': 'עדכון סטטוס חידוש של פוליסה',
  'renewal.list': 'צפייה ברשימת החידושים',
  'portfolioReview.list': 'צפייה בבקשות לבדיקת תיק ביטוחי',
  'portfolioReview.get': 'צפייה בבקשה לבדיקת תיק ביטוחי',
  'portfolioReview.setStatus': 'שינוי סטטוס של בקשה לבדיקת תיק ביטוחי',
  'claim.list': 'צפייה בתור התביעות',
  'claim.get': 'צפייה בפרטי תביעה',
  'claim.move': 'שינוי סטטוס של תביעה',
  'claim.requestDocument': 'בקשת מסמך ללקוח בתביעה',
};

/** The areas, for a filter on all of an area's actions ('member' → every 'member.*'). */
export const areaLabels: Record<string, string> = {
  account: 'החשבון האישי',
  audit: 'יומן הפעולות',
  auth: 'אבטחת החשבון',
  blog: 'בלוג',
  category: 'קטגוריות הבלוג',
  dashboard: 'לוח הבקרה',
  contact: 'פניות מהאתר',
  member: 'חברים',
  newsletter: 'ניוזלטר',
  travel: 'ביטוח נסיעות',
  customer: 'לקוחות',
  policy: 'פוליסות',
  claim: 'תביעות',
};

export const actionLabel = (action: string) =>
  actionLabels[action] ?? (areaLabels[action] ? `כל הפעולות: ${areaLabels[action]}` : action);

const targetLabels: Record<string, string> = {
  audit_log: 'יומן הפעולות',
  blog_image: 'תמונה בבלוג',
  blog_post: 'מאמר',
  category: 'קטגוריה',
  dashboard: 'לוח הבקרה',
  contact_message: 'פנייה',
  contact_messages: 'הפניות מהאתר',
  member: 'חבר',
  members: 'רשימת החברים',
  newsletters: 'מנויי הניוזלטר',
  travel_insurance: 'בקשה לביטוח נסיעות',
  user: 'משתמש',
  users: 'רשימת הלקוחות',
  user_document: 'מסמך של לקוח',
  insurance_policy: 'פוליסה',
  claim: 'תביעה',
  claims: 'תור התביעות',
};

/** 'חבר · מזהה 12', 'רשימת החברים', or '—' when the entry names no record. */
export function targetText(type: string | null, id: string | null): string {
  if (!type) return id ? `מזהה ${id}` : '—';
  const label = targetLabels[type] ?? type;
  return id ? `${label} · מזהה ${id}` : label;
}

const fieldLabels: Record<string, string> = {
  name: 'שם',
  email: 'דוא״ל',
  phone: 'טלפון',
  status: 'סטטוס',
  policyNumber: 'מספר פוליסה',
  policyType: 'סוג',
  startDate: 'תאריך התחלה',
  endDate: 'תאריך סיום',
};
const roleLabels: Record<string, string> = { user: 'לקוח', admin: 'מנהל' };
const role = (value: unknown) => roleLabels[String(value)] ?? String(value);
const sortLabels: Record<string, string> = {
  name: 'שם',
  email: 'דוא״ל',
  createdAt: 'תאריך הצטרפות',
  status: 'סטטוס',
};
const statusLabels: Record<string, string> = {
  ...claimStatusLabels,
  ...applicationStatusLabels,
  active: 'פעיל',
  inactive: 'לא פעיל',
  ended: 'הסתיימה',
  cancelled: 'בוטלה',
};

/** '2026-01-01' → '01.01.2026', as the admin pages write days. */
const day = (value: unknown) => String(value).split('-').reverse().join('.');
const num = (value: unknown) => (typeof value === 'number' ? value.toLocaleString('he-IL') : String(value));
const status = (value: unknown) => statusLabels[String(value)] ?? String(value);
const published = (value: unknown) => (value ? 'פורסם' : 'טיוטה');
const count = (value: unknown) => num(Array.isArray(value) ? value.length : value);
const quoted = (value: unknown) => `„${String(value)}”`;

/**
 * The other keys the server records, each with its Hebrew label and how its value reads. A value
 * `{from, to}` (a renamed category, a post's new address) reads 'from ← to'.
 */
const detailLabels: Record<string, { label: string; value?: (value: unknown) => string }> = {
  // the dashboard: how many of the newest requests and messages it showed (names included)
  applications: { label: 'בקשות שהוצגו', value: num },
  messages: { label: 'פניות שהוצגו', value: num },
  // posts, categories, images
  name: { label: 'שם', value: quoted },
  slug: { label: 'כתובת' },
  published: { label: 'פרסום', value: published },
  droppedImages: { label: 'תמונות שהוסרו', value: count },
  type: { label: 'סוג קובץ' },
  bytes: { label: 'גודל', value: (value) => `${num(Math.max(1, Math.round(Number(value) / 1024)))} ק״ב` },
  // a rejection's reason, as the customer read it in the e-mail
  reason: { label: 'סיבת הדחייה', value: quoted },
  requestId: { label: 'בקשה למסמך', value: (value) => `מזהה ${String(value)}` },
};

const isChange = (value: unknown): value is { from: unknown; to: unknown } =>
  typeof value === 'object' && value !== null && 'from' in value && 'to' in value;

/** The entry's details as one readable line: counts, searches, what changed (never a JSON dump if avoidable). */
export function detailsText(
  action: string,
  details: Record<string, unknown> | null,
  actorName?: (id: number) => string | undefined,
): string {
  if (!details) return '';
  const parts: string[] = [];
  const { count, total, page, search, changed, from, to, handled, sort, order, actorId, ...rest } = details;
  if (count !== undefined && total !== undefined) parts.push(`הוצגו ${num(count)} מתוך ${num(total)}`);
  else if (count !== undefined) parts.push(`${num(count)} רשומות`);
  if (typeof page === 'number' && page > 1) parts.push(`עמוד ${num(page)}`);
  if (search !== undefined) parts.push(`חיפוש: „${String(search)}”`);
  if (Array.isArray(changed)) {
    parts.push(
      changed.length
        ? `שונו: ${changed.map((f) => fieldLabels[String(f)] ?? String(f)).join(', ')}`
        : 'ללא שינוי',
    );
  }
  if (action === 'audit.list' || action === 'audit.export') {
    if (actorId !== undefined)
      parts.push(`משתמש: ${actorName?.(Number(actorId)) ?? `מזהה ${String(actorId)}`}`);
    if (from !== undefined) parts.push(`מתאריך ${day(from)}`);
    if (to !== undefined) parts.push(`עד תאריך ${day(to)}`);
  } else if (from !== undefined || to !== undefined) {
    // a status change: the new status on the reading end
    parts.push(`סטטוס: ${status(from)} ← ${status(to)}`);
  }
  if (handled !== undefined) parts.push(handled ? 'סומנה כטופלה' : 'הוחזרה לטיפול');
  if (sort !== undefined) {
    parts.push(
      `מיון: ${sortLabels[String(sort)] ?? String(sort)}${order === 'asc' ? ', בסדר עולה' : order === 'desc' ? ', בסדר יורד' : ''}`,
    );
  }
  const { width, height, mailed, ...others } = rest;
  if (width !== undefined && height !== undefined) parts.push(`מידות: ${num(width)}×${num(height)}`);
  for (const [key, value] of Object.entries(others)) {
    const known = detailLabels[key];
    if (key === 'userId') parts.push(`לקוח: מזהה ${String(value)}`);
    else if (key === 'endedSessions') parts.push(`חיבורים שנותקו: ${num(value)}`);
    else if (key === 'fromRole') parts.push(`תפקיד: ${role(value)} ← ${role(rest.toRole)}`);
    else if (key === 'toRole') continue;
    else if (key === 'role') parts.push(`תפקיד: ${role(value)}`);
    else if (key === 'status') parts.push(`סטטוס: ${status(value)}`);
    else if (key === 'action') parts.push(`פעולה: ${actionLabel(String(value))}`);
    else if (known) {
      const show = known.value ?? String;
      parts.push(
        isChange(value)
          ? `${known.label}: ${show(value.from)} ← ${show(value.to)}`
          : `${known.label}: ${show(value)}`,
      );
    } else parts.push(`${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`);
  }
  if (mailed) parts.push('נשלח דוא״ל ללקוח');
  return parts.join(' · ');
}
