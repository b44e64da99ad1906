import { TRPCError } from '@trpc/server';
import { ContactMarkHandledSchema } from '../../../../src/shared/contact-inbox';
import { recordAudit } from '../../../audit/service';
import { listContactMessages, markContactHandled } from '../../../contact/inbox';
import { adminProcedure, createRouter } from '../../init';

/** The contact inbox: what visitors sent through the contact form. */
export const adminContactRouter = createRouter({
  list: adminProcedure.query(async ({ ctx }) => {
    const messages = await listContactMessages(ctx.db);
    // reading visitors' personal details is recorded like any admin action
    await recordAudit(ctx.db, {
      actorId: ctx.user.id,
      action: 'contact.list',
      targetType: 'contact_messages',
      ip: ctx.ip,
      details: { count: messages.length },
    });
    return messages;
  }),

  markHandled: adminProcedure.input(ContactMarkHandledSchema).mutation(({ ctx, input }) =>
    ctx.db.transaction(async (tx) => {
      const message = await markContactHandled(tx, input, ctx.user.id);
      if (!message) throw new TRPCError({ code: 'NOT_FOUND', message: 'הפנייה לא נמצאה' });
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
