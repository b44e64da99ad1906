/**
 * Colour tokens: Chakra's scales for the palettes the site uses plus the agency's `brand`, and the
 * light-mode semantic tokens (the site has no dark mode). `solid` shades are chosen for AA contrast
 * with white text, also at the 90% fill of a hovered button (Chakra's default green.600 and orange.600
 * are below 4.5:1, and red.600 falls below it when hovered).
 */
import { accentColors, brandScale } from './palette';

const scales = {
  gray: {
    50: '#fafafa',
    100: '#f4f4f5',
    200: '#e4e4e7',
    300: '#d4d4d8',
    400: '#a1a1aa',
    500: '#71717a',
    600: '#52525b',
    700: '#3f3f46',
    800: '#27272a',
    900: '#18181b',
    950: '#111111',
  },
  red: {
    50: '#fef2f2',
    100: '#fee2e2',
    200: '#fecaca',
    300: '#fca5a5',
    400: '#f87171',
    500: '#ef4444',
    600: '#dc2626',
    700: '#991919',
    800: '#511111',
    900: '#300c0c',
    950: '#1f0808',
  },
  orange: {
    50: '#fff7ed',
    100: '#ffedd5',
    200: '#fed7aa',
    300: '#fdba74',
    400: '#fb923c',
    500: '#f97316',
    600: '#ea580c',
    700: '#92310a',
    800: '#6c2710',
    900: '#3b1106',
    950: '#220a04',
  },
  green: {
    50: '#f0fdf4',
    100: '#dcfce7',
    200: '#bbf7d0',
    300: '#86efac',
    400: '#4ade80',
    500: '#22c55e',
    600: '#16a34a',
    700: '#116932',
    800: '#124a28',
    900: '#042713',
    950: '#03190c',
  },
  blue: {
    50: '#eff6ff',
    100: '#dbeafe',
    200: '#bfdbfe',
    300: '#a3cfff',
    400: '#60a5fa',
    500: '#3b82f6',
    600: '#2563eb',
    700: '#173da6',
    800: '#1a3478',
    900: '#14204a',
    950: '#0c142e',
  },
  brand: brandScale,
} as const;

type Palette = keyof typeof scales;

const tokenize = (scale: Record<string, string>) =>
  Object.fromEntries(Object.entries(scale).map(([step, value]) => [step, { value }]));

const alphaSteps = {
  50: 0.04,
  100: 0.06,
  200: 0.08,
  300: 0.16,
  400: 0.24,
  500: 0.36,
  600: 0.48,
  700: 0.64,
  800: 0.8,
  900: 0.92,
  950: 0.95,
};
const alphaScale = (rgb: string) =>
  Object.fromEntries(
    Object.entries(alphaSteps).map(([step, alpha]) => [step, { value: `rgba(${rgb}, ${alpha})` }]),
  );

export const colorTokens = {
  transparent: { value: 'transparent' },
  current: { value: 'currentColor' },
  black: { value: '#09090B' },
  white: { value: '#FFFFFF' },
  // Chakra's translucent scales: its recipes (e.g. the dialog backdrop) and some components use them
  whiteAlpha: alphaScale('255, 255, 255'),
  blackAlpha: alphaScale('0, 0, 0'),
  accent: Object.fromEntries(Object.entries(accentColors).map(([name, value]) => [name, { value }])),
  ...Object.fromEntries(Object.entries(scales).map(([name, scale]) => [name, tokenize(scale)])),
};

// the steps each palette's semantic tokens point at: [fg, solid, focusRing/border]
const semanticSteps: Record<Palette, { fg: number; solid: number; ring: number; contrast: string }> = {
  gray: { fg: 800, solid: 900, ring: 400, contrast: 'white' },
  red: { fg: 700, solid: 700, ring: 500, contrast: 'white' },
  orange: { fg: 700, solid: 700, ring: 500, contrast: 'white' },
  green: { fg: 700, solid: 700, ring: 500, contrast: 'white' },
  blue: { fg: 700, solid: 600, ring: 500, contrast: 'white' },
  brand: { fg: 700, solid: 700, ring: 500, contrast: 'white' },
};

const paletteSemantics = (name: Palette) => {
  const s = semanticSteps[name];
  const ref = (step: number) => ({ value: `{colors.${name}.${step}}` });
  return {
    contrast: { value: s.contrast },
    fg: ref(s.fg),
    subtle: ref(name === 'brand' ? 50 : 100),
    muted: ref(name === 'brand' ? 100 : 200),
    emphasized: ref(name === 'brand' ? 200 : 300),
    solid: ref(s.solid),
    focusRing: ref(s.ring),
    border: ref(name === 'gray' ? 200 : s.ring),
  };
};

const ref = (token: string) => ({ value: `{colors.${token}}` });

export const semanticColorTokens = {
  bg: {
    DEFAULT: ref('white'),
    subtle: ref('gray.50'),
    muted: ref('gray.100'),
    emphasized: ref('gray.200'),
    inverted: ref('black'),
    panel: ref('white'),
    error: ref('red.50'),
    warning: ref('orange.50'),
    success: ref('green.50'),
    info: ref('blue.50'),
  },
  fg: {
    DEFAULT: ref('black'),
    muted: ref('gray.600'),
    subtle: ref('gray.500'),
    inverted: ref('gray.50'),
    error: ref('red.600'),
    warning: ref('orange.700'),
    success: ref('green.700'),
    info: ref('blue.700'),
  },
  border: {
    DEFAULT: ref('gray.200'),
    muted: ref('gray.100'),
    subtle: ref('gray.50'),
    emphasized: ref('gray.300'),
    inverted: ref('gray.800'),
    error: ref('red.500'),
    warning: ref('orange.500'),
    success: ref('green.500'),
    info: ref('blue.500'),
  },
  ...Object.fromEntries((Object.keys(scales) as Palette[]).map((name) => [name, paletteSemantics(name)])),
};

const shadow = (y: number, blur: number, alpha = 10) => ({
  value: `0px ${y}px ${blur}px {colors.gray.900/${alpha}}, 0px 0px 1px {colors.gray.900/30}`,
});

export const semanticShadowTokens = {
  xs: { value: '0px 1px 2px {colors.gray.900/10}, 0px 0px 1px {colors.gray.900/20}' },
  sm: shadow(2, 4),
  md: shadow(4, 8),
  lg: shadow(8, 16),
  xl: shadow(16, 24),
  '2xl': shadow(24, 40, 16),
  inner: { value: 'inset 0 2px 4px 0 {black/5}' },
  inset: { value: 'inset 0 0 0 1px {black/5}' },
};
