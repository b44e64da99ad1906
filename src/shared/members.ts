/** Members (/admin/members): the form's rules, shared by the dialog and the server. */
import { EmailSchema } from './auth';
import { normalizePhone } from './contact';
import { IdSchema } from './ids';
import { pageField, pageOf, pageSizeField, searchField } from './paging';
import { nameText } from './text';
import { z } from './zod';

export const memberStatuses = ['active', 'inactive'] as const;
export type MemberStatus = (typeof memberStatuses)[number];

/** A green badge for active, a red one for inactive. */
export const memberStatusLabels: Record<MemberStatus, string> = {
  active: 'פעיל',
  inactive: 'לא פעיל',
};

export const memberMessages = {
  nameShort: 'השם חייב להכיל לפחות 2 תווים',
  nameLong: 'השם ארוך מדי (עד 100 תווים)',
  phone: 'מספר טלפון לא תקין',
  status: 'סטטוס לא תקין',
  emailTaken: 'כתובת הדוא״ל כבר רשומה לחבר אחר',
  notFound: 'החבר לא נמצא',
  idTaken: 'החבר כבר קיים במערכת',
} as const;

// an Israeli number as normalizePhone stores it (9 digits for a landline, 10 for a mobile), or an
// international one other than +972 kept with its plus
const STORED_PHONE = /^(?:0\d{8,9}|\+[1-9]\d{7,14})$/;

/** Optional: empty (or null) is no phone; otherwise as people type it, stored as digits. */
export const MemberPhoneSchema = z
  .string({ error: memberMessages.phone })
  .max(40, memberMessages.phone)
  .nullish()
  .transform((value) => (value == null || value.trim() === '' ? null : normalizePhone(value)))
  .pipe(z.string().regex(STORED_PHONE, memberMessages.phone).nullable());

export const MemberStatusSchema = z.enum(memberStatuses, { error: memberMessages.status });

/** POST /api/admin/members and the dialog in create mode. */
export const MemberInputSchema = z.object({
  // cleaned of direction overrides and zero-width characters (src/shared/text.ts)
  name: nameText(memberMessages.nameShort).pipe(
    z.string().min(2, memberMessages.nameShort).max(100, memberMessages.nameLong),
  ),
  email: z.string({ error: 'כתובת דוא״ל לא תקינה' }).pipe(EmailSchema),
  phone: MemberPhoneSchema,
  status: MemberStatusSchema.default('active'),
});
export type MemberInput = z.input<typeof MemberInputSchema>;

/** PUT /api/admin/members/{id}: the same fields plus the id. */
export const MemberUpdateSchema = MemberInputSchema.extend({ id: IdSchema });

export const MemberIdSchema = z.object({ id: IdSchema });

/** The undo of a delete: the member as the delete answered it, put back with its id and creation time. */
export const MemberRestoreSchema = MemberInputSchema.extend({
  id: IdSchema,
  createdAt: z.coerce
    .date({ error: 'תאריך לא תקין' })
    .refine((date) => date.getTime() <= Date.now() + 60_000, 'תאריך לא תקין'),
});

export const memberSortFields = ['name', 'email', 'createdAt', 'status'] as const;
export type MemberSortField = (typeof memberSortFields)[number];
export const sortOrders = ['asc', 'desc'] as const;
export type SortOrder = (typeof sortOrders)[number];

/** The list's search and order (also what the CSV export takes). */
export const MemberFilterSchema = z.object({
  /** part of the name, the e-mail or the phone */
  search: searchField,
  status: MemberStatusSchema.optional(),
  sort: z.enum(memberSortFields, { error: 'מיון לא תקין' }).default('createdAt'),
  order: z.enum(sortOrders, { error: 'כיוון מיון לא תקין' }).default('desc'),
});

/** One page of members; newest first unless sorted otherwise. */
export const MemberListSchema = MemberFilterSchema.extend({
  page: pageField,
  pageSize: pageSizeField,
});

/** A member as the procedures answer it. */
export const MemberSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  status: z.enum(memberStatuses),
  createdAt: z.date(),
});

export const MemberPageSchema = pageOf(MemberSchema);
