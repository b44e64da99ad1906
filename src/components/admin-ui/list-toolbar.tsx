import { Box, Button, chakra, Flex, type FlexProps } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import type { MouseEvent, ReactNode } from 'react';
import { needsStepUp, withStepUp } from '@/components/second-factor/step-up-store';
import { toaster } from '@/components/ui/toaster';
import { download, TransferError } from '@/lib/file-transfer';
import { ListSearchField } from './list-search-field';
import { formatNumber } from './paging';

const focusRing = { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' } as const;

/**
 * Above an admin list: its search box (what it searches, in its label; `search`: the box's text as
 * useSearchableListParams keeps it), then the list's filters.
 */
export function ListToolbar({
  searchLabel,
  search: { searchText, setSearchText },
  children,
}: {
  searchLabel: string;
  search: { searchText: string; setSearchText: (text: string) => void };
  children?: ReactNode;
}) {
  return (
    <Flex gap="4" wrap="wrap" align="flex-end" justify="space-between" mb="4">
      <ListSearchField
        label={searchLabel}
        value={searchText}
        onChange={setSearchText}
        flex="1 1 16rem"
        maxW={{ lg: 'md' }}
      />
      {children}
    </Flex>
  );
}

/** One filter chip: a toggle button whose pressed state is the filter in force, with its count. */
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

/**
 * 'הכול' and one chip a status, each with its count when known (of the search, whatever the status).
 * `filter`: the list's URL state; a chip chosen shows its status from the first page.
 */
export function StatusChips<S extends string>({
  statuses,
  labels,
  filter: {
    params: { status: value },
    update,
  },
  counts,
}: {
  statuses: readonly S[];
  labels: Record<S, string>;
  filter: {
    params: { status: S | undefined };
    update: (change: { status: S | undefined; page: number }) => void;
  };
  counts?: Record<S, number> | undefined;
}) {
  const onChange = (status: S | undefined) => update({ status, page: 1 });
  const total = counts && statuses.reduce((sum, s) => sum + counts[s], 0);
  return (
    <chakra.div role="group" aria-label="סינון לפי סטטוס" display="flex" gap="2" flexWrap="wrap">
      <Chip label="הכול" count={total} pressed={value === undefined} onClick={() => onChange(undefined)} />
      {statuses.map((status) => (
        <Chip
          key={status}
          label={labels[status]}
          count={counts?.[status]}
          pressed={value === status}
          onClick={() => onChange(status)}
        />
      ))}
    </chakra.div>
  );
}

/** A labelled choice above a list (a role, an order): the browser's own select. */
export function SelectFilter({
  label,
  value,
  onChange,
  options,
  ...props
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
} & Omit<FlexProps, 'onChange'>) {
  return (
    <Flex as="label" direction="column" gap="1.5" fontSize="sm" fontWeight="medium" {...props}>
      {label}
      <chakra.select
        value={value}
        onChange={(event) => onChange(event.target.value)}
        h="10"
        ps="3"
        pe="3"
        borderWidth="1px"
        borderColor="border"
        borderRadius="md"
        bg="bg"
        color="fg"
        fontWeight="normal"
        _focusVisible={focusRing}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </chakra.select>
    </Flex>
  );
}

/** A CSV export's address with the list's filters in force (those not set are left out). */
export function csvHref(path: string, filters: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) query.set(name, String(value));
  return query.size ? `${path}?${query}` : path;
}

/**
 * A download of a list as CSV under `fileName`. An export is a sensitive act: the file is fetched
 * first, so a stale second factor asks for a code (and then the file comes) and a failure is a toast,
 * never a page of JSON; the link's address still works on its own.
 */
export function CsvLink({ href, fileName }: { href: string; fileName: string }) {
  const save = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    withStepUp(() => download(href, fileName, 'הייצוא נכשל')).catch((error: unknown) => {
      // closing the step-up dialog is the admin's choice, not a failure
      if (needsStepUp(error)) return;
      const description = error instanceof TransferError ? error.message : 'בדקו את החיבור לאינטרנט ונסו שוב';
      toaster.error({ title: 'הייצוא נכשל', description });
    });
  };
  return (
    <Box
      asChild
      display="inline-flex"
      alignItems="center"
      gap="2"
      px="4"
      h="10"
      borderRadius="md"
      borderWidth="1px"
      borderColor="brand.border"
      color="brand.fg"
      fontWeight="medium"
      whiteSpace="nowrap"
      _hover={{ bg: 'brand.subtle' }}
      _focusVisible={focusRing}
    >
      <a href={href} download={fileName} onClick={save}>
        <Download size={18} aria-hidden="true" />
        ייצוא לקובץ CSV
      </a>
    </Box>
  );
}
