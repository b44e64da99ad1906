import { chakra, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import { StatusBadge } from '@/components/admin-inbox/admin-table';
import type { Column } from '@/components/admin-ui/admin-list';
import { type PolicyType, policyTypeLabels } from '@/shared/account';
import { formatDayText } from '@/shared/day-text';
import { daysLeftText, type RenewalRow, renewalStatusLabels } from '@/shared/policies';
import { RenewalChange } from './renewal-change';

const tone = {
  open: 'new',
  requested: 'waiting',
  contacted: 'muted',
  renewed: 'done',
  lost: 'muted',
} as const;

/** The renewals screen's columns: customer, policy, insurer, end, status with its last note, the change. */
export const renewalColumns: Column<RenewalRow>[] = [
  {
    header: 'לקוח',
    card: 'title',
    cell: (row) => (
      <Link to={`/admin/customers/${row.customer.id}`}>{row.customer.fullName || row.customer.username}</Link>
    ),
  },
  {
    header: 'פוליסה',
    card: 'field',
    cell: (row) => (
      <>
        {policyTypeLabels[row.type as PolicyType] ?? row.type}
        <chakra.bdi dir="ltr" display="block" fontSize="sm" color="fg.muted">
          {row.policyNumber}
        </chakra.bdi>
      </>
    ),
  },
  { header: 'חברה', card: 'field', cell: (row) => row.company || '—' },
  {
    header: 'סיום',
    card: 'aside',
    cell: (row) => (
      <>
        <chakra.time dateTime={row.endDate} whiteSpace="nowrap">
          {formatDayText(row.endDate)}
        </chakra.time>
        <Text fontSize="sm" color={row.daysLeft <= 10 ? 'red.700' : 'fg.muted'}>
          {daysLeftText(row.daysLeft)}
        </Text>
      </>
    ),
  },
  {
    header: 'סטטוס חידוש',
    card: 'field',
    cell: (row) => (
      <>
        <StatusBadge tone={tone[row.renewalStatus]}>{renewalStatusLabels[row.renewalStatus]}</StatusBadge>
        {row.lastNote && (
          <Text fontSize="sm" color="fg.muted" mt="1" maxW="60" whiteSpace="normal">
            {row.lastNote}
          </Text>
        )}
      </>
    ),
  },
  { header: 'עדכון', card: 'actions', cell: (row) => <RenewalChange row={row} /> },
];
