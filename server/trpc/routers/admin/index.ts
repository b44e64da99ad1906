import { createRouter } from '../../init';
import { adminAuditRouter } from './audit';
import { adminBlogRouter, adminCategoriesRouter } from './blog';
import { adminClaimsRouter } from './claims';
import { adminContactRouter } from './contact';
import { adminCustomersRouter } from './customers';
import { adminDashboardRouter } from './dashboard';
import { adminMembersRouter } from './members';
import { adminNewsletterRouter } from './newsletter';
import { adminPortfolioReviewsRouter } from './portfolio-reviews';
import { adminRenewalsRouter } from './renewals';
import { adminTravelRouter } from './travel';

/** Everything under `admin.*`: each area in its own file, every procedure on the admin tier. */
export const adminRouter = createRouter({
  audit: adminAuditRouter,
  blog: adminBlogRouter,
  categories: adminCategoriesRouter,
  claims: adminClaimsRouter,
  contact: adminContactRouter,
  customers: adminCustomersRouter,
  dashboard: adminDashboardRouter,
  members: adminMembersRouter,
  newsletter: adminNewsletterRouter,
  portfolioReviews: adminPortfolioReviewsRouter,
  renewals: adminRenewalsRouter,
  travel: adminTravelRouter,
});
