import { Box, chakra, Table, type TableCellProps, type TableRowProps, Text } from '@chakra-ui/react';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { type ReactNode, type Ref, useEffect } from 'react';
import { QueryTable } from '@/components/admin-inbox/admin-table';
import { PAGE_SIZES, type Page } from '@/shared/paging';
import type { Fact } from './facts';
import { ListPager, rangeText } from './list-pager';
import { RecordCard, RecordCards } from './record-cards';

/**
 * One column of an admin list, as data: its header, its cell, and what it is in the row's card on
 * narrow screens (the card's title, beside the title, a labelled field, the actions, or absent).
 */
export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** the card's content when it differs from the cell's */
  cardCell?: (row: Row) => ReactNode;
  /** default 'field' */
  card?: 'title' | 'aside' | 'field' | 'actions' | 'none';
  /** the table cell's style: a minimum width, muted text */
  cellStyle?: TableCellProps;
  /** false: only in the row's card (the table shows it inside another column) */
  table?: false;
  /** the server sorts by this field: the header is a button */
  sortField?: string;
  /** the header is read to screen readers only (a column of buttons) */
  hiddenHeader?: boolean;
}

export interface Sorting {
  sort: string;
  order: 'asc' | 'desc';
  onSort: (field: string) => void;
}

/** What the list reads of its tRPC query: the page, and whether it is loading, failed or stale. */
interface PageQuery<Row> {
  status: 'pending' | 'error' | 'success';
  data: Page<Row> | undefined;
  refetch: () => unknown;
  isPlaceholderData: boolean;
  isFetching: boolean;
}

/** A list's page and size as its URL holds them, and the way to change them (useUrlListParams). */
export interface ListPaging {
  params: { page: number; pageSize: number };
  /** a move to another page, or (with a new size) to the first page */
  update: (change: { page: number; pageSize?: number }, options?: { replace?: boolean }) => void;
}

/** What the list shows in place of rows: an icon, a title and a line of advice. */
interface EmptyState {
  icon?: ReactNode;
  title: string;
  text?: string;
}

const focusRing = { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' } as const;

/** A column header that sorts the list on the server: a button inside, aria-sort on the header. */
function SortHeader({ field, label, sorting }: { field: string; label: string; sorting: Sorting }) {
  const active = sorting.sort === field;
  const Icon = !active ? ArrowUpDown : sorting.order === 'asc' ? ArrowUp : ArrowDown;
  return (
    <Table.ColumnHeader aria-sort={active ? (sorting.order === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <chakra.button
        type="button"
        display="inline-flex"
        alignItems="center"
        gap="1.5"
        fontWeight="inherit"
        color={active ? 'fg' : 'inherit'}
        borderRadius="sm"
        cursor="pointer"
        _hover={{ color: 'fg', textDecoration: 'underline' }}
        _focusVisible={focusRing}
        onClick={() => sorting.onSort(field)}
      >
        {label}
        <Icon size={14} aria-hidden="true" opacity={active ? 1 : 0.55} />
      </chakra.button>
    </Table.ColumnHeader>
  );
}

function Header<Row>({ column, sorting }: { column: Column<Row>; sorting: Sorting | undefined }) {
  if (column.sortField && sorting)
    return <SortHeader field={column.sortField} label={column.header} sorting={sorting} />;
  return (
    <Table.ColumnHeader>
      {column.hiddenHeader ? <chakra.span srOnly>{column.header}</chakra.span> : column.header}
    </Table.ColumnHeader>
  );
}

/** A row as a card: the columns by their `card` role. */
function Card<Row>({ row, columns }: { row: Row; columns: readonly Column<Row>[] }) {
  const content = (column: Column<Row>) => (column.cardCell ?? column.cell)(row);
  const role = (column: Column<Row>) => column.card ?? 'field';
  const title = columns.find((c) => role(c) === 'title');
  const aside = columns.find((c) => role(c) === 'aside');
  const actions = columns.find((c) => role(c) === 'actions');
  const fields: Fact[] = columns.filter((c) => role(c) === 'field').map((c) => [c.header, content(c)]);
  return (
    <RecordCard
      title={title ? content(title) : ''}
      aside={aside && content(aside)}
      fields={fields}
      actions={actions && content(actions)}
    />
  );
}

/**
 * An admin list paged, searched and filtered on the server: the 'showing 21–40 of 134' line, the rows
 * as a table from `lg` and as cards below it (nothing scrolls sideways on a phone), the loading,
 * failure and empty states, and the pager. The previous page stays on screen, dimmed, while the next
 * loads; a page past the end (its last row deleted, a stale link) moves to the last page.
 */
export function AdminList<Row>({
  noun,
  cardsLabel,
  query,
  columns,
  rowKey,
  rowStyle,
  paging,
  pageSizes = PAGE_SIZES,
  sorting,
  none,
  range = rangeText,
  empty,
  noMatch,
  filtered = false,
  failedTitle,
  wideCards,
  size,
  interactive,
  resultsRef,
}: {
  /** the rows' name with its article, 'הפניות': the table is 'טבלת הפניות', the pager 'עמודי הפניות' */
  noun: string;
  /** the cards' list name, when not 'רשימת <noun>' */
  cardsLabel?: string;
  query: PageQuery<Row>;
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => string | number;
  /** a row's own look in the table (an unread message stands out) */
  rowStyle?: (row: Row) => TableRowProps;
  paging: ListPaging;
  /** the page-size choice; null: a fixed size */
  pageSizes?: readonly number[] | null;
  sorting?: Sorting;
  /** the status line when nothing matches, 'לא נמצאו פניות' */
  none: string;
  /** the status line of a page */
  range?: (page: number, pageSize: number, total: number, none: string) => string;
  /** no rows at all */
  empty: EmptyState;
  /** no rows for the search and filters in force (`filtered`); its icon is `empty`'s */
  noMatch?: Omit<EmptyState, 'icon'>;
  filtered?: boolean;
  failedTitle?: string;
  /** one card a row at every width (long entries) */
  wideCards?: boolean;
  size?: 'sm' | 'md';
  interactive?: boolean;
  /** the box around the rows: focus lands there when a row's own buttons are gone */
  resultsRef?: Ref<HTMLDivElement>;
}) {
  const {
    params: { page, pageSize },
    update: onPage,
  } = paging;
  const shownEmpty = filtered && noMatch ? { icon: empty.icon, ...noMatch } : empty;
  const data = query.data;
  const stale = query.isPlaceholderData && query.isFetching;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  useEffect(() => {
    if (data && !query.isPlaceholderData && data.items.length === 0 && page > pages) {
      onPage({ page: pages }, { replace: true });
    }
  }, [data, query.isPlaceholderData, page, pages, onPage]);
  const rows = data?.items;
  const tableColumns = columns.filter((column) => column.table !== false);

  return (
    <>
      <Text role="status" fontSize="sm" color="fg.muted" mb="2" minH="6">
        {data && (stale ? 'טוען...' : range(data.page, data.pageSize, data.total, none))}
      </Text>
      <Box
        ref={resultsRef}
        tabIndex={-1}
        outline="none"
        aria-busy={stale}
        opacity={stale ? 0.6 : 1}
        transition="opacity 0.15s"
      >
        <QueryTable
          query={{ status: query.status, data: rows, refetch: query.refetch }}
          label={`טבלת ${noun}`}
          columns={tableColumns.map((column) => (
            <Header key={column.header} column={column} sorting={sorting} />
          ))}
          failedTitle={failedTitle}
          emptyIcon={shownEmpty.icon}
          emptyTitle={shownEmpty.title}
          emptyText={shownEmpty.text}
          size={size}
          interactive={interactive}
          narrow={
            rows && (
              <RecordCards label={cardsLabel ?? `רשימת ${noun}`} wide={wideCards}>
                {rows.map((row) => (
                  <Card key={rowKey(row)} row={row} columns={columns} />
                ))}
              </RecordCards>
            )
          }
        >
          {rows?.map((row) => (
            <Table.Row key={rowKey(row)} {...rowStyle?.(row)}>
              {tableColumns.map((column) => (
                <Table.Cell key={column.header} {...column.cellStyle}>
                  {column.cell(row)}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </QueryTable>
      </Box>
      {data && (pageSizes ? data.total > 0 : true) && (
        <ListPager
          label={`עמודי ${noun}`}
          page={page}
          pageSize={pageSize}
          pageSizes={pageSizes ?? undefined}
          total={data.total}
          onPage={(to) => onPage({ page: to })}
          onPageSize={(to) => onPage({ page: 1, pageSize: to })}
        />
      )}
    </>
  );
}
