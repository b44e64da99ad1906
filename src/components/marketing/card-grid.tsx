import { Grid, type GridProps } from '@chakra-ui/react';

type Breakpoint = 'base' | 'sm' | 'md' | 'lg' | 'xl';

interface CardGridProps extends GridProps {
  /** how many cards side by side, from each breakpoint up */
  columns?: Partial<Record<Breakpoint, number>>;
}

/**
 * A list (`<ul>`, or `as="ol"`) of cards on a responsive grid, without bullets; its items are `<li>` cards.
 * Columns as SimpleGrid draws them, on `Grid`, which the first load already carries.
 */
export function CardGrid({ columns = { base: 1, md: 3 }, ...props }: CardGridProps) {
  const templateColumns: Partial<Record<Breakpoint, string>> = {};
  for (const [breakpoint, count] of Object.entries(columns)) {
    templateColumns[breakpoint as Breakpoint] = `repeat(${count}, minmax(0, 1fr))`;
  }
  return (
    <Grid
      as="ul"
      templateColumns={templateColumns}
      gap={{ base: '4', md: '6' }}
      listStyleType="none"
      p="0"
      m="0"
      {...props}
    />
  );
}
