import { Box, Flex } from '@chakra-ui/react';
import { ChevronRight } from 'lucide-react';
import { Link } from 'wouter';
import type { Crumb } from '@/components/seo/page-meta';
import { DirectionalIcon } from '@/components/ui/directional-icon';

/**
 * A visible breadcrumb trail; the last crumb is the current page. (Chakra's Breadcrumb separator does
 * not mirror in RTL, so this one is built from a list and a mirrored chevron.)
 */
export function Breadcrumbs({ items, label = 'נתיב ניווט' }: { items: readonly Crumb[]; label?: string }) {
  return (
    <Box as="nav" aria-label={label} fontSize="sm">
      <Flex as="ol" wrap="wrap" align="center" gap="1" listStyleType="none" p="0" m="0">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <Flex as="li" key={item.path} align="center" gap="1">
              {last ? (
                <Box as="span" aria-current="page" color="fg" fontWeight="medium">
                  {item.name}
                </Box>
              ) : (
                <>
                  <Box asChild color="brand.fg" textDecoration="underline" textUnderlineOffset="3px">
                    <Link to={item.path}>{item.name}</Link>
                  </Box>
                  <DirectionalIcon icon={ChevronRight} size={14} color="fg.muted" />
                </>
              )}
            </Flex>
          );
        })}
      </Flex>
    </Box>
  );
}
