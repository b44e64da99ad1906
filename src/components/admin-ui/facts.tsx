import { Box, chakra } from '@chakra-ui/react';
import { Fragment, type ReactNode } from 'react';

/** A label and its value (text, or a node such as a date, a link or `<bdi dir="ltr">`). */
export type Fact = readonly [label: string, value: ReactNode];

/**
 * Label/value pairs as a definition list, labels muted beside their values; an empty value reads '—'
 * (and 'לא צוין' to a screen reader). `dense`: the smaller type and spacing of a list's cards.
 */
export function Facts({ items, dense }: { items: readonly Fact[]; dense?: boolean }) {
  return (
    <Box
      as="dl"
      display="grid"
      gridTemplateColumns="auto minmax(0, 1fr)"
      columnGap={dense ? '3' : '4'}
      rowGap={dense ? '1' : '2'}
      fontSize={dense ? 'sm' : undefined}
      css={{ '& dt': { color: 'fg.muted' }, '& dd': { margin: 0, minWidth: 0, overflowWrap: 'anywhere' } }}
    >
      {items.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>
            {value || value === 0 ? (
              value
            ) : (
              <>
                <span aria-hidden="true">—</span>
                <chakra.span srOnly>לא צוין</chakra.span>
              </>
            )}
          </dd>
        </Fragment>
      ))}
    </Box>
  );
}
