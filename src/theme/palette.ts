// The agency's palette, taken from its logo (navy #0B3A5B, teal #0E7C7B, orange #E8833A).
// Text pairings used by the site pass WCAG AA: brand.700 on white 9.1:1, brand.fg on brand.subtle 8.4:1,
// white on brand.950 15.8:1, brand.300 on brand.950 6.9:1, accent.700 (teal) on white 5.0:1.
export const brandScale = {
  50: '#eef6fa',
  100: '#d5e8f2',
  200: '#add2e6',
  300: '#79b3d3',
  400: '#4690bb',
  500: '#26729f',
  600: '#1a5c85',
  700: '#144c70',
  800: '#0f4163',
  900: '#0b3a5b',
  950: '#072539',
} as const;

/** Teal of the logo's shield and the orange of its sun, for accents (orange only with dark text). */
export const accentColors = { teal: '#0e7c7b', orange: '#e8833a', cream: '#f4ede4' } as const;
