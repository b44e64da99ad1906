import type { ComponentType } from 'react';

/** The account's and the staff's pages, one chunk each (src/render/lazy-page.tsx loads this table). */
export const privatePages = import.meta.glob<{ default: ComponentType }>([
  '../pages/account/**/*.tsx',
  '../pages/admin/**/*.tsx',
]);
