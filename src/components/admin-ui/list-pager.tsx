import { Box, Button, chakra, Flex, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { formatNumber, pageWindow } from './paging';

export { rangeText } from './paging';

/**
 * Previous / next and the page numbers (from `md`; narrower screens read 'עמוד 2 מתוך 7') and, given
 * `pageSizes`, the page-size choice: the pager of every server-paged admin list (requests, members,
 * posts, audit log). Previous and next at either end stay focusable (aria-disabled), so focus is never
 * dropped. Without a page-size choice, a list of one page shows no pager.
 */
export function ListPager({
  label,
  page,
  pageSize,
  pageSizes,
  total,
  onPage,
  onPageSize,
}: {
  /** the navigation's name, e.g. 'עמודי החברים' */
  label: string;
  page: number;
  pageSize: number;
  pageSizes?: readonly number[];
  total: number;
  onPage: (page: number) => void;
  onPageSize?: (size: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (!pageSizes && pages === 1) return null;
  const step = (to: number, enabled: boolean) => () => {
    if (enabled) onPage(to);
  };
  return (
    <Flex mt="4" gap="4" wrap="wrap" align="center" justify="space-between">
      <chakra.nav aria-label={label} display="flex" alignItems="center" gap="1" flexWrap="wrap">
        <Button size="sm" variant="outline" aria-disabled={page <= 1} onClick={step(page - 1, page > 1)}>
          {/* in RTL 'previous' points right */}
          <ChevronRight aria-hidden="true" />
          הקודם
        </Button>
        <Box as="ul" display={{ base: 'none', md: 'flex' }} gap="1" listStyleType="none" p="0" m="0">
          {pageWindow(page, pages).map((n, index) =>
            n === null ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place
              <Box as="li" key={`gap-${index}`} px="1" color="fg.muted" aria-hidden="true">
                …
              </Box>
            ) : (
              <li key={n}>
                <Button
                  size="sm"
                  minW="9"
                  variant={n === page ? 'solid' : 'ghost'}
                  aria-current={n === page ? 'page' : undefined}
                  aria-label={`עמוד ${n}`}
                  onClick={() => n !== page && onPage(n)}
                >
                  {formatNumber(n)}
                </Button>
              </li>
            ),
          )}
        </Box>
        <Text hideFrom="md" px="2" fontSize="sm" color="fg.muted" whiteSpace="nowrap">
          עמוד {formatNumber(page)} מתוך {formatNumber(pages)}
        </Text>
        <Button
          size="sm"
          variant="outline"
          aria-disabled={page >= pages}
          onClick={step(page + 1, page < pages)}
        >
          הבא
          <ChevronLeft aria-hidden="true" />
        </Button>
      </chakra.nav>
      {pageSizes && onPageSize && (
        <Flex as="label" align="center" gap="2" fontSize="sm" color="fg.muted">
          שורות בעמוד
          <chakra.select
            value={pageSize}
            onChange={(event) => onPageSize(Number(event.target.value))}
            h="8"
            ps="2"
            pe="2"
            borderWidth="1px"
            borderColor="border"
            borderRadius="md"
            bg="bg"
            color="fg"
            fontSize="sm"
            _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
          >
            {pageSizes.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </chakra.select>
        </Flex>
      )}
    </Flex>
  );
}
