import {
  documentFileSchema,
  PolicyEndSchema,
  PolicyInputSchema,
  PolicyUpdateSchema,
} from '../../../../src/shared/account';
import {
  AdminPolicySchema,
  BlockChangeSchema,
  CustomerBlockSchema,
  CustomerDetailsSchema,
  CustomerDocumentSchema,
  CustomerFilterSchema,
  CustomerIdSchema,
  CustomerListSchema,
  CustomerPageSchema,
  CustomerRoleSchema,
  EndedSessionsSchema,
  RoleChangeSchema,
} from '../../../../src/shared/customers';
import { type DocumentFile, documentFile } from '../../../account/documents';
import { recordAudit } from '../../../audit/service';
import { customersCsv } from '../../../customers/csv';
import { createPolicy, endPolicy, updatePolicy } from '../../../customers/policies';
import {
  allCustomers,
  endCustomerSessions,
  getCustomer,
  listCustomers,
  setCustomerBlocked,
  setCustomerRole,
} from '../../../customers/service';
import { adminProcedure, createRouter, sensitiveAdminProcedure } from '../../init';
import {
  auditedChange,
  auditedExportProcedure,
  auditedGetProcedure,
  auditedListProcedure,
  auditedRead,
} from './audited-read';

const customer = { targetType: 'user' } as const;

/** What the list or its export records of its search and role filter. */
const filterDetails = (input: { search?: string | undefined; role?: string | undefined }) => ({
  ...(input.role ? { role: input.role } : {}),
  ...(input.search ? { search: input.search } : {}),
});
const policy = { targetType: 'insurance_policy' } as const;

/** The agency's policy writes; each audited in its transaction with what changed (never the values). */
const adminPoliciesRouter = createRouter({
  create: adminProcedure
    .input(PolicyInputSchema)
    .output(AdminPolicySchema)
    .mutation(({ ctx, input }) =>
      ctx.db.transaction(async (tx) => {
        const created = await createPolicy(tx, input);
        await recordAudit(tx, {
          actorId: ctx.user.id,
          action: 'policy.create',
          ...policy,
          targetId: created.id,
          ip: ctx.ip,
          details: { userId: created.userId, status: created.status },
        });
        return created;
      }),
    ),

  update: adminProcedure
    .input(PolicyUpdateSchema)
    .output(AdminPolicySchema)
    .mutation(({ ctx, input }) =>
      ctx.db.transaction(async (tx) => {
        const { policy: saved, before, changed } = await updatePolicy(tx, input, ctx.user.id);
        await recordAudit(tx, {
          actorId: ctx.user.id,
          action: 'policy.update',
          ...policy,
          targetId: saved.id,
          ip: ctx.ip,
          details: {
            userId: saved.userId,
            changed,
            // the stored statuses (the answer's follows the dates)
            ...(changed.includes('status') ? { from: before.status, to: input.status } : {}),
            ...(changed.includes('renewalStatus')
              ? { renewalFrom: before.renewalStatus, renewalTo: saved.renewalStatus }
              : {}),
          },
        });
        return saved;
      }),
    ),

  end: adminProcedure
    .input(PolicyEndSchema)
    .output(AdminPolicySchema)
    .mutation(({ ctx, input }) =>
      ctx.db.transaction(async (tx) => {
        const { policy: ended, before } = await endPolicy(tx, input.id);
        await recordAudit(tx, {
          actorId: ctx.user.id,
          action: 'policy.end',
          ...policy,
          targetId: ended.id,
          ip: ctx.ip,
          details: { userId: ended.userId, from: before.status, to: ended.status },
        });
        return ended;
      }),
    ),
});

/** /admin/customers: registered users' personal data, so every read is audited, and every change too. */
export const adminCustomersRouter = createRouter({
  list: auditedListProcedure(
    CustomerListSchema,
    CustomerPageSchema,
    {
      action: 'customer.list',
      targetType: 'users',
      details: (input) => (input.role ? { role: input.role } : {}),
    },
    listCustomers,
  ),

  /** The CSV text of the list's search and role; GET /api/admin/users.csv sends it as a file. */
  exportCsv: auditedExportProcedure(
    CustomerFilterSchema,
    { action: 'customer.export', targetType: 'users', details: filterDetails },
    allCustomers,
    customersCsv,
  ),

  get: auditedGetProcedure(
    CustomerIdSchema,
    CustomerDetailsSchema,
    { action: 'customer.get', ...customer },
    getCustomer,
  ),

  /**
   * A document's bytes for the preview (REST door only: GET …/documents/{docId}/preview); a customer's
   * papers (an ID card, a passport), so a recent second factor too; every view audited.
   */
  document: sensitiveAdminProcedure
    .input(CustomerDocumentSchema)
    .output(documentFileSchema<DocumentFile['open']>())
    .query(({ ctx, input }) =>
      auditedRead(
        ctx,
        {
          action: 'customer.viewDocument',
          targetType: 'user_document',
          targetId: input.id,
          details: () => ({ userId: input.userId }),
        },
        (db) => documentFile(db, ctx.deps.storage, input.userId, input.id),
      ),
    ),

  setRole: sensitiveAdminProcedure
    .input(CustomerRoleSchema)
    .output(RoleChangeSchema)
    .mutation(({ ctx, input }) =>
      auditedChange(
        ctx,
        (tx) => setCustomerRole(tx, ctx.user.id, input.id, input.role),
        (change) => ({
          action: 'customer.setRole',
          ...customer,
          targetId: input.id,
          details: { fromRole: change.from, toRole: change.to },
        }),
      ),
    ),

  setBlocked: adminProcedure
    .input(CustomerBlockSchema)
    .output(BlockChangeSchema)
    .mutation(async ({ ctx, input }) => {
      const change = await auditedChange(
        ctx,
        (tx) => setCustomerBlocked(tx, ctx.user.id, input.id, input.blocked),
        ({ endedSessions }) => ({
          action: input.blocked ? 'customer.block' : 'customer.unblock',
          ...customer,
          targetId: input.id,
          details: { endedSessions },
        }),
      );
      return { id: change.id, blocked: change.blockedAt !== null, endedSessions: change.endedSessions };
    }),

  endSessions: adminProcedure
    .input(CustomerIdSchema)
    .output(EndedSessionsSchema)
    .mutation(({ ctx, input }) =>
      auditedChange(
        ctx,
        (tx) => endCustomerSessions(tx, input.id),
        ({ endedSessions }) => ({
          action: 'customer.endSessions',
          ...customer,
          targetId: input.id,
          details: { endedSessions },
        }),
      ),
    ),

  policies: adminPoliciesRouter,
});
