import { Box, Flex } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';

/** A list whose bullets are icons (decorative: the list itself carries the meaning). */
export function BulletList({
  items,
  icon: Icon,
  iconColor,
}: {
  items: readonly string[];
  icon: LucideIcon;
  iconColor: string;
}) {
  return (
    <Box as="ul" listStyleType="none" m="0" p="0" display="grid" gap="3">
      {items.map((item) => (
        <Flex as="li" key={item} gap="3" align="flex-start">
          <Box as="span" color={iconColor} flexShrink="0" mt="1" aria-hidden="true">
            <Icon size={20} />
          </Box>
          <span>{item}</span>
        </Flex>
      ))}
    </Box>
  );
}
