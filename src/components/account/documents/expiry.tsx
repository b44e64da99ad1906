import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { type ExpiryState, expiryLabels, expiryState } from '@/shared/account';
import { formatCalendarDate } from './transfer';

/** Red expired, yellow within 7 days, green otherwise (the theme has no yellow; its ring is dark for contrast). */
const dotColor: Record<ExpiryState, string> = {
  expired: 'red.600',
  soon: '#facc15',
  valid: 'green.600',
};

/** The expiry dot with its words beside it (colour is never the only signal) and the date. */
export function ExpiryIndicator({ date, today }: { date: string | null; today: string }) {
  const state = expiryState(date, today);
  if (!date || !state) {
    return (
      <Text as="span" color="fg.muted" fontSize="sm">
        ללא תאריך תפוגה
      </Text>
    );
  }
  return (
    <Flex align="center" gap="2" wrap="wrap" data-expiry={state}>
      <Box
        as="span"
        aria-hidden="true"
        flexShrink="0"
        boxSize="3"
        borderRadius="full"
        bg={dotColor[state]}
        borderWidth={state === 'soon' ? '1px' : '0'}
        borderColor="#854d0e"
      />
      <Text as="span" fontWeight="medium" whiteSpace="nowrap">
        {expiryLabels[state]}
      </Text>
      <chakra.time dateTime={date} color="fg.muted" whiteSpace="nowrap">
        {state === 'expired' ? 'מאז' : 'עד'} {formatCalendarDate(date)}
      </chakra.time>
    </Flex>
  );
}
