/**
 * Chakra's theme pieces, imported file by file. The '@chakra-ui/react/theme' barrel also builds the
 * full default theme, which the bundler then keeps whole (~40 kB of recipes in every page);
 * `chakra-theme/*` (alias in vite.config.ts and tsconfig.json) points at the individual modules.
 */
export { breakpoints } from 'chakra-theme/breakpoints';
export { globalCss } from 'chakra-theme/global-css';
export { layerStyles } from 'chakra-theme/layer-styles';
export { accordionSlotRecipe } from 'chakra-theme/recipes/accordion';
export { badgeRecipe } from 'chakra-theme/recipes/badge';
export { buttonRecipe } from 'chakra-theme/recipes/button';
export { datePickerSlotRecipe } from 'chakra-theme/recipes/date-picker';
export { dialogSlotRecipe } from 'chakra-theme/recipes/dialog';
export { drawerSlotRecipe } from 'chakra-theme/recipes/drawer';
export { fieldSlotRecipe } from 'chakra-theme/recipes/field';
export { headingRecipe } from 'chakra-theme/recipes/heading';
export { inputRecipe } from 'chakra-theme/recipes/input';
export { linkRecipe } from 'chakra-theme/recipes/link';
export { tableSlotRecipe } from 'chakra-theme/recipes/table';
export { toastSlotRecipe } from 'chakra-theme/recipes/toast';
export { textStyles } from 'chakra-theme/text-styles';
export { animations } from 'chakra-theme/tokens/animations';
export { aspectRatios } from 'chakra-theme/tokens/aspect-ratios';
export { blurs } from 'chakra-theme/tokens/blurs';
export { borders } from 'chakra-theme/tokens/borders';
export { cursor } from 'chakra-theme/tokens/cursor';
export { durations } from 'chakra-theme/tokens/durations';
export { easings } from 'chakra-theme/tokens/easings';
export { fontSizes } from 'chakra-theme/tokens/font-sizes';
export { fontWeights } from 'chakra-theme/tokens/font-weights';
export { keyframes } from 'chakra-theme/tokens/keyframes';
export { letterSpacings } from 'chakra-theme/tokens/letter-spacing';
export { lineHeights } from 'chakra-theme/tokens/line-heights';
export { radii } from 'chakra-theme/tokens/radius';
export { sizes } from 'chakra-theme/tokens/sizes';
export { spacing } from 'chakra-theme/tokens/spacing';
export { zIndices } from 'chakra-theme/tokens/z-indices';
