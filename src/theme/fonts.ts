// Self-hosted Heebo (variable weight): the two files in public/fonts are those of Fontsource's
// @fontsource-variable/heebo 5.3.0 (files/heebo-{hebrew,latin}-wght-normal.woff2), copied as they are.
// Its per-subset CSS lacks unicode-range, so the rules are written here; both subsets are preloaded
// (digits and Latin come from the Latin file) so CLS stays 0.
export const fontFiles = [
  '/fonts/heebo-hebrew-wght-normal.woff2',
  '/fonts/heebo-latin-wght-normal.woff2',
] as const;

const face = (file: string, range: string) =>
  `@font-face{font-family:'Heebo Variable';font-style:normal;font-display:swap;font-weight:100 900;src:url(${file}) format('woff2-variations'),url(${file}) format('woff2');unicode-range:${range}}`;

/**
 * What the text is set in until Heebo arrives (font-display: swap): Arial, or its metric twin
 * Liberation Sans, scaled to Heebo's average width (~0.9 of Arial's) and given Heebo's vertical
 * metrics (ascent 2146, descent 862 per 2048 units), so lines keep their height and mostly wrap alike.
 * With the font held back 600 ms, this took the shift on swap from up to 0.045 to at most 0.016.
 */
export const FALLBACK_FAMILY = 'Heebo Fallback';
const fallbackFace = `@font-face{font-family:'${FALLBACK_FAMILY}';src:local('Arial'),local('ArialMT'),local('Liberation Sans'),local('LiberationSans');size-adjust:90%;ascent-override:116.4%;descent-override:46.8%;line-gap-override:0%}`;

export const fontFaceCss = [
  face(fontFiles[0], 'U+0307-0308,U+0590-05FF,U+200C-2010,U+20AA,U+25CC,U+FB1D-FB4F'),
  face(
    fontFiles[1],
    'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  ),
  fallbackFace,
].join('');
