import { Link as ChakraLink } from '@chakra-ui/react';
import { Pencil, Trash2 } from 'lucide-react';
import { Link } from 'wouter';
import { DateTime, StatusBadge } from '@/components/admin-inbox/admin-table';
import type { Column } from '@/components/admin-ui/admin-list';
import { RowActions, RowButton } from '@/components/admin-ui/cells';
import { LinkButton } from '@/components/ui/link-button';
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
    <RowActions>
      <LinkButton asChild size="xs" variant="outline" whiteSpace="nowrap">
        <Link to={`/admin/blog/${row.id}/edit`} aria-label={`עריכה: ${row.title}`}>
          <Pencil aria-hidden="true" />
          עריכה
        </Link>
      </LinkButton>
      <RowButton
        label="מחיקה"
        name={row.title}
        icon={<Trash2 aria-hidden="true" />}
        colorPalette="red"
        aria-haspopup="dialog"
        data-delete-for={row.id}
        onClick={(event) => onDelete(row, event.currentTarget)}
      />
    </RowActions>
  );
}

const titleLink = (row: AdminPostRow) => (
  <ChakraLink asChild color="fg" fontWeight="medium" overflowWrap="anywhere">
    <Link to={`/admin/blog/${row.id}/edit`} tabIndex={-1}>
      {row.title}
    </Link>
  </ChakraLink>
);

/** The posts' columns: the title links to the editor (the row's 'עריכה' is the keyboard's way there). */
export const postColumns = (actions: PostRowActions): Column<AdminPostRow>[] => [
  {
    header: 'כותרת',
    card: 'title',
    cell: titleLink,
    cardCell: (row) => row.title,
    cellStyle: { minW: '60' },
  },
  { header: 'קטגוריה', cell: (row) => row.category.name, cellStyle: { minW: '32' } },
  { header: 'תאריך', cell: (row) => <DateTime value={row.createdAt} /> },
  { header: 'סטטוס', card: 'aside', cell: (row) => <PostStatusBadge published={row.published} /> },
  { header: 'פעולות', card: 'actions', cell: (row) => <Actions row={row} {...actions} /> },
];
