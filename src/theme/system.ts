/**
 * The design system: Chakra's base config plus ONLY the recipes the site uses: the full config puts ~48 kB of CSS into every page.
 * Using a Chakra component whose recipe is missing here renders it unstyled: import its recipe from
 * '@/theme/chakra-theme' (add the line there) and register it below — or, for a component that only appears in a lazily
 * loaded chunk, pass it as a prop there (`<Drawer.Root recipe={drawerSlotRecipe}>`) to keep every
 * page's JavaScript small (the header's drawer and the toasts do this).
 * Registered here: only what the server-rendered first paint and the footer's form use. Every dialog
 * (`dialogSlotRecipe`) and every labelled field (`fieldSlotRecipe`) loads lazily and passes its recipe;
 * Chakra builds the same class names either way (`sva(recipe)`), so the HTML does not change.
 */
import {
  createSystem,
  defaultBaseConfig,
  defineConfig,
  type SystemConfig as SiteConfig,
} from '@chakra-ui/react';
import {
  animations,
  aspectRatios,
  blurs,
  borders,
  breakpoints,
  buttonRecipe,
  cursor,
  durations,
  easings,
  fontSizes,
  fontWeights,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  letterSpacings,
  lineHeights,
  linkRecipe,
  radii,
  sizes,
  spacing,
  textStyles,
  zIndices,
} from './chakra-theme';
import { FALLBACK_FAMILY } from './fonts';
import { colorTokens, semanticColorTokens, semanticShadowTokens } from './tokens';

const fontStack = `'Heebo Variable', '${FALLBACK_FAMILY}', Arial, 'Segoe UI', sans-serif`;

const siteGlobalCss: SiteConfig['globalCss'] = {
  ...globalCss,
  html: { color: 'fg', bg: 'bg', lineHeight: '1.6', colorPalette: 'brand' },
  body: { fontFamily: 'body', minHeight: '100dvh' },
  // below the first screen: laid out and painted only once near the viewport, so the first paint
  // and the first layout after it are shorter; `auto` keeps the real height once it is known
  '[data-below-fold]': { contentVisibility: 'auto', containIntrinsicSize: 'auto 40rem' },
  // StaticContent's wrapper takes no part in layout
  '[data-static]': { display: 'contents' },
  // the top bar while a followed link waits (NavigationProgress): a segment runs across from the
  // reading side, on Chakra's `position` keyframes; still for those who ask for less motion
  '[data-navigation-progress]': {
    position: 'fixed',
    top: '0',
    insetInline: '0',
    height: '3px',
    zIndex: 'max',
    overflow: 'hidden',
    bg: 'brand.muted',
    '&::after': {
      content: '""',
      position: 'absolute',
      insetBlock: '0',
      width: '40%',
      bg: 'brand.solid',
      // the keyframes move both insets: the block one stays put
      '--animate-from-x': '-40%',
      '--animate-to-x': '100%',
      '--animate-from-y': '0',
      '--animate-to-y': '0',
      animation: 'position 1.2s ease-in-out infinite',
      '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
    },
  },
  '*::placeholder, *[data-placeholder]': { color: 'fg.muted' },
  '*::selection': { bg: 'brand.muted' },
  // left-to-right content stays LTR inside RTL forms, lined up with the labels on the right;
  // for text inputs holding an ID or passport number pass dir="ltr"
  // (important: this base-layer rule must beat the input recipe's `text-align: start`, which sits in
  // a later cascade layer)
  'input:is([type="email"], [type="tel"], [type="url"], [type="password"], [dir="ltr"])': {
    direction: 'ltr',
    textAlign: 'end !important',
  },
};

const config = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html)',
  globalCss: siteGlobalCss,
  theme: {
    breakpoints,
    keyframes,
    textStyles,
    // the button and input recipes style a disabled control through this layer style (half opacity,
    // a not-allowed cursor): without it a disabled control looks like an enabled one
    layerStyles: { disabled: layerStyles.disabled as NonNullable<typeof layerStyles.disabled> },
    tokens: {
      animations,
      aspectRatios,
      blurs,
      borders,
      cursor,
      durations,
      easings,
      fontSizes,
      fontWeights,
      letterSpacings,
      lineHeights,
      radii,
      sizes,
      spacing,
      zIndex: zIndices,
      colors: colorTokens,
      fonts: { heading: { value: fontStack }, body: { value: fontStack }, mono: { value: 'monospace' } },
    },
    semanticTokens: {
      colors: semanticColorTokens,
      shadows: semanticShadowTokens,
      radii: { l1: { value: '{radii.xs}' }, l2: { value: '{radii.sm}' }, l3: { value: '{radii.md}' } },
    },
    recipes: {
      button: buttonRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
    },
  },
});

let system: ReturnType<typeof createSystem> | undefined;

/**
 * The design system, built on first use: createSystem is one of the larger pieces of start-up work, and
 * the browser entry gives it a task of its own instead of adding it to the modules' evaluation.
 */
export function getSystem() {
  system ??= createSystem(defaultBaseConfig, config);
  return system;
}
