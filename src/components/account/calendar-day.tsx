import { chakra } from '@chakra-ui/react';

const dayFormat = new Intl.DateTimeFormat('he-IL', {
  timeZone: 'Asia/Jerusalem',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** 'YYYY-MM-DD' → '01.06.2025' (noon UTC is the same calendar day in Israel, summer and winter). */
export const formatDay = (day: string) => dayFormat.format(new Date(`${day}T12:00:00Z`));

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
      {formatDay(value)}
    </chakra.time>
  );
}
