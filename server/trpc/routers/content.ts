import { z } from 'zod';
import { productByPath } from '../../../src/content/products/texts';
import { notFound } from '../../errors';
import { createRouter, publicProcedure } from '../init';

// product texts travel in the page's data, so each page's JavaScript carries none of the 20 products
export const contentRouter = createRouter({
  product: publicProcedure.input(z.object({ path: z.string().max(100) })).query(({ input }) => {
    const product = productByPath(input.path);
    if (!product) throw notFound('המוצר המבוקש לא נמצא');
    return product;
  }),
});
