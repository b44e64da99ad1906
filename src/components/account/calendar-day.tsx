import { chakra } from '@chakra-ui/react';
import { formatDayText } from '@/shared/day-text';

/** A calendar date as Israelis write it, or a dash read as 'ללא' when there is none. */
export function CalendarDay({ value, none = 'ללא' }: { value: string | null; none?: string }) {
  if (!value) {
    return (
      <>
        <span aria-hidden="true">—</span>
        <chakra.span srOnly>{none}</chakra.span>
      </>
    );
  }
  return (
    <chakra.time dateTime={value} whiteSpace="nowrap">
      {formatDayText(value)}
    </chakra.time>
  );
}
