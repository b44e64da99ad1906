import {
  CustomerBlockSchema,
  CustomerDocumentSchema,
  CustomerIdSchema,
  CustomerListSchema,
  CustomerRoleSchema,
  PolicyEndSchema,
  PolicyInputSchema,
  PolicyUpdateSchema,
} from '../../../../src/shared/account';
import { documentFile } from '../../../account/documents';
import { recordAudit } from '../../../audit/service';
import { createPolicy, endPolicy, updatePolicy } from '../../../customers/policies';
import {
  type CustomerPage,
  endCustomerSessions,
  getCustomer,
  listCustomers,
  setCustomerBlocked,
  setCustomerRole,
} from '../../../customers/service';
import { adminProcedure, createRouter } from '../../init';
import { auditedRead } from './audited-read';

const customer = { targetType: 'user' } as const;
const policy = { targetType: 'insurance_policy' } as const;

/** The agency's policy writes; each audited in its transaction with what changed (never the values). */
const adminPoliciesRouter = createRouter({
  create: adminProcedure.input(PolicyInputSchema).mutation(({ ctx, input }) =>
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

  update: adminProcedure.input(PolicyUpdateSchema).mutation(({ ctx, input }) =>
    ctx.db.transaction(async (tx) => {
      const { policy: saved, before, changed } = await updatePolicy(tx, input);
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
        },
      });
      return saved;
    }),
  ),

  end: adminProcedure.input(PolicyEndSchema).mutation(({ ctx, input }) =>
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
  list: adminProcedure.input(CustomerListSchema).query(({ ctx, input }) =>
    auditedRead(
      ctx,
      {
        action: 'customer.list',
        targetType: 'users',
        details: (page: CustomerPage) => ({
          count: page.items.length,
          total: page.total,
          page: input.page,
          ...(input.search ? { search: input.search } : {}),
          ...(input.role ? { role: input.role } : {}),
        }),
      },
      (db) => listCustomers(db, input),
    ),
  ),

  get: adminProcedure
    .input(CustomerIdSchema)
    .query(({ ctx, input }) =>
      auditedRead(ctx, { action: 'customer.get', ...customer, targetId: input.id }, (db) =>
        getCustomer(db, input.id),
      ),
    ),

  /** A document's bytes for the preview (REST door only: GET …/documents/{docId}/preview); every view audited. */
  document: adminProcedure.input(CustomerDocumentSchema).query(({ ctx, input }) =>
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

  setRole: adminProcedure.input(CustomerRoleSchema).mutation(({ ctx, input }) =>
    ctx.db.transaction(async (tx) => {
      const change = await setCustomerRole(tx, ctx.user.id, input.id, input.role);
      await recordAudit(tx, {
        actorId: ctx.user.id,
        action: 'customer.setRole',
        ...customer,
        targetId: input.id,
        ip: ctx.ip,
        details: { fromRole: change.from, toRole: change.to },
      });
      return change;
    }),
  ),

  setBlocked: adminProcedure.input(CustomerBlockSchema).mutation(({ ctx, input }) =>
    ctx.db.transaction(async (tx) => {
      const change = await setCustomerBlocked(tx, ctx.user.id, input.id, input.blocked);
      await recordAudit(tx, {
        actorId: ctx.user.id,
        action: input.blocked ? 'customer.block' : 'customer.unblock',
        ...customer,
        targetId: input.id,
        ip: ctx.ip,
        details: { endedSessions: change.endedSessions },
      });
      return { id: change.id, blocked: change.blockedAt !== null, endedSessions: change.endedSessions };
    }),
  ),

  endSessions: adminProcedure.input(CustomerIdSchema).mutation(({ ctx, input }) =>
    ctx.db.transaction(async (tx) => {
      const result = await endCustomerSessions(tx, input.id);
      await recordAudit(tx, {
        actorId: ctx.user.id,
        action: 'customer.endSessions',
        ...customer,
        targetId: input.id,
        ip: ctx.ip,
        details: { endedSessions: result.endedSessions },
      });
      return result;
    }),
  ),

  policies: adminPoliciesRouter,
});
