import { createCallerFactory, createRouter } from './init';
import { adminRouter } from './routers/admin';
import { authRouter } from './routers/auth';
import { contentRouter } from './routers/content';
import { contactRouter, newsletterRouter } from './routers/public-forms';

export const appRouter = createRouter({
  auth: authRouter,
  newsletter: newsletterRouter,
  contact: contactRouter,
  admin: adminRouter,
  content: contentRouter,
});

export type AppRouter = typeof appRouter;
export const createCaller = createCallerFactory(appRouter);
