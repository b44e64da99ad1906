import { Box, type BoxProps } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';

/**
 * An arrow or chevron drawn for left-to-right reading ("forward" = right), mirrored in RTL pages
 * so it points the way the reader moves. Use for every directional icon.
 */
export function DirectionalIcon({
  icon: Icon,
  size = 16,
  ...props
}: { icon: LucideIcon; size?: number } & BoxProps) {
  return (
    <Box as="span" display="inline-flex" aria-hidden="true" _rtl={{ transform: 'scaleX(-1)' }} {...props}>
      <Icon size={size} />
    </Box>
  );
}
