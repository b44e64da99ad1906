import { createRouter } from '../../init';
import { adminBlogRouter, adminCategoriesRouter } from './blog';
import { adminContactRouter } from './contact';
import { adminNewsletterRouter } from './newsletter';
import { adminTravelRouter } from './travel';

/** Everything under `admin.*`: each area in its own file, every procedure on the admin tier. */
export const adminRouter = createRouter({
  blog: adminBlogRouter,
  categories: adminCategoriesRouter,
  contact: adminContactRouter,
  newsletter: adminNewsletterRouter,
  travel: adminTravelRouter,
});
