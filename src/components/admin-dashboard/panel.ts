/** The dashboard's panels and stat cards: white, rounded, a hairline border, a faint shadow. */
export const panelSurface = { borderWidth: '1px', borderRadius: 'xl', bg: 'bg', boxShadow: 'xs' } as const;
