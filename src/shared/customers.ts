/** The admin's customers (/admin/customers): the list's filters, the account actions and their answers. */
import { DocumentItemSchema, PolicyAnswerSchema, ProfileAnswerSchema } from './account';
import { IdSchema } from './ids';
import { ListPageSchema, pageOf } from './paging';
import { z } from './zod';

const roles = ['user', 'admin'] as const;
const RoleSchema = z.enum(roles, { error: 'תפקיד לא תקין' });

export const customerRoleLabels = { user: 'לקוח', admin: 'מנהל' } as const;

/** `search`: part of the user name, e-mail, full name or phone */
export const CustomerListSchema = ListPageSchema.extend({ role: RoleSchema.optional() });
/** The list's search and role filter (what the CSV export takes). */
export const CustomerFilterSchema = CustomerListSchema.omit({ page: true, pageSize: true });

export const CustomerIdSchema = z.object({ id: IdSchema });
export const CustomerRoleSchema = z.object({ id: IdSchema, role: RoleSchema });
export const CustomerBlockSchema = z.object({ id: IdSchema, blocked: z.boolean({ error: 'ערך לא תקין' }) });
export const CustomerDocumentSchema = z.object({ userId: IdSchema, id: IdSchema });

// ── Answers ────────────────────────────────────────────────────────────────────────────────────────

/** A row of the customers list (a profile saved empty reads as no name and no phone). */
export const CustomerRowSchema = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  role: z.enum(roles),
  fullName: z.string().nullable(),
  phone: z.string().nullable(),
  createdAt: z.date(),
  lastLogin: z.date().nullable(),
  blocked: z.boolean(),
});

export const CustomerPageSchema = pageOf(CustomerRowSchema);

/** One customer's page: the account (never its password hash or tokens), profile, policies, documents. */
export const CustomerDetailsSchema = z.object({
  account: z.object({
    id: z.number(),
    username: z.string(),
    email: z.string(),
    role: z.enum(roles),
    createdAt: z.date(),
    lastLogin: z.date().nullable(),
    blockedAt: z.date().nullable(),
    /** a lockout after failed logins, while it lasts */
    lockedUntil: z.date().nullable(),
  }),
  profile: ProfileAnswerSchema.nullable(),
  policies: z.array(PolicyAnswerSchema),
  documents: z.array(DocumentItemSchema),
  activeSessions: z.number(),
});

export const RoleChangeSchema = z.object({ id: z.number(), from: z.enum(roles), to: z.enum(roles) });
export const BlockChangeSchema = z.object({
  id: z.number(),
  blocked: z.boolean(),
  endedSessions: z.number(),
});
export const EndedSessionsSchema = z.object({ id: z.number(), endedSessions: z.number() });

/** A policy as staff see it: the customer's view and its owner. */
export const AdminPolicySchema = PolicyAnswerSchema.extend({ userId: z.number() });
