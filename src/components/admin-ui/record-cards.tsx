import { Box, Flex, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { type Fact, Facts } from './facts';

/**
 * Below `lg`, an admin list's rows as cards: a labelled list, one column on phones and two from `md`
 * (`wide`: always one, for long entries). Each card is a RecordCard.
 */
export function RecordCards({
  label,
  wide,
  children,
}: {
  label: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <Box
      as="ul"
      listStyleType="none"
      p="0"
      m="0"
      display="grid"
      gridTemplateColumns={wide ? '1fr' : { base: '1fr', md: 'repeat(2, minmax(0, 1fr))' }}
      gap="3"
      aria-label={label}
    >
      {children}
    </Box>
  );
}

/**
 * One row of a list as a card: everything the table's row has, nothing cut off at 375 px. The title
 * (plain text is set bold; a node such as a link is shown as given) with the status beside it, the
 * fields as Facts, then the row's actions.
 */
export function RecordCard({
  title,
  aside,
  fields,
  actions,
}: {
  title: ReactNode;
  /** beside the title: a status badge, a date */
  aside?: ReactNode;
  fields: readonly Fact[];
  actions?: ReactNode;
}) {
  return (
    <Box as="li" borderWidth="1px" borderRadius="lg" p="4" bg="bg" minW="0">
      <Flex justify="space-between" align="flex-start" gap="3">
        {typeof title === 'string' ? (
          <Text fontWeight="bold" flex="1" minW="0" overflowWrap="anywhere">
            {title}
          </Text>
        ) : (
          <Box flex="1" minW="0">
            {title}
          </Box>
        )}
        {aside && <Box flexShrink="0">{aside}</Box>}
      </Flex>
      <Box mt="3">
        <Facts items={fields} dense />
      </Box>
      {actions && <Box mt="3">{actions}</Box>}
    </Box>
  );
}
