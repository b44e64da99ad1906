import { Box, Button, chakra, Flex, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { APPLICATIONS_PAGE_SIZES } from '@/shared/travel-admin';
import { formatNumber } from './format';

/** The page numbers to offer: the first, the last and the current one's neighbours, with gaps as null. */
export function pageWindow(page: number, pages: number): (number | null)[] {
  const wanted = new Set([1, pages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const items: (number | null)[] = [];
  sorted.forEach((n, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && n - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && n - previous > 2) items.push(null);
    items.push(n);
  });
  return items;
}

/** 'מציג 21–40 מתוך 1,234' */
export function rangeText(page: number, pageSize: number, total: number): string {
  if (total === 0) return 'לא נמצאו בקשות';
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return `מציג ${formatNumber(first)}–${formatNumber(last)} מתוך ${formatNumber(total)}`;
}

/**
 * Previous / next and the page numbers (from `md`; narrower screens read 'עמוד 2 מתוך 7'), and the
 * page-size choice. Previous and next at either end stay focusable (aria-disabled), so keyboard focus
 * is never dropped on the page when the last page is reached.
 */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
  onPageSize,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const step = (to: number, enabled: boolean) => () => {
    if (enabled) onPage(to);
  };
  return (
    <Flex mt="4" gap="4" wrap="wrap" align="center" justify="space-between">
      <chakra.nav aria-label="עמודי הבקשות" display="flex" alignItems="center" gap="1" flexWrap="wrap">
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
          {APPLICATIONS_PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </chakra.select>
      </Flex>
    </Flex>
  );
}
