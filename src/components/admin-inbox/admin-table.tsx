import { Badge, Box, chakra, Heading, Table, Text } from '@chakra-ui/react';
import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import { ListSkeleton } from '@/components/layout/loading-skeletons';
import { ListEmpty, ListFailed } from '@/components/ui/list-message';
import { badgeRecipe, tableSlotRecipe } from '@/theme/chakra-theme';
import { ScrollRegion } from './scroll-region';

const israel = { timeZone: 'Asia/Jerusalem' } as const;
const dateFormat = new Intl.DateTimeFormat('he-IL', {
  ...israel,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat('he-IL', { ...israel, hour: '2-digit', minute: '2-digit' });

/** A timestamp as Israelis read it, in Israel time: '21.11.2026' and, muted beside it, '14:05'. */
export function DateTime({ value }: { value: Date | string | null | undefined }) {
  if (!value) {
    return (
      <>
        <span aria-hidden="true">—</span>
        <Box as="span" srOnly>
          אין
        </Box>
      </>
    );
  }
  const date = new Date(value);
  return (
    // flex items, not inline text: the bidi algorithm would join the two numbers into one run
    <chakra.time dateTime={date.toISOString()} display="inline-flex" gap="2" whiteSpace="nowrap">
      <span>{dateFormat.format(date)}</span>
      <Box as="span" color="fg.muted">
        {timeFormat.format(date)}
      </Box>
    </chakra.time>
  );
}

/** '1 פנייה' / '3 פניות': Hebrew counts with the singular form for one. */
export const countOf = (n: number, one: string, many: string) => (n === 1 ? one : `${n} ${many}`);

const badgeTones = {
  new: { palette: 'orange', variant: 'subtle' },
  done: { palette: 'green', variant: 'subtle' },
  muted: { palette: 'gray', variant: 'subtle' },
  danger: { palette: 'red', variant: 'subtle' },
  // outlined: still waiting for someone
  waiting: { palette: 'orange', variant: 'outline' },
} as const;

export function StatusBadge({ tone, children }: { tone: keyof typeof badgeTones; children: ReactNode }) {
  const { palette, variant } = badgeTones[tone];
  return (
    <Badge recipe={badgeRecipe} colorPalette={palette} variant={variant} size="md" whiteSpace="nowrap">
      {children}
    </Badge>
  );
}

/** The page's title row: the <h1> (the admin layout has none), a summary line and actions. */
export function AdminPageHeader({
  title,
  summary,
  actions,
}: {
  title: string;
  summary?: string;
  actions?: ReactNode;
}) {
  return (
    <Box display="flex" flexWrap="wrap" gap="4" alignItems="flex-end" justifyContent="space-between" mb="6">
      <Box>
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        {summary && (
          <Text mt="1" color="fg.muted">
            {summary}
          </Text>
        )}
      </Box>
      {actions}
    </Box>
  );
}

const isTexts = (columns: unknown): columns is readonly string[] =>
  Array.isArray(columns) && columns.every((column) => typeof column === 'string');

/** What QueryTable reads of a list query (tRPC's useQuery result). */
interface ListQuery {
  status: 'pending' | 'error' | 'success';
  data: readonly unknown[] | undefined;
  refetch: () => unknown;
}

/**
 * A list query as a table: its loading, failure and empty states, then the table with its column
 * headers and `children` (the rows). The table scrolls sideways on narrow screens and shows that it
 * does (ScrollRegion: edge shadows, a hint, a focusable labelled region for the keyboard). Below `lg`
 * `narrow` (one card per row, RecordCards) takes its place when given. The recipes are passed here:
 * only the admin chunks load them.
 */
export function QueryTable({
  query,
  label,
  columns,
  failedTitle = 'טעינת הנתונים נכשלה',
  emptyIcon = <Inbox size={40} />,
  emptyTitle,
  emptyText,
  children,
  narrow,
  size = 'md',
  interactive = true,
}: {
  query: ListQuery;
  /** the table's accessible name */
  label: string;
  /** the column headers: their texts, or the header cells themselves (e.g. sortable ones) */
  columns: readonly string[] | ReactNode;
  failedTitle?: string;
  emptyIcon?: ReactNode;
  emptyTitle: string;
  emptyText?: string;
  children: ReactNode;
  /** shown instead of the table below `lg` (e.g. one card per row), when given */
  narrow?: ReactNode;
  size?: 'sm' | 'md';
  /** rows highlight under the pointer (lists whose rows lead somewhere) */
  interactive?: boolean;
}) {
  if (query.status === 'pending') return <ListSkeleton />;
  if (query.status === 'error') {
    return <ListFailed title={failedTitle} retry={() => void query.refetch()} />;
  }
  if (!query.data?.length) {
    return <ListEmpty icon={emptyIcon} title={emptyTitle} text={emptyText} />;
  }
  return (
    <>
      {narrow && <Box hideFrom="lg">{narrow}</Box>}
      <ScrollRegion label={label} hideBelow={narrow ? 'lg' : undefined}>
        <Table.Root recipe={tableSlotRecipe} size={size} interactive={interactive}>
          <Table.Header>
            <Table.Row bg="bg.subtle">
              {isTexts(columns)
                ? columns.map((column, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a page's columns are fixed; their order is their identity
                    <Table.ColumnHeader key={index}>{column}</Table.ColumnHeader>
                  ))
                : columns}
            </Table.Row>
          </Table.Header>
          <Table.Body>{children}</Table.Body>
        </Table.Root>
      </ScrollRegion>
    </>
  );
}
