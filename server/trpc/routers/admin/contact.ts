import { ContactListSchema, ContactMarkHandledSchema } from '../../../../src/shared/contact-inbox';
import { listContactMessages, markContactHandled } from '../../../contact/inbox';
import { adminProcedure, createRouter } from '../../init';
import { auditedChange, auditedListProcedure } from './audited-read';

/** The contact inbox: what visitors sent through the contact form. */
export const adminContactRouter = createRouter({
  list: auditedListProcedure(
    ContactListSchema,
    { action: 'contact.list', targetType: 'contact_messages' },
    listContactMessages,
  ),

  markHandled: adminProcedure.input(ContactMarkHandledSchema).mutation(({ ctx, input }) =>
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
