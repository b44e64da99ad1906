import { Box, Flex } from '@chakra-ui/react';
import { ChevronRight } from 'lucide-react';
import { Link } from 'wouter';
import { HOME_CRUMB } from '@/components/seo/page-meta';
import { DirectionalIcon } from '@/components/ui/directional-icon';

const Separator = () => <DirectionalIcon icon={ChevronRight} size={14} color="fg.muted" />;

/**
 * Home → group → product. The group has no page of its own, so it is plain text here (and left out of
 * the BreadcrumbList JSON-LD, whose items need URLs).
 */
export function ProductBreadcrumbs({ group, title }: { group: string; title: string }) {
  return (
    <Box as="nav" aria-label="נתיב ניווט" fontSize="sm">
      <Flex as="ol" wrap="wrap" align="center" gap="1" listStyleType="none" p="0" m="0">
        <Flex as="li" align="center" gap="1">
          <Box asChild color="brand.fg" textDecoration="underline" textUnderlineOffset="3px">
            <Link to={HOME_CRUMB.path}>{HOME_CRUMB.name}</Link>
          </Box>
          <Separator />
        </Flex>
        <Flex as="li" align="center" gap="1" color="fg.muted">
          {group}
          <Separator />
        </Flex>
        <Flex as="li" align="center">
          <Box as="span" aria-current="page" fontWeight="medium">
            {title}
          </Box>
        </Flex>
      </Flex>
    </Box>
  );
}
