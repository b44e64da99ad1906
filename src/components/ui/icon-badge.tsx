import { Box, type BoxProps } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';

export interface IconBadgeProps extends Omit<BoxProps, 'children'> {
  icon: LucideIcon;
  /** the icon's width and height in px */
  iconSize?: number;
  /** a rounded square (the default) or a circle on a brand tint, or the bare icon in the text's flow */
  shape?: 'square' | 'circle' | 'plain';
}

/**
 * A decorative icon (hidden from assistive technology: the text beside it says what it means), on a
 * tinted square or circle by default. A `<span>`, so it may stand inside buttons and links.
 */
export function IconBadge({ icon: Icon, iconSize = 24, shape = 'square', ...props }: IconBadgeProps) {
  if (shape === 'plain') {
    return (
      // a block, not a flex box: the icon sits on the line like the text it goes with
      <Box as="span" display="block" flexShrink="0" aria-hidden="true" {...props}>
        <Icon size={iconSize} />
      </Box>
    );
  }
  return (
    <Box
      as="span"
      display="flex"
      boxSize="12"
      flexShrink="0"
      alignItems="center"
      justifyContent="center"
      borderRadius={shape === 'circle' ? 'full' : 'xl'}
      bg="brand.50"
      color="brand.700"
      aria-hidden="true"
      {...props}
    >
      <Icon size={iconSize} />
    </Box>
  );
}
