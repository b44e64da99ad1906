import { createCallerFactory, createRouter } from './init';
import { accountRouter } from './routers/account';
import { adminRouter } from './routers/admin';
import { authRouter } from './routers/auth';
import { blogRouter } from './routers/blog';
import { contentRouter } from './routers/content';
import { passkeyRouter } from './routers/passkey';
import { portfolioRouter } from './routers/portfolio';
import { contactRouter, newsletterRouter } from './routers/public-forms';
import { travelRouter } from './routers/travel';

export const appRouter = createRouter({
  auth: authRouter,
  passkey: passkeyRouter,
  newsletter: newsletterRouter,
  contact: contactRouter,
  travel: travelRouter,
  account: accountRouter,
  admin: adminRouter,
  content: contentRouter,
  blog: blogRouter,
  portfolio: portfolioRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
