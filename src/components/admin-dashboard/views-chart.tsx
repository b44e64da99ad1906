import { Box, Button, Flex, Heading, SimpleGrid, Table, Text } from '@chakra-ui/react';
import { Table2 } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { calendarDate, formatNumber } from '@/components/admin-applications/format';
import { tableSlotRecipe } from '@/theme/chakra-theme';
import type { DayFigures, Measure } from './chart-canvas';
import { panelSurface } from './panel';

/** One measure per chart: views run in the hundreds, requests in ones, and each gets its own scale. */
const measures: readonly Measure[] = [
  { key: 'views', title: 'צפיות בדפים', color: '#1a5c85', floor: 5 },
  { key: 'applications', title: 'בקשות לביטוח נסיעות', color: '#c05621', floor: 3 },
];

/** The day with the most, for the chart's words (the first of equals). */
function peakOf(series: DayFigures[], key: Measure['key']) {
  return series.reduce<DayFigures | undefined>(
    (best, d) => (!best || d[key] > best[key] ? d : best),
    undefined,
  );
}

/**
 * One measure of the last 30 days as a uPlot canvas (loaded with the chart), under a caption that says
 * in words what it shows: the total and the busiest day.
 */
function DayChart({
  series,
  measure,
  onFailed,
}: {
  series: DayFigures[];
  measure: Measure;
  onFailed: () => void;
}) {
  const holder = useRef<HTMLDivElement>(null);
  const captionId = useId();
  const total = series.reduce((n, d) => n + d[measure.key], 0);
  const peak = peakOf(series, measure.key);

  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    let chart: { setSize(size: { width: number; height: number }): void; destroy(): void } | undefined;
    let observer: ResizeObserver | undefined;
    let live = true;
    import('./chart-canvas')
      .then(({ drawChart, CHART_HEIGHT }) => {
        if (!live) return;
        chart = drawChart(element, series, measure, element.clientWidth);
        observer = new ResizeObserver(() =>
          chart?.setSize({ width: element.clientWidth, height: CHART_HEIGHT }),
        );
        observer.observe(element);
      })
      .catch(() => live && onFailed());
    return () => {
      live = false;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [series, measure, onFailed]);

  return (
    <Box as="figure" m="0" minW="0" aria-labelledby={captionId}>
      <Box as="figcaption" id={captionId} mb="2">
        <Flex align="center" gap="2" fontWeight="semibold">
          <Box as="span" w="3" h="3" borderRadius="sm" bg={measure.color} aria-hidden="true" />
          {measure.title}
        </Flex>
        <Text fontSize="sm" color="fg.muted">
          סה״כ {formatNumber(total)} ב־30 הימים
          {peak && peak[measure.key] > 0 && (
            <>
              {' '}
              · השיא: {formatNumber(peak[measure.key])} ב־{calendarDate(peak.day)}
            </>
          )}
        </Text>
      </Box>
      {/* the canvas says nothing to a screen reader: the caption and the table do */}
      <Box
        ref={holder}
        dir="ltr"
        aria-hidden="true"
        minH="200px"
        w="full"
        overflow="hidden"
        data-testid={`chart-${measure.key}`}
      />
    </Box>
  );
}

/**
 * Page views and travel requests of the last 30 Israel days: two charts, one measure each, and for
 * screen readers and anyone who prefers numbers, the same figures as a table behind a toggle.
 */
export function ViewsChart({ series }: { series: DayFigures[] }) {
  const [showTable, setShowTable] = useState(false);
  const [failed, setFailed] = useState(false);
  const onFailed = useCallback(() => setFailed(true), []);
  const tableId = useId();
  const totalViews = series.reduce((n, d) => n + d.views, 0);
  const totalRequests = series.reduce((n, d) => n + d.applications, 0);

  return (
    <Box
      as="section"
      id="traffic"
      aria-labelledby="traffic-title"
      {...panelSurface}
      p={{ base: '4', md: '5' }}
      scrollMarginTop="20"
    >
      <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
        <Box>
          <Heading as="h2" size="md" id="traffic-title">
            30 הימים האחרונים
          </Heading>
          <Text fontSize="sm" color="fg.muted" mt="1">
            {formatNumber(totalViews)} צפיות בדפים · {formatNumber(totalRequests)} בקשות לביטוח נסיעות
          </Text>
        </Box>
        <Button
          size="sm"
          variant="outline"
          aria-expanded={showTable}
          aria-controls={tableId}
          onClick={() => setShowTable((v) => !v)}
        >
          <Table2 aria-hidden="true" />
          {showTable ? 'הסתרת הטבלה' : 'הצגה כטבלה'}
        </Button>
      </Flex>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap={{ base: '6', lg: '8' }} mt="4">
        {measures.map((measure) => (
          <DayChart key={measure.key} series={series} measure={measure} onFailed={onFailed} />
        ))}
      </SimpleGrid>
      {failed && (
        <Text role="alert" color="fg.muted" fontSize="sm" mt="2">
          לא הצלחנו לטעון את הגרפים. הנתונים מופיעים בטבלה.
        </Text>
      )}
      <Text fontSize="sm" color="fg.muted" mt="3">
        לפי ימים, בשעון ישראל.
      </Text>
      <Box id={tableId} hidden={!(showTable || failed)} mt="4">
        <Table.ScrollArea
          borderWidth="1px"
          borderRadius="lg"
          maxH="96"
          overflowY="auto"
          tabIndex={0}
          role="region"
          aria-label="טבלת הצפיות והבקשות לפי יום"
        >
          <Table.Root recipe={tableSlotRecipe} size="sm" stickyHeader>
            <Table.Caption captionSide="top" textAlign="start" py="2" px="3" fontWeight="medium">
              צפיות ובקשות לפי יום, 30 הימים האחרונים
            </Table.Caption>
            <Table.Header>
              <Table.Row bg="bg.subtle">
                <Table.ColumnHeader>יום</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">צפיות</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">בקשות</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {[...series].reverse().map((d) => (
                <Table.Row key={d.day}>
                  <Table.Cell>
                    <time dateTime={d.day}>{calendarDate(d.day)}</time>
                  </Table.Cell>
                  <Table.Cell textAlign="end">{formatNumber(d.views)}</Table.Cell>
                  <Table.Cell textAlign="end">{formatNumber(d.applications)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </Box>
    </Box>
  );
}
