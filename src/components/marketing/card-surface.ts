/** The site's card: white, rounded, with a hairline border and a soft shadow (spread into a Box or Flex). */
export const cardSurface = { bg: 'bg', borderRadius: '2xl', borderWidth: '1px', boxShadow: 'sm' } as const;
