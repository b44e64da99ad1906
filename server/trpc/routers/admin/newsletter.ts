import { SubscriberListSchema } from '../../../../src/shared/newsletter';
import { subscribersCsv } from '../../../newsletter/csv';
import { allSubscribers, listSubscribers, type SubscriberPage } from '../../../newsletter/service';
import { adminProcedure, createRouter } from '../../init';
import { auditedRead, pageDetails } from './audited-read';

/** Newsletter subscribers: the list and its CSV export (both reads of personal data, both audited). */
export const adminNewsletterRouter = createRouter({
  list: adminProcedure.input(SubscriberListSchema).query(({ ctx, input }) =>
    auditedRead(
      ctx,
      {
        action: 'newsletter.list',
        targetType: 'newsletters',
        details: (page: SubscriberPage) => pageDetails(input, page),
      },
      (db) => listSubscribers(db, input),
    ),
  ),

  /** The CSV text; GET /api/admin/newsletter.csv sends it as a file. */
  exportCsv: adminProcedure.query(async ({ ctx }) => {
    const subscribers = await auditedRead(
      ctx,
      { action: 'newsletter.export', targetType: 'newsletters' },
      allSubscribers,
    );
    return subscribersCsv(subscribers);
  }),
});
