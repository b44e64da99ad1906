import { Button, Link as ChakraLink, Flex, Table } from '@chakra-ui/react';
import { Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { DateTime, QueryTable, StatusBadge } from '@/components/admin-inbox/admin-table';
import { RecordCard, RecordCards } from '@/components/admin-ui/record-cards';
import { type AdminPostRow, postStatusLabels } from '@/shared/blog';

export interface PostRowActions {
  /** asks before deleting; `opener` is the button, for focus to return to */
  onDelete: (row: AdminPostRow, opener: HTMLElement) => void;
}

export function PostStatusBadge({ published }: { published: boolean }) {
  return (
    <StatusBadge tone={published ? 'done' : 'muted'}>
      {published ? postStatusLabels.published : postStatusLabels.draft}
    </StatusBadge>
  );
}

function Actions({ row, onDelete }: { row: AdminPostRow } & PostRowActions) {
  return (
    <Flex gap="2" wrap="wrap">
      <Button asChild size="xs" variant="outline" whiteSpace="nowrap">
        <Link to={`/admin/blog/${row.id}/edit`} aria-label={`עריכה: ${row.title}`}>
          <Pencil aria-hidden="true" />
          עריכה
        </Link>
      </Button>
      <Button
        size="xs"
        variant="outline"
        colorPalette="red"
        whiteSpace="nowrap"
        aria-haspopup="dialog"
        aria-label={`מחיקה: ${row.title}`}
        data-delete-for={row.id}
        onClick={(event) => onDelete(row, event.currentTarget)}
      >
        <Trash2 aria-hidden="true" />
        מחיקה
      </Button>
    </Flex>
  );
}

const titleLink = (row: AdminPostRow) => (
  <ChakraLink asChild color="fg" fontWeight="medium" overflowWrap="anywhere">
    <Link to={`/admin/blog/${row.id}/edit`} tabIndex={-1}>
      {row.title}
    </Link>
  </ChakraLink>
);

/** Below `lg`: a card per post. */
function Cards({ rows, actions }: { rows: readonly AdminPostRow[]; actions: PostRowActions }) {
  return (
    <RecordCards label="רשימת המאמרים" wide>
      {rows.map((row) => (
        <RecordCard
          key={row.id}
          title={row.title}
          aside={<PostStatusBadge published={row.published} />}
          fields={[
            ['קטגוריה', row.category.name],
            ['תאריך', <DateTime key="תאריך" value={row.createdAt} />],
          ]}
          actions={<Actions row={row} {...actions} />}
        />
      ))}
    </RecordCards>
  );
}

/** The posts of one page: a table from `lg`, cards below it; loading, failure and empty states. */
export function PostsList({
  query,
  rows,
  filtered,
  actions,
}: {
  query: { status: 'pending' | 'error' | 'success'; refetch: () => unknown };
  rows: readonly AdminPostRow[] | undefined;
  filtered: boolean;
  actions: PostRowActions;
}) {
  return (
    <QueryTable
      query={{ status: query.status, data: rows, refetch: query.refetch }}
      label="טבלת המאמרים"
      columns={['כותרת', 'קטגוריה', 'תאריך', 'סטטוס', 'פעולות']}
      emptyTitle={filtered ? 'לא נמצאו מאמרים מתאימים' : 'אין מאמרים עדיין'}
      emptyText={filtered ? 'נסו חיפוש אחר או הסירו את הסינון.' : 'מאמר חדש שתכתבו יופיע כאן.'}
      narrow={rows && <Cards rows={rows} actions={actions} />}
    >
      {rows?.map((row) => (
        <Table.Row key={row.id}>
          <Table.Cell minW="60">{titleLink(row)}</Table.Cell>
          <Table.Cell minW="32">{row.category.name}</Table.Cell>
          <Table.Cell>
            <DateTime value={row.createdAt} />
          </Table.Cell>
          <Table.Cell>
            <PostStatusBadge published={row.published} />
          </Table.Cell>
          <Table.Cell>
            <Actions row={row} {...actions} />
          </Table.Cell>
        </Table.Row>
      ))}
    </QueryTable>
  );
}
