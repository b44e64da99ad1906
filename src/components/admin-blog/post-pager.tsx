import { Box, Button, chakra, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { formatNumber } from '@/components/admin-applications/format';
import { pageWindow } from '@/components/admin-applications/pager';

/** 'מציג 21–40 מתוך 134 מאמרים' */
export function postRangeText(page: number, pageSize: number, total: number): string {
  if (total === 0) return 'לא נמצאו מאמרים';
  if (total === 1) return 'מאמר אחד';
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return `מציג ${formatNumber(first)}–${formatNumber(last)} מתוך ${formatNumber(total)} מאמרים`;
}

/** Previous / next and the page numbers; at either end the buttons stay focusable (aria-disabled). */
export function PostPager({
  page,
  pageSize,
  total,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages === 1) return null;
  const step = (to: number, enabled: boolean) => () => enabled && onPage(to);
  return (
    <chakra.nav aria-label="עמודי המאמרים" mt="4" display="flex" alignItems="center" gap="1" flexWrap="wrap">
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
  );
}
