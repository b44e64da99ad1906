declare module 'virtual:product-index' {
  import type { ProductSummary } from '@/lib/product-index';

  export const productIndex: readonly ProductSummary[];
}
