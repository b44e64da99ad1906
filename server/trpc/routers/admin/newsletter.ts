import { recordAudit } from '../../../audit/service';
import { subscribersCsv } from '../../../newsletter/csv';
import { listSubscribers } from '../../../newsletter/service';
import { adminProcedure, createRouter } from '../../init';

/** Newsletter subscribers: the list and its CSV export (both reads of personal data, both audited). */
export const adminNewsletterRouter = createRouter({
  list: adminProcedure.query(async ({ ctx }) => {
    const subscribers = await listSubscribers(ctx.db);
    await recordAudit(ctx.db, {
      actorId: ctx.user.id,
      action: 'newsletter.list',
      targetType: 'newsletters',
      ip: ctx.ip,
      details: { count: subscribers.length },
    });
    return subscribers;
  }),

  /** The CSV text; GET /api/admin/newsletter.csv sends it as a file. */
  exportCsv: adminProcedure.query(async ({ ctx }) => {
    const subscribers = await listSubscribers(ctx.db);
    await recordAudit(ctx.db, {
      actorId: ctx.user.id,
      action: 'newsletter.export',
      targetType: 'newsletters',
      ip: ctx.ip,
      details: { count: subscribers.length },
    });
    return subscribersCsv(subscribers);
  }),
});
