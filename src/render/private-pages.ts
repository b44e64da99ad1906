import type { PageModule } from '@/render/lazy-page';

/** The account's and the staff's pages, one chunk each (src/render/lazy-page.tsx loads this table). */
export const privatePages = import.meta.glob<PageModule>([
  '../pages/account/**/*.tsx',
  '../pages/admin/**/*.tsx',
]);
