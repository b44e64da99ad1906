import {
  MemberFilterSchema,
  MemberIdSchema,
  MemberInputSchema,
  MemberListSchema,
  MemberPageSchema,
  MemberRestoreSchema,
  MemberSchema,
  MemberUpdateSchema,
} from '../../../../src/shared/members';
import { membersCsv } from '../../../members/csv';
import {
  allMembers,
  createMember,
  deleteMember,
  getMember,
  listMembers,
  restoreMember,
  updateMember,
} from '../../../members/service';
import { adminProcedure, createRouter } from '../../init';
import {
  auditedChange,
  auditedExportProcedure,
  auditedGetProcedure,
  auditedListProcedure,
} from './audited-read';

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
  list: auditedListProcedure(
    MemberListSchema,
    MemberPageSchema,
    { action: 'member.list', targetType: 'members', details: filterDetails },
    listMembers,
  ),

  get: auditedGetProcedure(MemberIdSchema, MemberSchema, { action: 'member.get', ...target }, getMember),

  create: adminProcedure
    .input(MemberInputSchema)
    .output(MemberSchema)
    .mutation(({ ctx, input }) =>
      auditedChange(
        ctx,
        (tx) => createMember(tx, input),
        (member) => ({
          action: 'member.create',
          ...target,
          targetId: member.id,
          details: { status: member.status },
        }),
      ),
    ),

  update: adminProcedure
    .input(MemberUpdateSchema)
    .output(MemberSchema)
    .mutation(async ({ ctx, input }) => {
      const { member } = await auditedChange(
        ctx,
        (tx) => updateMember(tx, input),
        ({ member, before, changed }) => ({
          action: 'member.update',
          ...target,
          targetId: member.id,
          // which fields changed, not their values; the status is no personal data
          details: {
            changed,
            ...(before.status !== member.status ? { from: before.status, to: member.status } : {}),
          },
        }),
      );
      return member;
    }),

  /** Answers the deleted member, which `restore` takes back for the toast's undo. */
  delete: adminProcedure
    .input(MemberIdSchema)
    .output(MemberSchema)
    .mutation(({ ctx, input }) =>
      auditedChange(
        ctx,
        (tx) => deleteMember(tx, input.id),
        (member) => ({ action: 'member.delete', ...target, targetId: member.id }),
      ),
    ),

  restore: adminProcedure
    .input(MemberRestoreSchema)
    .output(MemberSchema)
    .mutation(({ ctx, input }) =>
      auditedChange(
        ctx,
        (tx) => restoreMember(tx, input),
        (member) => ({ action: 'member.restore', ...target, targetId: member.id }),
      ),
    ),

  /** The CSV text of the list's search and order; GET /api/admin/members.csv sends it as a file. */
  exportCsv: auditedExportProcedure(
    MemberFilterSchema,
    { action: 'member.export', targetType: 'members', details: filterDetails },
    allMembers,
    membersCsv,
  ),
});
