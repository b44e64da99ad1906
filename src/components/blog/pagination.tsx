import { Box, Flex } from '@chakra-ui/react';
import { Link } from 'wouter';
import { listHref, pageCount, pageItems } from '@/lib/blog-list-params';

interface PaginationProps {
  /** the list's path: /blog or /blog/category/{slug} */
  base: string;
  page: number;
  total: number;
  pageSize: number;
  /** the search, kept on every page link */
  q?: string;
}

const itemStyle = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minW: '11',
  h: '11',
  px: '3',
  borderRadius: 'lg',
  fontWeight: 'medium',
} as const;

const linkStyle = {
  ...itemStyle,
  borderWidth: '1px',
  borderColor: 'border',
  bg: 'bg',
  color: 'brand.fg',
  _hover: { bg: 'brand.subtle', borderColor: 'brand.200' },
  _focusVisible: { outline: '3px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' },
} as const;

/**
 * Page links as real `<a href="?page=N">`, so crawlers follow them and a page can be shared. In a
 * right-to-left page 'הקודם' stands on the right and 'הבא' on the left; the angle quotes are mirrored
 * by the browser's bidi algorithm, so each points outwards, the way it leads.
 */
export function Pagination({ base, page, total, pageSize, q }: PaginationProps) {
  const count = pageCount(total, pageSize);
  if (count <= 1) return null;
  const href = (p: number) => listHref(base, p, q);
  return (
    <Box as="nav" aria-label="עמודי המאמרים" mt={{ base: '10', md: '14' }}>
      <Flex as="ul" listStyleType="none" p="0" m="0" gap="2" wrap="wrap" justify="center" align="center">
        <Box as="li">
          {page > 1 ? (
            <Box asChild {...linkStyle}>
              <Link to={href(page - 1)} rel="prev">
                ‹ הקודם
              </Link>
            </Box>
          ) : (
            <Box as="span" {...itemStyle} color="fg.subtle" aria-hidden="true">
              ‹ הקודם
            </Box>
          )}
        </Box>
        {pageItems(page, count).map((item) =>
          typeof item === 'string' ? (
            <Box as="li" key={item} {...itemStyle} minW="6" px="0" color="fg.muted" aria-hidden="true">
              …
            </Box>
          ) : (
            <Box as="li" key={item}>
              {item === page ? (
                <Box as="span" {...itemStyle} bg="brand.solid" color="brand.contrast" aria-current="page">
                  {item}
                </Box>
              ) : (
                <Box asChild {...linkStyle}>
                  <Link to={href(item)} aria-label={`עמוד ${item}`}>
                    {item}
                  </Link>
                </Box>
              )}
            </Box>
          ),
        )}
        <Box as="li">
          {page < count ? (
            <Box asChild {...linkStyle}>
              <Link to={href(page + 1)} rel="next">
                הבא ›
              </Link>
            </Box>
          ) : (
            <Box as="span" {...itemStyle} color="fg.subtle" aria-hidden="true">
              הבא ›
            </Box>
          )}
        </Box>
      </Flex>
    </Box>
  );
}
