import { appRouter } from '../trpc/router';
import { type RestRequest, route } from './adapter';

const { contact, newsletter } = appRouter.admin;

/** The body's fields with the path's id (`/…/{id}`); the procedure's schema judges both. */
const withIdParam = ({ json, params }: RestRequest) => ({
  ...(json !== null && typeof json === 'object' ? json : {}),
  id: Number(params.id),
});

/** Admin paths beyond CONTRACT §4's table, by its conventions: contact inbox, newsletter subscribers. */
export const adminInboxRoutes = [
  route('GET', '/admin/contact-messages', contact.list),
  route('PUT', '/admin/contact-messages/:id', contact.markHandled, { input: withIdParam }),
  route('GET', '/admin/newsletter', newsletter.list),
  route('GET', '/admin/newsletter.csv', newsletter.exportCsv, {
    respond: (csv) => {
      const day = new Date().toISOString().slice(0, 10);
      return new Response(csv, {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="newsletter-subscribers-${day}.csv"`,
        },
      });
    },
  }),
];
