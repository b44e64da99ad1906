import {
  ContactFilterSchema,
  ContactListSchema,
  ContactMarkHandledSchema,
  InboxMessageSchema,
  InboxPageSchema,
} from '../../../../src/shared/contact-inbox';
import { contactMessagesCsv } from '../../../contact/csv';
import { allContactMessages, listContactMessages, markContactHandled } from '../../../contact/inbox';
import { adminProcedure, createRouter } from '../../init';
import { auditedChange, auditedExportProcedure, auditedListProcedure } from './audited-read';

/** What the export records of its search and status filter. */
const filterDetails = (input: { search?: string | undefined; status?: string | undefined }) => ({
  ...(input.status ? { status: input.status } : {}),
  ...(input.search ? { search: input.search } : {}),
});

/** The contact inbox: what visitors sent through the contact form. */
export const adminContactRouter = createRouter({
  list: auditedListProcedure(
    ContactListSchema,
    InboxPageSchema,
    { action: 'contact.list', targetType: 'contact_messages' },
    listContactMessages,
  ),

  /** The CSV text of the inbox's search and status; GET /api/admin/contact-messages.csv sends it as a file. */
  exportCsv: auditedExportProcedure(
    ContactFilterSchema,
    { action: 'contact.export', targetType: 'contact_messages', details: filterDetails },
    allContactMessages,
    contactMessagesCsv,
  ),

  markHandled: adminProcedure
    .input(ContactMarkHandledSchema)
    .output(InboxMessageSchema)
    .mutation(({ ctx, input }) =>
      auditedChange(
        ctx,
        (tx) => markContactHandled(tx, input, ctx.user.id),
        () => ({
          action: 'contact.markHandled',
          targetType: 'contact_message',
          targetId: input.id,
          details: { handled: input.handled },
        }),
      ),
    ),
});
