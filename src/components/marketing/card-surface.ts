/** The site's card: white, rounded, with a hairline border and a soft shadow (spread into a Box or Flex). */
export const cardSurface = { bg: 'bg', borderRadius: '2xl', borderWidth: '1px', boxShadow: 'sm' } as const;

/**
 * A card that is one link as a whole (its title's link stretched over it by LinkOverlay): it lifts on
 * hover and shows the link's focus ring around the whole card.
 */
export const linkedCard = {
  position: 'relative',
  h: 'full',
  transition: 'box-shadow 0.2s, transform 0.2s, border-color 0.2s',
  _hover: { boxShadow: 'lg', transform: 'translateY(-2px)', borderColor: 'brand.200' },
  css: {
    '&:has(a:focus-visible)': {
      outline: '3px solid',
      outlineColor: 'brand.focusRing',
      outlineOffset: '2px',
    },
  },
} as const;
