/** How the admin's travel-request screens show dates, destinations, money and statuses. */
import { chakra } from '@chakra-ui/react';
import { StatusBadge } from '@/components/admin-inbox/admin-table';
import { type ApplicationStatus, applicationStatusLabels } from '@/shared/travel-admin';

/** A calendar date 'YYYY-MM-DD' as Israelis write it: '21.11.2026' (no time zone: it is a day, not an instant). */
export function calendarDate(value: string): string {
  const [year, month, day] = value.split('-');
  return year && month && day ? `${day}.${month}.${year}` : value;
}

import { formatNumber } from '@/components/admin-ui/paging';

export { formatNumber };

/** 'יום אחד' / '12 ימים' */
export const daysText = (days: number) => (days === 1 ? 'יום אחד' : `${formatNumber(days)} ימים`);

/**
 * A trip's dates, start then end. Flex items, not one string: in an RTL line the start stays on the
 * right, where a Hebrew reader begins, and the two numbers never merge into one bidi run.
 */
export function DateRange({ start, end }: { start: string; end: string }) {
  return (
    <chakra.span display="inline-flex" gap="1.5" whiteSpace="nowrap">
      <time dateTime={start}>{calendarDate(start)}</time>
      <span aria-hidden="true">–</span>
      <chakra.span srOnly>עד</chakra.span>
      <time dateTime={end}>{calendarDate(end)}</time>
    </chakra.span>
  );
}

const tones = { pending: 'waiting', approved: 'done', rejected: 'danger' } as const;

/** Pending outlined 'ממתין', approved green 'אושר', rejected red 'נדחה'. */
export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  return <StatusBadge tone={tones[status]}>{applicationStatusLabels[status]}</StatusBadge>;
}
