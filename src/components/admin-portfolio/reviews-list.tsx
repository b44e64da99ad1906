import { Box } from '@chakra-ui/react';
import { Link } from 'wouter';
import { DateTime, StatusBadge } from '@/components/admin-inbox/admin-table';
import type { Column } from '@/components/admin-ui/admin-list';
import { type ReviewStatus, reviewStatusLabels } from '@/shared/portfolio';

/** What the list shows of a review request (a row of `admin.portfolioReviews.list`). */
export interface ReviewRow {
  id: number;
  createdAt: Date | string;
  username: string;
  policyCount: number;
  findingCount: number;
  status: ReviewStatus;
}

const tones = { new: 'new', in_progress: 'waiting', done: 'done' } as const;

export const ReviewStatusBadge = ({ status }: { status: ReviewStatus }) => (
  <StatusBadge tone={tones[status]}>{reviewStatusLabels[status]}</StatusBadge>
);

const focusRing = { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' } as const;

/** The request's customer as the link to the request's screen (opening it asks for a step-up). */
function OpenLink({ row }: { row: ReviewRow }) {
  return (
    <Box
      asChild
      color="brand.fg"
      fontWeight="semibold"
      textDecoration="underline"
      textUnderlineOffset="3px"
      overflowWrap="anywhere"
      _focusVisible={focusRing}
    >
      <Link to={`/admin/portfolio-reviews/${row.id}`}>
        <bdi>{row.username}</bdi>
      </Link>
    </Box>
  );
}

export const reviewColumns: Column<ReviewRow>[] = [
  { header: 'לקוח', card: 'title', cell: (row) => <OpenLink row={row} /> },
  { header: 'סטטוס', card: 'aside', cell: (row) => <ReviewStatusBadge status={row.status} /> },
  { header: 'התקבלה', cell: (row) => <DateTime value={row.createdAt} /> },
  { header: 'פוליסות', cell: (row) => row.policyCount },
  { header: 'ממצאים', cell: (row) => row.findingCount },
];
