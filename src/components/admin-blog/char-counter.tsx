import { Text } from '@chakra-ui/react';
import { formatNumber } from '@/components/admin-applications/format';

/**
 * '42 / 60': the length of a field against what Google shows (or the field's limit). Past the limit it
 * turns to a warning; the text is never cut, the author decides.
 */
export function CharCounter({
  id,
  length,
  max,
  what,
}: {
  id: string;
  length: number;
  max: number;
  what: string;
}) {
  const over = length > max;
  return (
    <Text
      id={id}
      fontSize="xs"
      color={over ? 'orange.700' : 'fg.muted'}
      fontWeight={over ? 'bold' : undefined}
      aria-live="polite"
    >
      <span dir="ltr">
        {formatNumber(length)} / {formatNumber(max)}
      </span>
      {over ? ` · ארוך מ-${formatNumber(max)} תווים: ${what}` : ' תווים'}
    </Text>
  );
}
