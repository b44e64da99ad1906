/**
 * Chakra recipes only the personal area uses, passed as props (`<Tabs.Root recipe={…}>`) so they load
 * with its chunk and never with the public pages (src/theme/system.ts).
 */

export { tabsSlotRecipe } from 'chakra-theme/recipes/tabs';
export { badgeRecipe, tableSlotRecipe } from '@/theme/chakra-theme';
