import { Box, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import { ClaimStatusBadge } from '@/components/account/claims/claim-status-badge';
import { DateTime } from '@/components/admin-inbox/admin-table';
import type { Column } from '@/components/admin-ui/admin-list';
import { type PolicyType, policyTypeLabels } from '@/shared/account';
import type { ClaimRow, DueDate } from '@/shared/claims';
import { formatDayText } from '@/shared/day-text';

const focusRing = { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' } as const;

/** A regulator's clock: its last day, in red with 'באיחור' when past, muted once met. */
export function DueDateText({ due }: { due: DueDate }) {
  const day = formatDayText(due.due);
  if (due.state === 'met')
    return (
      <Text as="span" color="fg.muted">
        {day} · הושלם
      </Text>
    );
  if (due.state === 'overdue')
    return (
      <Text as="span" color="red.fg" fontWeight="semibold">
        {day} · באיחור
      </Text>
    );
  return <Text as="span">{day}</Text>;
}

/** The claim's reference as the link to its page. */
function ReferenceLink({ claim }: { claim: ClaimRow }) {
  return (
    <Box
      asChild
      color="brand.fg"
      fontWeight="semibold"
      textDecoration="underline"
      textUnderlineOffset="3px"
      _focusVisible={focusRing}
    >
      <Link to={`/admin/claims/${claim.id}`}>
        <bdi dir="ltr">{claim.reference}</bdi>
      </Link>
    </Box>
  );
}

/** The queue's columns: the reference links to the claim's page. */
export const claimColumns: readonly Column<ClaimRow>[] = [
  { header: 'מספר תביעה', cell: (claim) => <ReferenceLink claim={claim} />, card: 'title' },
  { header: 'סטטוס', cell: (claim) => <ClaimStatusBadge status={claim.status} />, card: 'aside' },
  { header: 'לקוח', cell: (claim) => <bdi>{claim.customer.fullName || claim.customer.username}</bdi> },
  {
    header: 'פוליסה',
    cell: (claim) => (
      <>
        <bdi dir="ltr">{claim.policyNumber}</bdi>
        <Text fontSize="sm" color="fg.muted">
          {policyTypeLabels[claim.policyType as PolicyType] ?? claim.policyType}
        </Text>
      </>
    ),
  },
  { header: 'הוגשה', cell: (claim) => <DateTime value={claim.createdAt} /> },
  { header: 'אישור קבלה עד', cell: (claim) => <DueDateText due={claim.dueDates.acknowledgement} /> },
  { header: 'החלטה עד', cell: (claim) => <DueDateText due={claim.dueDates.decision} /> },
];
