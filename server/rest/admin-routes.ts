import type { RestInput, RestRoute } from './adapter';

const idParam = (i: RestInput) => Number(i.params.id);
const asObject = (body: unknown) => (body !== null && typeof body === 'object' ? body : {});

/** Admin paths beyond CONTRACT §4's table, by its conventions: contact inbox, newsletter subscribers. */
export const adminInboxRoutes: RestRoute[] = [
  { method: 'GET', path: '/admin/contact-messages', handle: (t) => t.admin.contact.list() },
  {
    method: 'PUT',
    path: '/admin/contact-messages/:id',
    handle: async (t, i) =>
      t.admin.contact.markHandled({ ...asObject(await i.json()), id: idParam(i) } as never),
  },
  { method: 'GET', path: '/admin/newsletter', handle: (t) => t.admin.newsletter.list() },
  {
    method: 'GET',
    path: '/admin/newsletter.csv',
    raw: true,
    handle: async (t) => {
      const csv = await t.admin.newsletter.exportCsv();
      const day = new Date().toISOString().slice(0, 10);
      return new Response(csv, {
        headers: {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': `attachment; filename="newsletter-subscribers-${day}.csv"`,
        },
      });
    },
  },
];
