import {
  MemberFilterSchema,
  MemberIdSchema,
  MemberInputSchema,
  MemberListSchema,
  MemberRestoreSchema,
  MemberUpdateSchema,
} from '../../../../src/shared/members';
import { recordAudit } from '../../../audit/service';
import { membersCsv } from '../../../members/csv';
import {
  allMembers,
  createMember,
  deleteMember,
  getMember,
  listMembers,
  type MemberPage,
  restoreMember,
  updateMember,
} from '../../../members/service';
import { adminProcedure, createRouter } from '../../init';
import { auditedRead, pageDetails } from './audited-read';

const target = { targetType: 'member' } as const;

/** What a list or export records of its search (never the rows themselves). */
const filterDetails = (input: {
  search?: string | undefined;
  status?: string | undefined;
  sort: string;
  order: string;
}) => ({
  ...(input.search ? { search: input.search } : {}),
  ...(input.status ? { status: input.status } : {}),
  sort: input.sort,
  order: input.order,
});

/** /admin/members: names, e-mails and phones, so every read is audited; every change too, with the change. */
export const adminMembersRouter = createRouter({
  list: adminProcedure.input(MemberListSchema).query(({ ctx, input }) =>
    auditedRead(
      ctx,
      {
        action: 'member.list',
        targetType: 'members',
        details: (page: MemberPage) => ({ ...pageDetails(input, page), ...filterDetails(input) }),
      },
      (db) => listMembers(db, input),
    ),
  ),

  get: adminProcedure
    .input(MemberIdSchema)
    .query(({ ctx, input }) =>
      auditedRead(ctx, { action: 'member.get', ...target, targetId: input.id }, (db) =>
        getMember(db, input.id),
      ),
    ),

  create: adminProcedure.input(MemberInputSchema).mutation(({ ctx, input }) =>
    ctx.db.transaction(async (tx) => {
      const member = await createMember(tx, input);
      await recordAudit(tx, {
        actorId: ctx.user.id,
        action: 'member.create',
        ...target,
        targetId: member.id,
        ip: ctx.ip,
        details: { status: member.status },
      });
      return member;
    }),
  ),

  update: adminProcedure.input(MemberUpdateSchema).mutation(({ ctx, input }) =>
    ctx.db.transaction(async (tx) => {
      const { member, before, changed } = await updateMember(tx, input);
      await recordAudit(tx, {
        actorId: ctx.user.id,
        action: 'member.update',
        ...target,
        targetId: member.id,
        ip: ctx.ip,
        // which fields changed, not their values; the status is no personal data
        details: {
          changed,
          ...(before.status !== member.status ? { from: before.status, to: member.status } : {}),
        },
      });
      return member;
    }),
  ),

  /** Answers the deleted member, which `restore` takes back for the toast's undo. */
  delete: adminProcedure.input(MemberIdSchema).mutation(({ ctx, input }) =>
    ctx.db.transaction(async (tx) => {
      const member = await deleteMember(tx, input.id);
      await recordAudit(tx, {
        actorId: ctx.user.id,
        action: 'member.delete',
        ...target,
        targetId: member.id,
        ip: ctx.ip,
      });
      return member;
    }),
  ),

  restore: adminProcedure.input(MemberRestoreSchema).mutation(({ ctx, input }) =>
    ctx.db.transaction(async (tx) => {
      const member = await restoreMember(tx, input);
      await recordAudit(tx, {
        actorId: ctx.user.id,
        action: 'member.restore',
        ...target,
        targetId: member.id,
        ip: ctx.ip,
      });
      return member;
    }),
  ),

  /** The CSV text of the list's search and order; GET /api/admin/members.csv sends it as a file. */
  exportCsv: adminProcedure.input(MemberFilterSchema).query(async ({ ctx, input }) => {
    const rows = await auditedRead(
      ctx,
      { action: 'member.export', targetType: 'members', details: () => filterDetails(input) },
      (db) => allMembers(db, input),
    );
    return membersCsv(rows);
  }),
});
