/**
 * Claims: a customer's report of a loss under one of their policies, and the agency's handling of it.
 * The path a claim moves along is data (`claimMoves`); both the server and the admin's move control read it.
 */
import { calendarDate } from './account';
import { IdSchema } from './ids';
import { israelToday } from './israel-time';
import { ListPageSchema, pageOf } from './paging';
import { cleanText } from './text';
import { z } from './zod';

export const claimStatuses = [
  'received',
  'submitted',
  'documents_needed',
  'approved',
  'declined',
  'paid',
  'closed',
] as const;
export type ClaimStatus = (typeof claimStatuses)[number];

export const claimStatusLabels: Record<ClaimStatus, string> = {
  received: 'התקבלה בסוכנות',
  submitted: 'הועברה לחברת הביטוח',
  documents_needed: 'נדרשים מסמכים',
  approved: 'אושרה',
  declined: 'נדחתה',
  paid: 'שולמה',
  closed: 'סגורה',
};

/** The moves staff may make from each status; any other move is refused (409). */
export const claimMoves: Record<ClaimStatus, readonly ClaimStatus[]> = {
  received: ['submitted'],
  submitted: ['documents_needed', 'approved', 'declined'],
  documents_needed: ['submitted'],
  approved: ['paid', 'closed'],
  declined: ['closed'],
  paid: ['closed'],
  closed: [],
};

export const canMoveClaim = (from: ClaimStatus, to: ClaimStatus) => claimMoves[from].includes(to);

/** Where the insurer's decision is in: the decision clock stops at these. */
export const decidedStatuses: readonly ClaimStatus[] = ['approved', 'declined', 'paid', 'closed'];

/** A customer may add documents until the claim is closed. */
export const claimTakesDocuments = (status: ClaimStatus) => status !== 'closed';

/** 'CL-2026-000123': the claim's year (Israel time) and its id, the number a customer quotes. */
export const claimReference = (id: number, createdAt: Date) =>
  `CL-${israelToday(createdAt).slice(0, 4)}-${String(id).padStart(6, '0')}`;

/** The id of a reference as typed ('cl-2026-123', 'CL-2026-000123'); undefined when it is not one. */
export function claimIdOfReference(text: string): number | undefined {
  const match = /^CL-?(\d{4})-?(\d{1,10})$/i.exec(text.trim());
  const id = Number(match?.[2]);
  return match && Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647 ? id : undefined;
}

export const claimMessages = {
  notFound: 'התביעה לא נמצאה',
  policy: 'יש לבחור פוליסה',
  eventDate: 'יש להזין את תאריך האירוע',
  eventDateFuture: 'תאריך האירוע לא יכול להיות בעתיד',
  eventBeforePolicy: 'תאריך האירוע מוקדם מתחילת הפוליסה',
  description: 'יש לתאר את מה שקרה (לפחות 10 תווים)',
  descriptionLong: 'התיאור ארוך מדי (עד 2,000 תווים)',
  documents: 'אפשר לצרף עד 20 מסמכים',
  move: 'אי אפשר להעביר את התביעה מ״{from}״ ל״{to}״',
  requestTitle: 'יש לכתוב איזה מסמך נדרש (2–200 תווים)',
  requestNotFound: 'הבקשה למסמך לא נמצאה',
  closed: 'התביעה סגורה ואי אפשר להוסיף לה מסמכים',
  note: 'ההערה ארוכה מדי (עד 1,000 תווים)',
  status: 'סטטוס לא תקין',
  created: 'התביעה נשלחה',
  createdDetail: 'קיבלנו את התביעה ונעדכן אתכם בדוא״ל בכל שלב.',
  failed: 'שליחת התביעה נכשלה',
  attached: 'המסמך צורף לתביעה',
  attachFailed: 'צירוף המסמך נכשל',
} as const;

/** The 409 of a move off the path, in the staff's words. */
export const moveRefused = (from: ClaimStatus, to: ClaimStatus) =>
  claimMessages.move.replace('{from}', claimStatusLabels[from]).replace('{to}', claimStatusLabels[to]);

const StatusSchema = z.enum(claimStatuses, { error: claimMessages.status });

const noteText = z
  .string({ error: claimMessages.note })
  .transform(cleanText)
  .pipe(z.string().max(1000, claimMessages.note));

// ── The customer ────────────────────────────────────────────────────────────────────────────────────

/** POST /api/user/claims: the event's date (YYYY-MM-DD, not in the future), what happened, documents. */
export const ClaimCreateSchema = z.object({
  policyId: z
    .number({ error: claimMessages.policy })
    .int(claimMessages.policy)
    .positive(claimMessages.policy)
    .max(2_147_483_647, claimMessages.policy),
  eventDate: calendarDate(claimMessages.eventDate).refine(
    (day) => day <= israelToday(),
    claimMessages.eventDateFuture,
  ),
  description: z
    .string({ error: claimMessages.description })
    .transform(cleanText)
    .pipe(z.string().min(10, claimMessages.description).max(2000, claimMessages.descriptionLong)),
  documentIds: z.array(IdSchema).max(20, claimMessages.documents).optional(),
});
export type ClaimCreateInput = z.input<typeof ClaimCreateSchema>;

export const ClaimIdSchema = z.object({ id: IdSchema });

/** POST /api/user/claims/{id}/documents: one of the caller's documents, answering a request when named. */
export const ClaimAttachSchema = z.object({
  id: IdSchema,
  documentId: IdSchema,
  requestId: IdSchema.optional(),
});

export const ClaimCreatedSchema = z.object({
  id: z.number(),
  reference: z.string(),
  status: z.literal('received'),
});

export const ClaimItemSchema = z.object({
  id: z.number(),
  reference: z.string(),
  policyId: z.number(),
  status: StatusSchema,
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type ClaimItem = z.output<typeof ClaimItemSchema>;

export const TimelineEntrySchema = z.object({
  status: StatusSchema,
  at: z.date(),
  note: z.string().optional(),
});

export const DocumentRequestSchema = z.object({
  id: z.number(),
  title: z.string(),
  documentId: z.number().optional(),
});

export const ClaimDocumentSchema = z.object({ id: z.number(), name: z.string(), addedAt: z.date() });

/** The claim as its customer sees it. */
export const ClaimDetailsSchema = ClaimItemSchema.extend({
  eventDate: z.string(),
  description: z.string(),
  policy: z.object({ policyNumber: z.string(), policyType: z.string() }),
  timeline: z.array(TimelineEntrySchema),
  documentRequests: z.array(DocumentRequestSchema),
  documents: z.array(ClaimDocumentSchema),
});
export type ClaimDetails = z.output<typeof ClaimDetailsSchema>;

// ── Staff ───────────────────────────────────────────────────────────────────────────────────────────

/** The queue: `search` a reference, part of the customer's name or of the policy number. */
export const ClaimListSchema = ListPageSchema.extend({ status: StatusSchema.optional() });

/** A regulator's clock on a claim: its last day, and whether it was met, is running or is overdue. */
export const DueDateSchema = z.object({
  due: z.string(),
  state: z.enum(['met', 'running', 'overdue']),
});
export type DueDate = z.output<typeof DueDateSchema>;

export const ClaimDueDatesSchema = z.object({ acknowledgement: DueDateSchema, decision: DueDateSchema });

export const ClaimRowSchema = ClaimItemSchema.extend({
  customer: z.object({ id: z.number(), username: z.string(), fullName: z.string() }),
  policyNumber: z.string(),
  policyType: z.string(),
  dueDates: ClaimDueDatesSchema,
});
export type ClaimRow = z.output<typeof ClaimRowSchema>;
export const ClaimPageSchema = pageOf(ClaimRowSchema);

export const AdminClaimSchema = ClaimDetailsSchema.extend({
  customer: z.object({
    id: z.number(),
    username: z.string(),
    email: z.string(),
    fullName: z.string(),
    phone: z.string(),
  }),
  policy: z.object({
    id: z.number(),
    policyNumber: z.string(),
    policyType: z.string(),
    startDate: z.string(),
    endDate: z.string().nullable(),
  }),
  dueDates: ClaimDueDatesSchema,
  /** the moves staff may make now */
  moves: z.array(StatusSchema),
});
export type AdminClaim = z.output<typeof AdminClaimSchema>;

/** PUT /api/admin/claims/{id}: the next status, and a note that goes into the customer's e-mail. */
export const ClaimMoveSchema = z.object({ id: IdSchema, status: StatusSchema, note: noteText.optional() });

/** POST /api/admin/claims/{id}/document-requests: what the customer should send. */
export const ClaimDocumentRequestSchema = z.object({
  id: IdSchema,
  title: z
    .string({ error: claimMessages.requestTitle })
    .transform(cleanText)
    .pipe(z.string().min(2, claimMessages.requestTitle).max(200, claimMessages.requestTitle)),
});
