import { subscribersCsv } from '../../../newsletter/csv';
import { listSubscribers } from '../../../newsletter/service';
import { adminProcedure, createRouter } from '../../init';
import { auditedRead } from './audited-read';

/** Newsletter subscribers: the list and its CSV export (both reads of personal data, both audited). */
export const adminNewsletterRouter = createRouter({
  list: adminProcedure.query(({ ctx }) =>
    auditedRead(ctx, { action: 'newsletter.list', targetType: 'newsletters' }, listSubscribers),
  ),

  /** The CSV text; GET /api/admin/newsletter.csv sends it as a file. */
  exportCsv: adminProcedure.query(async ({ ctx }) => {
    const subscribers = await auditedRead(
      ctx,
      { action: 'newsletter.export', targetType: 'newsletters' },
      listSubscribers,
    );
    return subscribersCsv(subscribers);
  }),
});
