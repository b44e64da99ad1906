/**
 * The products' path, title, group and tagline for menus, routes and related links, without their
 * texts (see `productIndex()` in vite.config.ts). Pages that show a product's content import
 * `@/content/products` directly.
 */
import { productIndex } from 'virtual:product-index';
import type { ProductGroup } from '@/content/products/types';

export { productGroupNames } from '@/content/products/types';
export type { ProductGroup };

export interface ProductSummary {
  slug: string;
  path: string;
  group: ProductGroup;
  title: string;
  tagline: string;
}

export const productSummaries: readonly ProductSummary[] = productIndex;

export const productGroups: readonly ProductGroup[] = ['private', 'business', 'investments'];

export const summariesByGroup = (group: ProductGroup) => productSummaries.filter((p) => p.group === group);

export const summaryByPath = (path: string) => productSummaries.find((p) => p.path === path);
