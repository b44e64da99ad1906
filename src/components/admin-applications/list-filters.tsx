import { Box, Button, chakra, Field, Flex, IconButton, Input } from '@chakra-ui/react';
import { Search, X } from 'lucide-react';
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
      <Field.Root flex="1 1 18rem" maxW={{ lg: 'md' }}>
        <Field.Label>חיפוש לפי שם, תעודת זהות, דוא״ל או מספר בקשה</Field.Label>
        <Box position="relative" w="full">
          <Box
            position="absolute"
            insetInlineStart="3"
            top="50%"
            transform="translateY(-50%)"
            color="fg.muted"
            pointerEvents="none"
            aria-hidden="true"
          >
            <Search size={18} />
          </Box>
          <Input
            type="search"
            value={searchText}
            onChange={(event) => onSearchText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape' && searchText) {
                event.preventDefault();
                onSearchText('');
              }
            }}
            ps="10"
            pe="10"
            maxLength={100}
            autoComplete="off"
            enterKeyHint="search"
            // the browser's own clear (×) would sit beside ours
            css={{ '&::-webkit-search-cancel-button': { display: 'none' } }}
          />
          {searchText && (
            <IconButton
              aria-label="ניקוי החיפוש"
              variant="ghost"
              size="xs"
              position="absolute"
              insetInlineEnd="1.5"
              top="50%"
              transform="translateY(-50%)"
              onClick={() => onSearchText('')}
            >
              <X aria-hidden="true" />
            </IconButton>
          )}
        </Box>
      </Field.Root>
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
