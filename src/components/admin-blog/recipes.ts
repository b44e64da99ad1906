/**
 * Chakra recipes only the admin blog uses, passed as props (`<Switch.Root recipe={…}>`) so they load with
 * the admin chunks and never with the public pages (src/theme/system.ts).
 */
export { nativeSelectSlotRecipe } from 'chakra-theme/recipes/native-select';
export { switchSlotRecipe } from 'chakra-theme/recipes/switch';
export { textareaRecipe } from 'chakra-theme/recipes/textarea';
