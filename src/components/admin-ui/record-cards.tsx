import { Box, Flex, Text } from '@chakra-ui/react';
import { Fragment, type ReactNode } from 'react';

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

/** One field of a card: its label, its value, and the value's direction when it is not Hebrew text. */
export interface RecordField {
  label: string;
  value: ReactNode;
  dir?: 'ltr' | 'auto';
}

/**
 * One row of a list as a card: everything the table's row has, nothing cut off at 375 px. The title
 * (plain text is set bold; a node such as a link is shown as given) with the status beside it, the
 * fields as a description list, then the row's actions.
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
  fields: readonly RecordField[];
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
      <Box
        as="dl"
        mt="3"
        display="grid"
        gridTemplateColumns="auto minmax(0, 1fr)"
        columnGap="3"
        rowGap="1"
        fontSize="sm"
        css={{ '& dt': { color: 'fg.muted' }, '& dd': { margin: 0, minWidth: 0, overflowWrap: 'anywhere' } }}
      >
        {fields.map((field) => (
          <Fragment key={field.label}>
            <dt>{field.label}</dt>
            <dd dir={field.dir}>{field.value}</dd>
          </Fragment>
        ))}
      </Box>
      {actions && <Box mt="3">{actions}</Box>}
    </Box>
  );
}
