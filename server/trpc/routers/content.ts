import { z } from 'zod';
import { aboutPage } from '../../../src/content/about';
import { homePage } from '../../../src/content/home';
import { legalDocuments } from '../../../src/content/legal';
import { productByPath } from '../../../src/content/products/texts';
import { travelPage } from '../../../src/content/travel';
import { legalPaths } from '../../../src/shared/legal-paths';
import { notFound } from '../../errors';
import { createRouter, publicProcedure } from '../init';

// page texts travel in the page's data, so the pages' JavaScript carries none of them
export const contentRouter = createRouter({
  home: publicProcedure.query(() => homePage),
  travel: publicProcedure.query(() => travelPage),
  about: publicProcedure.query(() => aboutPage),
  legal: publicProcedure
    .input(z.object({ path: z.enum(legalPaths) }))
    .query(({ input }) => legalDocuments[input.path]),
  product: publicProcedure.input(z.object({ path: z.string().max(100) })).query(({ input }) => {
    const product = productByPath(input.path);
    if (!product) throw notFound('המוצר המבוקש לא נמצא');
    return product;
  }),
});
