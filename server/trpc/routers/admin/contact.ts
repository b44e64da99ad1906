import { ContactMarkHandledSchema } from '../../../../src/shared/contact-inbox';
import { recordAudit } from '../../../audit/service';
import { listContactMessages, markContactHandled } from '../../../contact/inbox';
import { adminProcedure, createRouter } from '../../init';
import { auditedRead } from './audited-read';

/** The contact inbox: what visitors sent through the contact form. */
export const adminContactRouter = createRouter({
  list: adminProcedure.query(({ ctx }) =>
    auditedRead(ctx, { action: 'contact.list', targetType: 'contact_messages' }, listContactMessages),
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
