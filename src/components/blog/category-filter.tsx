import { Box, Flex } from '@chakra-ui/react';
import { Link } from 'wouter';
import { type CategoryWithCount, categoryPath } from '@/shared/blog-core';

const chip = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1.5',
  minH: '10',
  px: '4',
  borderRadius: 'full',
  borderWidth: '1px',
  fontSize: 'sm',
  fontWeight: 'medium',
  _focusVisible: { outline: '3px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
} as const;

const idle = {
  ...chip,
  bg: 'bg',
  color: 'fg',
  borderColor: 'border',
  _hover: { bg: 'brand.subtle', borderColor: 'brand.200' },
};
const current = { ...chip, bg: 'brand.solid', color: 'brand.contrast', borderColor: 'brand.solid' };

/** Links to each category's page ('הכול' is /blog); the current one is marked. */
export function CategoryFilter({
  categories,
  currentSlug,
}: {
  categories: readonly CategoryWithCount[];
  /** undefined on /blog */
  currentSlug?: string;
}) {
  if (categories.length === 0) return null;
  const items = [
    { key: 'all', name: 'כל המאמרים', to: '/blog', active: currentSlug === undefined, count: undefined },
    ...categories.map((c) => ({
      key: c.slug,
      name: c.name,
      to: categoryPath(c.slug),
      active: c.slug === currentSlug,
      count: c.posts,
    })),
  ];
  return (
    <Box as="nav" aria-label="קטגוריות">
      <Flex as="ul" listStyleType="none" p="0" m="0" gap="2" wrap="wrap">
        {items.map((item) => (
          <Box as="li" key={item.key}>
            <Box asChild {...(item.active ? current : idle)}>
              <Link to={item.to} aria-current={item.active ? 'page' : undefined}>
                {item.name}
                {item.count !== undefined && (
                  <Box as="span" opacity={0.8} fontWeight="normal">
                    ({item.count})
                  </Box>
                )}
              </Link>
            </Box>
          </Box>
        ))}
      </Flex>
    </Box>
  );
}
