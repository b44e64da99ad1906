import { ContactListSchema, ContactMarkHandledSchema } from '../../../../src/shared/contact-inbox';
import { recordAudit } from '../../../audit/service';
import { type InboxPage, listContactMessages, markContactHandled } from '../../../contact/inbox';
import { adminProcedure, createRouter } from '../../init';
import { auditedRead, pageDetails } from './audited-read';

/** The contact inbox: what visitors sent through the contact form. */
export const adminContactRouter = createRouter({
  list: adminProcedure.input(ContactListSchema).query(({ ctx, input }) =>
    auditedRead(
      ctx,
      {
        action: 'contact.list',
        targetType: 'contact_messages',
        details: (page: InboxPage) => pageDetails(input, page),
      },
      (db) => listContactMessages(db, input),
    ),
  ),

  markHandled: adminProcedure.input(ContactMarkHandledSchema).mutation(({ ctx, input }) =>
    ctx.db.transaction(async (tx) => {
      const message = await markContactHandled(tx, input, ctx.user.id);
      await recordAudit(tx, {
        actorId: ctx.user.id,
        action: 'contact.markHandled',
        targetType: 'contact_message',
        targetId: input.id,
        ip: ctx.ip,
        details: { handled: input.handled },
      });
      return message;
    }),
  ),
});
