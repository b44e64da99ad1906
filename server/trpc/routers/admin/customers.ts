import { createRouter } from '../../init';

/** /admin/customers: registered users, their profile, documents and policies. */
export const adminCustomersRouter = createRouter({});
