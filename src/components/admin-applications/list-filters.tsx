import { Box, Button, chakra, Flex } from '@chakra-ui/react';
import { ListSearchField } from '@/components/admin-ui/list-search-field';
import { type ApplicationStatus, applicationStatuses, applicationStatusLabels } from '@/shared/travel-admin';
import { formatNumber } from './format';

export type StatusCounts = Record<ApplicationStatus, number>;

const chipLabels: Record<ApplicationStatus | 'all', string> = {
  all: 'הכול',
  ...applicationStatusLabels,
};

/** One filter chip: a toggle button whose pressed state is the filter in force. */
function Chip({
  label,
  count,
  pressed,
  onClick,
}: {
  label: string;
  count: number | undefined;
  pressed: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      size="sm"
      variant={pressed ? 'solid' : 'outline'}
      borderRadius="full"
      aria-pressed={pressed}
      onClick={onClick}
    >
      {label}
      {/* a space between, so the button's name reads 'ממתין 12', not 'ממתין12' */}
      {count !== undefined && ' '}
      {count !== undefined && (
        <Box
          as="span"
          ms="0.5"
          px="1.5"
          minW="6"
          borderRadius="full"
          fontSize="xs"
          bg={pressed ? 'whiteAlpha.300' : 'bg.muted'}
          fontVariantNumeric="tabular-nums"
        >
          {formatNumber(count)}
        </Box>
      )}
    </Button>
  );
}

/** The search box (name, ID number or e-mail) and the status chips with their counts. */
export function ListFilters({
  searchText,
  onSearchText,
  status,
  onStatus,
  counts,
}: {
  searchText: string;
  onSearchText: (text: string) => void;
  status: ApplicationStatus | undefined;
  onStatus: (status: ApplicationStatus | undefined) => void;
  counts: StatusCounts | undefined;
}) {
  const total = counts && applicationStatuses.reduce((sum, s) => sum + counts[s], 0);
  return (
    <Flex gap="4" wrap="wrap" align="flex-end" justify="space-between" mb="4">
      <ListSearchField
        label="חיפוש לפי שם, תעודת זהות, דוא״ל או מספר בקשה"
        value={searchText}
        onChange={onSearchText}
        flex="1 1 18rem"
        maxW={{ lg: 'md' }}
      />
      <chakra.div role="group" aria-label="סינון לפי סטטוס" display="flex" gap="2" flexWrap="wrap">
        <Chip
          label={chipLabels.all}
          count={total}
          pressed={status === undefined}
          onClick={() => onStatus(undefined)}
        />
        {applicationStatuses.map((value) => (
          <Chip
            key={value}
            label={chipLabels[value]}
            count={counts?.[value]}
            pressed={status === value}
            onClick={() => onStatus(value)}
          />
        ))}
      </chakra.div>
    </Flex>
  );
}
