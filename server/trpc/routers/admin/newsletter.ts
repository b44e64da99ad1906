import { CsvTextSchema } from '../../../../src/shared/answers';
import { SubscriberListSchema, SubscriberPageSchema } from '../../../../src/shared/newsletter';
import { subscribersCsv } from '../../../newsletter/csv';
import { allSubscribers, listSubscribers } from '../../../newsletter/service';
import { createRouter, sensitiveAdminProcedure } from '../../init';
import { auditedListProcedure, auditedRead } from './audited-read';

/** Newsletter subscribers: the list and its CSV export (both reads of personal data, both audited). */
export const adminNewsletterRouter = createRouter({
  list: auditedListProcedure(
    SubscriberListSchema,
    SubscriberPageSchema,
    { action: 'newsletter.list', targetType: 'newsletters' },
    listSubscribers,
  ),

  /** The CSV text; GET /api/admin/newsletter.csv sends it as a file. */
  exportCsv: sensitiveAdminProcedure.output(CsvTextSchema).query(async ({ ctx }) => {
    const subscribers = await auditedRead(
      ctx,
      { action: 'newsletter.export', targetType: 'newsletters' },
      allSubscribers,
    );
    return subscribersCsv(subscribers);
  }),
});
