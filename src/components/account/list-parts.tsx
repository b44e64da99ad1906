import { Box, chakra, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ListSkeleton } from '@/components/layout/loading-skeletons';
import { QueryFailed } from './query-state';

/** A list of the personal area that has nothing yet: an icon, what will be here, and what to do. */
export function EmptyList({
  icon,
  title,
  children,
  actions,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <Box
      textAlign="center"
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="border.emphasized"
      borderRadius="2xl"
      px={{ base: '4', md: '8' }}
      py={{ base: '8', md: '12' }}
    >
      <Box color="brand.700" display="inline-flex" aria-hidden="true">
        {icon}
      </Box>
      <Heading as="h3" size="lg" mt="3">
        {title}
      </Heading>
      <Text mt="2" color="fg.muted" maxW="xl" mx="auto">
        {children}
      </Text>
      {actions}
    </Box>
  );
}

/** The list's items as cards (each a `CardItem`), named for screen readers; one column unless told. */
export const CardList = ({
  label,
  columns = 1,
  children,
}: {
  label: string;
  columns?: number | Record<string, number>;
  children: ReactNode;
}) => {
  const template =
    typeof columns === 'number'
      ? `repeat(${columns}, minmax(0, 1fr))`
      : Object.fromEntries(Object.entries(columns).map(([bp, n]) => [bp, `repeat(${n}, minmax(0, 1fr))`]));
  return (
    <chakra.ul
      listStyle="none"
      display="grid"
      gap="3"
      gridTemplateColumns={template}
      alignItems="start"
      aria-label={label}
    >
      {children}
    </chakra.ul>
  );
};

export const CardItem = ({ children }: { children: ReactNode }) => (
  <chakra.li borderWidth="1px" borderColor="border" borderRadius="xl" p="4" bg="bg.panel">
    {children}
  </chakra.li>
);

/** A card's fields: names in a narrow column, values beside them. */
export const CardFields = ({ children }: { children: ReactNode }) => (
  <chakra.dl mt="3" display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="1" fontSize="sm">
    {children}
  </chakra.dl>
);

/** A number of Latin letters and digits (a policy's, a request's): kept left-to-right in the Hebrew text. */
export const LtrNumber = ({ value }: { value: string }) => (
  <chakra.bdi dir="ltr" fontFamily="mono" fontSize="0.95em">
    {value}
  </chakra.bdi>
);

/**
 * A list tab: its heading and what it holds, then the list's state: loading, failed (with a retry), empty,
 * or a table from md up and cards below it (or cards at every width).
 */
export function ListTab<T>({
  title,
  intro,
  what,
  query,
  empty,
  table,
  cards,
  after,
}: {
  title: string;
  intro: string;
  /** the list in a phrase of the failure message ('את הפוליסות') */
  what: string;
  query: { isPending: boolean; isError: boolean; data: T[] | undefined; refetch: () => unknown };
  empty: ReactNode;
  /** from md up; without it, the cards at every width */
  table?: (items: T[]) => ReactNode;
  cards: (items: T[]) => ReactNode;
  /** under a list that has items */
  after?: ReactNode;
}) {
  const { data } = query;
  return (
    <Box>
      <Heading as="h2" size="xl">
        {title}
      </Heading>
      <Text mt="1" mb="6" color="fg.muted">
        {intro}
      </Text>
      {query.isPending ? (
        <ListSkeleton rows={3} />
      ) : query.isError || !data ? (
        <QueryFailed what={what} retry={() => query.refetch()} />
      ) : data.length === 0 ? (
        empty
      ) : (
        <>
          {table ? (
            <>
              <Box hideBelow="md">{table(data)}</Box>
              <Box hideFrom="md">{cards(data)}</Box>
            </>
          ) : (
            cards(data)
          )}
          {after}
        </>
      )}
    </Box>
  );
}
